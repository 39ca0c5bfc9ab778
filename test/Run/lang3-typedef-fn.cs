// Typedef'd parallel types as function results (round-3 sweep): dpar energy(pstruct *q) with
// typedef double:parts dpar; parallel struct through a typedef and struct particle:current *.
// Reference: Inputs/lang3-typedef-fn.py.
// RUN: %python %S/Inputs/lang3-typedef-fn.py > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
/* particles: parallel struct, typedef of parallel type, parallel arrays, pointer to parallel */
#include <stdio.h>
#define NP 11
shape [NP]parts;
struct particle { double x, v; int id; char tag; };
typedef struct particle:parts pstruct;
pstruct p;
double:parts hist[4];
typedef double:parts dpar;

void push(struct particle:current *q, double dt)
{
    q->x = q->x + q->v * dt;
    where (q->x > 10.0) {
        q->x = 20.0 - q->x;
        q->v = -q->v;
    }
    where (q->x < 0.0) {
        q->x = -q->x;
        q->v = -q->v;
    }
}

dpar energy(pstruct *q)
{
    return 0.5 * q->v * q->v;
}

int main()
{
    int step, k;
    with (parts) {
        p.id = pcoord(0);
        p.x = p.id * 0.9;
        p.v = (p.id % 3 - 1) * 1.7 + 0.3;
        p.tag = 'a' + p.id;
        for (k = 0; k < 4; k++) hist[k] = 0;
        for (step = 0; step < 12; step++) {
            push(&p, 0.5);
            hist[step % 4] += p.x;
        }
        {
            dpar e = energy(&p);
            printf("E %.6f\n", += e);
        }
        for (k = 0; k < NP; k++)
            printf("%c id=%d x=%.4f v=%.4f h=%.4f %.4f\n", [k]p.tag, [k]p.id, [k]p.x, [k]p.v,
                   [k]hist[0], [k]hist[3]);
        printf("sum h1 %.6f\n", += hist[1]);
    }
    return 0;
}
