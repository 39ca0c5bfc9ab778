/* Input of test/Run/lang6-apps.test.
 * Jacobi relaxation of the heat equation on a plate with fixed edges, the way
 * the C* Programming Guide writes it: a convergence loop driven by a maximum
 * reduction (while ((>?= diff) > EPS)), where to keep the boundary fixed,
 * <math.h> on parallel doubles, and a sequential C reference with the same
 * arithmetic (results are exact at any rank count). */
#include <stdio.h>
#include <math.h>
#define N 12
#define M 10
#define EPS 1e-3

shape [N][M]plate;
double:plate t, tnew;
static double ref[N][M], rnew[N][M];
int fails;

void:plate init_plate()
{
    t = 0.0;
    where (pcoord(0) == 0) t = 100.0;
    else where (pcoord(0) == N - 1) t = 50.0 * sin(pcoord(1) * 0.3);
    else where (pcoord(1) == 0 || pcoord(1) == M - 1) t = 25.0;
}

int sweep_ref()
{
    int i, j;
    double d = 0;
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < M - 1; j++) {
            rnew[i][j] = 0.25 * (ref[i - 1][j] + ref[i + 1][j] + ref[i][j - 1] + ref[i][j + 1]);
            if (fabs(rnew[i][j] - ref[i][j]) > d) d = fabs(rnew[i][j] - ref[i][j]);
        }
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < M - 1; j++) ref[i][j] = rnew[i][j];
    return d > EPS;
}

main()
{
    int iters = 0, riters = 0, i, j;
    double diff_sum = 0.0, total, rtotal = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            ref[i][j] = i == 0 ? 100.0 : i == N - 1 ? 50.0 * sin(j * 0.3) : (j == 0 || j == M - 1) ? 25.0 : 0.0;
    while (sweep_ref()) riters++;
    riters++;
    with (plate) {
        double:plate diff;
        init_plate();
        do {
            where (pcoord(0) > 0 && pcoord(0) < N - 1 && pcoord(1) > 0 && pcoord(1) < M - 1) {
                tnew = 0.25 * ([.-1][.]t + [.+1][.]t + [.][.-1]t + [.][.+1]t);
                diff = fabs(tnew - t);
                t = tnew;
            } else
                diff = 0;
            iters++;
            diff_sum += diff;
        } while ((>?= diff) > EPS);
        total = 0;
        total += t;
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++) {
            rtotal += ref[i][j];
            if ([i][j]t != ref[i][j]) { printf("FAIL t[%d][%d] %.17g want %.17g\n", i, j, [i][j]t, ref[i][j]); fails++; }
        }
    if (iters != riters) { printf("FAIL iters %d want %d\n", iters, riters); fails++; }
    if (fabs(total - rtotal) > 1e-9) { printf("FAIL total %.17g want %.17g\n", total, rtotal); fails++; }
    printf("iters %d centre %.6f total %.4f\n", iters, [N / 2][M / 2]t, total);
    printf("jacobi %s\n", fails ? "FAIL" : "ok");
}
