/* Jacobi relaxation of Laplace's equation on an 8 x 9 grid with fixed
   boundary values, iterated until the largest change (a >?= reduction) is
   below a tolerance; the interior is selected by a where on pcoord.  The C
   reference runs the same sweeps; the counts of sweeps and every value must
   agree exactly (the same operations in the same order per point). */
#include <stdio.h>
#define R 8
#define C 9
shape [R][C]G;
double ref[R][C], nxt[R][C];
int main()
{
    int bad = 0, i, j, it = 0, rit = 0;
    double diff;
    for (i = 0; i < R; i++) for (j = 0; j < C; j++) ref[i][j] = i == 0 ? 100.0 : j == C - 1 ? 50.0 : 0.0;
    with (G) {
        double:G t = pcoord(0) == 0 ? 100.0 : pcoord(1) == C - 1 ? 50.0 : 0.0, tn;
        bool:G inner = pcoord(0) > 0 && pcoord(0) < R - 1 && pcoord(1) > 0 && pcoord(1) < C - 1;
        do {
            diff = 0;
            where (inner) {
                tn = 0.25 * ([.-1][.]t + [.+1][.]t + [.][.-1]t + [.][.+1]t);
                diff >?= tn > t ? tn - t : t - tn;
                t = tn;
            }
            it++;
        } while (diff > 1e-3 && it < 500);
        do {
            double dm = 0;
            for (i = 1; i < R - 1; i++) for (j = 1; j < C - 1; j++) {
                nxt[i][j] = 0.25 * (ref[i-1][j] + ref[i+1][j] + ref[i][j-1] + ref[i][j+1]);
                if ((nxt[i][j] > ref[i][j] ? nxt[i][j] - ref[i][j] : ref[i][j] - nxt[i][j]) > dm)
                    dm = nxt[i][j] > ref[i][j] ? nxt[i][j] - ref[i][j] : ref[i][j] - nxt[i][j];
            }
            for (i = 1; i < R - 1; i++) for (j = 1; j < C - 1; j++) ref[i][j] = nxt[i][j];
            rit++;
            diff = dm;
        } while (diff > 1e-3 && rit < 500);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++)
            if ([i][j]t != ref[i][j]) { bad++; if (bad < 4) printf("t %d %d %.17g %.17g\n", i, j, [i][j]t, ref[i][j]); }
        printf("jacobi bad %d sweeps %d %d centre %.6f\n", bad, it, rit, [R/2][C/2]t);
    }
    return 0;
}
