// A grid index may be a chain of + and - with `.` as one term of plus sign
// and scalar other terms (docs/language.md §4a): `[.+k+1]x` is `(. + k) + 1`
// in C and means the offset k + 1, with the grid's off-grid-reads-0 rule;
// before session 18 only `. + e` with `.` at the top was a grid form, and
// `[.+k+1]x` near the border stopped with "get: index ... out of range".
// Reads and sends (plain and combining) on a 1-D and a 2-D shape, against C.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: grid-chain bad 0
// CHECK-NOT: bad
#include <stdio.h>
#define N 10
#define R 4
#define C 5
shape [N]L;
shape [R][C]G;
int v(int i) { return i < 0 || i >= N ? 0 : i * i + 1; }
int g(int i, int j) { return i < 0 || i >= R || j < 0 || j >= C ? 0 : i * 10 + j + 1; }
int main(void)
{
    int bad = 0, i, j, k = 2;
    with (L) {
        int:L x = pcoord(0) * pcoord(0) + 1, a, b, c, d, e, s = 0, t = 0;
        a = [.+k+1]x;
        b = [.-k-1]x;
        c = [1+.]x;
        d = [k+.-3]x;
        e = [.+k-k]x;
        [.-1-1]s = x;          /* plain send two to the west; off-grid dropped */
        [2+.+k]t += x;          /* combining send four to the east */
        for (i = 0; i < N; i++) {
            if ([i]a != v(i + k + 1) || [i]b != v(i - k - 1) || [i]c != v(i + 1) || [i]d != v(i + k - 3) || [i]e != v(i)) {
                bad++; printf("read %d\n", i);
            }
            if ([i]s != (i + 2 < N ? v(i + 2) : 0) || [i]t != (i - 4 >= 0 ? v(i - 4) : 0)) { bad++; printf("send %d\n", i); }
        }
    }
    with (G) {
        int:G y = pcoord(0) * 10 + pcoord(1) + 1, r;
        r = [.-k+1][.+1+1]y + [.][1+.-k]y;
        for (i = 0; i < R; i++) for (j = 0; j < C; j++)
            if ([i][j]r != g(i - k + 1, j + 2) + g(i, j + 1 - k)) { bad++; printf("2d %d %d\n", i, j); }
    }
    printf("grid-chain bad %d\n", bad);
    return 0;
}
