/* Hand-written MPI C version of kernels.cs: the baseline of the `lang`
 * benchmark. Same block distribution of the row-major positions, same
 * arithmetic, plain loops a programmer would write. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef SIDE
#define SIDE 4096
#endif

int main(int argc, char *argv[])
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    long total = (long)SIDE * SIDE;
    long n = total / size + (rank < total % size);
    long first = rank * (total / size) + (rank < total % size ? rank : total % size);
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    double *c = malloc(n * sizeof *c), *d = malloc(n * sizeof *d);
    for (long i = 0; i < n; i++) {
        long g = first + i;
        a[i] = (g / SIDE) * 0.001 + (g % SIDE) * 0.0001;
        b[i] = 1.5;
        c[i] = 0.25;
    }
    MPI_Barrier(MPI_COMM_WORLD);

    double t = MPI_Wtime();
    for (int r = 0; r < reps; r++)
        for (long i = 0; i < n; i++)
            d[i] = a[i] > 2.0 ? a[i] * 2.0 + 1.0 : a[i] - 1.0;
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) printf("where %.6f\n", (MPI_Wtime() - t) / reps);

    t = MPI_Wtime();
    for (int r = 0; r < reps; r++)
        for (long i = 0; i < n; i++)
            d[i] = a[i] * b[i] + c[i];
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) printf("fma %.6f\n", (MPI_Wtime() - t) / reps);

    double sum = 0, mn = 1e300, mx = -1e300;
    t = MPI_Wtime();
    for (int r = 0; r < reps; r++) {
        double s = 0, lo = 1e300, hi = -1e300, in[3], out[3];
        for (long i = 0; i < n; i++) {
            s += d[i];
            lo = d[i] < lo ? d[i] : lo;
            hi = d[i] > hi ? d[i] : hi;
        }
        MPI_Allreduce(&s, &out[0], 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        in[1] = -lo; in[2] = hi;
        MPI_Allreduce(&in[1], &out[1], 2, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
        sum += out[0];
        mn = -out[1] < mn ? -out[1] : mn;
        mx = out[2] > mx ? out[2] : mx;
    }
    if (rank == 0) printf("reduce %.6f\n", (MPI_Wtime() - t) / reps);
    if (rank == 0) printf("check %.6e %.6e %.6e\n", sum / reps, mn, mx);
    free(a); free(b); free(c); free(d);
    MPI_Finalize();
    return 0;
}
