/* Input of test/Run/lang6-apps.test.
 * Parallel structs with array members, parallel arrays of structs, parallel
 * functions taking and returning parallel structs, struct assignment under
 * where, gets/sends of struct members and whole structs, reductions over
 * members.  Reference: the same updates on a C array of structs. */
#include <stdio.h>
#include <math.h>
#define NP 17
#define DIM 3

typedef struct vec { double c[DIM]; } vec;
struct body {
    vec pos, vel;
    int id;
    char tag;
    short hits[2];
};

shape [NP]bodies;
struct body:bodies b;
struct body:bodies trail[2];        /* a parallel array of structs */
vec:bodies force;
struct body rb[NP], rtrail[2][NP];
vec rforce[NP];
int fails;

vec:current vscale(vec:current v, double k)
{
    vec:current r;
    int d;
    for (d = 0; d < DIM; d++) r.c[d] = v.c[d] * k;
    return r;
}

vec:current vadd(a, b)
vec:current a, b;
{
    int d;
    for (d = 0; d < DIM; d++) a.c[d] += b.c[d];
    return a;
}

struct body:current advance(struct body:current x, vec:current f, double dt)
{
    x.vel = vadd(x.vel, vscale(f, dt));
    x.pos = vadd(x.pos, vscale(x.vel, dt));
    where (x.pos.c[0] > 4.0) {
        x.vel.c[0] = -x.vel.c[0];
        x.hits[0]++;
        x.tag = 'H';
    }
    return x;
}

void ref_step(double dt)
{
    int i, d;
    for (i = 0; i < NP; i++) {
        int nb = (i + 1) % NP;
        for (d = 0; d < DIM; d++) rforce[i].c[d] = rb[nb].pos.c[d] - rb[i].pos.c[d];
    }
    for (i = 0; i < NP; i++) {
        rtrail[1][i] = rtrail[0][i];
        rtrail[0][i] = rb[i];
        if (rb[i].id % 4 == 3) continue;
        for (d = 0; d < DIM; d++) rb[i].vel.c[d] += rforce[i].c[d] * dt;
        for (d = 0; d < DIM; d++) rb[i].pos.c[d] += rb[i].vel.c[d] * dt;
        if (rb[i].pos.c[0] > 4.0) { rb[i].vel.c[0] = -rb[i].vel.c[0]; rb[i].hits[0]++; rb[i].tag = 'H'; }
    }
    for (i = 0; i < NP; i++) rb[i].hits[1] = rb[(i + NP - 1) % NP].hits[0];
}

main()
{
    int i, d, step;
    double e, re;
    for (i = 0; i < NP; i++) {
        rb[i].id = i;
        rb[i].tag = 'a' + i % 26;
        rb[i].hits[0] = rb[i].hits[1] = 0;
        for (d = 0; d < DIM; d++) {
            rb[i].pos.c[d] = (i * (d + 2)) % 7 * 0.5;
            rb[i].vel.c[d] = d == 1 ? 0.25 : 0.0;
        }
    }
    with (bodies) {
        b.id = pcoord(0);
        b.tag = 'a' + pcoord(0) % 26;
        for (d = 0; d < DIM; d++) {
            b.pos.c[d] = (pcoord(0) * (d + 2)) % 7 * 0.5;
            b.vel.c[d] = d == 1 ? 0.25 : 0.0;
        }
        for (step = 0; step < 5; step++) {
            int:bodies nb = (pcoord(0) + 1) % NP;
            for (d = 0; d < DIM; d++) force.c[d] = [nb]b.pos.c[d] - b.pos.c[d];
            trail[1] = trail[0];
            trail[0] = b;
            where (b.id % 4 != 3) b = advance(b, force, 0.125);
            [nb]b.hits[1] = b.hits[0];
            ref_step(0.125);
        }
        e = 0;
        for (d = 0; d < DIM; d++) e += 0.5 * b.vel.c[d] * b.vel.c[d];
    }
    re = 0;
    for (i = 0; i < NP; i++) {
        for (d = 0; d < DIM; d++) re += 0.5 * rb[i].vel.c[d] * rb[i].vel.c[d];
        for (d = 0; d < DIM; d++)
            if ([i]b.pos.c[d] != rb[i].pos.c[d] || [i]b.vel.c[d] != rb[i].vel.c[d] ||
                [i]trail[1].pos.c[d] != rtrail[1][i].pos.c[d] || [i]force.c[d] != rforce[i].c[d]) {
                printf("FAIL body %d dim %d: %g %g want %g %g\n", i, d, [i]b.pos.c[d], [i]b.vel.c[d], rb[i].pos.c[d], rb[i].vel.c[d]);
                fails++;
            }
        if ([i]b.tag != rb[i].tag || [i]b.hits[0] != rb[i].hits[0] || [i]b.hits[1] != rb[i].hits[1] || [i]trail[0].id != i) {
            printf("FAIL body %d: tag %c hits %d %d want %c %d %d\n", i, [i]b.tag, [i]b.hits[0], [i]b.hits[1], rb[i].tag, rb[i].hits[0], rb[i].hits[1]);
            fails++;
        }
    }
    if (fabs(e - re) > 1e-12 * re) { printf("FAIL energy %.17g want %.17g\n", e, re); fails++; }
    printf("energy %.6f body 5 at (%.4f %.4f %.4f) tag %c\n", e, [5]b.pos.c[0], [5]b.pos.c[1], [5]b.pos.c[2], [5]b.tag);
    printf("particles %s\n", fails ? "FAIL" : "ok");
}
