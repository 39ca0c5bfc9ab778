/* cs_fpfold_*: feeding a rank's values in chunks of any sizes gives the same
 * bits as cs_reduce_fp in one call (generated code feeds CS_FOLD_CHUNK-sized
 * chunks of a fused reduction pass). Sizes straddle block boundaries. */
#include <math.h>
#include "unit.h"

typedef struct cs_fpfold cs_fpfold;
cs_fpfold *cs_fpfold_begin(cs_shape_t s, cs_type t, cs_op op);
void cs_fpfold_feed(cs_fpfold *f, const void *vals, const unsigned char *mask, long i0, long cnt);
void cs_fpfold_end(cs_fpfold *f, void *out);
void cs_fpfold_also(cs_fpfold *f, void *val, cs_type t, cs_op op);

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  long sizes[] = {1, 7, 2047, 2049, 6151, 10007, 300001};
  long chunks[] = {1, 3, 8, 1000, 1024, 5000};
  for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++) {
    cs_shape_t s = cs_shape_new("S", 1, &sizes[k]);
    double *v = cs_palloc(s, sizeof(double));
    unsigned char *m = malloc((size_t)s->nlocal + 1);
    for (long i = 0; i < s->nlocal; i++) {
      long g = s->first + i;
      v[i] = sin((double)g * 0.7) * pow(10.0, (double)(g % 7));
      m[i] = g % 3 != 0;
    }
    for (int op = CS_OP_ADD; op <= CS_OP_MUL; op++)
      for (int mk = 0; mk < 2; mk++) {
        double want;
        cs_reduce_fp(&want, v, mk ? m : NULL, s, CS_T_DOUBLE, (cs_op)op);
        for (unsigned c = 0; c < sizeof chunks / sizeof *chunks; c++) {
          cs_fpfold *F = cs_fpfold_begin(s, CS_T_DOUBLE, (cs_op)op);
          for (long i = 0; i < s->nlocal; i += chunks[c]) {
            long cnt = s->nlocal - i < chunks[c] ? s->nlocal - i : chunks[c];
            cs_fpfold_feed(F, v + i, mk ? m + i : NULL, i, cnt);
          }
          /* exact partials riding along: count of active positions, max position */
          long cnt = 0, mx = -1;
          for (long i = 0; i < s->nlocal; i++)
            if (!mk || m[i]) { cnt++; mx = s->first + i; }
          cs_fpfold_also(F, &cnt, CS_T_LONG, CS_OP_ADD);
          cs_fpfold_also(F, &mx, CS_T_LONG, CS_OP_MAX);
          double got;
          cs_fpfold_end(F, &got);
          long wantcnt = 0, wantmx = -1;
          for (long g = 0; g < s->total; g++)
            if (!mk || g % 3 != 0) { wantcnt++; wantmx = g; }
          CHECK(cnt == wantcnt && mx == wantmx);
          if (memcmp(&got, &want, sizeof got) != 0) {
            fprintf(stderr, "N=%ld op=%d mask=%d chunk=%ld: got %a want %a\n", s->total, op, mk,
                    chunks[c], got, want);
            CHECK(0);
          }
        }
        if (cs_rank() == 0) printf("N=%ld op=%d mask=%d %a\n", s->total, op, mk, want);
      }
    free(m);
    cs_pfree(v);
  }
  fflush(stdout);
  unit_pass("fpfold");
  cs_finalize();
  return 0;
}
