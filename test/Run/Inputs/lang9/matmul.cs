/* Input of test/Run/lang9-apps.test.
 * Matrix products C = A B with A 4x6 and B 6x5 (doubles), three ways:
 * on a rank-3 shape [4][5][6] (gets of A[i][k], B[k][j], reduce over axis 2
 * into coordinate 0, then sends into the [4][5] result), on the [4][5]
 * shape with spread of a row of A and a column of B one k at a time
 * (gets), and with spread
 * along the k axis; then the product's transpose by a send and trace,
 * Frobenius norm by reductions.  Reference: plain C loops. */
#include <stdio.h>
#include <math.h>
#include <cscomm.h>

#define M 4
#define K 6
#define N 5

shape [M][K]sa;
shape [K][N]sb;
shape [M][N]sc;
shape [N][M]sct;
shape [M][N][K]cube;
double:sa a;
double:sb b;
double:sc c1, c2, c3;
double:sct ct;
double:cube prod;

double A[M][K], B[K][N], C[M][N];
int fails;

void check(char *what, int i, int j, double got, double want)
{
    if (fabs(got - want) > 1e-9 && fails++ < 10)
        printf("FAIL %s[%d][%d] = %.17g want %.17g\n", what, i, j, got, want);
}

main()
{
    int i, j, k;
    double tr = 0, fro = 0, ptr, pfro;
    for (i = 0; i < M; i++) for (k = 0; k < K; k++) A[i][k] = (i * 5 + k * 3) % 7 - 2.5;
    for (k = 0; k < K; k++) for (j = 0; j < N; j++) B[k][j] = ((k + 2 * j) % 4) * 0.5 - 1;
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++) {
            C[i][j] = 0;
            for (k = 0; k < K; k++) C[i][j] += A[i][k] * B[k][j];
        }
    with (sa) a = (pcoord(0) * 5 + pcoord(1) * 3) % 7 - 2.5;
    with (sb) b = ((pcoord(0) + 2 * pcoord(1)) % 4) * 0.5 - 1;
    /* 1: rank-3 cube, reduce over k */
    with (cube) {
        prod = [pcoord(0)][pcoord(2)]a * [pcoord(2)][pcoord(1)]b;
        reduce(&prod, prod, 2, CMC_combiner_add, 0);
        where (pcoord(2) == 0) [pcoord(0)][pcoord(1)]c1 = prod;
    }
    /* 2: on the result shape, one k at a time */
    with (sc) {
        c2 = 0;
        for (k = 0; k < K; k++)
            c2 += [pcoord(0)][k]a * [k][pcoord(1)]b;
    }
    /* 3: spread along k, everyone in the line gets the sum */
    with (cube) {
        double:cube s = spread([pcoord(0)][pcoord(2)]a * [pcoord(2)][pcoord(1)]b, 2, CMC_combiner_add);
        where (pcoord(2) == K - 1) [pcoord(0)][pcoord(1)]c3 = s;
    }
    with (sc) {
        [pcoord(1)][pcoord(0)]ct = c1;      /* transpose by send */
        where (pcoord(0) == pcoord(1)) ptr = += c1;
        pfro = sqrt(+= (c1 * c1));
    }
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++) {
            check("cube", i, j, [i][j]c1, C[i][j]);
            check("loop", i, j, [i][j]c2, C[i][j]);
            check("spread", i, j, [i][j]c3, C[i][j]);
            check("transpose", j, i, [j][i]ct, C[i][j]);
            if (i == j) tr += C[i][j];
            fro += C[i][j] * C[i][j];
        }
    fro = sqrt(fro);
    check("trace", 0, 0, ptr, tr);
    check("norm", 0, 0, pfro, fro);
    for (i = 0; i < M; i++) {
        for (j = 0; j < N; j++) printf(" %7.2f", [i][j]c2);
        printf("\n");
    }
    if (!fails) printf("matmul ok\n");
}
