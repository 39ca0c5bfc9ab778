/* Input of test/Run/lang6-apps.test.
 * Matrix multiply four ways: copy_spread of a row and a column per step,
 * a 3-D cube of products read with general gets from a 2-D shape and
 * combined by sends ([i][j]c += p, also <?= and |= to the same position),
 * reduce() along the cube's third axis, and Cannon's algorithm with
 * from_torus / [.][.+1] shifts on a torus.  Reference: the triple loop. */
#include <stdio.h>
#include <cscomm.h>
#define N 5

shape [N][N]mat;
shape [N][N][N]cube;
int:mat a, b, c1, c2, c3, c4, cmin, cbits;
double:mat da, db, dc;
int ra[N][N], rb[N][N], rc[N][N];
int fails;

int:mat by_spread()
{
    int:mat c = 0;
    int k;
    for (k = 0; k < N; k++)
        c += copy_spread(&a, 1, k) * copy_spread(&b, 0, k);
    return c;
}

/* Cannon: skew, then N steps of multiply and shift on the torus */
void:mat cannon(int:mat *out)
{
    int:mat sa, sb, r, col;
    int k;
    r = pcoord(0);
    col = pcoord(1);
    sa = [r][(col + r) % N]a;       /* row i shifted left by i */
    sb = [(r + col) % N][col]b;     /* column j shifted up by j */
    *out = 0;
    for (k = 0; k < N; k++) {
        *out += sa * sb;
        from_torus(&sa, sa, 0, 1);  /* sa = [.][.+1]sa with wrap */
        from_torus_dim(&sb, sb, 0, 1);
    }
}

main()
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            ra[i][j] = (i * 3 + j * 5) % 7 - 3;
            rb[i][j] = (i * 2 + j + 1) % 4 + i - j;
        }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (rc[i][j] = 0, k = 0; k < N; k++) rc[i][j] += ra[i][k] * rb[k][j];
    with (mat) {
        a = (pcoord(0) * 3 + pcoord(1) * 5) % 7 - 3;
        b = (pcoord(0) * 2 + pcoord(1) + 1) % 4 + pcoord(0) - pcoord(1);
        da = a;
        db = b;
        c1 = by_spread();
        cannon(&c4);
        cmin = 1000;
        cbits = 0;
    }
    with (cube) {
        int:cube p, i0 = pcoord(0), j0 = pcoord(1), k0 = pcoord(2);
        double:cube dp;
        p = [i0][k0]a * [k0][j0]b;
        dp = [pcoord(0)][pcoord(2)]da * [pcoord(2)][pcoord(1)]db;
        [i0][j0]c2 += p;                 /* colliding sends are summed */
        [i0][j0]cmin <?= p;              /* ... or the minimum kept */
        [i0][j0]cbits |= 1 << k0;        /* ... or or-ed */
        where (k0 == 0) p = 0;           /* reduce adds the whole line into coordinate 0 */
        reduce(&p, [i0][k0]a * [k0][j0]b, 2, CMC_combiner_add, 0);
        where (k0 == 0) [i0][j0]c3 = p;
        where (k0 == 0) [i0][j0]dc = 0.0;
        [i0][j0]dc += dp;
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            int mn = 1000;
            for (k = 0; k < N; k++) if (ra[i][k] * rb[k][j] < mn) mn = ra[i][k] * rb[k][j];
            if ([i][j]c1 != rc[i][j] || [i][j]c2 != rc[i][j] || [i][j]c3 != rc[i][j] || [i][j]c4 != rc[i][j] ||
                [i][j]dc != rc[i][j]) {
                printf("FAIL c[%d][%d] %d %d %d %d %g want %d\n", i, j, [i][j]c1, [i][j]c2, [i][j]c3, [i][j]c4, [i][j]dc, rc[i][j]);
                fails++;
            }
            if ([i][j]cmin != mn || [i][j]cbits != (1 << N) - 1) { printf("FAIL min/bits [%d][%d] %d %d\n", i, j, [i][j]cmin, [i][j]cbits); fails++; }
        }
    with (mat) {
        long trace = 0;
        where (pcoord(0) == pcoord(1)) trace += c1;
        printf("trace %ld sum %d max %d min %d\n", trace, += c2, >?= c3, <?= c4);
    }
    printf("matmul %s\n", fails ? "FAIL" : "ok");
}
