// Input of test/Run/lang4-*.test (run at 1, 2 and 3 ranks; FAIL lines come
// from the sequential C reference in this file).
// A reduction whose target is a scalar-indexed element of a parallel variable
// (`[0]a += x;`, `[i][j]g <?= p;`, `[k]s.f *= p;`, `[k]arr[1] ^= p;`): the element
// gets the reduced value on every rank (was lost: the reduction updated a copy).
#include <stdio.h>
#define N 7
shape [N]S;
shape [3][5]G;
struct st { int f; double w; };
int:S x, a; double:S d; struct st:S s; long:S arr[2]; int:G g, p;
int fails;
int main(void) {
    int i, j, k, ra[N]; long rarr[N][2]; int rg[3][5];
    with (S) {
        x = pcoord(0) * 3 - 8; a = 100; d = 1000; s.f = 2; s.w = 0.5; arr[1] = 5;
        for (i = 0; i < N; i++) ra[i] = 100;
        [0]a += x;
        [1]a <?= x;
        where (x > 0) [2]a >?= x * x;
        [3]a -= x;
        [4]d /= (double)x;
        for (k = 0; k < N; k++) where (x > k - 8) [k]s.f *= x;   /* scalar loop over left-indexed targets */
        [6]arr[1] ^= (long)x;
        [5]s.w += d;
        double rd = 1000; int rs[N]; long ax = 5;
        for (i = 0; i < N; i++) {
            int xv = i * 3 - 8;
            ra[0] += xv; if (xv < ra[1]) ra[1] = xv;
            if (xv > 0 && xv * xv > ra[2]) ra[2] = xv * xv;
            ra[3] -= xv; rd /= xv; ax ^= xv;
        }
        for (k = 0; k < N; k++) { rs[k] = 2; for (i = 0; i < N; i++) if (i * 3 - 8 > k - 8) rs[k] *= i * 3 - 8; }
        double rw = 0.5; for (i = 0; i < N; i++) rw += i == 4 ? rd : 1000;
        printf("a %d %d %d %d d %g arr %ld w %g\n", [0]a, [1]a, [2]a, [3]a, [4]d, [6]arr[1], [5]s.w);
        for (i = 0; i < 4; i++) if ([i]a != ra[i]) { printf("FAIL a[%d] %d want %d\n", i, [i]a, ra[i]); fails++; }
        if ([4]d != rd || [6]arr[1] != ax || [5]s.w != rw || [5]a != 100) { printf("FAIL d/arr/w\n"); fails++; }
        for (k = 0; k < N; k++) if ([k]s.f != rs[k]) { printf("FAIL s.f[%d] %d want %d\n", k, [k]s.f, rs[k]); fails++; }
        (void)rarr;
    }
    with (G) {
        g = 50; p = (pcoord(0) * 5 + pcoord(1)) % 7 - 3;
        for (i = 0; i < 3; i++) for (j = 0; j < 5; j++) { rg[i][j] = 50; where (pcoord(1) >= j) [i][j]g <?= p * (i + 1); }
        for (i = 0; i < 3; i++) for (j = 0; j < 5; j++) {
            for (int u = 0; u < 3; u++) for (int v = j; v < 5; v++) { int pv = ((u * 5 + v) % 7 - 3) * (i + 1); if (pv < rg[i][j]) rg[i][j] = pv; }
            if ([i][j]g != rg[i][j]) { printf("FAIL g %d %d: %d want %d\n", i, j, [i][j]g, rg[i][j]); fails++; }
        }
    }
    printf("lidx-reduce %s\n", fails ? "FAIL" : "ok");
    return 0;
}
