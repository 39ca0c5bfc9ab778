/* Polynomial evaluation with per-position coefficients kept in a parallel
   array (double:S coef[5]), Horner's rule in a loop over the array, and the
   derivative by a parallel function taking the array as a sized parallel
   array parameter; against C. */
#include <stdio.h>
#define N 9
#define D 5
shape [N]S;
double:current deriv(double:current c[D], double:current x)
{
    double:current r = 0;
    int k;
    for (k = D - 1; k >= 1; k--) r = r * x + k * c[k];
    return r;
}
int main()
{
    int bad = 0, i, k;
    with (S) {
        double:S coef[D], x = pcoord(0) * 0.5 - 2, p = 0, dp;
        for (k = 0; k < D; k++) coef[k] = (pcoord(0) + k) % 4 - 1.5;
        for (k = D - 1; k >= 0; k--) p = p * x + coef[k];
        dp = deriv(coef, x);
        for (i = 0; i < N; i++) {
            double xi = i * 0.5 - 2, c[D], rp = 0, rd = 0;
            for (k = 0; k < D; k++) c[k] = (i + k) % 4 - 1.5;
            for (k = D - 1; k >= 0; k--) rp = rp * xi + c[k];
            for (k = D - 1; k >= 1; k--) rd = rd * xi + k * c[k];
            if ([i]p != rp || [i]dp != rd) { bad++; printf("p %d %g %g %g %g\n", i, [i]p, rp, [i]dp, rd); }
        }
    }
    printf("horner bad %d\n", bad);
    return 0;
}
