/* A parallel struct allocated with palloc(S, boolsizeof(struct p)) and used
   through a struct p:S * in functions (p->x as parallel lvalues), including
   passing &q->v (a member's address, by a copy) to a procedure, and a
   reduction over a member through the pointer; against C. */
#include <stdio.h>
#define N 10
shape [N]S;
struct p { double x, v; int n; };
void:current push(double:current *v, double:current f) { *v += f; }
void:current step(struct p:current *q, double dt)
{
    push(&q->v, -q->x * dt);
    q->x += q->v * dt;
    q->n++;
}
int main()
{
    int bad = 0, i, k;
    struct p:S *q = palloc(S, boolsizeof(struct p));
    struct p ref[N];
    with (S) {
        double e = 0, re = 0;
        q->x = pcoord(0) * 0.5; q->v = 0; q->n = 0;
        for (k = 0; k < 6; k++) where (pcoord(0) != 4) step(q, 0.125);
        e += q->x * q->x + q->v * q->v;
        for (i = 0; i < N; i++) {
            ref[i].x = i * 0.5; ref[i].v = 0; ref[i].n = 0;
            for (k = 0; k < 6; k++) if (i != 4) {
                ref[i].v += -ref[i].x * 0.125;
                ref[i].x += ref[i].v * 0.125;
                ref[i].n++;
            }
            re += ref[i].x * ref[i].x + ref[i].v * ref[i].v;
            if ([i]q->x != ref[i].x || [i]q->v != ref[i].v || [i]q->n != ref[i].n) { bad++; printf("q %d\n", i); }
        }
        if (e != re) { bad++; printf("e %.17g %.17g\n", e, re); }
    }
    pfree(q);
    printf("pstructptr bad %d\n", bad);
    return 0;
}
