/* cstar/lower_arith.h — arithmetic helpers of generated code (Lower). Not for
 * user programs.
 *
 * cs_fm32: `a % d` of 32-bit ints for a divisor that stays the same over a
 * loop (a `where (i % every == 0)` condition): a multiply by a reciprocal
 * computed once before the loop instead of an `idiv` per position (Lemire,
 * Kaser, Kurz, "Faster remainder by direct computation", 2019: for 32-bit
 * unsigned a and d >= 1, with c = ceil(2^64 / d), a mod d = the high 64 bits
 * of (c * a mod 2^64) * d; exact for every a and d). C's sign rule is put
 * back: the result has the sign of a and the magnitude |a| mod |d|. d == 0
 * keeps the plain `%` (the same trap as before, at the same positions). */
#ifndef CSTAR_LOWER_ARITH_H
#define CSTAR_LOWER_ARITH_H

#include <stdint.h>

typedef struct cs_fm32 {
  uint64_t c; /* ceil(2^64 / |d|) (0 for |d| == 1: c * a wraps to 0, the remainder) */
  uint32_t d; /* |d| */
} cs_fm32;

static inline cs_fm32 cs_fm32_init(int d) {
  cs_fm32 f;
  f.d = d < 0 ? -(uint32_t)d : (uint32_t)d;
  f.c = f.d ? UINT64_MAX / f.d + 1 : 0;
  return f;
}

static inline int cs_fm32_rem(int a, int d, cs_fm32 f) {
  if (__builtin_expect(f.d == 0, 0)) return a % d;
  uint32_t ua = a < 0 ? -(uint32_t)a : (uint32_t)a;
  uint32_t r = (uint32_t)(((unsigned __int128)(f.c * ua) * f.d) >> 64);
  return a < 0 ? -(int)r : (int)r;
}

#endif
