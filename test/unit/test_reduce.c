/* cs_allreduce for every cs_type and op: each rank folds its own positions of
 * a shape (extent 13, not a multiple of 2 or 3) and the result must equal the
 * fold over all positions computed sequentially here. */
#include <math.h>
#include "unit.h"

#define N 13

/* value at global position g, small enough to be exact in every type */
#define VAL(T, g) ((T)(((g) * 7 + 3) % 3 + 1))  /* 1..3: products fit an int */

#define TEST_TYPE(tag, T, is_float)                                                   \
  do {                                                                                \
    for (int op = CS_OP_ADD; op <= CS_OP_LOR; op++) {                                 \
      if (is_float && (op == CS_OP_AND || op == CS_OP_OR || op == CS_OP_XOR)) continue; \
      T ref = 0, part = 0;                                                            \
      for (long g = 0; g < N; g++) {                                                  \
        T v = VAL(T, g);                                                              \
        if (g == 0) { ref = v; continue; }                                            \
        ref = fold(T, ref, v, op);                                            \
      }                                                                               \
      int have = 0;                                                                   \
      for (long i = 0; i < s->nlocal; i++) {                                          \
        T v = VAL(T, s->first + i);                                                   \
        if (!have) { part = v; have = 1; continue; }                                  \
        part = fold(T, part, v, op);                                          \
      }                                                                               \
      CHECK(have);                                                                    \
      cs_allreduce(&part, tag, (cs_op)op);                                            \
      if (memcmp(&part, &ref, sizeof(T)) != 0 && !(part == ref)) {                    \
        fprintf(stderr, "type %s op %d: got %Lg want %Lg\n", #T, op, (long double)part, \
                (long double)ref);                                                    \
        CHECK(0);                                                                     \
      }                                                                               \
    }                                                                                 \
  } while (0)

#define fold(T, a, b, op)                                                             \
  ((op) == CS_OP_ADD ? (T)((a) + (b)) : (op) == CS_OP_MUL ? (T)((a) * (b))            \
   : (op) == CS_OP_AND ? (T)ibits(a, b, 0) : (op) == CS_OP_OR ? (T)ibits(a, b, 1)     \
   : (op) == CS_OP_XOR ? (T)ibits(a, b, 2) : (op) == CS_OP_MIN ? ((b) < (a) ? (b) : (a)) \
   : (op) == CS_OP_MAX ? ((b) > (a) ? (b) : (a)) : (op) == CS_OP_LAND ? (T)((a) && (b)) \
   : (T)((a) || (b)))
/* bit ops on the integer value (floating types never reach here at run time) */
static long long ibits(long double a, long double b, int k) {
  long long x = (long long)a, y = (long long)b;
  return k == 0 ? (x & y) : k == 1 ? (x | y) : (x ^ y);
}

#pragma GCC diagnostic ignored "-Wint-in-bool-context"
#pragma GCC diagnostic ignored "-Wfloat-conversion"
#pragma GCC diagnostic ignored "-Woverflow"
int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  long d[] = {N};
  cs_shape_t s = cs_shape_new("S", 1, d);
  TEST_TYPE(CS_T_INT, int, 0);
  TEST_TYPE(CS_T_UINT, unsigned, 0);
  TEST_TYPE(CS_T_LONG, long, 0);
  TEST_TYPE(CS_T_ULONG, unsigned long, 0);
  TEST_TYPE(CS_T_LLONG, long long, 0);
  TEST_TYPE(CS_T_ULLONG, unsigned long long, 0);
  TEST_TYPE(CS_T_SHORT, short, 0);
  TEST_TYPE(CS_T_USHORT, unsigned short, 0);
  TEST_TYPE(CS_T_CHAR, char, 0);
  TEST_TYPE(CS_T_SCHAR, signed char, 0);
  TEST_TYPE(CS_T_UCHAR, unsigned char, 0);
  TEST_TYPE(CS_T_BOOL, _Bool, 0);
  TEST_TYPE(CS_T_FLOAT, float, 1);
  TEST_TYPE(CS_T_DOUBLE, double, 1);
  TEST_TYPE(CS_T_LDOUBLE, long double, 1);
  CHECK_EQ_LONG(cs_type_size(CS_T_LDOUBLE), sizeof(long double));
  CHECK_EQ_LONG(cs_type_size(CS_T_BOOL), sizeof(_Bool));
  unit_pass("reduce");
  cs_finalize();
  return 0;
}
