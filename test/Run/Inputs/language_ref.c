/* Reference for test/Run/language.cs: the same computations over 16 positions. */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#define N 16
int main(void) {
    int a[N], b[N], s = 0, t, sum;
    double x[N], d, ds;
    for (int i = 0; i < N; i++) a[i] = i;
    sum = 0; for (int i = 0; i < N; i++) sum += a[i] % 3 == 0 ? a[i] : -a[i];
    printf("?: %d\n", sum);
    int sb = 0, sa = 0;
    for (int i = 0; i < N; i++) { a[i]++; b[i] = a[i] + 1; sb += b[i]; sa += a[i]; }
    printf("comma/++ %d %d\n", sb, sa);
    sum = 0; for (int i = 0; i < N; i++) { a[i] = a[i] - 1 - 1 + 1; sum += a[i]; }
    printf("-- %d\n", sum);
    printf("-= %d\n", 100 - sum);
    d = 1e6; for (int i = 0; i < N; i++) { x[i] = a[i] + 1; d /= x[i]; }
    printf("/= %.6e\n", d);
    printf("zero %d %d %d %d\n", 5, 9, 0, 0);
    printf("unary zero %d %d %d %d\n", 0, INT_MAX, INT_MIN, 1);
    ds = 0; for (int i = 0; i < N; i++) { x[i] = sqrt((double)a[i]) + x[i] / 2 + pow(2.0, i % 4); ds += x[i]; }
    printf("math %.4f\n", ds);
    sum = 0; for (int i = 0; i < N; i++) sum += a[i] * a[i];
    printf("sq %d\n", sum);
    sum = 0; for (int i = 0; i < N; i++) sum += a[i];
    printf("void* %d\n", sum);
    sum = 0; for (int i = 0; i < N; i++) { a[i]++; sum += a[i]; }
    printf("bump %d\n", sum);
    sum = 0; for (int i = 0; i < N; i++) sum += a[i] > 8;
    printf("bool %d %d\n", sum, 8);
    sum = 0; for (int i = 0; i < N; i++) sum += (int)x[i];
    printf("cast %d\n", sum);
    printf("twice %d\n", 6);
    printf("count %d\n", 1);
    (void)s; (void)t;
    return 0;
}
