/* The `comm` benchmark kernels written by hand in MPI C (see kernels.cs):
 *  - Jacobi: row blocks with one ghost row above and below and a zero frame
 *    (off-grid reads are 0), ghost rows exchanged with MPI_Sendrecv, one
 *    branch-free loop per step;
 *  - sparse mat-vec: the same block distribution of rows and nonzeros as the
 *    C* program, x gathered and partial sums scattered with MPI_Alltoallv
 *    (requests, replies, then (row, value) records), typed double code;
 *  - prefix sum: a local inclusive prefix, MPI_Exscan of the block totals,
 *    one pass adding the offset. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef SIDE
#define SIDE 2048
#endif
#define NV ((long)SIDE * SIDE / 4)
#define K 5
#define W (SIDE / 2)

static int P, me;

static void block(long total, int r, long *first, long *n) {
  long q = total / P, rem = total % P;
  *n = q + (r < rem);
  *first = r * q + (r < rem ? r : rem);
}
static int owner(long total, long g) {
  long q = total / P, rem = total % P, big = rem * (q + 1);
  return g < big ? (int)(g / (q + 1)) : (int)(rem + (g - big) / q);
}

static double jacobi(int reps, long long *bytes, double *check) {
  long r0, nr;
  block(SIDE, me, &r0, &nr);
  const long w = SIDE + 2;
  double *t = calloc((size_t)(nr + 2) * w, sizeof(double));
  double *tn = calloc((size_t)(nr + 2) * w, sizeof(double));
  for (long i = 0; i < nr; i++)
    for (long j = 0; j < SIDE; j++) t[(i + 1) * w + j + 1] = ((r0 + i) * 7 + j * 3) % 11;
  int up = me > 0 ? me - 1 : MPI_PROC_NULL, down = me < P - 1 ? me + 1 : MPI_PROC_NULL;
  for (long i = 1; i <= nr; i++)  /* warm-up: touch tn like the C* program does */
    for (long j = 1; j <= SIDE; j++) tn[i * w + j] = t[i * w + j];
  *bytes = 0;
  double t0 = MPI_Wtime();
  for (int s = 0; s < 2 * reps; s++) {
    MPI_Sendrecv(t + w, (int)w, MPI_DOUBLE, up, 0, t + (nr + 1) * w, (int)w, MPI_DOUBLE, down, 0,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv(t + nr * w, (int)w, MPI_DOUBLE, down, 1, t, (int)w, MPI_DOUBLE, up, 1, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    *bytes += (up != MPI_PROC_NULL) * w * 8 + (down != MPI_PROC_NULL) * w * 8;
    for (long i = 1; i <= nr; i++) {
      const double *a = t + (i - 1) * w, *b = t + i * w, *c = t + (i + 1) * w;
      double *o = tn + i * w;
      for (long j = 1; j <= SIDE; j++) o[j] = 0.25 * (a[j] + c[j] + b[j - 1] + b[j + 1]);
    }
    double *x = t; t = tn; tn = x;
  }
  double dt = (MPI_Wtime() - t0) / (2 * reps);
  *bytes /= 2 * reps;
  double s = 0, all;
  for (long i = 1; i <= nr; i++)
    for (long j = 1; j <= SIDE; j++) s += t[i * w + j];
  MPI_Reduce(&s, &all, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  *check = all;
  free(t); free(tn);
  return dt;
}

static double spmv(int reps, double *check) {
  long fv, nv, fe, ne;
  block(NV, me, &fv, &nv);
  block(NV * K, me, &fe, &ne);
  double *x = malloc(sizeof(double) * (size_t)(nv + 1)), *y = malloc(sizeof(double) * (size_t)(nv + 1));
  double *a = malloc(sizeof(double) * (size_t)(ne + 1)), *val = malloc(sizeof(double) * (size_t)(ne + 1));
  long *row = malloc(sizeof(long) * (size_t)(ne + 1)), *col = malloc(sizeof(long) * (size_t)(ne + 1));
  for (long i = 0; i < nv; i++) x[i] = ((fv + i) % 13) * 0.5;
  for (long i = 0; i < ne; i++) {
    long g = fe + i, r = g / K, k = g % K;
    row[i] = r;
    col[i] = k == 0 ? r : k == 1 ? r + 1 : k == 2 ? r - 1 + NV : k == 3 ? r + W : r - W + NV;
    col[i] %= NV;
    a[i] = k == 0 ? 4.0 : -1.0;
  }
  int *sc = malloc(sizeof(int) * 4 * (size_t)P), *rc = sc + P, *sd = sc + 2 * P, *rd = sc + 3 * P;
  int *own = malloc(sizeof(int) * (size_t)(ne + 1)), *cur = malloc(sizeof(int) * (size_t)P);
  long *req = malloc(sizeof(long) * (size_t)(ne + 1));
  double t0 = 0;
  for (int rep = -1; rep < reps; rep++) {  /* rep -1: warm-up */
    if (rep == 0) t0 = MPI_Wtime();
    for (long i = 0; i < nv; i++) y[i] = 0;
    /* gather x[col] */
    memset(sc, 0, sizeof(int) * (size_t)P);
    for (long i = 0; i < ne; i++) sc[own[i] = owner(NV, col[i])]++;
    MPI_Alltoall(sc, 1, MPI_INT, rc, 1, MPI_INT, MPI_COMM_WORLD);
    int ts = 0, tr = 0;
    for (int p = 0; p < P; p++) { sd[p] = ts; rd[p] = tr; ts += sc[p]; tr += rc[p]; }
    long *rreq = malloc(sizeof(long) * (size_t)(tr + 1));
    double *rep_ = malloc(sizeof(double) * (size_t)(tr + 1));
    memcpy(cur, sd, sizeof(int) * (size_t)P);
    for (long i = 0; i < ne; i++) { long f, n; block(NV, own[i], &f, &n); req[cur[own[i]]++] = col[i] - f; }
    MPI_Alltoallv(req, sc, sd, MPI_LONG, rreq, rc, rd, MPI_LONG, MPI_COMM_WORLD);
    for (int k = 0; k < tr; k++) rep_[k] = x[rreq[k]];
    MPI_Alltoallv(rep_, rc, rd, MPI_DOUBLE, val, sc, sd, MPI_DOUBLE, MPI_COMM_WORLD);
    memcpy(cur, sd, sizeof(int) * (size_t)P);
    /* val is grouped by owner: multiply in the original order */
    double *prod = malloc(sizeof(double) * (size_t)(ne + 1));
    for (long i = 0; i < ne; i++) prod[i] = a[i] * val[cur[own[i]]++];
    /* scatter-add into y[row] */
    memset(sc, 0, sizeof(int) * (size_t)P);
    for (long i = 0; i < ne; i++) sc[own[i] = owner(NV, row[i])]++;
    MPI_Alltoall(sc, 1, MPI_INT, rc, 1, MPI_INT, MPI_COMM_WORLD);
    ts = tr = 0;
    for (int p = 0; p < P; p++) { sd[p] = ts; rd[p] = tr; ts += sc[p]; tr += rc[p]; }
    struct rec { long r; double v; } *sb = malloc(sizeof(struct rec) * (size_t)(ne + 1)),
                                      *rb = malloc(sizeof(struct rec) * (size_t)(tr + 1));
    memcpy(cur, sd, sizeof(int) * (size_t)P);
    for (long i = 0; i < ne; i++) {
      long f, n; block(NV, own[i], &f, &n);
      sb[cur[own[i]]++] = (struct rec){row[i] - f, prod[i]};
    }
    for (int p = 0; p < P; p++) { sc[p] *= 16; rc[p] *= 16; sd[p] *= 16; rd[p] *= 16; }
    MPI_Alltoallv(sb, sc, sd, MPI_BYTE, rb, rc, rd, MPI_BYTE, MPI_COMM_WORLD);
    for (int k = 0; k < tr; k++) y[rb[k].r] += rb[k].v;
    free(sb); free(rb); free(prod); free(rreq); free(rep_);
  }
  double dt = (MPI_Wtime() - t0) / reps;
  double s = 0, all;
  for (long i = 0; i < nv; i++) s += y[i] * ((fv + i) % 7);
  MPI_Reduce(&s, &all, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  *check = all;
  free(x); free(y); free(a); free(val); free(row); free(col); free(sc); free(own); free(cur); free(req);
  return dt;
}

static double scan(int reps, double *check) {
  long f, n;
  block((long)SIDE * SIDE, me, &f, &n);
  double *x = malloc(sizeof(double) * (size_t)(n + 1)), *y = malloc(sizeof(double) * (size_t)(n + 1));
  for (long i = 0; i < n; i++) x[i] = ((f + i) % 17) * 0.25;
  double t0 = 0;
  for (int rep = -1; rep < reps; rep++) {  /* rep -1: warm-up */
    if (rep == 0) t0 = MPI_Wtime();
    double acc = 0, off = 0;
    for (long i = 0; i < n; i++) y[i] = acc += x[i];
    MPI_Exscan(&acc, &off, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    if (me == 0) off = 0;
    for (long i = 0; i < n; i++) y[i] += off;
  }
  double dt = (MPI_Wtime() - t0) / reps;
  double s = 0, all;
  for (long i = 0; i < n; i++) s += y[i] * 1e-9;
  MPI_Reduce(&s, &all, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  *check = all;
  free(x); free(y);
  return dt;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_size(MPI_COMM_WORLD, &P);
  MPI_Comm_rank(MPI_COMM_WORLD, &me);
  int reps = argc > 1 ? atoi(argv[1]) : 5;
  long long bytes;
  double cj, cy, cp;
  double tj = jacobi(reps, &bytes, &cj);
  double ts = spmv(reps, &cy);
  double tp = scan(reps, &cp);
  if (me == 0) {
    printf("jacobi %.6f\njacobi_bytes %lld\nspmv %.6f\nscan %.6f\n", tj, bytes, ts, tp);
    printf("check %.6e %.6e %.6e\n", cj, cy, cp);
  }
  MPI_Finalize();
  return 0;
}
