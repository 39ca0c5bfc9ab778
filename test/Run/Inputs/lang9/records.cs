/* Input of test/Run/lang9-apps2.test.
 * A parts inventory as parallel records, declared the ways a C programmer
 * does: a struct type and an enum type defined inside a block-scope parallel
 * declaration (named and unnamed), a char array field initialized by a string
 * literal, a union viewed two ways, C11 anonymous struct/union members read and
 * written through grid reads, sends and a pointer, designated initializers; names built with
 * sprintf, selected with strcmp/strncmp and counted by reductions; the
 * stock sorted by value with rank() and a send of whole structs; a report
 * printed with [i]rec.field in a loop.  Reference: plain C structs. */
#include <stdio.h>
#include <string.h>
#include <cscomm.h>

#define NP 14

shape [NP]parts;
char:parts label[12] = "unset";

struct cpart { char name[12]; int qty; double price; int status; };
/* C11 anonymous members: tg.fval, tg.lo name members of unnamed parts */
struct tagged { int kind; union { int ival; float fval; }; struct { short lo, hi; }; };

main()
{
    int i, fails = 0, nbolt, nlow, k;
    double total;
    struct cpart ref[NP], sorted_ref[NP];
    with (parts) {
        enum { OK, LOW, OUT }:parts state = OK;
        struct part { char name[12]; int qty; double price; }:parts p = {.qty = 10, .price = 1.5};
        struct part:parts by_value;
        union { float f; unsigned u; }:parts bits;
        where (pcoord(0) % 3 == 0) sprintf(p.name, "bolt-%d", pcoord(0));
        else where (pcoord(0) % 3 == 1) sprintf(p.name, "nut-%d", pcoord(0));
        else strcpy(p.name, label);
        p.qty = (pcoord(0) * 7) % 11;
        p.price = 0.25 * (pcoord(0) % 5 + 1);
        where (p.qty < 3) state = LOW;
        where (p.qty == 0) state = OUT;
        nbolt = += (int:parts)(strncmp(p.name, "bolt", 4) == 0);
        nlow = += (int:parts)(state != OK);
        total = += (p.qty * p.price);
        bits.f = (float:parts)p.price;
        [rank(p.qty * p.price, 0, CMC_upward, CMC_none, CMC_no_field)]by_value = p;
        for (i = 0; i < NP; i++) {
            sprintf(ref[i].name, i % 3 == 0 ? "bolt-%d" : i % 3 == 1 ? "nut-%d" : "unset", i);
            ref[i].qty = (i * 7) % 11;
            ref[i].price = 0.25 * (i % 5 + 1);
            ref[i].status = ref[i].qty == 0 ? 2 : ref[i].qty < 3 ? 1 : 0;
            if (strcmp([i]p.name, ref[i].name) || [i]p.qty != ref[i].qty || [i]state != ref[i].status)
                if (fails++ < 10) printf("FAIL record %d: %s %d %d\n", i, [i]p.name, [i]p.qty, [i]state);
            {
                float f = (float)ref[i].price;
                unsigned u;
                memcpy(&u, &f, sizeof u);
                if ([i]bits.u != u && fails++ < 10) printf("FAIL union %d\n", i);
            }
        }
        /* stable sort by value, as rank() numbers equal values in position order */
        for (i = 0; i < NP; i++) sorted_ref[i] = ref[i];
        for (i = 1; i < NP; i++)
            for (k = i; k > 0 && sorted_ref[k - 1].qty * sorted_ref[k - 1].price > sorted_ref[k].qty * sorted_ref[k].price; k--) {
                struct cpart t = sorted_ref[k]; sorted_ref[k] = sorted_ref[k - 1]; sorted_ref[k - 1] = t;
            }
        for (i = 0; i < NP; i++)
            if (strcmp([i]by_value.name, sorted_ref[i].name) && fails++ < 10)
                printf("FAIL sorted %d: %s want %s\n", i, [i]by_value.name, sorted_ref[i].name);
        {
            struct tagged:parts tg, *tp = &tg;
            tg.kind = pcoord(0) % 2;
            where (tg.kind) tg.fval = p.price; else tp->ival = p.qty;
            tg.lo = [.+1]p.qty;                         /* grid read into a part */
            [(pcoord(0) + 1) % NP]tg.hi = p.qty;        /* send into a part */
            for (i = 0; i < NP; i++) {
                int lo = i + 1 < NP ? ref[i + 1].qty : 0, hi = ref[(i + NP - 1) % NP].qty;
                if ((i % 2 ? [i]tg.fval != (float)ref[i].price : [i]tp->ival != ref[i].qty) || [i]tg.lo != lo ||
                    [i]tp->hi != hi)
                    if (fails++ < 10) printf("FAIL tagged %d: %d %d %d\n", i, [i]tg.ival, [i]tg.lo, [i]tg.hi);
            }
        }
        printf("%-8s %4s %6s\n", "part", "qty", "value");
        for (i = 0; i < NP; i += 3)
            printf("%-8s %4d %6.2f\n", [i]by_value.name, [i]by_value.qty, [i]by_value.qty * [i]by_value.price);
    }
    {
        int nb = 0, nl = 0;
        double t = 0;
        for (i = 0; i < NP; i++) { nb += i % 3 == 0; nl += ref[i].status != 0; t += ref[i].qty * ref[i].price; }
        if (nb != nbolt || nl != nlow || t != total) printf("FAIL totals %d %d %g\n", nbolt, nlow, total);
    }
    printf("%d bolts, %d low or out, stock value %.2f, label %s\n", nbolt, nlow, total, [5]label);
    if (!fails) printf("records ok\n");
}
