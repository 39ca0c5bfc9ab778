// Input of test/Run/lang4-*.test (run at 1, 2 and 3 ranks; FAIL lines come
// from the sequential C reference in this file).
// General sends with collisions and combining.
#include <stdio.h>
#define N 13
#define M 5
shape [N]S;
shape [M]T;
int:S x, idx;
int:T a, b, c, d, e, g;
double:T fd;
unsigned char:T u;
long:T l;
int fails;
int main(void) {
    int i, ra[M], rb[M], rc[M], rd[M], re[M], rg[M]; double rf[M]; unsigned char ru[M]; long rl[M];
    with (T) { a = 0; b = 1000; c = -1000; d = 7; e = 100; g = 1; fd = 0.5; u = 255; l = 1; }
    for (i = 0; i < M; i++) { ra[i] = 0; rb[i] = 1000; rc[i] = -1000; rd[i] = 7; re[i] = 100; rg[i] = 1; rf[i] = 0.5; ru[i] = 255; rl[i] = 1; }
    with (S) {
        x = (pcoord(0) * 7 + 3) % 11 - 4;
        idx = (pcoord(0) * 3) % M;
        where (x != 0) {
            [idx]a += x;
            [idx]b <?= x;
            [idx]c >?= x;
            [idx]d = x;       /* highest sending position wins */
            [idx]e -= x;
            [idx]g *= x;
            [idx]fd += x * 0.25;
            [idx]u ^= x;
            [idx]l *= (long)x * 100000;
        }
    }
    for (i = 0; i < N; i++) {
        int xv = (i * 7 + 3) % 11 - 4, t = (i * 3) % M;
        if (xv == 0) continue;
        ra[t] += xv; if (xv < rb[t]) rb[t] = xv; if (xv > rc[t]) rc[t] = xv; rd[t] = xv; re[t] -= xv; rg[t] *= xv;
        rf[t] += xv * 0.25; ru[t] ^= (unsigned char)xv; rl[t] *= (long)xv * 100000;
    }
    for (i = 0; i < M; i++) {
        printf("%d: %d %d %d %d %d %d %g %d %ld\n", i, [i]a, [i]b, [i]c, [i]d, [i]e, [i]g, [i]fd, [i]u, [i]l);
        if ([i]a != ra[i] || [i]b != rb[i] || [i]c != rc[i] || [i]d != rd[i] || [i]e != re[i] || [i]g != rg[i]
            || [i]fd != rf[i] || [i]u != ru[i] || [i]l != rl[i]) { printf("FAIL %d\n", i); fails++; }
    }
    /* histogram with ++ and send into a 2-D shape with parallel indices */
    {
        shape [3][4]H;
        int:H h; int rh[3][4] = {{0}};
        with (H) h = 0;
        with (S) { [x % 3 < 0 ? -(x % 3) : x % 3][idx % 4]h++; }
        for (i = 0; i < N; i++) { int xv = (i * 7 + 3) % 11 - 4, t = (i * 3) % M; int r = xv % 3; if (r < 0) r = -r; rh[r][t % 4]++; }
        for (i = 0; i < 12; i++) if ([i / 4][i % 4]h != rh[i / 4][i % 4]) { printf("FAIL hist %d\n", i); fails++; }
    }
    printf("send-combine %s\n", fails ? "FAIL" : "ok");
    return 0;
}
