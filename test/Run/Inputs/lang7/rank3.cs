/* Input of test/Run/lang7-shapes.test.
 * A rank-3 shape [3][4][5] and a rank-4 shape [2][3][2][3]: pcoord on every
 * axis, the row-major position order, grid reads [.+k] with k past the extent
 * and negative (off the grid reads 0), a 3-D stencil, a get that permutes the
 * axes (y = [c][b][a]x into a [5][4][3] shape), and dimof/rankof/positionsof.
 * Reference: plain C arrays. */
#include <stdio.h>
#define A 3
#define B 4
#define C 5

shape [A][B][C]Q;
shape [C][B][A]R;
shape [2][3][2][3]H;
int:Q q, nb, st;
int:R t;
int:H h;
int fails;

void check(char *what, int i, int j, int k, long got, long want)
{
    if (got != want) {
        fails++;
        if (fails < 20) printf("FAIL %s at [%d][%d][%d]: got %ld want %ld\n", what, i, j, k, got, want);
    }
}

int ref(int i, int j, int k) { return 100 * i + 10 * j + k; }
int at(int i, int j, int k)
{
    if (i < 0 || i >= A || j < 0 || j >= B || k < 0 || k >= C) return 0;
    return ref(i, j, k);
}

main()
{
    int i, j, k, m, far = 7, back = -2, ax, sum = 0, rsum = 0;
    with (Q) {
        q = 100 * pcoord(0) + 10 * pcoord(1) + pcoord(2);
        nb = [.+far][.][.]q + [.][.+back][.]q + [.][.][.-1]q + [.-1][.+1][.+1]q;
        st = [.-1][.][.]q + [.+1][.][.]q + [.][.-1][.]q + [.][.+1][.]q + [.][.][.-1]q + [.][.][.+1]q - 6 * q;
    }
    with (R) t = [pcoord(2)][pcoord(1)][pcoord(0)]q;     /* axes reversed */
    with (H) {
        h = pcoord(3) + 3 * (pcoord(2) + 2 * (pcoord(1) + 3 * pcoord(0)));
        sum += h * (pcoord(0) + 1) * (pcoord(3) - 1);
    }
    for (i = 0; i < A; i++)
        for (j = 0; j < B; j++)
            for (k = 0; k < C; k++) {
                check("q", i, j, k, [i][j][k]q, ref(i, j, k));
                check("nb", i, j, k, [i][j][k]nb,
                      at(i + far, j, k) + at(i, j + back, k) + at(i, j, k - 1) + at(i - 1, j + 1, k + 1));
                check("st", i, j, k, [i][j][k]st,
                      at(i - 1, j, k) + at(i + 1, j, k) + at(i, j - 1, k) + at(i, j + 1, k) + at(i, j, k - 1) +
                      at(i, j, k + 1) - 6 * ref(i, j, k));
                check("t", k, j, i, [k][j][i]t, ref(i, j, k));
            }
    for (m = 0; m < 36; m++) {
        int c0 = m / 18, c1 = m / 6 % 3, c2 = m / 3 % 2, c3 = m % 3;
        check("h", c0, c1, c2 * 10 + c3, [c0][c1][c2][c3]h, m);
        rsum += m * (c0 + 1) * (c3 - 1);
    }
    check("sum", 0, 0, 0, sum, rsum);
    ax = 0;
    for (k = 0; k < rankof(H); k++) ax = ax * 10 + dimof(H, k);
    printf("Q rank %d positions %d; R %d x %d x %d; H dims %d positions %d\n", rankof(Q), positionsof(Q),
           dimof(R, 0), dimof(R, 1), dimof(R, 2), ax, positionsof(H));
    printf("rank3 %s\n", fails ? "FAILED" : "ok");
    return 0;
}
