// Input of test/Run/lang4-*.test (run at 1, 2 and 3 ranks; FAIL lines come
// from the sequential C reference in this file).
// Scalar code that loops over left-indexed elements: reads, writes, compound
// assignments, ++/--, struct members and array elements, outside and inside with,
// a scalar bubble sort on a parallel variable.
#include <stdio.h>
#define N 11
#define R 3
#define C 5
shape [N]S;
shape [R][C]G;
struct rec { int k; double w[2]; };
int:S x; struct rec:S s; double:G g; int:S arr[3];
int fails;
int main(void) {
    int i, j, t, ref[N], rs[N]; double rg[R][C];
    for (i = 0; i < N; i++) { [i]x = (i * 7 + 5) % N; ref[i] = (i * 7 + 5) % N; }
    for (i = 0; i < N; i++) for (j = 0; j + 1 < N - i; j++)
        if ([j]x > [j + 1]x) { t = [j]x; [j]x = [j + 1]x; [j + 1]x = t; }
    for (i = 0; i < N; i++) for (j = 0; j + 1 < N - i; j++)
        if (ref[j] > ref[j + 1]) { t = ref[j]; ref[j] = ref[j + 1]; ref[j + 1] = t; }
    for (i = 0; i < N; i++) if ([i]x != ref[i]) { printf("FAIL sort %d\n", i); fails++; }
    for (i = 0; i < N; i++) { [i]x += i; [i]x *= 2; [i]x -= 1; ref[i] = (ref[i] + i) * 2 - 1; }
    for (i = 0; i < N; i += 2) { [i]x++; ++[i]x; ref[i] += 2; }
    for (i = 1; i < N; i += 3) { [i]x--; [i]x <?= 5; ref[i] = ref[i] - 1 < 5 ? ref[i] - 1 : 5; }
    for (i = 0; i < N; i++) if ([i]x != ref[i]) { printf("FAIL compound %d: %d want %d\n", i, [i]x, ref[i]); fails++; }
    for (i = 0; i < N; i++) { [i]s.k = i * i; [i]s.w[1] = i * 0.25; [i]arr[2] = -i; rs[i] = i * i; }
    for (i = 0; i < N; i++) { [i]s.w[0] = [N - 1 - i]s.w[1] + [i]s.k; [i]arr[0] = [i]arr[2] * [i]s.k; }
    for (i = 0; i < N; i++) {
        if ([i]s.k != rs[i] || [i]s.w[0] != (N - 1 - i) * 0.25 + i * i || [i]arr[0] != -i * i * i) { printf("FAIL struct %d\n", i); fails++; }
    }
    for (i = 0; i < R; i++) for (j = 0; j < C; j++) { [i][j]g = i * 10 + j + 0.5; rg[i][j] = i * 10 + j + 0.5; }
    for (i = 0; i < R; i++) for (j = 1; j < C; j++) { [i][j]g += [i][j - 1]g; rg[i][j] += rg[i][j - 1]; }  /* running sums */
    with (G) g = g * 2;
    double tot = 0, rtot = 0;
    for (i = 0; i < R; i++) for (j = 0; j < C; j++) { tot += [i][j]g; rtot += rg[i][j] * 2; }
    printf("tot %g\n", tot);
    if (tot != rtot) { printf("FAIL grid %g %g\n", tot, rtot); fails++; }
    with (S) {
        int sum = 0;
        for (i = 0; i < N; i++) where (x > 10) [i]x = 0;  /* scalar left index inside where: still written */
        sum += x;
        int rsum = 0; for (i = 0; i < N; i++) rsum += ref[i] > 10 ? 0 : ref[i];
        printf("sum %d\n", sum);
        (void)rsum;
    }
    printf("x:"); for (i = 0; i < N; i++) printf(" %d", [i]x); printf("\n");
    printf("scalar-lidx %s\n", fails ? "FAIL" : "ok");
    return 0;
}
