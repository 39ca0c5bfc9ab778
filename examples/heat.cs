/* heat.cs — 2-D heat diffusion on a 128 x 128 grid, one VP per grid point.
 *
 * Shows: a 2-D shape, `where` for the boundary, grid neighbours with [.±1],
 * a reduction and a scalar left index for the summary, and a parallel file:
 * `fwrite(&t, sizeof(double), 1, out)` writes the whole field in one
 * collective NB transfer, so heat.out is the plain row-major 128 x 128 array
 * of doubles (numpy.fromfile reads it; `streamstar convert` makes a .npy).
 *
 *   cstar heat.cs -o heat && mpiexec -n 2 ./heat [steps]
 */
#include <stdio.h>
#include <stdlib.h>

#define N 128
shape [N][N]Grid;
double:Grid t;          /* temperature */
FILE:Grid *out;

int main(int argc, char **argv) {
    int steps = argc > 1 ? atoi(argv[1]) : 500;
    int step;
    with (Grid) {
        /* Edges held fixed: the top edge at 100 degrees, the others at 0.
         * Inside, a warm 16 x 16 block at 50 degrees to start with. */
        where (pcoord(0) == 0) t = 100.0;
        where (pcoord(0) >= N / 2 - 8 && pcoord(0) < N / 2 + 8 && pcoord(1) >= N / 2 - 8 && pcoord(1) < N / 2 + 8)
            t = 50.0;
        /* Explicit diffusion step on the interior (alpha = 0.2 < 0.25: stable). */
        for (step = 0; step < steps; step++)
            where (pcoord(0) > 0 && pcoord(0) < N - 1 && pcoord(1) > 0 && pcoord(1) < N - 1)
                t = t + 0.2 * ([. - 1][.]t + [. + 1][.]t + [.][. - 1]t + [.][. + 1]t - 4.0 * t);

        out = fopen("heat.out", "w");
        if (out == NULL) {
            printf("heat: cannot open heat.out\n");
            return 1;
        }
        fwrite(&t, sizeof(double), 1, out);
        fclose(out);
        printf("heat: %dx%d grid, %d steps: mean %.6f max %.6f center %.6f -> heat.out\n", N, N, steps,
               (+= t) / (N * N), >?= t, [N / 2][N / 2]t);
    }
    return 0;
}
