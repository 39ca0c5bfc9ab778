// Input of test/Run/lang4-*.test (run at 1, 2 and 3 ranks; FAIL lines come
// from the sequential C reference in this file).
// Grid sends with combining in 3-D, sends to parts (struct member, array
// element) with combining, nested gets, ?: with communication in operands.
#include <stdio.h>
#define A 3
#define B 3
#define C 5
#define P (A * B * C)
shape [A][B][C]S;
struct cell { int n; double m; int h[2]; };
int:S x, y, z, idx; struct cell:S c;
int fails;
static int X(int i, int j, int k) { return (i * 5 + j * 3 + k * 11) % 9 - 4; }
int main(void) {
    int i, j, k, p, ry[A][B][C], rz[A][B][C]; struct cell rc[P];
    with (S) {
        x = (pcoord(0) * 5 + pcoord(1) * 3 + pcoord(2) * 11) % 9 - 4;
        y = 1; z = 100;
        where (x != 0) [.+1][.][.-1]y += x;         /* off-grid sends dropped */
        [.][.-1][.+2]z <?= x;
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++) { ry[i][j][k] = 1; rz[i][j][k] = 100; }
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++) {
            if (X(i, j, k) != 0 && i + 1 < A && k - 1 >= 0) ry[i + 1][j][k - 1] += X(i, j, k);
            if (j - 1 >= 0 && k + 2 < C && X(i, j, k) < rz[i][j - 1][k + 2]) rz[i][j - 1][k + 2] = X(i, j, k);
        }
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++)
            if ([i][j][k]y != ry[i][j][k] || [i][j][k]z != rz[i][j][k]) { printf("FAIL grid send %d %d %d: %d %d want %d %d\n", i, j, k, [i][j][k]y, [i][j][k]z, ry[i][j][k], rz[i][j][k]); fails++; }
        /* sends to parts with collisions (linear index into the 3-D shape) */
        idx = (pcoord(0) * 7 + pcoord(1) * 2 + pcoord(2)) % 6;
        c.n = -1; c.m = 0.5; c.h[0] = 50; c.h[1] = -50;
        for (p = 0; p < P; p++) { rc[p].n = -1; rc[p].m = 0.5; rc[p].h[0] = 50; rc[p].h[1] = -50; }
        [idx / 9][idx / 5 % 3][idx % 5]c.n += x;
        [idx / 9][idx / 5 % 3][idx % 5]c.m *= 2.0;
        [idx / 9][idx / 5 % 3][idx % 5]c.h[0] <?= x;
        where (x > -3) [idx / 9][idx / 5 % 3][idx % 5]c.h[1] >?= x * 3;
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++) {
            int d = (i * 7 + j * 2 + k) % 6, t = ((d / 9) * B + d / 5 % 3) * C + d % 5;
            rc[t].n += X(i, j, k); rc[t].m *= 2.0;
            if (X(i, j, k) < rc[t].h[0]) rc[t].h[0] = X(i, j, k);
            if (X(i, j, k) > -3 && X(i, j, k) * 3 > rc[t].h[1]) rc[t].h[1] = X(i, j, k) * 3;
        }
        for (p = 0; p < P; p++) {
            i = p / (B * C); j = p / C % B; k = p % C;
            if ([i][j][k]c.n != rc[p].n || [i][j][k]c.m != rc[p].m || [i][j][k]c.h[0] != rc[p].h[0] || [i][j][k]c.h[1] != rc[p].h[1]) {
                printf("FAIL part %d: %d %g %d %d want %d %g %d %d\n", p, [i][j][k]c.n, [i][j][k]c.m, [i][j][k]c.h[0], [i][j][k]c.h[1], rc[p].n, rc[p].m, rc[p].h[0], rc[p].h[1]); fails++; }
        }
        /* nested get and ?: guarding an out-of-range index */
        y = [[pcoord(0)][pcoord(1)][(pcoord(2) + 1) % C]idx % 3][pcoord(1)][pcoord(2)]x;
        z = x > 0 ? [pcoord(0)][pcoord(1)][x + pcoord(2) < C ? x + pcoord(2) : pcoord(2)]x : -[.][.][.+1]x;
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++) {
            int d = (i * 7 + j * 2 + (k + 1) % C) % 6;
            int e = X(d % 3, j, k);
            int xv = X(i, j, k);
            int f = xv > 0 ? X(i, j, xv + k < C ? xv + k : k) : -(k + 1 < C ? X(i, j, k + 1) : 0);
            if ([i][j][k]y != e) { printf("FAIL nested %d %d %d\n", i, j, k); fails++; }
            if ([i][j][k]z != f) { printf("FAIL ?: %d %d %d: %d want %d\n", i, j, k, [i][j][k]z, f); fails++; }
        }
    }
    printf("grid-send-parts %s\n", fails ? "FAIL" : "ok");
    return 0;
}
