/* Axis operations (scan: up/down, inclusive/exclusive, segmented, masked,
 * copy combiner; spread, multispread (also copy), reduce, copy_spread, enumerate, rank, global) and the
 * scalar<->parallel copies, against sequential references over [5][7]. */
#include "unit.h"
#include "cstar/comm.h"
#include "vp/combine.h"

#define D0 5
#define D1 7
#define N (D0 * D1)
static int active(long g) { return g % 5 != 2; }
static int sb(long g) { return g % 4 == 0; }
static int val(long g) { return (int)((g * 13 + 5) % 17) - 6; }

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  long d[] = {D0, D1};
  cs_shape_t s = cs_shape_new("A", 2, d);
  long n = s->nlocal, f = s->first;
  int *x = cs_palloc(s, sizeof(int)), *y = cs_palloc(s, sizeof(int));
  unsigned char *m = malloc((size_t)n + 1), *sbit = malloc((size_t)n + 1);
  for (long i = 0; i < n; i++) { x[i] = val(f + i); m[i] = (unsigned char)active(f + i); sbit[i] = (unsigned char)sb(f + i); }
  cs_op ops[] = {CS_OP_ADD, CS_OP_MAX, CS_OP_MIN, CS_OP_XOR, CS_OP_COPY};
  for (int axis = 0; axis < 2; axis++)
    for (int dir = 0; dir < 2; dir++)
      for (int inc = 0; inc < 2; inc++)
        for (int seg = 0; seg < 2; seg++)
          for (unsigned o = 0; o < 5; o++) {
            for (long i = 0; i < n; i++) y[i] = 12345;
            cs_scan(y, x, CS_T_INT, ops[o], axis, (cs_direction)dir, inc, seg ? sbit : NULL, s, m);
            /* reference: walk each line in scan order */
            int ref[N];
            for (long g = 0; g < N; g++) ref[g] = 12345;
            int len = axis == 0 ? D0 : D1, lines = N / len;
            for (int l = 0; l < lines; l++) {
              int id = 0, has = 0;  /* copy: identity 0, first value sticks */
              if (ops[o] != CS_OP_COPY) cs_identity(&id, CS_T_INT, ops[o]);
              int acc = id;
              for (int c = 0; c < len; c++) {
                int cc = dir == 0 ? c : len - 1 - c;
                long g = axis == 0 ? (long)cc * D1 + l : (long)l * D1 + cc;
                if (seg && sb(g)) { acc = id; has = 0; }
                if (!active(g)) continue;
                int before = acc, v = val(g);
                acc = ops[o] == CS_OP_ADD ? acc + v : ops[o] == CS_OP_MAX ? (v > acc ? v : acc)
                    : ops[o] == CS_OP_MIN ? (v < acc ? v : acc) : ops[o] == CS_OP_XOR ? acc ^ v
                    : has ? acc : v;
                has = 1;
                ref[g] = inc ? acc : before;
              }
            }
            for (long i = 0; i < n; i++) {
              if (y[i] != ref[f + i])
                fprintf(stderr, "scan axis %d dir %d inc %d seg %d op %u pos %ld: %d vs %d\n", axis,
                        dir, inc, seg, o, f + i, y[i], ref[f + i]);
              CHECK(y[i] == ref[f + i]);
            }
          }
  /* spread along axis 1, multispread over both axes, reduce to coordinate 2 */
  /* (copy: the value at the lowest active position of the line) */
  for (int cp = 0; cp < 2; cp++)
  for (unsigned am = 1; am <= 3; am++) {
    for (long i = 0; i < n; i++) y[i] = -99;
    cs_spread(y, x, CS_T_INT, cp ? CS_OP_COPY : CS_OP_ADD, am, s, m);
    for (long i = 0; i < n; i++) {
      long g = f + i;
      int want = 0, has = 0;
      for (long h = 0; h < N; h++) {
        int same = (am & 1 || h / D1 == g / D1) && (am & 2 || h % D1 == g % D1);
        if (same && active(h)) { want = cp ? (has ? want : val(h)) : want + val(h); has = 1; }
      }
      CHECK_EQ_LONG(y[i], active(g) ? want : -99);
    }
  }
  for (long i = 0; i < n; i++) y[i] = -99;
  cs_reduce_axis(y, x, CS_T_INT, CS_OP_MAX, 0, 2, s, NULL, "r.cs", 1);
  for (long i = 0; i < n; i++) {
    long g = f + i;
    int want = -99;
    if (g / D1 == 2) { want = -1000; for (int r = 0; r < D0; r++) if (val(r * D1 + g % D1) > want) want = val(r * D1 + g % D1); }
    CHECK_EQ_LONG(y[i], want);
  }
  cs_copy_spread(y, x, sizeof(int), 1, 4, s, NULL, "c.cs", 2);
  for (long i = 0; i < n; i++) CHECK_EQ_LONG(y[i], val((f + i) / D1 * D1 + 4));
  /* enumerate: exclusive count of active positions along axis 1 */
  cs_enumerate(y, 1, CS_UPWARD, 0, NULL, s, m);
  for (long i = 0; i < n; i++) {
    long g = f + i;
    if (!active(g)) continue;
    int c = 0;
    for (long h = g / D1 * D1; h < g; h++) c += active(h);
    CHECK_EQ_LONG(y[i], c);
  }
  /* rank along axis 0, ascending, ties by position */
  cs_sort_rank(y, x, CS_T_INT, 0, CS_UPWARD, NULL, s, NULL);
  for (long i = 0; i < n; i++) {
    long g = f + i;
    int r = 0;
    for (int c = 0; c < D0; c++) {
      long h = c * D1 + g % D1;
      if (val(h) < val(g) || (val(h) == val(g) && h < g)) r++;
    }
    CHECK_EQ_LONG(y[i], r);
  }
  /* rank on one long line with many ties, segmented, masked, both directions
   * (the sample sort's buckets split groups across ranks) */
  {
    long d1[] = {203};
    cs_shape_t L = cs_shape_new("L", 1, d1);
    long ln = L->nlocal, lf = L->first;
    double *lx = cs_palloc(L, sizeof(double));
    int *ly = cs_palloc(L, sizeof(int));
    unsigned char *lm = malloc((size_t)ln + 1), *ls = malloc((size_t)ln + 1);
#define LV(g) ((double)(((g) * 37) % 11) - 4.5)
#define LA(g) ((g) % 7 != 3)
#define LS(g) ((g) % 61 == 0)
    for (long i = 0; i < ln; i++) { lx[i] = LV(lf + i); lm[i] = LA(lf + i); ls[i] = LS(lf + i); }
    for (int dir = 0; dir < 2; dir++)
      for (int sg = 0; sg < 2; sg++) {
        for (long i = 0; i < ln; i++) ly[i] = -7;
        cs_sort_rank(ly, lx, CS_T_DOUBLE, 0, (cs_direction)dir, sg ? ls : NULL, L, lm);
        for (long i = 0; i < ln; i++) {
          long g = lf + i;
          if (!LA(g)) { CHECK_EQ_LONG(ly[i], -7); continue; }
          long sgg = 0, r = 0;
          for (long h = 0; h < 203; h++) if (sg && LS(h) && (dir ? h >= g : h <= g)) sgg++;
          for (long h = 0; h < 203; h++) {
            if (!LA(h)) continue;
            long sh = 0;
            for (long k = 0; k < 203; k++) if (sg && LS(k) && (dir ? k >= h : k <= h)) sh++;
            if (sh != sgg) continue;
            double a = LV(h), b = LV(g);
            if ((dir ? a > b : a < b) || (a == b && h < g)) r++;
          }
          CHECK_EQ_LONG(ly[i], r);
        }
      }
    free(lm); free(ls);
  }
  /* global */
  long gsum = 0;
  int gi = 0;
  cs_global(&gi, x, CS_T_INT, CS_OP_ADD, s, m);
  for (long g = 0; g < N; g++) if (active(g)) gsum += val(g);
  CHECK_EQ_LONG(gi, gsum);
  /* read/write position, read/write pvar */
  int v = 0;
  cs_read_from_position(&v, x, sizeof(int), s, 17, "p.cs", 3);
  CHECK_EQ_LONG(v, val(17));
  int nv = 777;
  cs_write_to_position(x, &nv, sizeof(int), s, 17, "p.cs", 4);
  int arr[N];
  for (int g = 0; g < N; g++) arr[g] = -5;
  cs_read_from_pvar(arr, x, sizeof(int), s, m);
  for (int g = 0; g < N; g++) CHECK_EQ_LONG(arr[g], !active(g) ? -5 : g == 17 ? 777 : val(g));
  for (int g = 0; g < N; g++) arr[g] = g * 2;
  cs_write_to_pvar(x, arr, sizeof(int), s, NULL);
  for (long i = 0; i < n; i++) CHECK_EQ_LONG(x[i], 2 * (f + i));
  unit_pass("comm_axis");
  cs_finalize();
  return 0;
}
