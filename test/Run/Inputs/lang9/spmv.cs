/* Input of test/Run/lang9-apps2.test.
 * Sparse matrix-vector products the ECOLAB way: the nonzeros of a 23 x 23
 * matrix in a shape of their own (row, col, val triplets), y = A x by a get
 * of x[col] and a colliding send [row]y += val * x; the transpose product by
 * the same send into [col]; power iteration for the dominant eigenvalue with
 * a while over a scalar tolerance, the norm by a += reduction and sqrt, the
 * change by >?=; a diagonal extracted with where (row == col) and a send.
 * Reference: plain C on the same triplets (sums in the same order are not
 * guaranteed, so the check allows 1e-9). */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>

#define N 23
#define NNZ 97

shape [NNZ]entries;
shape [N]vec;
int:entries row, col;
double:entries val;
double:vec x, y, yt, diag;

int R[NNZ], C[NNZ];
double V[NNZ];

main()
{
    int i, k, iters = 0, fails = 0;
    double lambda = 0, change = 1, norm, X[N], Y[N], YT[N], D[N], L = 0;
    for (k = 0; k < NNZ; k++) {
        R[k] = k < N ? k : (k * 7 + 3) % N;
        C[k] = k < N ? k : (k * 11 + 5) % N;
        V[k] = k < N ? 4.0 + k % 3 : ((k % 5) + 1) * 0.25;
    }
    with (entries) {
        for (k = 0; k < NNZ; k++) { [k]row = R[k]; [k]col = C[k]; [k]val = V[k]; }
    }
    with (vec) { x = 1.0 + pcoord(0) % 4; y = 0; yt = 0; diag = 0; }
    with (entries) {
        [row]y += val * [col]x;
        [col]yt += val * [row]x;
        where (row == col) [row]diag += val;
    }
    for (i = 0; i < N; i++) { X[i] = 1.0 + i % 4; Y[i] = YT[i] = D[i] = 0; }
    for (k = 0; k < NNZ; k++) {
        Y[R[k]] += V[k] * X[C[k]];
        YT[C[k]] += V[k] * X[R[k]];
        if (R[k] == C[k]) D[R[k]] += V[k];
    }
    for (i = 0; i < N; i++)
        if ((fabs([i]y - Y[i]) > 1e-9 || fabs([i]yt - YT[i]) > 1e-9 || [i]diag != D[i]) && fails++ < 10)
            printf("FAIL product %d: %g %g %g\n", i, [i]y, [i]yt, [i]diag);
    /* power iteration */
    with (vec) x = 1;
    while (change > 1e-10 && iters < 500) {
        with (vec) y = 0;
        with (entries) [row]y += val * [col]x;
        with (vec) {
            norm = sqrt(+= (y * y));
            y /= norm;
            change = 0;
            change >?= fabs(y - x);
            x = y;
        }
        lambda = norm;
        iters++;
    }
    {
        double ch = 1, nm = 0;
        int it = 0;
        for (i = 0; i < N; i++) X[i] = 1;
        while (ch > 1e-10 && it < 500) {
            for (i = 0; i < N; i++) Y[i] = 0;
            for (k = 0; k < NNZ; k++) Y[R[k]] += V[k] * X[C[k]];
            nm = 0;
            for (i = 0; i < N; i++) nm += Y[i] * Y[i];
            nm = sqrt(nm);
            ch = 0;
            for (i = 0; i < N; i++) { Y[i] /= nm; if (fabs(Y[i] - X[i]) > ch) ch = fabs(Y[i] - X[i]); X[i] = Y[i]; }
            L = nm;
            it++;
        }
        if (fabs(L - lambda) > 1e-8 || abs(it - iters) > 2) printf("FAIL lambda %.12f (%d) want %.12f (%d)\n", lambda, iters, L, it);
    }
    printf("dominant eigenvalue %.6f after about %d iterations\n", lambda, iters / 10 * 10);
    if (!fails) printf("spmv ok\n");
}
