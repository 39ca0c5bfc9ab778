/* Matrix product C = A B on an n x n shape with spread (the manuals'
   outer-product formulation): step k copies column k of A along each row
   and row k of B along each column with copy_spread, then adds. */
#include <stdio.h>
#include <cscomm.h>
#define N 6
shape [N][N]M;
int main()
{
    int bad = 0, i, j, k;
    long ra[N][N], rb[N][N], rc[N][N];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { ra[i][j] = (i * 3 + j) % 5 - 2; rb[i][j] = (i + 2 * j) % 7 - 3; }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { rc[i][j] = 0; for (k = 0; k < N; k++) rc[i][j] += ra[i][k] * rb[k][j]; }
    with (M) {
        long:M a = (pcoord(0) * 3 + pcoord(1)) % 5 - 2, b = (pcoord(0) + 2 * pcoord(1)) % 7 - 3, c = 0;
        for (k = 0; k < N; k++)
            c += copy_spread(&a, 1, k) * copy_spread(&b, 0, k);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++)
            if ([i][j]c != rc[i][j]) { bad++; printf("c %d %d\n", i, j); }
        {   /* trace with a where on the diagonal, and the row sums with spread */
            long tr = 0, rtr = 0;
            long:M rs = spread(c, 1, CMC_combiner_add);
            where (pcoord(0) == pcoord(1)) tr += c;
            for (i = 0; i < N; i++) {
                long s = 0;
                rtr += rc[i][i];
                for (j = 0; j < N; j++) s += rc[i][j];
                for (j = 0; j < N; j++) if ([i][j]rs != s) { bad++; printf("rs %d %d\n", i, j); }
            }
            if (tr != rtr) { bad++; printf("trace\n"); }
        }
    }
    printf("matspread bad %d\n", bad);
    return 0;
}
