/* Input of test/Run/lang7-apps.test.
 * Per-position iterations that converge at different times: Newton's method
 * for the cube root of each position's value, iterated while any position has
 * not converged (while (|= busy) where (busy) ...), with an iteration count
 * per position; Horner evaluation of a polynomial whose coefficients are a
 * parallel array (a different polynomial per position); a bisection whose
 * interval halves under nested where/else.  Reference: the same arithmetic
 * in scalar C, compared bit for bit. */
#include <stdio.h>
#include <math.h>
#define N 21
#define DEG 4

shape [N]S;
double:S v, r, coef[DEG + 1], horner, lo, hi;
int:S iters, busy;
int fails;

void check(char *what, int i, double got, double want)
{
    if (got != want) { fails++; if (fails < 20) printf("FAIL %s at %d: got %.17g want %.17g\n", what, i, got, want); }
}

main()
{
    int i, k, rounds = 0, maxit = 0;
    with (S) {
        v = 1 + pcoord(0) * pcoord(0) * 3.5;
        r = v;
        iters = 0;
        busy = 1;
        while (|= busy) {
            where (busy) {
                double:S nr = r - (r * r * r - v) / (3 * r * r);
                busy = fabs(nr - r) > 1e-12 * nr;
                r = nr;
                iters++;
            }
            rounds++;
        }
        for (k = 0; k <= DEG; k++) coef[k] = (pcoord(0) % (k + 2)) - k * 0.5;
        horner = 0;
        for (k = DEG; k >= 0; k--) horner = horner * (pcoord(0) * 0.1 - 1) + coef[k];
        lo = 0; hi = 2;
        for (k = 0; k < 30; k++) {
            double:S mid = (lo + hi) / 2;
            where (mid * mid < 1 + pcoord(0) * 0.125) lo = mid; else hi = mid;
        }
    }
    for (i = 0; i < N; i++) {
        double V = 1 + i * i * 3.5, R = V, H = 0, L = 0, Hi = 2, x = i * 0.1 - 1, c[DEG + 1];
        int it = 0, b = 1;
        while (b) {
            double nr = R - (R * R * R - V) / (3 * R * R);
            b = fabs(nr - R) > 1e-12 * nr;
            R = nr;
            it++;
        }
        if (it > maxit) maxit = it;
        for (k = 0; k <= DEG; k++) c[k] = (i % (k + 2)) - k * 0.5;
        for (k = DEG; k >= 0; k--) H = H * x + c[k];
        for (k = 0; k < 30; k++) { double mid = (L + Hi) / 2; if (mid * mid < 1 + i * 0.125) L = mid; else Hi = mid; }
        check("cbrt", i, [i]r, R);
        check("iters", i, [i]iters, it);
        check("horner", i, [i]horner, H);
        check("bisect", i, [i]lo, L);
    }
    check("rounds", 0, rounds, maxit);
    printf("newton: %d rounds, cbrt(%g) = %.12f\n", rounds, [N - 1]v, [N - 1]r);
    printf("newton %s\n", fails ? "FAILED" : "ok");
    return 0;
}
