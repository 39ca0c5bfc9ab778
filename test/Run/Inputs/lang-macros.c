/* Reference for lang-macros.cs: the same computation over arrays. */
#include <stdio.h>
#define N 10
int main(void)
{
    int v[N], w[N], vw[N], i, s, mn, mx, s2;
    double d = 0;
    for (i = 0; i < N; i++) v[i] = i * 3 - 10;
    for (i = 0; i < N; i++) w[i] = ((i > 0 ? v[i - 1] : 0) + v[i] + (i < N - 1 ? v[i + 1] : 0)) / 3;
    s = 0; mn = 1 << 30; mx = -mn;
    for (i = 0; i < N; i++) { s += v[i]; if (v[i] < mn) mn = v[i]; if (v[i] > mx) mx = v[i]; }
    printf("%s sum=%d min=%d max=%d n=%d\n", "v", s, mn, mx, N);
    s = 0; mn = 1 << 30;
    for (i = 0; i < N; i++) { s += w[i] * 2; if (w[i] * 2 < mn) mn = w[i] * 2; }
    printf("w * 2 sum=%d min=%d\n", s, mn);
    s = 0; s2 = 0;
    for (i = 0; i < N; i++) { s += w[i]; s2 += v[i] * 2; }
    printf("tot %d %d\n", s, s2);
    for (i = 0; i < N; i++)
        if (v[i] > 0) w[i] = v[i] < 11 ? (v[i] > 2 ? v[i] : 2) : 11;
    for (i = 0; i < N; i++) printf("%d ", w[i]);
    printf("\n");
    for (i = 0; i < N; i++) d += w[i] / 2.0;
    printf("d %g\n", d);
    s = 0;
    for (i = 0; i < N; i++) { int r = i < N - 1 ? v[i + 1] : 0; vw[i] = r * r; s += vw[i]; }
    printf("vw %d\n", s);
    s = 0;
    for (i = 0; i < N; i++) s += v[i] + 1;
    printf("vw2 %d\n", s);
    s = 0;
    for (i = 0; i < N; i++) s += v[i] & 3;
    printf("t %d\n", s);
    printf("max %d\n", mx);
    return 0;
}
