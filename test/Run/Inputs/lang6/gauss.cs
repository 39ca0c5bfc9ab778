/* Input of test/Run/lang6-apps2.test.
 * Gaussian elimination with partial pivoting on an augmented matrix: the
 * pivot row is found by a max reduction of |a| under where, then rows swap by
 * gets, the pivot row and column reach every position by copy_spread, and
 * back substitution reads single elements ([i][j]a).  Integer-valued data with
 * power-of-two pivots keeps the arithmetic exact; reference: the same
 * elimination in scalar C. */
#include <stdio.h>
#include <math.h>
#include <cscomm.h>
#define N 6

shape [N][N + 1]aug;
double:aug m;
double ref[N][N + 1];
int fails;

int pivot_row(k)
int k;
{
    double best;
    int row = -1;
    with (aug) {
        where (pcoord(1) == k && pcoord(0) >= k) {
            best = >?= fabs(m);
            /* the first row holding the maximum */
            where (fabs(m) == best) row = <?= pcoord(0);
        }
    }
    return row;
}

void eliminate(k)
int k;
{
    int p = pivot_row(k);
    with (aug) {
        if (p != k) {
            where (pcoord(0) == k || pcoord(0) == p)
                m = [pcoord(0) == k ? p : k][pcoord(1)]m;
        }
        {
            double:aug prow = copy_spread(&m, 0, k);     /* row k to every row */
            double:aug pcol = copy_spread(&m, 1, k);     /* column k to every column */
            double:aug piv = [k][k]m;
            where (pcoord(0) > k) m = m - pcol / piv * prow;
        }
    }
}

void ref_eliminate(int k)
{
    int i, j, p = k;
    double t;
    for (i = k + 1; i < N; i++) if (fabs(ref[i][k]) > fabs(ref[p][k])) p = i;
    if (p != k) for (j = 0; j <= N; j++) t = ref[k][j], ref[k][j] = ref[p][j], ref[p][j] = t;
    for (i = k + 1; i < N; i++) {
        double f = ref[i][k] / ref[k][k];
        for (j = 0; j <= N; j++) ref[i][j] = ref[i][j] - f * ref[k][j];
    }
}

main()
{
    int i, j, k;
    double x[N], rx[N];
    for (i = 0; i < N; i++)
        for (j = 0; j <= N; j++) ref[i][j] = ((i * 5 + j * 3) % 7) - 3 + (i == j ? 8 * (i + 1) : 0);
    with (aug) m = ((pcoord(0) * 5 + pcoord(1) * 3) % 7) - 3 + (pcoord(0) == pcoord(1) ? 8 * (pcoord(0) + 1) : 0);
    for (k = 0; k < N - 1; k++) {
        eliminate(k);
        ref_eliminate(k);
    }
    for (i = 0; i < N; i++)
        for (j = 0; j <= N; j++)
            if ([i][j]m != ref[i][j]) { printf("FAIL m[%d][%d] %.17g want %.17g\n", i, j, [i][j]m, ref[i][j]); fails++; }
    for (i = N - 1; i >= 0; i--) {
        double s = [i][N]m, rs = ref[i][N];
        for (j = i + 1; j < N; j++) s -= [i][j]m * x[j], rs -= ref[i][j] * rx[j];
        x[i] = s / [i][i]m;
        rx[i] = rs / ref[i][i];
    }
    for (i = 0; i < N; i++) {
        if (x[i] != rx[i]) { printf("FAIL x[%d]\n", i); fails++; }
        printf("x[%d] = %.6f\n", i, x[i]);
    }
    printf("gauss %s\n", fails ? "FAIL" : "ok");
}
