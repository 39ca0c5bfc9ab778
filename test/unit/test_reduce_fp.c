/* cs_reduce_fp: the result must be the same bits at every rank count. Checked
 * two ways: (1) against a sequential emulation of the documented evaluation
 * order (global blocks of B positions, 8 lanes per block, lanes combined as a
 * tree, blocks folded in order); (2) the lit driver diffs the printed %a
 * results of runs at 1, 2 and 3 ranks. Sizes straddle block boundaries. */
#include <math.h>
#include "unit.h"

static long block_size(long total) {  /* documented in docs/runtime.md */
  long B = 2048;
  while ((total + B - 1) / B > 4096) B *= 2;
  return B;
}

static int active(long g, int mk) { return mk == 0 ? 1 : mk == 1 ? g % 3 != 0 : 0; }

#define DEFS(T, SUF)                                                                   \
  static T val_##SUF(long g, int op) {                                                 \
    if (op == CS_OP_MUL) return (T)(1.0 + sin((double)g) * 1e-3);                      \
    return (T)(sin((double)g * 0.7) * pow(10.0, (double)(g % 7)));                     \
  }                                                                                    \
  static T comb_##SUF(T a, T b, int op) {                                              \
    switch (op) {                                                                      \
    case CS_OP_ADD: return a + b;                                                      \
    case CS_OP_MUL: return a * b;                                                      \
    case CS_OP_MIN: return b < a ? b : a;                                              \
    default: return b > a ? b : a;                                                     \
    }                                                                                  \
  }                                                                                    \
  static T ident_##SUF(int op) {                                                       \
    return op == CS_OP_ADD ? (T)-0.0 : op == CS_OP_MUL ? (T)1 : op == CS_OP_MIN ? (T)INFINITY \
                                                                          : (T)-INFINITY; \
  }                                                                                    \
  static T ref_##SUF(long N, int op, int mk) {                                         \
    long B = block_size(N);                                                            \
    T id = ident_##SUF(op), acc = id;                                                  \
    int any = 0;                                                                       \
    for (long j = 0; j * B < N; j++) {                                                 \
      T l[8];                                                                          \
      for (int k = 0; k < 8; k++) l[k] = id;                                           \
      for (long p = j * B; p < N && p < (j + 1) * B; p++) {                            \
        any |= active(p, mk);                                                          \
        l[(p - j * B) % 8] = comb_##SUF(l[(p - j * B) % 8], active(p, mk) ? val_##SUF(p, op) : id, op); \
      }                                                                                \
      T t = comb_##SUF(comb_##SUF(comb_##SUF(l[0], l[1], op), comb_##SUF(l[2], l[3], op), op), \
                       comb_##SUF(comb_##SUF(l[4], l[5], op), comb_##SUF(l[6], l[7], op), op), op); \
      acc = comb_##SUF(acc, t, op);                                                    \
    }                                                                                  \
    if (!any && op == CS_OP_ADD) acc = 0;                                              \
    return acc;                                                                        \
  }                                                                                    \
  static void run_##SUF(cs_shape_t s, cs_type t, const char *tn) {                     \
    T *v = cs_palloc(s, sizeof(T));                                                    \
    unsigned char *m = cs_xmalloc_test(s->nlocal + 1);                                 \
    for (int op = CS_OP_ADD; op <= CS_OP_MAX; op++) {                                  \
      if (op == CS_OP_AND || op == CS_OP_OR || op == CS_OP_XOR) continue;              \
      for (int mk = 0; mk < 3; mk++) {                                                 \
        for (long i = 0; i < s->nlocal; i++) {                                         \
          v[i] = val_##SUF(s->first + i, op);                                          \
          m[i] = (unsigned char)active(s->first + i, mk);                              \
        }                                                                              \
        T got;                                                                         \
        cs_reduce_fp(&got, v, mk ? m : NULL, s, t, (cs_op)op);                         \
        T want = ref_##SUF(s->total, op, mk);                                          \
        if (memcmp(&got, &want, sizeof(T) < 10 ? sizeof(T) : 10) != 0) {               \
          fprintf(stderr, "%s N=%ld op=%d mask=%d: got %La want %La\n", tn, s->total,  \
                  op, mk, (long double)got, (long double)want);                        \
          CHECK(0);                                                                    \
        }                                                                              \
        if (cs_rank() == 0)                                                            \
          printf("%s N=%ld op=%d mask=%d %La\n", tn, s->total, op, mk, (long double)got); \
      }                                                                                \
    }                                                                                  \
    free(m);                                                                           \
    cs_pfree(v);                                                                       \
  }

static void *cs_xmalloc_test(long n) { return malloc((size_t)n); }

DEFS(float, f)
DEFS(double, d)
DEFS(long double, ld)

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  long sizes[] = {1, 2, 5, 2047, 2048, 2049, 6151, 10007};
  for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++) {
    cs_shape_t s = cs_shape_new("S", 1, &sizes[k]);
    run_f(s, CS_T_FLOAT, "float");
    run_d(s, CS_T_DOUBLE, "double");
    run_ld(s, CS_T_LDOUBLE, "ldouble");
  }
  /* a 2-D shape: positions are row-major, same rule */
  long d2[] = {37, 111};
  cs_shape_t s2 = cs_shape_new("S2", 2, d2);
  run_d(s2, CS_T_DOUBLE, "double2d");
  fflush(stdout);
  unit_pass("reduce_fp");
  cs_finalize();
  return 0;
}
