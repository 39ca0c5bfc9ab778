// Input of test/Run/lang4-*.test (run at 1, 2 and 3 ranks; FAIL lines come
// from the sequential C reference in this file).
// 3-D shape with odd extents: positionsof/rankof/dimof, pcoord, grid reads with
// borders, general gets, reductions.
#include <stdio.h>
#define A 3
#define B 5
#define C 7
shape [A][B][C]S3;
int:S3 v, w, z;
int fails;
static int f(int i, int j, int k) { return i * 100 + j * 10 + k; }
int main(void) {
    int i, j, k, n = 0;
    printf("rank %d dims %d %d %d pos %d\n", rankof(S3), dimof(S3, 0), dimof(S3, 1), dimof(S3, 2), positionsof(S3));
    with (S3) {
        v = pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2);
        w = [.+1][.][.-1]v + [.][.-1][.+1]v;   /* off-grid reads are 0 */
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++) {
            int e = (i + 1 < A && k - 1 >= 0 ? f(i + 1, j, k - 1) : 0)
                  + (j - 1 >= 0 && k + 1 < C ? f(i, j - 1, k + 1) : 0);
            if ([i][j][k]w != e) { printf("FAIL grid %d %d %d: %d want %d\n", i, j, k, [i][j][k]w, e); fails++; }
        }
        z = [(pcoord(0) + 1) % A][B - 1 - pcoord(1)][(pcoord(2) * 3) % C]v;
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++)
            if ([i][j][k]z != f((i + 1) % A, B - 1 - j, (k * 3) % C)) { printf("FAIL get %d %d %d\n", i, j, k); fails++; }
        int s = 0, mx = -1, mn = 1 << 30, cnt;
        where ((pcoord(0) + pcoord(1) + pcoord(2)) % 2 == 1) { s += v; mx >?= v; mn <?= v; cnt = += 1; }
        int rs = 0, rmx = -1, rmn = 1 << 30;
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++)
            if ((i + j + k) % 2 == 1) { rs += f(i, j, k); if (f(i,j,k) > rmx) rmx = f(i,j,k); if (f(i,j,k) < rmn) rmn = f(i,j,k); n++; }
        printf("sum %d max %d min %d cnt %d\n", s, mx, mn, cnt);
        if (s != rs || mx != rmx || mn != rmn || cnt != n) { printf("FAIL red\n"); fails++; }
        /* positionsof(current) and dimof(current, k) inside with */
        if (positionsof(current) != A * B * C || dimof(current, 2) != C || rankof(current) != 3) { printf("FAIL current\n"); fails++; }
    }
    {
        shape [][][]D;
        allocate_shape(&D, 3, 3, 1, 5);
        with (D) {
            int:D q = pcoord(2) - pcoord(0);
            int t = 0; t += q;
            printf("D %d %d %d %d t %d\n", rankof(D), dimof(D, 1), positionsof(D), positionsof(current), t);
            if (t != 5 * (0 + 1 + 2 + 3 + 4) / 5 * 3 - 5 * 3) { printf("FAIL D\n"); fails++; }
        }
        deallocate_shape(&D);
    }
    printf("shape3d %s\n", fails ? "FAIL" : "ok");
    return 0;
}
