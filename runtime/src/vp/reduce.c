/* vp/reduce.c — cs_allreduce and the element combiners shared with comm.
 *
 * cs_allreduce gathers every rank's partial and folds them in rank order on
 * every rank, instead of MPI_Allreduce: one code path serves every cs_type
 * and op (MPI has no bool sum, no char reductions), and the fold order is
 * fixed, so all ranks hold bit-identical scalars even for floating min/max
 * with NaNs. The partials are a few bytes, so the cost is one small collective. */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "vp/internal.h"
#include "vp/types.h"
#include "vp/combine.h"

size_t cs_type_size(cs_type t) {
  switch (t) {
#define X(tag, T, isint) case tag: return sizeof(T);
    CS_FOR_EACH_TYPE(X)
#undef X
  }
  cs_die("bad cs_type %d", (int)t);
}

int cs_op_valid(cs_type t, cs_op op) {
  int isfloat = (t == CS_T_FLOAT || t == CS_T_DOUBLE || t == CS_T_LDOUBLE);
  if (isfloat && (op == CS_OP_AND || op == CS_OP_OR || op == CS_OP_XOR)) return 0;
  return op >= CS_OP_ADD && op <= CS_OP_LOR;
}

/* acc[i] = acc[i] op in[i] for n elements. */
#define BIT_OPS(T) \
  case CS_OP_AND: for (size_t i = 0; i < n; i++) a[i] = (T)(a[i] & b[i]); break; \
  case CS_OP_OR:  for (size_t i = 0; i < n; i++) a[i] = (T)(a[i] | b[i]); break; \
  case CS_OP_XOR: for (size_t i = 0; i < n; i++) a[i] = (T)(a[i] ^ b[i]); break;
#define NO_BIT_OPS(T) \
  case CS_OP_AND: case CS_OP_OR: case CS_OP_XOR: cs_die("bitwise reduction of a floating type"); break;
#define INT_BITS_1 BIT_OPS
#define INT_BITS_0 NO_BIT_OPS
#define CAT(a, b) a##b
#define BITS(isint, T) CAT(INT_BITS_, isint)(T)

/* _Bool products are meant: a void cs_combine_n(void cs_combine_n( b computed as a product, like C does. */
#pragma GCC diagnostic ignored "-Wint-in-bool-context"
void cs_combine_n(void *acc, const void *in, size_t n, cs_type t, cs_op op) {
  switch (t) {
#define X(tag, T, isint)                                                              \
  case tag: {                                                                         \
    T *a = (T *)acc;                                                                  \
    const T *b = (const T *)in;                                                       \
    switch (op) {                                                                     \
    case CS_OP_ADD: for (size_t i = 0; i < n; i++) a[i] = (T)(a[i] + b[i]); break;    \
    case CS_OP_MUL: for (size_t i = 0; i < n; i++) a[i] = (T)((a[i] + 0) * (b[i] + 0)); break; \
    BITS(isint, T)                                                                    \
    case CS_OP_MIN: for (size_t i = 0; i < n; i++) if (b[i] < a[i]) a[i] = b[i]; break; \
    case CS_OP_MAX: for (size_t i = 0; i < n; i++) if (b[i] > a[i]) a[i] = b[i]; break; \
    case CS_OP_LAND: for (size_t i = 0; i < n; i++) a[i] = (T)(a[i] && b[i]); break;  \
    case CS_OP_LOR: for (size_t i = 0; i < n; i++) a[i] = (T)(a[i] || b[i]); break;   \
    }                                                                                 \
    return;                                                                           \
  }
    CS_FOR_EACH_TYPE(X)
#undef X
  }
  cs_die("bad cs_type %d", (int)t);
}

/* Extremes for the identities of <? and >? (no portable generic form in C). */
static void extreme(void *out, cs_type t, int want_max) {
#define E(tag, T, lo, hi) case tag: { T v = want_max ? (hi) : (lo); memcpy(out, &v, sizeof v); return; }
  switch (t) {
    E(CS_T_CHAR, char, CHAR_MIN, CHAR_MAX)
    E(CS_T_SCHAR, signed char, SCHAR_MIN, SCHAR_MAX)
    E(CS_T_UCHAR, unsigned char, 0, UCHAR_MAX)
    E(CS_T_SHORT, short, SHRT_MIN, SHRT_MAX)
    E(CS_T_USHORT, unsigned short, 0, USHRT_MAX)
    E(CS_T_INT, int, INT_MIN, INT_MAX)
    E(CS_T_UINT, unsigned int, 0, UINT_MAX)
    E(CS_T_LONG, long, LONG_MIN, LONG_MAX)
    E(CS_T_ULONG, unsigned long, 0, ULONG_MAX)
    E(CS_T_LLONG, long long, LLONG_MIN, LLONG_MAX)
    E(CS_T_ULLONG, unsigned long long, 0, ULLONG_MAX)
    E(CS_T_FLOAT, float, -INFINITY, INFINITY)
    E(CS_T_DOUBLE, double, -INFINITY, INFINITY)
    E(CS_T_LDOUBLE, long double, -INFINITY, INFINITY)
    E(CS_T_BOOL, _Bool, 0, 1)
  }
#undef E
  cs_die("bad cs_type %d", (int)t);
}

void cs_identity(void *out, cs_type t, cs_op op) {
  if (op == CS_OP_MIN) { extreme(out, t, 1); return; }
  if (op == CS_OP_MAX) { extreme(out, t, 0); return; }
  switch (t) {
#define X(tag, T, isint)                                                         \
  case tag: {                                                                    \
    T v = 0;                                                                     \
    if (op == CS_OP_MUL || op == CS_OP_LAND) v = 1;                              \
    if (op == CS_OP_AND) memset(&v, 0xff, sizeof v); /* all bits set */          \
    if (tag == CS_T_BOOL && op == CS_OP_AND) v = 1;                              \
    memcpy(out, &v, sizeof v);                                                   \
    return;                                                                      \
  }
    CS_FOR_EACH_TYPE(X)
#undef X
  }
  cs_die("bad cs_type %d", (int)t);
}

void cs_allreduce(void *val, cs_type t, cs_op op) {
  if (!cs_op_valid(t, op)) cs_die("reduction operator %d is not defined for type %d", op, t);
  size_t sz = cs_type_size(t);
  int P = cs_nranks();
  if (P == 1) return;
  char stackbuf[16 * 64];
  char *all = (size_t)P * sz <= sizeof stackbuf ? stackbuf : cs_xmalloc((size_t)P * sz);
  MPI_Allgather(val, (int)sz, MPI_BYTE, all, (int)sz, MPI_BYTE, cs_mpi_comm());
  memcpy(val, all, sz);
  for (int r = 1; r < P; r++) cs_combine_n(val, all + (size_t)r * sz, 1, t, op);
  if (all != stackbuf) free(all);
}
