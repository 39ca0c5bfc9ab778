/* Input of test/Run/lang9-apps.test.
 * Jacobi relaxation of Laplace's equation on a plate whose top edge is held
 * at 100 and whose other edges are 0 (PG-style: interior mask by where,
 * four grid reads, convergence by a >?= reduction of the change and a while
 * over a scalar), then Gauss-Seidel red-black sweeps over the same plate,
 * and the mean temperature by a double += reduction.  Reference: plain C. */
#include <stdio.h>
#include <math.h>

#define NR 10
#define NC 13
#define TOL 1e-4

shape [NR][NC]plate;
double:plate t, tnew;
double T[NR][NC], TN[NR][NC];

double seq_jacobi(int *iters)
{
    int i, j, it = 0;
    double diff;
    do {
        diff = 0;
        for (i = 1; i < NR - 1; i++)
            for (j = 1; j < NC - 1; j++) {
                TN[i][j] = 0.25 * (T[i - 1][j] + T[i + 1][j] + T[i][j - 1] + T[i][j + 1]);
                if (fabs(TN[i][j] - T[i][j]) > diff) diff = fabs(TN[i][j] - T[i][j]);
            }
        for (i = 1; i < NR - 1; i++)
            for (j = 1; j < NC - 1; j++) T[i][j] = TN[i][j];
        it++;
    } while (diff > TOL);
    *iters = it;
    return diff;
}

int seq_redblack(int sweeps)
{
    int s, i, j, colour;
    for (s = 0; s < sweeps; s++)
        for (colour = 0; colour < 2; colour++) {
            for (i = 1; i < NR - 1; i++)
                for (j = 1; j < NC - 1; j++)
                    if ((i + j) % 2 == colour)
                        TN[i][j] = 0.25 * (T[i - 1][j] + T[i + 1][j] + T[i][j - 1] + T[i][j + 1]);
            for (i = 1; i < NR - 1; i++)
                for (j = 1; j < NC - 1; j++)
                    if ((i + j) % 2 == colour) T[i][j] = TN[i][j];
        }
    return 0;
}

main()
{
    int iters = 0, want_iters, i, j, fails = 0, colour, s;
    double diff = 1.0, want_diff, mean, smean = 0;
    for (i = 0; i < NR; i++)
        for (j = 0; j < NC; j++) T[i][j] = (i == 0) ? 100.0 : 0.0;
    want_diff = seq_jacobi(&want_iters);
    with (plate) {
        bool:plate interior = pcoord(0) > 0 && pcoord(0) < NR - 1 && pcoord(1) > 0 && pcoord(1) < NC - 1;
        t = 0;
        where (pcoord(0) == 0) t = 100.0;
        while (diff > TOL) {
            where (interior) {
                tnew = 0.25 * ([.-1][.]t + [.+1][.]t + [.][.-1]t + [.][.+1]t);
                diff = 0;
                diff >?= fabs(tnew - t);
                t = tnew;
            }
            iters++;
        }
        mean = (+= t) / positionsof(plate);
    }
    if (iters != want_iters) printf("FAIL iterations %d want %d\n", iters, want_iters);
    if (diff != want_diff) printf("FAIL diff %g want %g\n", diff, want_diff);
    for (i = 0; i < NR; i++)
        for (j = 0; j < NC; j++) {
            smean += T[i][j];
            if ([i][j]t != T[i][j] && fails++ < 10) printf("FAIL t[%d][%d] = %.17g want %.17g\n", i, j, [i][j]t, T[i][j]);
        }
    smean /= NR * NC;
    if (fabs(mean - smean) > 1e-12) printf("FAIL mean %.17g want %.17g\n", mean, smean);
    printf("jacobi: %d iterations, centre %.6f, mean %.6f\n", iters, [NR / 2][NC / 2]t, mean);
    /* red-black Gauss-Seidel: each colour reads the other's new values */
    seq_redblack(25);
    with (plate) {
        bool:plate interior = pcoord(0) > 0 && pcoord(0) < NR - 1 && pcoord(1) > 0 && pcoord(1) < NC - 1;
        for (s = 0; s < 25; s++)
            for (colour = 0; colour < 2; colour++)
                where (interior && (pcoord(0) + pcoord(1)) % 2 == colour)
                    t = 0.25 * ([.-1][.]t + [.+1][.]t + [.][.-1]t + [.][.+1]t);
    }
    for (i = 0; i < NR; i++)
        for (j = 0; j < NC; j++)
            if ([i][j]t != T[i][j] && fails++ < 10) printf("FAIL rb[%d][%d] = %.17g want %.17g\n", i, j, [i][j]t, T[i][j]);
    printf("red-black centre %.6f\n", [NR / 2][NC / 2]t);
    if (!fails) printf("jacobi ok\n");
}
