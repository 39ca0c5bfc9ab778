/* heat.cs — grid communication: a 2-D heat diffusion (Jacobi) step written
 * with grid notation, then one from_torus/to_grid call each.
 * [.-1][.]t reads the north neighbour; off the grid it reads 0. The stencil
 * statement compiles to one loop over the rank's block plus a halo exchange
 * with the neighbouring ranks only.
 *   cstar heat.cs -o heat && mpiexec -n 2 ./heat */
#include <stdio.h>
#include <cscomm.h>

shape [8][8]G;
double:G t, tn;

int main(void)
{
    int step;
    double total;
    with (G) {
        t = 0;
        where (pcoord(0) == 3 && pcoord(1) == 4) t = 100;   /* a hot spot */
        for (step = 0; step < 10; step++) {
            tn = t + 0.1 * ([.-1][.]t + [.+1][.]t + [.][.-1]t + [.][.+1]t - 4 * t);
            t = tn;
        }
        total = += t;
        printf("heat left on the grid after 10 steps: %.4f\n", total);
        from_torus(&tn, t, 0, 1);          /* tn at (i, j) = t at (i, j+1 mod 8) */
        to_grid(&tn, t, -1.0, 1, 0);       /* t moves one row down; row 0 gets -1 */
        printf("row 0 after to_grid: %.1f, hot spot moved to row 4: %.4f\n", [0][0]tn, [4][4]tn);
    }
    return 0;
}
