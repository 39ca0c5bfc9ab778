/* Input of test/Run/lang9-apps2.test.
 * All-pairs n-body in 2-D, the systolic way: a travelling copy of the bodies
 * (a parallel struct) is rotated around a ring by from_torus_dim (and by a
 * general get [(. + 1) % N] in the second half) so that every body meets
 * every other; accelerations summed per body, a leapfrog step, energy by
 * += reductions, the closest pair by <?=.  Reference: plain C, the same
 * order of additions per body. */
#include <stdio.h>
#include <math.h>
#include <cscomm.h>

#define N 11
#define STEPS 4
#define DT 0.01
#define EPS 0.05

struct body { double x, y, m; };
shape [N]ring;
struct body:ring me;
double:ring vx, vy;

struct body B[N];
double VX[N], VY[N];

main()
{
    int st, k, i, j, fails = 0;
    double ek, mind, want_ek = 0, want_mind = 1e30;
    for (i = 0; i < N; i++) {
        B[i].x = cos(i * 0.7) * (1 + i % 3); B[i].y = sin(i * 0.7) * (1 + i % 3);
        B[i].m = 1.0 + (i % 4) * 0.25; VX[i] = -B[i].y * 0.1; VY[i] = B[i].x * 0.1;
    }
    with (ring) {
        me.x = cos(pcoord(0) * 0.7) * (1 + pcoord(0) % 3);
        me.y = sin(pcoord(0) * 0.7) * (1 + pcoord(0) % 3);
        me.m = 1.0 + (pcoord(0) % 4) * 0.25;
        vx = -me.y * 0.1; vy = me.x * 0.1;
        mind = 1e30;
        for (st = 0; st < STEPS; st++) {
            struct body:ring other = me;
            double:ring ax = 0, ay = 0, ox, oy, om;
            for (k = 1; k < N; k++) {
                double:ring dx, dy, r2, inv;
                if (k <= N / 2) {
                    ox = other.x; oy = other.y; om = other.m;
                    from_torus_dim(&other.x, ox, 0, 1);
                    from_torus_dim(&other.y, oy, 0, 1);
                    from_torus_dim(&other.m, om, 0, 1);
                } else
                    other = [(pcoord(0) + 1) % N]other;
                dx = other.x - me.x; dy = other.y - me.y;
                r2 = dx * dx + dy * dy + EPS * EPS;
                if (st == 0) mind <?= sqrt(r2);
                inv = other.m / (r2 * sqrt(r2));
                ax += dx * inv; ay += dy * inv;
            }
            vx += ax * DT; vy += ay * DT;
            me.x += vx * DT; me.y += vy * DT;
        }
        ek = += (0.5 * me.m * (vx * vx + vy * vy));
    }
    for (st = 0; st < STEPS; st++) {
        double AX[N], AY[N];
        for (i = 0; i < N; i++) {
            AX[i] = AY[i] = 0;
            for (k = 1; k < N; k++) {
                j = (i + k) % N;
                {
                    double dx = B[j].x - B[i].x, dy = B[j].y - B[i].y, r2 = dx * dx + dy * dy + EPS * EPS, inv;
                    if (st == 0 && sqrt(r2) < want_mind) want_mind = sqrt(r2);
                    inv = B[j].m / (r2 * sqrt(r2));
                    AX[i] += dx * inv; AY[i] += dy * inv;
                }
            }
        }
        for (i = 0; i < N; i++) {
            VX[i] += AX[i] * DT; VY[i] += AY[i] * DT;
            B[i].x += VX[i] * DT; B[i].y += VY[i] * DT;
        }
    }
    for (i = 0; i < N; i++) {
        want_ek += 0.5 * B[i].m * (VX[i] * VX[i] + VY[i] * VY[i]);
        if (([i]me.x != B[i].x || [i]me.y != B[i].y || [i]vx != VX[i]) && fails++ < 10)
            printf("FAIL body %d: %.17g %.17g want %.17g %.17g\n", i, [i]me.x, [i]me.y, B[i].x, B[i].y);
    }
    if (fabs(ek - want_ek) > 1e-12 * want_ek) printf("FAIL energy %.17g want %.17g\n", ek, want_ek);
    if (mind != want_mind) printf("FAIL closest %.17g want %.17g\n", mind, want_mind);
    printf("kinetic energy %.9f closest %.9f body0 (%.6f, %.6f)\n", ek, mind, [0]me.x, [0]me.y);
    if (!fails) printf("nbody ok\n");
}
