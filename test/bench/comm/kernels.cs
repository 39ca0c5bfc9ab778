/* The `comm` benchmark kernels in C*: a 2-D 5-point Jacobi stencil written
 * with grid notation, a sparse matrix-vector product written with a get
 * ([col]x) and a combining send ([row]y +=), and a prefix sum with scan.
 * kernels_mpi.c computes the same by hand in MPI C; both print the time of one
 * step of each kernel (rank 0), the bytes rank 0 sent per Jacobi step, and
 * checksums. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <cscomm.h>

#ifndef SIDE
#define SIDE 2048
#endif
#define NV (SIDE * SIDE / 4) /* sparse: rows */
#define K 5                  /* nonzeros per row: a 2-D Laplacian, wrapped */
#define W (SIDE / 2)

shape [SIDE][SIDE]G;
shape [NV]V;
shape [NV * K]E;
shape [SIDE * SIDE]P;
double:G t, tn;
double:V x, y;
double:E a;
long:E row, col;
double:P px, py;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char *argv[])
{
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    int r;
    double t0, sum = 0, sy = 0, sp = 0;
    cstar_comm_stats st;

    with (G) {
        t = (pcoord(0) * 7 + pcoord(1) * 3) % 11;
        tn = 0.25 * ([.-1][.]t + [.+1][.]t + [.][.-1]t + [.][.+1]t);   /* warm-up */
        cstar_comm_reset_stats();
        t0 = now();
        for (r = 0; r < reps; r++) {
            tn = 0.25 * ([.-1][.]t + [.+1][.]t + [.][.-1]t + [.][.+1]t);
            t = 0.25 * ([.-1][.]tn + [.+1][.]tn + [.][.-1]tn + [.][.+1]tn);
        }
        printf("jacobi %.6f\n", (now() - t0) / (2 * reps));
        st = cstar_comm_get_stats();
        printf("jacobi_bytes %llu\n", st.bytes_sent / (2 * reps));
        sum += t;
    }

    with (V) x = (pcoord(0) % 13) * 0.5;
    with (E) {
        row = pcoord(0) / K;
        where (pcoord(0) % K == 0) { col = row; a = 4.0; }
        else {
            where (pcoord(0) % K == 1) col = row + 1;
            else where (pcoord(0) % K == 2) col = row - 1 + NV;
            else where (pcoord(0) % K == 3) col = row + W;
            else col = row - W + NV;
            a = -1.0;
            col = col % NV;
        }
    }
    with (E) [row]y += a * [col]x;   /* warm-up */
    t0 = now();
    for (r = 0; r < reps; r++) {
        with (V) y = 0;
        with (E) [row]y += a * [col]x;
    }
    printf("spmv %.6f\n", (now() - t0) / reps);
    with (V) sy += y * (pcoord(0) % 7);

    with (P) {
        px = (pcoord(0) % 17) * 0.25;
        py = scan(px, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        t0 = now();
        for (r = 0; r < reps; r++)
            py = scan(px, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        printf("scan %.6f\n", (now() - t0) / reps);
        sp += py * 1e-9;
    }
    printf("check %.6e %.6e %.6e\n", sum, sy, sp);
    return 0;
}
