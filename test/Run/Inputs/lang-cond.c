/* Reference for lang-cond.cs. */
#include <stdio.h>
#define N 8
int a[N], b[N], c[N];
static void show(void) { int i; for (i = 0; i < N; i++) printf("%d ", b[i]); printf("\n"); }
static int C(int i) { return i >= 0 && i < N ? c[i] : 0; }   /* grid read: 0 off the grid */
int main(void)
{
    int i, s = 0;
    for (i = 0; i < N; i++) { a[i] = i - 2; c[i] = i * 10; }
    for (i = 0; i < N; i++) b[i] = (a[i] != 0 && 12 / a[i] > 2); show();
    for (i = 0; i < N; i++) b[i] = (a[i] == 0 || 12 % a[i] == 0); show();
    for (i = 0; i < N; i++) b[i] = a[i] != 0 ? 100 / a[i] : -1; show();
    for (i = 0; i < N; i++) b[i] = (a[i] > 0 && c[a[i]] > 20); show();
    for (i = 0; i < N; i++) b[i] = a[i] >= 0 ? c[a[i]] : c[a[i] + 2] + 1; show();
    for (i = 0; i < N; i++) b[i] = (a[i] < 0 || c[a[i]] == 30); show();
    for (i = 0; i < N; i++) b[i] = 0;
    for (i = 0; i < N; i++) if (a[i] != 3) b[i] = a[i] >= 0 ? c[a[i]] + C(i + 1) : -C(i - 1);
    show();
    for (i = 0; i < N; i++) { int k = a[i] * 2; b[i] = k >= 0 && k < N ? c[k] : -1; }
    show();
    for (i = 0; i < N; i++) s += (a[i] > 0 && c[N - a[i]] >= 50);
    printf("%d\n", s);
    return 0;
}
