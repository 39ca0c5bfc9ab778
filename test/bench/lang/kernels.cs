/* The `lang` benchmark kernels in C*: a 2-D elementwise update under `where`,
 * a fused multiply-add over three parallel arrays, and sum/min/max reductions.
 * kernels_mpi.c is the same computation written by hand in MPI C; both print
 * the per-repetition time of each kernel (rank 0) and a checksum. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#ifndef SIDE
#define SIDE 4096
#endif

shape [SIDE][SIDE]S;
double:S a, b, c, d;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char *argv[])
{
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    int r;
    double t, sync = 0, sum = 0, mn = 1e300, mx = -1e300;

    with (S) {
        a = pcoord(0) * 0.001 + pcoord(1) * 0.0001;
        b = 1.5;
        c = 0.25;
        sync += a;

        t = now();
        for (r = 0; r < reps; r++) {
            where (a > 2.0)
                d = a * 2.0 + 1.0;
            else
                d = a - 1.0;
        }
        sync += d;
        printf("where %.6f\n", (now() - t) / reps);

        t = now();
        for (r = 0; r < reps; r++)
            d = a * b + c;
        sync += d;
        printf("fma %.6f\n", (now() - t) / reps);

        t = now();
        for (r = 0; r < reps; r++) {
            sum += d;
            mn <?= d;
            mx >?= d;
        }
        printf("reduce %.6f\n", (now() - t) / reps);
    }
    printf("check %.6e %.6e %.6e\n", sum / reps, mn, mx);
    return 0;
}
