/* Input of test/Run/lang6-apps2.test.
 * A 1-D multigrid V-cycle for -u'' = f: scalar K&R recursion that gets the
 * level's shape as a parameter and declares the next, coarser, block-scope
 * shape with a run-time extent (shape [nc]coarse), pointers of shape void cast
 * to shape current, shapeof(*p),
 * restriction by a get from the fine shape into the coarse one
 * ([2 * pcoord(0)]r), prolongation by gets back, weighted-Jacobi smoothing with
 * grid reads, and the residual norm by a max reduction.  Dyadic data keep every
 * operation exact; reference: the same V-cycle on C arrays. */
#include <stdio.h>
#include <math.h>
#define NFINE 65          /* 2^6 + 1 points, boundaries fixed at 0 */
#define CYCLES 4
#define NU 2

int fails, levels_seen;

/* one smoothing sweep on the interior of shape s (u, f of that shape) */
void:current smooth(double:current *u, double:current *f, double h2)
{
    double:current nb;
    nb = [.-1]*u + [.+1]*u;
    where (pcoord(0) > 0 && pcoord(0) < positionsof(current) - 1)
        *u = *u + 0.5 * (0.5 * (nb + h2 * *f) - *u);
}

/* u, f: parallel variables of shape level (n points); recursion builds coarser shapes */
void vcycle(level, up, fp, n, h)
shape level;
double:void *up, *fp;
int n;
double h;
{
    int k;
    levels_seen++;
    if (positionsof(level) != n || positionsof(shapeof(*up)) != n) { printf("FAIL shape of level %d\n", n); fails++; }
    with (level) {
        double:current *u = (double:current *)up, *f = (double:current *)fp;
        double:current r;
        for (k = 0; k < NU; k++) smooth(u, f, h * h);
        if (n <= 3) return;
        r = 0;
        where (pcoord(0) > 0 && pcoord(0) < n - 1) r = *f - (2 * *u - [.-1]*u - [.+1]*u) / (h * h);
        {
            int nc = (n + 1) / 2;
            shape [nc]coarse;
            with (coarse) {
                double:coarse uc = 0, fc;
                fc = 0;
                where (pcoord(0) > 0 && pcoord(0) < nc - 1)
                    fc = 0.25 * [2 * pcoord(0) - 1]r + 0.5 * [2 * pcoord(0)]r + 0.25 * [2 * pcoord(0) + 1]r;
                vcycle(coarse, &uc, &fc, nc, 2 * h);
                with (level) {
                    double:current e;
                    where (pcoord(0) % 2 == 0) e = [pcoord(0) / 2]uc;
                    else e = 0.5 * ([pcoord(0) / 2]uc + [pcoord(0) / 2 + 1]uc);
                    *u = *u + e;
                }
            }
        }
        for (k = 0; k < NU; k++) smooth(u, f, h * h);
    }
}

/* the reference on C arrays */
void ref_smooth(double *u, double *f, int n, double h2)
{
    double nb[NFINE];
    int i;
    for (i = 0; i < n; i++) nb[i] = (i > 0 ? u[i - 1] : 0) + (i < n - 1 ? u[i + 1] : 0);
    for (i = 1; i < n - 1; i++) u[i] = u[i] + 0.5 * (0.5 * (nb[i] + h2 * f[i]) - u[i]);
}

void ref_vcycle(double *u, double *f, int n, double h)
{
    double r[NFINE], uc[NFINE], fc[NFINE], e;
    int k, i, nc = (n + 1) / 2;
    for (k = 0; k < NU; k++) ref_smooth(u, f, n, h * h);
    if (n <= 3) return;
    for (i = 0; i < n; i++) r[i] = 0;
    for (i = 1; i < n - 1; i++) r[i] = f[i] - (2 * u[i] - u[i - 1] - u[i + 1]) / (h * h);
    for (i = 0; i < nc; i++) {
        uc[i] = 0;
        fc[i] = i > 0 && i < nc - 1 ? 0.25 * r[2 * i - 1] + 0.5 * r[2 * i] + 0.25 * r[2 * i + 1] : 0;
    }
    ref_vcycle(uc, fc, nc, 2 * h);
    for (i = 0; i < n; i++) {
        e = i % 2 == 0 ? uc[i / 2] : 0.5 * (uc[i / 2] + uc[i / 2 + 1]);
        u[i] = u[i] + e;
    }
    for (k = 0; k < NU; k++) ref_smooth(u, f, n, h * h);
}

shape [NFINE]fine;
double:fine u, f;

main()
{
    int c, i;
    double h = 1.0 / 64, ru[NFINE], rf[NFINE], res = 0, rres;
    for (i = 0; i < NFINE; i++) ru[i] = 0, rf[i] = (i % 8) - 3.5 + (i == NFINE / 2 ? 16 : 0);
    with (fine) {
        u = 0;
        f = (pcoord(0) % 8) - 3.5 + (pcoord(0) == NFINE / 2 ? 16 : 0);
    }
    for (c = 0; c < CYCLES; c++) {
        vcycle(fine, &u, &f, NFINE, h);
        ref_vcycle(ru, rf, NFINE, h);
        with (fine) {
            double:fine rr = 0;
            where (pcoord(0) > 0 && pcoord(0) < NFINE - 1) rr = fabs(f - (2 * u - [.-1]u - [.+1]u) / (h * h));
            res = >?= rr;
        }
        rres = 0;
        for (i = 1; i < NFINE - 1; i++) {
            double t = fabs(rf[i] - (2 * ru[i] - ru[i - 1] - ru[i + 1]) / (h * h));
            if (t > rres) rres = t;
        }
        if (res != rres) { printf("FAIL cycle %d residual %.17g want %.17g\n", c, res, rres); fails++; }
        printf("cycle %d residual %.6e u[32] %.6e\n", c, res, [32]u);
    }
    for (i = 0; i < NFINE; i++)
        if ([i]u != ru[i]) { printf("FAIL u[%d] %.17g want %.17g\n", i, [i]u, ru[i]); fails++; }
    printf("levels %d\n", levels_seen);
    printf("multigrid %s\n", fails ? "FAIL" : "ok");
}
