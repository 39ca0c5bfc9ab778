/* Reference for test/Run/perf15-interchange.cs: each C* statement as a loop
 * over the positions, in source order (the scalar loops outside). */
#include <stdio.h>
#define N 50
struct rec { int id; double v[24]; };
int g, ticks, calls;
int tick(void) { return ++ticks; }
int lim(void) { calls++; return 4; }
int main(void)
{
    int k, m, j, ii;
    double t, u;
    static struct rec r[N];
    static double a[N][16], b[N][4][5], x[N], x0[N];
    static int c[N][3];
    for (ii = 0; ii < N; ii++) r[ii].id = ii;
    for (int q = 0; q < 24; q++)
        for (ii = 0; ii < N; ii++) r[ii].v[q] = ii + q * 0.5 + 3;
    for (k = 0; k < 16; k++) {
        for (ii = 0; ii < N; ii++) a[ii][k] = ii * 16 + k;
        for (ii = 0; ii < N; ii++)
            if (ii % 3 == 0) a[ii][k] = -a[ii][k];
    }
    for (g = 2; g < 5; g++)
        for (ii = 0; ii < N; ii++) a[ii][g] += 1;
    for (m = 0; m < 15; m++)
        for (ii = 0; ii < N; ii++) a[ii][m] = a[ii][m + 1] + m;
    for (int p = 0; p < 4; p++)
        for (int q = 0; q < 5; q++)
            for (ii = 0; ii < N; ii++) b[ii][p][q] = p * q + ii;
    for (k = 15, j = 0; k >= 0; k -= 2, j++)
        for (ii = 0; ii < N; ii++) a[ii][k] = a[ii][k] * 2 + j;
    t = 0;
    for (int q = 0; q < 24; q++)
        for (ii = 0; ii < N; ii++) t += r[ii].v[q] * (q + 1);
    for (ii = 0; ii < N; ii++) t += r[ii].id;
    printf("rec %.1f\n", t);
    t = 0;
    for (int q = 0; q < 16; q++)
        for (ii = 0; ii < N; ii++) t += a[ii][q] * (q % 5 + 1) * (ii % 7 + 1);
    for (int p = 0; p < 4; p++)
        for (int q = 0; q < 5; q++)
            for (ii = 0; ii < N; ii++) t += b[ii][p][q] * (p + q + 1);
    printf("arrays %.1f k=%d g=%d m=%d j=%d\n", t, k, g, m, j);

    for (ii = 0; ii < N; ii++) x[ii] = ii;
    for (k = 0; k < 3; k++) {
        for (ii = 0; ii < N; ii++) x0[ii] = x[ii];
        for (ii = 0; ii < N; ii++) x[ii] = x0[(ii + 1) % N] + k;
    }
    t = 0;
    for (ii = 0; ii < N; ii++) t += x[ii] * (ii + 1);
    printf("comm %.1f k=%d\n", t, k);
    u = 0;
    for (k = 0; k < 4; k++) {
        for (ii = 0; ii < N; ii++) x[ii] = x[ii] + k;
        for (ii = 0; ii < N; ii++) u += x[ii];
    }
    printf("reduce %.1f\n", u);
    for (k = 0; k < lim(); k++)
        for (ii = 0; ii < N; ii++) x[ii] = x[ii] * 2;
    t = 0;
    for (ii = 0; ii < N; ii++) t += x[ii];
    printf("cond %.1f calls=%d\n", t, calls);
    for (k = 0; k < 3; k++) {
        int v = tick();
        for (ii = 0; ii < N; ii++) c[ii][k] = v + ii * 0;
    }
    t = 0;
    for (int q = 0; q < 3; q++)
        for (ii = 0; ii < N; ii++) t += c[ii][q] * (q + 1);
    printf("tick %.1f ticks=%d\n", t, ticks);
    return 0;
}
