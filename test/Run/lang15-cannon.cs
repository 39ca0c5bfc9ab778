// Sweep program (C* manuals / Quinn style), checked against an independent
// Python reference (Inputs/lang15/cannon.py) at 1, 2 and 3 ranks.
// RUN: %python %S/Inputs/lang15/cannon.py > %t.ref
// RUN: %crun -n 1 %s > %t.1 && diff %t.ref %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.ref %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.ref %t.3
/* Cannon's matrix multiply on an N x N grid of processors */
#include <stdio.h>
#define N 5
shape [N][N]grid;
double:grid A, B, C;

main()
{
    int i, j, k;
    with (grid) {
        int:grid r = pcoord(0), c = pcoord(1);
        A = r * 2 + c + 1;
        B = (r - c) % 3 + 0.5;
        C = 0.0;
        /* skew: row i of A left by i, column j of B up by j */
        A = [r][(c + r) %% N]A;
        B = [(r + c) %% N][c]B;
        for (k = 0; k < N; k++) {
            C += A * B;
            A = [.][(. + 1) %% N]A;
            B = [(. + 1) %% N][.]B;
        }
        for (i = 0; i < N; i++) {
            for (j = 0; j < N; j++) printf(" %6.2f", [i][j]C);
            printf("\n");
        }
        printf("trace %.2f dims %d x %d pos %d rank %d\n",
               += (r == c ? C : 0.0), dimof(grid, 0), dimof(grid, 1),
               positionsof(grid), rankof(grid));
    }
}
