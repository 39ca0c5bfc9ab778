/* Input of test/Run/lang11-apps.test. */
/* N-body in the Programming Guide's style: a parallel struct of bodies with a
 * parallel array member, a pointer to the parallel struct passed to functions
 * (bp->pos[0]), forces by a scalar loop over bodies reading [j]b, a parallel
 * function of shape current returning a struct, energy by reduction.
 * Reference: the same integration in plain C with doubles (exact same order). */
#include <stdio.h>
#include <math.h>

#define NB 7
shape [NB]bodies;

struct body { double pos[2]; double vel[2]; double m; };
struct body:bodies b;

void:current kick(struct body:current *bp, double:current fx, double:current fy, double dt)
{
    bp->vel[0] += dt * fx / bp->m;
    bp->vel[1] += dt * fy / bp->m;
}

void:current drift(struct body:current *bp, double dt)
{
    bp->pos[0] += dt * bp->vel[0];
    bp->pos[1] += dt * bp->vel[1];
}

double:current kinetic(struct body:current *bp)
{
    return 0.5 * bp->m * (bp->vel[0] * bp->vel[0] + bp->vel[1] * bp->vel[1]);
}

struct body rb[NB];

main()
{
    int i, j, step, nfail = 0;
    double ek = 0, rek = 0;
    with (bodies) {
        b.pos[0] = pcoord(0);
        b.pos[1] = (pcoord(0) * 3) % 5;
        b.vel[0] = 0; b.vel[1] = 0;
        b.m = 1.0 + pcoord(0) % 2;
    }
    for (i = 0; i < NB; i++) {
        rb[i].pos[0] = i; rb[i].pos[1] = (i * 3) % 5;
        rb[i].vel[0] = rb[i].vel[1] = 0; rb[i].m = 1.0 + i % 2;
    }
    for (step = 0; step < 3; step++) {
        with (bodies) {
            double:bodies fx = 0, fy = 0;
            for (j = 0; j < NB; j++) {
                double xj = [j]b.pos[0], yj = [j]b.pos[1], mj = [j]b.m;
                where (pcoord(0) != j) {
                    double:bodies dx = xj - b.pos[0], dy = yj - b.pos[1];
                    double:bodies r2 = dx * dx + dy * dy + 0.01;
                    double:bodies f = mj * b.m / (r2 * sqrt(r2));
                    fx += f * dx;
                    fy += f * dy;
                }
            }
            kick(&b, fx, fy, 0.01);
            drift(&b, 0.01);
        }
        {
            double fx[NB], fy[NB];
            for (i = 0; i < NB; i++) {
                fx[i] = fy[i] = 0;
                for (j = 0; j < NB; j++) if (j != i) {
                    double dx = rb[j].pos[0] - rb[i].pos[0], dy = rb[j].pos[1] - rb[i].pos[1];
                    double r2 = dx * dx + dy * dy + 0.01;
                    double f = rb[j].m * rb[i].m / (r2 * sqrt(r2));
                    fx[i] += f * dx; fy[i] += f * dy;
                }
            }
            for (i = 0; i < NB; i++) {
                rb[i].vel[0] += 0.01 * fx[i] / rb[i].m;
                rb[i].vel[1] += 0.01 * fy[i] / rb[i].m;
                rb[i].pos[0] += 0.01 * rb[i].vel[0];
                rb[i].pos[1] += 0.01 * rb[i].vel[1];
            }
        }
    }
    with (bodies) ek += kinetic(&b);
    for (i = 0; i < NB; i++) {
        rek += 0.5 * rb[i].m * (rb[i].vel[0] * rb[i].vel[0] + rb[i].vel[1] * rb[i].vel[1]);
        if ([i]b.pos[0] != rb[i].pos[0] || [i]b.pos[1] != rb[i].pos[1]) {
            nfail++; printf("FAIL pos %d\n", i);
        }
    }
    if (fabs(ek - rek) > 1e-12 * rek) { nfail++; printf("FAIL ek %.17g %.17g\n", ek, rek); }
    printf("ek %.6f\n", ek);
    if (!nfail) printf("nbody ok\n");
    return nfail;
}
