/* Input of test/Run/lang9-apps2.test.
 * Gaussian elimination with partial pivoting on the augmented matrix of a
 * 7 x 7 system held in a [7][8] shape: the pivot row found by >?= of |a|
 * in the column and a scalar search, rows swapped by a get whose row index
 * is computed with ?: per position, the multipliers and pivot row broadcast
 * with copy_spread, elimination under where; back substitution with scalar
 * reads [i][j]a; then the inverse of a 4 x 4 matrix by Gauss-Jordan on a
 * [4][8] shape and its product with the matrix checked against I.
 * Reference: the same algorithm in plain C. */
#include <stdio.h>
#include <math.h>
#include <cscomm.h>

#define N 7

shape [N][N + 1]aug;
shape [4][8]gj;
double:aug a;
double:gj g;
double A[N][N + 1];

void seq_solve(double x[N])
{
    int k, i, j, p;
    for (k = 0; k < N; k++) {
        double best = -1;
        for (i = k; i < N; i++) if (fabs(A[i][k]) > best) { best = fabs(A[i][k]); p = i; }
        for (j = 0; j <= N; j++) { double t = A[k][j]; A[k][j] = A[p][j]; A[p][j] = t; }
        for (i = k + 1; i < N; i++) {
            double m = A[i][k] / A[k][k];
            for (j = 0; j <= N; j++) A[i][j] = A[i][j] - m * A[k][j];
        }
    }
    for (i = N - 1; i >= 0; i--) {
        double s = A[i][N];
        for (j = i + 1; j < N; j++) s -= A[i][j] * x[j];
        x[i] = s / A[i][i];
    }
}

main()
{
    int i, j, k, p, fails = 0;
    double x[N], want[N], best;
    for (i = 0; i < N; i++)
        for (j = 0; j <= N; j++) A[i][j] = ((i * 7 + j * 11) % 13) - 6 + (i == j ? 0.5 : 0);
    with (aug) {
        a = ((pcoord(0) * 7 + pcoord(1) * 11) % 13) - 6 + (pcoord(0) == pcoord(1) ? 0.5 : 0);
        for (k = 0; k < N; k++) {
            where (pcoord(1) == k && pcoord(0) >= k) best = >?= fabs(a);
            for (p = k; p < N; p++) if (fabs([p][k]a) == best) break;
            /* swap rows k and p with one get */
            a = [pcoord(0) == k ? p : pcoord(0) == p ? k : pcoord(0)][pcoord(1)]a;
            {
                double:aug pivrow = copy_spread(&a, 0, k);          /* row k in every row */
                double:aug m = copy_spread(&a, 1, k) / [k][k]a;     /* a[i][k] / a[k][k] */
                where (pcoord(0) > k) a = a - m * pivrow;
            }
        }
    }
    for (i = N - 1; i >= 0; i--) {
        double s = [i][N]a;
        for (j = i + 1; j < N; j++) s -= [i][j]a * x[j];
        x[i] = s / [i][i]a;
    }
    seq_solve(want);
    for (i = 0; i < N; i++)
        if (x[i] != want[i] && fails++ < 10) printf("FAIL x[%d] = %.17g want %.17g\n", i, x[i], want[i]);
    for (i = 0; i < N; i++) printf("x%d = %9.5f\n", i, x[i]);
    /* Gauss-Jordan inverse of M = [[4,1,0,2],[1,3,1,0],[0,1,5,1],[2,0,1,6]] */
    with (gj) {
        double M[4][4] = {{4, 1, 0, 2}, {1, 3, 1, 0}, {0, 1, 5, 1}, {2, 0, 1, 6}};
        g = 0;
        for (i = 0; i < 4; i++)
            for (j = 0; j < 4; j++) [i][j]g = M[i][j];
        where (pcoord(1) == pcoord(0) + 4) g = 1;
        for (k = 0; k < 4; k++) {
            double:gj row;
            where (pcoord(0) == k) g /= [k][k]g;            /* scalar read, hoisted once */
            row = copy_spread(&g, 0, k);
            {
                double:gj f = copy_spread(&g, 1, k);
                where (pcoord(0) != k) g -= f * row;
            }
        }
        for (i = 0; i < 4; i++)
            for (j = 0; j < 4; j++) {
                double s = 0;
                for (k = 0; k < 4; k++) s += M[i][k] * [k][j + 4]g;
                if (fabs(s - (i == j)) > 1e-12 && fails++ < 10) printf("FAIL inverse (%d,%d) %g\n", i, j, s);
            }
        printf("inverse row 0: %.6f %.6f %.6f %.6f\n", [0][4]g, [0][5]g, [0][6]g, [0][7]g);
    }
    if (!fails) printf("gauss ok\n");
}
