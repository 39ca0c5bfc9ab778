/* Matrix multiply on a 3-D shape, in the style of the C* Programming Guide:
   a[i][k] is spread along j, b[k][j] along i, products reduced along k. */
#include <stdio.h>
#include <cscomm.h>
#define N 5
shape [N][N][N]cube;
shape [N][N]mat;
int:mat A, B, C, C2;
int ra[N][N], rb[N][N], rc[N][N];

int main()
{
    int i, j, k, bad = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            ra[i][j] = (i * 7 + j * 3) % 11 - 5;
            rb[i][j] = (i * 2 + j * 5) % 13 - 6;
        }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            rc[i][j] = 0;
            for (k = 0; k < N; k++) rc[i][j] += ra[i][k] * rb[k][j];
        }
    with (mat) {
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++) {
                [i][j]A = ra[i][j];
                [i][j]B = rb[i][j];
            }
    }
    with (cube) {
        int:cube p, q, prod;
        /* element (i, j, k): A[i][k] * B[k][j] */
        p = [pcoord(0)][pcoord(2)]A;
        q = [pcoord(2)][pcoord(1)]B;
        prod = p * q;
        /* sum along axis 2 into coordinate 0, then send to C */
        {
            int:cube sum;
            reduce(&sum, prod, 2, CMC_combiner_add, 0);
            where (pcoord(2) == 0)
                [pcoord(0)][pcoord(1)]C = sum;
        }
        /* the other way: combining send of every product */
        [pcoord(0)][pcoord(1)]C2 += prod;
    }
    with (mat) {
        int tr = 0;
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++) {
                if ([i][j]C != rc[i][j]) bad++;
                if ([i][j]C2 != rc[i][j]) bad++;
            }
        where (pcoord(0) == pcoord(1)) tr += C;
        printf("mm3d mismatches %d trace %d\n", bad, tr);
    }
    return 0;
}
