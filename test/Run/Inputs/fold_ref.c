/* Reference for test/Run/fold.cs: the same reductions as plain C loops. */
#include <stdio.h>
#define N 5600
int main(void) {
    double a[N], s = 0, lo = 1e9, hi = -1e9, t = 0, u = 0, e = 7, m = 5, p = 1;
    float fs = 0;
    long n = 0;
    int k[N], col[N];
    for (int i = 0; i < N; i++) {
        a[i] = (i % 37) * 0.25 - 3;
        k[i] = i * 7 % 101;
        col[i] = i % 80;
        s += a[i] * 2;
        if (a[i] + 1 < lo) lo = a[i] + 1;
        if (a[i] - 1 > hi) hi = a[i] - 1;
        n += k[i];
        fs += (float)(i % 11);
    }
    printf("all: %.4f %.4f %.4f %ld %.1f\n", s, lo, hi, n, fs);
    for (int i = 0; i < N; i++)
        if (k[i] > 50) {
            s += a[i];
            if (a[i] * 3 < lo) lo = a[i] * 3;
            n -= k[i];
            p *= k[i] % 3 == 0 ? 2.0 : 1.0;
        }
    printf("where: %.4f %.4f %ld %.1f\n", s, lo, n, p);
    for (int i = 0; i < N; i++) t += a[i];
    for (int i = 0; i < N; i++) u += a[i] * t;
    printf("dependent: %.4f %.4f\n", t, u);
    printf("none active: %.4f %.4f\n", e, m);
    s = 0;
    for (int i = 0; i < N; i++) s += (k[i] > 50 ? a[i] + 1 : -(a[i] + 1)) * 2;
    printf("where/else: %.4f\n", s);
    double fsum = 0, flo = 1e9, fhi = -1e9;
    long fn = 0;
    for (int i = 0; i < N; i++)
        if (col[i] < 40) {
            fsum += a[i] * 0.5;
            if (a[i] < flo) flo = a[i];
            if (a[i] > fhi) fhi = a[i];
            fn += k[i];
        }
    printf("function: %.4f %.4f %.4f %ld\n", fsum, flo, fhi, fn);
    return 0;
}
