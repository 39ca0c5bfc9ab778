/* Grid shifts [.+k]x (grid: keep / value borders; torus: wrap), to_grid /
 * to_torus, halo fetch and halo-only traffic, against sequential references.
 * Shapes [5][7] (35) and [11]: not multiples of 2 or 3. */
#include "unit.h"
#include "cstar/comm.h"

static int active(long g) { return g % 3 != 0; }

static long modp(long a, long m) { return ((a % m) + m) % m; }

static void run(cs_shape_t s, const long *k, int send) {
  long n = s->nlocal, N = s->total;
  int R = s->rank;
  double *x = cs_palloc(s, sizeof(double)), *y = cs_palloc(s, sizeof(double));
  unsigned char *mask = malloc((size_t)n + 1);
  double val = 99.5;
  for (int border = 0; border < 3; border++) {
    for (int masked = 0; masked < 2; masked++) {
      for (long i = 0; i < n; i++) {
        x[i] = (double)(s->first + i) + 0.25; y[i] = -1.0;
        mask[i] = (unsigned char)active(s->first + i);
      }
      const unsigned char *m = masked ? mask : NULL;
      if (send) cs_shift_send(y, x, sizeof(double), s, k, (cs_border)border, &val, m);
      else cs_shift(y, x, sizeof(double), s, k, (cs_border)border, &val, m);
      double *ref = malloc(sizeof(double) * (size_t)N);
      for (long g = 0; g < N; g++) ref[g] = -1.0;
      for (long g = 0; g < N; g++) {
        /* get: g reads g+k. send: g writes to g+k. */
        long c[CS_MAX_RANK], t = 0;
        int off = 0;
        for (int a = 0; a < R; a++) {
          c[a] = cs_coord(s, a, g) + k[a];
          if (border == CS_BORDER_WRAP) c[a] = modp(c[a], s->dims[a]);
          else if (c[a] < 0 || c[a] >= s->dims[a]) off = 1;
          t += off ? 0 : c[a] * s->strides[a];
        }
        if (!send) {
          if (masked && !active(g)) continue;
          if (off) { if (border == CS_BORDER_VALUE) ref[g] = val; }
          else ref[g] = (double)t + 0.25;
        } else if (!off) {
          if (!masked || active(g)) ref[t] = (double)g + 0.25;
        }
      }
      if (send && border == CS_BORDER_VALUE)  /* receivers whose sender is off the grid */
        for (long g = 0; g < N; g++) {
          int off = 0;
          for (int a = 0; a < R; a++) {
            long ca = cs_coord(s, a, g) - k[a];
            if (ca < 0 || ca >= s->dims[a]) off = 1;
          }
          if (off) ref[g] = val;
        }
      for (long i = 0; i < n; i++) {
        if (y[i] != ref[s->first + i])
          fprintf(stderr, "%s k=(%ld,%ld) border=%d masked=%d pos %ld: got %g want %g\n",
                  send ? "send" : "get", k[0], R > 1 ? k[1] : 0, border, masked, s->first + i,
                  y[i], ref[s->first + i]);
        CHECK(y[i] == ref[s->first + i]);
      }
      free(ref);
    }
  }
  /* in place: x = [.+k]x */
  if (!send) {
    for (long i = 0; i < n; i++) x[i] = (double)(s->first + i);
    cs_shift(x, x, sizeof(double), s, k, CS_BORDER_WRAP, NULL, NULL);
    for (long i = 0; i < n; i++) {
      long g = s->first + i, t = 0;
      for (int a = 0; a < R; a++) t += modp(cs_coord(s, a, g) + k[a], s->dims[a]) * s->strides[a];
      CHECK(x[i] == (double)t);
    }
  }
  free(mask);
  cs_pfree(x); cs_pfree(y);
}

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  long d2[] = {5, 7}, d1[] = {11};
  cs_shape_t s2 = cs_shape_new("G", 2, d2), s1 = cs_shape_new("L", 1, d1);
  long ks2[][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {2, -3}, {6, 0}, {-7, 9}, {0, 0}, {4, 6}};
  for (unsigned i = 0; i < sizeof ks2 / sizeof *ks2; i++) { run(s2, ks2[i], 0); run(s2, ks2[i], 1); }
  long ks1[][1] = {{1}, {-1}, {3}, {-10}, {12}};
  for (unsigned i = 0; i < sizeof ks1 / sizeof *ks1; i++) { run(s1, ks1[i], 0); run(s1, ks1[i], 1); }

  /* halo: 8 below, 5 above */
  long *hx = cs_palloc(s2, sizeof(long));
  for (long i = 0; i < s2->nlocal; i++) hx[i] = s2->first + i;
  long lo[8], hi[5];
  for (int i = 0; i < 8; i++) lo[i] = -7;
  for (int i = 0; i < 5; i++) hi[i] = -7;
  cs_halo(hx, sizeof(long), s2, 8, 5, lo, hi);
  for (int i = 0; i < 8; i++) {
    long g = s2->first - 8 + i;
    CHECK_EQ_LONG(lo[i], g >= 0 ? g : -7);
  }
  for (int i = 0; i < 5; i++) {
    long g = s2->first + s2->nlocal + i;
    CHECK_EQ_LONG(hi[i], g < s2->total ? g : -7);
  }

  /* a one-row shift moves one row per rank boundary: halo data only */
  long d3[] = {30, 16};
  cs_shape_t s3 = cs_shape_new("J", 2, d3);
  double *a = cs_palloc(s3, sizeof(double)), *b = cs_palloc(s3, sizeof(double));
  long k1[] = {1, 0};
  cs_comm_reset_stats();
  cs_shift(b, a, sizeof(double), s3, k1, CS_BORDER_KEEP, NULL, NULL);
  cs_comm_stats st = cs_comm_get_stats();
  unsigned long long tot = 0;
  MPI_Allreduce(&st.bytes_sent, &tot, 1, MPI_UNSIGNED_LONG_LONG, MPI_SUM, cs_mpi_comm());
  CHECK_EQ_LONG(tot, 16 * sizeof(double) * (unsigned long long)(cs_nranks() - 1));
  if (cs_rank() == 0) printf("row shift of [30][16] doubles: %llu bytes sent in total\n", tot);
  unit_pass("comm_shift");
  cs_finalize();
  return 0;
}
