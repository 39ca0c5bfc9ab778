/* Input of test/Run/lang8-lang.test.
 * where/else nested three deep inside for/while loops with break, continue
 * and return (from a parallel function), everywhere inside where (also in a
 * function called under where), and the context after each exit.
 * Reference: the same computation written per position in plain C. */
#include <stdio.h>

#define N 23
shape [N]S;
int:S a, b, c, out;
int fails;

check(what, got, want, p) char *what; int got, want, p;
{
    if (got != want && fails++ < 10)
        printf("FAIL %s at %d: got %d want %d\n", what, p, got, want);
}

/* plain C model of classify() for one position */
int classify1(int v)
{
    int r = 0, k;
    for (k = 0; k < 4; k++) {
        if (v % 2 == 0) {
            if (v % 3 == 0) {
                if (v % 5 == 0) r += 100;
                else r += 10;
            } else r += 1;
        } else {
            if (v > 10) r -= 1;
            else r -= 2;
        }
    }
    return r;
}

int:current classify(v)
int:current v;
{
    int:current r = 0;
    int k;
    for (k = 0; k < 4; k++) {
        where (v % 2 == 0) {
            where (v % 3 == 0) {
                where (v % 5 == 0) r += 100;
                else r += 10;
            } else r += 1;
        } else {
            where (v > 10) r -= 1;
            else r -= 2;
        }
    }
    return r;
}

/* a loop that leaves early with break and continue inside where:
 * the loop control is scalar, the where narrows only parallel work */
int:current loop(v)
int:current v;
{
    int:current r = 0;
    int k = 0;
    while (1) {
        k++;
        where (v > k) {
            r += k;
            where (v % k == 0) {
                r += 1000;
                if (k == 3) continue;        /* scalar: the whole loop body */
                where (v > 2 * k) r += 10000;
                else { if (k > 5) break; r -= 1; }
            }
        }
        if (k >= 7) break;
    }
    return r;          /* every position: the where contexts were left */
}
int loop1(int v)
{
    /* the scalar continue and break act for every position: at k == 3 the
     * rest of the body is skipped; at k == 6 the loop ends (the else branch's
     * scalar test runs although this position may not be in it) */
    int r = 0, k = 0;
    while (1) {
        k++;
        if (v > k) { r += k; if (v % k == 0) r += 1000; }
        if (k == 3) continue;
        if (v > k && v % k == 0 && v > 2 * k) r += 10000;   /* the where branch runs first */
        if (k > 5) break;                                    /* then the else branch's test */
        if (v > k && v % k == 0 && v <= 2 * k) r -= 1;
        if (k >= 7) break;
    }
    return r;
}

/* return from inside a where: scalar control flow leaves for all */
int:current early(v, lim)
int:current v;
int lim;
{
    int:current r = v;
    int k;
    for (k = 0; k < 10; k++) {
        where (v < k) {
            r = -k;
            if (k == lim) {
                int:current t = r * 2;
                return t;           /* positions outside the where get no result */
            }
        }
    }
    return r;
}

/* everywhere inside a function called under where: a neighbour sum that
 * sees inactive positions */
int:current total(v)
int:current v;
{
    int:current all = 0;
    int s;
    everywhere {
        all = v;
        s = += all;
    }
    return all + s;
}

main()
{
    int p, i, s, cnt;
    with (S) {
        a = pcoord(0) * 3 % N;
        out = classify(a);
        for (p = 0; p < N; p++) check("classify", [p]out, classify1([p]a), p);
        out = -7;
        where (a > 4) out = loop(a);
        for (p = 0; p < N; p++) check("loop", [p]out, [p]a > 4 ? loop1([p]a) : -7, p);

        /* everywhere inside where: all positions active inside, the where's
         * context back after it */
        b = 0; c = 0;
        where (a % 2) {
            b = 1;
            everywhere {
                c = a;
                cnt = += (int:S)1;
                where (a > 10) c = -a;
            }
            b += 10;
        }
        check("everywhere count", cnt, N, 0);
        for (p = 0; p < N; p++) {
            check("where b", [p]b, [p]a % 2 ? 11 : 0, p);
            check("everywhere c", [p]c, [p]a > 10 ? -[p]a : [p]a, p);
        }
        out = 0;
        where (a < 5) out = total(a);
        s = 0;
        for (p = 0; p < N; p++) s += [p]a;
        for (p = 0; p < N; p++) check("total", [p]out, [p]a < 5 ? [p]a + s : 0, p);

        out = 99;
        where (a > 2) out = early(a, 6);
        for (p = 0; p < N; p++) {
            int v = [p]a, want = 99;
            /* only the positions active at the return have a defined result */
            if (v > 2 && v < 6) check("early", [p]out, -2 * 6, p);
        }
        /* break out of a loop inside three nested wheres */
        out = 0;
        for (i = 0; i < 10; i++) {
            where (a > 1) where (a < 20) where (a % 2 == 1) {
                out += 1;
                if (i == 4) break;
            }
        }
        for (p = 0; p < N; p++) check("break3", [p]out, [p]a > 1 && [p]a < 20 && [p]a % 2 ? 5 : 0, p);
        out += 1;       /* context restored after the break: all positions */
        for (p = 0; p < N; p++) check("after break", [p]out, ([p]a > 1 && [p]a < 20 && [p]a % 2 ? 5 : 0) + 1, p);
    }
    if (fails == 0) printf("ctl ok\n");
}
