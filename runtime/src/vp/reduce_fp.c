/* vp/reduce_fp.c — floating reductions whose bits do not depend on the rank count.
 *
 * The evaluation order is a function of global positions only:
 *   - positions are cut into fixed global blocks of B positions (B depends
 *     only on the shape's total, never on the rank count);
 *   - inside a block, position p goes to lane (p - blockstart) % 8, each lane
 *     folded in position order from the identity (8 independent chains keep
 *     the loop as fast as a plain sum), then the lanes are combined as a
 *     fixed binary tree;
 *   - block partials are folded in block order.
 * A rank computes the blocks it owns entirely. For a block that straddles
 * ranks, each owner sends its raw values (at most B-1 per end of its range),
 * and every rank replays them in position order with the same lane rule.
 * One MPI_Allgatherv carries both; every rank then folds identically.
 * Inactive positions contribute the identity (-0.0 for +, which is exact:
 * x + -0.0 == x bit for bit). Zero active positions in total give +0.0 for
 * +, 1 for *, +inf for <?, -inf for >?.
 *
 * cs_fpfold_begin/feed/end (declared for generated code in cstar/markers.h)
 * are the same fold fed in chunks; cs_reduce_fp is one feed of everything. */
#include <math.h>
#include <stdlib.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include <string.h>

#include "vp/combine.h"
#include "vp/internal.h"
#include "vp/types.h"

#define LANES 8
#define MIN_BLOCK 2048L
#define MAX_BLOCKS 4096L

static long block_size(long total) {
  long B = MIN_BLOCK;
  while ((total + B - 1) / B > MAX_BLOCKS) B *= 2;
  return B;
}

#define ADD(a, b) ((a) + (b))
#define MUL(a, b) ((a) * (b))
#define MIN(a, b) ((b) < (a) ? (b) : (a))
#define MAX(a, b) ((b) > (a) ? (b) : (a))
#define DEF_SK4(T, SUF) DEF_SK(T, SUF, add, ADD) DEF_SK(T, SUF, mul, MUL) \
  DEF_SK(T, SUF, min, MIN) DEF_SK(T, SUF, max, MAX)

/* The unmasked bulk of a lane fold: lane k of a takes v[k], v[k+8], ... in
 * order, as the scalar code does, so the bits are the same; float and double
 * use SSE2 vectors (8 lanes in 4 or 2 registers), several times faster than 8
 * scalar chains.  Returns how many values it folded (a multiple of 8). */
#define VADD(a, x) ((a) + (x))
#define VMUL(a, x) ((a) * (x))
#define DEF_VK(T, SUF, NAME, VOP)                                                      \
  static long vk_##SUF##_##NAME(T *a, const T *v, long cnt) {                         \
    typedef T V __attribute__((vector_size(8 * sizeof(T))));                           \
    V acc;                                                                             \
    memcpy(&acc, a, sizeof acc);                                                       \
    long i = 0;                                                                        \
    for (; i + 8 <= cnt; i += 8) {                                                     \
      V x;                                                                             \
      memcpy(&x, v + i, sizeof x);                                                     \
      acc = VOP(acc, x);                                                               \
    }                                                                                  \
    memcpy(a, &acc, sizeof acc);                                                       \
    return i;                                                                          \
  }
#define DEF_SK(T, SUF, NAME, C)                                                        \
  static long vk_##SUF##_##NAME(T *a, const T *v, long cnt) {                         \
    long i = 0;                                                                        \
    for (; i + 8 <= cnt; i += 8)                                                       \
      for (int k = 0; k < 8; k++) a[k] = C(a[k], v[i + k]);                            \
    return i;                                                                          \
  }
#ifdef __SSE2__
/* <? and >?: MINPD/MAXPD(x, acc) is exactly `x < acc ? x : acc` (NaN x keeps
 * acc), the scalar MIN/MAX below; GCC does not find them in vector code. */
#define XACC(OP, x, acc) OP(x, acc) /* <? >?: x first, as in MIN/MAX */
#define ACCX(OP, x, acc) OP(acc, x) /* + *: acc first, as in ADD/MUL */
/* Named registers, not an array: an array of vectors is kept in memory. */
#define DEF_SSE_D(NAME, OP, ARGS)                                                      \
  static long vk_d_##NAME(double *a, const double *v, long cnt) {                     \
    __m128d q0 = _mm_loadu_pd(a), q1 = _mm_loadu_pd(a + 2);                            \
    __m128d q2 = _mm_loadu_pd(a + 4), q3 = _mm_loadu_pd(a + 6);                        \
    long i = 0;                                                                        \
    for (; i + 8 <= cnt; i += 8) {                                                     \
      q0 = ARGS(OP, _mm_loadu_pd(v + i), q0);                                          \
      q1 = ARGS(OP, _mm_loadu_pd(v + i + 2), q1);                                      \
      q2 = ARGS(OP, _mm_loadu_pd(v + i + 4), q2);                                      \
      q3 = ARGS(OP, _mm_loadu_pd(v + i + 6), q3);                                      \
    }                                                                                  \
    _mm_storeu_pd(a, q0); _mm_storeu_pd(a + 2, q1);                                    \
    _mm_storeu_pd(a + 4, q2); _mm_storeu_pd(a + 6, q3);                                \
    return i;                                                                          \
  }
#define DEF_SSE_F(NAME, OP, ARGS)                                                      \
  static long vk_f_##NAME(float *a, const float *v, long cnt) {                       \
    __m128 q0 = _mm_loadu_ps(a), q1 = _mm_loadu_ps(a + 4);                             \
    long i = 0;                                                                        \
    for (; i + 8 <= cnt; i += 8) {                                                     \
      q0 = ARGS(OP, _mm_loadu_ps(v + i), q0);                                          \
      q1 = ARGS(OP, _mm_loadu_ps(v + i + 4), q1);                                      \
    }                                                                                  \
    _mm_storeu_ps(a, q0); _mm_storeu_ps(a + 4, q1);                                    \
    return i;                                                                          \
  }
DEF_SSE_D(add, _mm_add_pd, ACCX) DEF_SSE_D(mul, _mm_mul_pd, ACCX)
DEF_SSE_D(min, _mm_min_pd, XACC) DEF_SSE_D(max, _mm_max_pd, XACC)
DEF_SSE_F(add, _mm_add_ps, ACCX) DEF_SSE_F(mul, _mm_mul_ps, ACCX)
DEF_SSE_F(min, _mm_min_ps, XACC) DEF_SSE_F(max, _mm_max_ps, XACC)
#else
DEF_VK(double, d, add, VADD) DEF_VK(double, d, mul, VMUL)
DEF_VK(float, f, add, VADD) DEF_VK(float, f, mul, VMUL)
DEF_SK(double, d, min, MIN) DEF_SK(double, d, max, MAX)
DEF_SK(float, f, min, MIN) DEF_SK(float, f, max, MAX)
#endif

/* Folds cnt values (first one in lane `lane0`) into the 8 lanes l. */
#define DEF_LANES(T, SUF, NAME, C)                                                     \
  static void lanes_##SUF##_##NAME(T *l, const T *v, const unsigned char *m, long cnt, \
                                   int lane0, T id) {                                  \
    long i = 0;                                                                        \
    int k = lane0;                                                                     \
    for (; i < cnt && k != 0; i++, k = (k + 1) & 7) {                                  \
      T x = (!m || m[i]) ? v[i] : id;                                                  \
      l[k] = C(l[k], x);                                                               \
    }                                                                                  \
    T a0 = l[0], a1 = l[1], a2 = l[2], a3 = l[3], a4 = l[4], a5 = l[5], a6 = l[6],    \
      a7 = l[7];                                                                       \
    if (!m) {                                                                          \
      T a8[8] = {a0, a1, a2, a3, a4, a5, a6, a7};                                      \
      i += vk_##SUF##_##NAME(a8, v + i, cnt - i);                                      \
      a0 = a8[0]; a1 = a8[1]; a2 = a8[2]; a3 = a8[3];                                  \
      a4 = a8[4]; a5 = a8[5]; a6 = a8[6]; a7 = a8[7];                                  \
    } else {                                                                           \
      for (; i + 8 <= cnt; i += 8) {                                                   \
        a0 = C(a0, m[i] ? v[i] : id); a1 = C(a1, m[i + 1] ? v[i + 1] : id);            \
        a2 = C(a2, m[i + 2] ? v[i + 2] : id); a3 = C(a3, m[i + 3] ? v[i + 3] : id);    \
        a4 = C(a4, m[i + 4] ? v[i + 4] : id); a5 = C(a5, m[i + 5] ? v[i + 5] : id);    \
        a6 = C(a6, m[i + 6] ? v[i + 6] : id); a7 = C(a7, m[i + 7] ? v[i + 7] : id);    \
      }                                                                                \
    }                                                                                  \
    l[0] = a0; l[1] = a1; l[2] = a2; l[3] = a3; l[4] = a4; l[5] = a5; l[6] = a6;       \
    l[7] = a7;                                                                         \
    for (; i < cnt; i++, k = (k + 1) & 7) {                                            \
      T x = (!m || m[i]) ? v[i] : id;                                                  \
      l[k] = C(l[k], x);                                                               \
    }                                                                                  \
  }

#define DEF_TYPE(T, SUF)                                                               \
  DEF_LANES(T, SUF, add, ADD)                                                          \
  DEF_LANES(T, SUF, mul, MUL)                                                          \
  DEF_LANES(T, SUF, min, MIN)                                                          \
  DEF_LANES(T, SUF, max, MAX)                                                          \
  static void lanes_##SUF(cs_op op, void *l, const void *v, const unsigned char *m,   \
                          long cnt, int lane0, const void *id) {                      \
    T i_ = *(const T *)id;                                                             \
    switch (op) {                                                                      \
    case CS_OP_ADD: lanes_##SUF##_add(l, v, m, cnt, lane0, i_); break;                 \
    case CS_OP_MUL: lanes_##SUF##_mul(l, v, m, cnt, lane0, i_); break;                 \
    case CS_OP_MIN: lanes_##SUF##_min(l, v, m, cnt, lane0, i_); break;                 \
    default: lanes_##SUF##_max(l, v, m, cnt, lane0, i_); break;                        \
    }                                                                                  \
  }                                                                                    \
  static void comb_##SUF(cs_op op, void *acc, const void *in) {                       \
    T a = *(T *)acc, b = *(const T *)in;                                               \
    switch (op) {                                                                      \
    case CS_OP_ADD: a = ADD(a, b); break;                                              \
    case CS_OP_MUL: a = MUL(a, b); break;                                              \
    case CS_OP_MIN: a = MIN(a, b); break;                                              \
    default: a = MAX(a, b); break;                                                     \
    }                                                                                  \
    *(T *)acc = a;                                                                     \
  }

DEF_SK4(long double, ld)
DEF_TYPE(float, f)
DEF_TYPE(double, d)
DEF_TYPE(long double, ld)

typedef struct fpops {
  size_t sz;
  void (*lanes)(cs_op, void *, const void *, const unsigned char *, long, int, const void *);
  void (*comb)(cs_op, void *, const void *);
} fpops;

static fpops ops_for(cs_type t) {
  switch (t) {
  case CS_T_FLOAT: return (fpops){sizeof(float), lanes_f, comb_f};
  case CS_T_DOUBLE: return (fpops){sizeof(double), lanes_d, comb_d};
  case CS_T_LDOUBLE: return (fpops){sizeof(long double), lanes_ld, comb_ld};
  default: cs_die("cs_reduce_fp: type %d is not floating", (int)t);
  }
}

static void fp_identity(void *out, cs_type t, cs_op op) {
  long double v;
  switch (op) {
  case CS_OP_ADD: v = -0.0L; break;
  case CS_OP_MUL: v = 1.0L; break;
  case CS_OP_MIN: v = INFINITY; break;
  case CS_OP_MAX: v = -INFINITY; break;
  default: cs_die("cs_reduce_fp: operator %d is not +, *, <? or >?", (int)op);
  }
  if (t == CS_T_FLOAT) { float f = (float)v; memcpy(out, &f, sizeof f); }
  else if (t == CS_T_DOUBLE) { double d = (double)v; memcpy(out, &d, sizeof d); }
  else memcpy(out, &v, sizeof v);
}

/* Combines the 8 lanes as ((l0 l1)(l2 l3))((l4 l5)(l6 l7)) into lanes[0]. */
static void lanes_close(const fpops *o, cs_op op, char *l) {
  size_t z = o->sz;
  for (int w = 1; w < LANES; w *= 2)
    for (int k = 0; k < LANES; k += 2 * w) o->comb(op, l + k * z, l + (k + w) * z);
}

/* Message of one rank: header, then `nfull` block partials, then fragments
 * (each: frag header, count values, count mask bytes). */
typedef struct msg_hdr { long jfirst, nfull, nfrag, any; } msg_hdr;
typedef struct frag_hdr { long pos, count; } frag_hdr;

/* Every item is padded to 16 bytes so values read in place stay aligned. */
#define A16(n) (((size_t)(n) + 15) & ~(size_t)15)
static void put(char **w, const void *src, size_t n) {
  memcpy(*w, src, n);
  memset(*w + n, 0, A16(n) - n);
  *w += A16(n);
}

/* An incremental fold: the rank's values arrive in increasing chunks (so
 * generated code can fuse several reductions into one pass over memory and
 * feed values it computes into a small buffer). Full blocks are folded as
 * they complete; the raw values of the straddling head and tail blocks are
 * kept for the exchange. */
/* Which of a rank's positions [f, f+n) are in blocks it owns entirely, and
 * the head/tail fragments around them.  A function of (N, B, f, n) only, so
 * every rank can compute every other rank's message length. */
typedef struct geom { long jf, jend, head_end, tail_beg, nhead, ntail, nfull; } geom;
static geom geometry(long N, long B, long f, long n) {
  geom g;
  long NB = (N + B - 1) / B;
  g.jf = (f + B - 1) / B;
  g.jend = (f + n == N) ? NB : (f + n) / B;
  if (g.jend < g.jf) g.jend = g.jf;
  g.head_end = g.jf * B < f + n ? g.jf * B : f + n;
  g.tail_beg = g.jend * B > f ? g.jend * B : f;
  if (g.tail_beg < g.head_end) g.tail_beg = g.head_end;
  g.nhead = n > 0 ? g.head_end - f : 0;
  g.ntail = n > 0 && f + n > g.tail_beg ? f + n - g.tail_beg : 0;
  g.nfull = g.jend - g.jf;
  return g;
}

#define MAX_EXTRA 16
/* Length of a rank's message (see cs_fpfold_end for the layout). */
static size_t msg_len(const geom *g, size_t z, int nextra) {
  size_t len = A16(sizeof(msg_hdr)) + (size_t)nextra * 16 + A16((size_t)g->nfull * z);
  if (g->nhead > 0) len += A16(sizeof(frag_hdr)) + A16((size_t)g->nhead * z) + A16((size_t)g->nhead);
  if (g->ntail > 0) len += A16(sizeof(frag_hdr)) + A16((size_t)g->ntail * z) + A16((size_t)g->ntail);
  return len;
}

struct cs_fpfold {
  int nextra;             /* exact partials riding along (cs_fpfold_also) */
  void *xval[MAX_EXTRA];
  cs_type xt[MAX_EXTRA];
  cs_op xop[MAX_EXTRA];
  fpops o;
  size_t z;
  cs_op op;
  _Alignas(16) char id[sizeof(long double)];
  long N, B, NB, f, n;
  long jf, jend, head_end, tail_beg, nhead, ntail, nfull, any;
  char *parts;            /* nfull block partials */
  char *frag;             /* nhead + ntail raw values */
  unsigned char *fmask;   /* their mask bytes */
  _Alignas(16) char lanes[LANES * sizeof(long double)];
};
typedef struct cs_fpfold cs_fpfold;

cs_fpfold *cs_fpfold_begin(cs_shape_t s, cs_type t, cs_op op) {
  cs_fpfold *F = cs_xmalloc(sizeof *F);
  F->o = ops_for(t);
  F->z = F->o.sz;
  F->op = op;
  fp_identity(F->id, t, op);
  const long N = s->total, B = block_size(N), f = s->first, n = s->nlocal;
  F->N = N; F->B = B; F->NB = (N + B - 1) / B; F->f = f; F->n = n;
  /* Blocks this rank owns entirely: [jf, jend). */
  geom g = geometry(N, B, f, n);
  F->jf = g.jf; F->jend = g.jend; F->head_end = g.head_end; F->tail_beg = g.tail_beg;
  F->nhead = g.nhead; F->ntail = g.ntail; F->nfull = g.nfull;
  F->any = 0;
  F->nextra = 0;
  F->parts = cs_xmalloc((size_t)F->nfull * F->z + 1);
  F->frag = cs_xmalloc((size_t)(F->nhead + F->ntail) * F->z + 1);
  F->fmask = cs_xmalloc((size_t)(F->nhead + F->ntail) + 1);
  return F;
}

static void keep(cs_fpfold *F, long slot, const char *v, const unsigned char *m, long k) {
  memcpy(F->frag + (size_t)slot * F->z, v, (size_t)k * F->z);
  if (m) memcpy(F->fmask + slot, m, (size_t)k);
  else memset(F->fmask + slot, 1, (size_t)k);
}

void cs_fpfold_feed(cs_fpfold *F, const void *vals, const unsigned char *mask, long i0, long cnt) {
  if (cnt <= 0) return;
  const char *v = vals;
  const size_t z = F->z;
  if (!F->any) {
    if (!mask) F->any = 1;
    else for (long k = 0; k < cnt; k++) if (mask[k]) { F->any = 1; break; }
  }
  long p = F->f + i0, e = p + cnt;
  if (p < F->head_end) {                       /* head fragment: keep raw */
    long k = (e < F->head_end ? e : F->head_end) - p;
    keep(F, p - F->f, v, mask, k);
    p += k; v += (size_t)k * z; if (mask) mask += k;
  }
  long fe = e < F->tail_beg ? e : F->tail_beg;
  while (p < fe) {                             /* blocks owned entirely */
    long j = p / F->B, bend = (j + 1) * F->B < F->N ? (j + 1) * F->B : F->N;
    long k = (fe < bend ? fe : bend) - p;
    if (p == j * F->B)
      for (int q = 0; q < LANES; q++) memcpy(F->lanes + q * z, F->id, z);
    /* B is a multiple of LANES, so a position's lane is p % LANES */
    F->o.lanes(F->op, F->lanes, v, mask, k, (int)(p % LANES), F->id);
    if (p + k == bend) {
      lanes_close(&F->o, F->op, F->lanes);
      memcpy(F->parts + (size_t)(j - F->jf) * z, F->lanes, z);
    }
    p += k; v += (size_t)k * z; if (mask) mask += k;
  }
  if (p < e) keep(F, F->nhead + (p - F->tail_beg), v, mask, e - p);   /* tail fragment */
}

void cs_fpfold_also(cs_fpfold *F, void *val, cs_type t, cs_op op) {
  if (F->nextra >= MAX_EXTRA || cs_type_size(t) > 16) {  /* no room: its own collective now */
    cs_allreduce(val, t, op);
    return;
  }
  F->xval[F->nextra] = val; F->xt[F->nextra] = t; F->xop[F->nextra] = op;
  F->nextra++;
}

void cs_fpfold_end(cs_fpfold *F, void *out) {
  const fpops o = F->o;
  const size_t z = F->z;
  const cs_op op = F->op;
  const long B = F->B;
  geom mine = {F->jf, F->jend, F->head_end, F->tail_beg, F->nhead, F->ntail, F->nfull};
  size_t cap = msg_len(&mine, z, F->nextra);
  char *msg = cs_xmalloc(cap), *w = msg;
  msg_hdr h = {F->jf, F->nfull, (F->nhead > 0) + (F->ntail > 0), F->any};
  put(&w, &h, sizeof h);
  for (int x = 0; x < F->nextra; x++) {
    memset(w, 0, 16);
    memcpy(w, F->xval[x], cs_type_size(F->xt[x]));
    w += 16;
  }
  memcpy(w, F->parts, (size_t)F->nfull * z);
  memset(w + (size_t)F->nfull * z, 0, A16((size_t)F->nfull * z) - (size_t)F->nfull * z);
  w += A16((size_t)F->nfull * z);
  long fp[2] = {F->f, F->tail_beg}, fc[2] = {F->nhead, F->ntail}, fo[2] = {0, F->nhead};
  for (int q = 0; q < 2; q++) {
    if (fc[q] <= 0) continue;
    frag_hdr fh = {fp[q], fc[q]};
    put(&w, &fh, sizeof fh);
    put(&w, F->frag + (size_t)fo[q] * z, (size_t)fc[q] * z);
    put(&w, F->fmask + fo[q], (size_t)fc[q]);
  }

  /* Exchange: every rank gets every message. */
  MPI_Comm comm = cs_mpi_comm();
  int P = cs_nranks();
  int mylen = (int)(w - msg);
  if ((size_t)mylen != cap) cs_die("cs_fpfold_end: message length %d, expected %zu", mylen, cap);
  int *lens = cs_xmalloc(sizeof(int) * (size_t)P), *displs = cs_xmalloc(sizeof(int) * (size_t)P);
  /* Every rank's length follows from the block distribution: one collective. */
  for (int r = 0; r < P; r++) {
    long rf, rn;
    cs_block_of(F->N, P, r, &rf, &rn);
    geom gr = geometry(F->N, B, rf, rn);
    lens[r] = (int)msg_len(&gr, z, F->nextra);
  }
  if (lens[cs_rank()] != mylen) cs_die("cs_fpfold_end: shape positions not in the block distribution");
  long totlen = 0;
  for (int r = 0; r < P; r++) { displs[r] = (int)totlen; totlen += lens[r]; }
  char *all = cs_xmalloc((size_t)totlen);
  MPI_Allgatherv(msg, mylen, MPI_BYTE, all, lens, displs, MPI_BYTE, comm);

  /* Replay in rank (= position) order. `cur` holds the open lanes of the one
   * straddling block being assembled; blocks are closed in increasing order. */
  _Alignas(16) char acc[sizeof(long double)];
  _Alignas(16) char lane_acc[LANES * sizeof(long double)];
  memcpy(acc, F->id, z);
  long open_j = -1, any_all = 0;
  for (int r = 0; r < P; r++) {
    const char *rd = all + displs[r];
    msg_hdr mh;
    memcpy(&mh, rd, sizeof mh); rd += A16(sizeof mh);
    any_all |= mh.any;
    rd += (size_t)F->nextra * 16;
    const char *partials = rd;
    rd += A16((size_t)mh.nfull * z);
    /* fragments: the head (if any) precedes the full blocks, the tail follows */
    for (long q = 0, fullsdone = 0; q <= mh.nfrag; q++) {
      frag_hdr fh = {0, 0};
      if (q < mh.nfrag) memcpy(&fh, rd, sizeof fh);
      int is_head = q < mh.nfrag && (mh.nfull == 0 || fh.pos < mh.jfirst * B);
      if (!fullsdone && !is_head) {
        if (mh.nfull > 0 && open_j >= 0) {  /* close the straddling block before them */
          lanes_close(&o, op, lane_acc); o.comb(op, acc, lane_acc); open_j = -1;
        }
        for (long j = 0; j < mh.nfull; j++) o.comb(op, acc, partials + (size_t)j * z);
        fullsdone = 1;
      }
      if (q == mh.nfrag) break;
      rd += sizeof fh;
      long j = fh.pos / B;
      if (j != open_j) {
        if (open_j >= 0) { lanes_close(&o, op, lane_acc); o.comb(op, acc, lane_acc); }
        for (int k = 0; k < LANES; k++) memcpy(lane_acc + k * z, F->id, z);
        open_j = j;
      }
      o.lanes(op, lane_acc, rd, (const unsigned char *)rd + A16((size_t)fh.count * z), fh.count,
              (int)((fh.pos - j * B) % LANES), F->id);
      rd += A16((size_t)fh.count * z) + A16(fh.count);
    }
  }
  if (open_j >= 0) { lanes_close(&o, op, lane_acc); o.comb(op, acc, lane_acc); }
  if (!any_all && op == CS_OP_ADD) memset(acc, 0, z);  /* +0.0, not the -0.0 identity */
  memcpy(out, acc, z);
  /* The riding partials, combined in rank order (exact operators). */
  for (int x = 0; x < F->nextra; x++) {
    _Alignas(16) char xa[16];
    cs_identity(xa, F->xt[x], F->xop[x]);
    for (int r = 0; r < P; r++)
      cs_combine_n(xa, all + displs[r] + A16(sizeof(msg_hdr)) + (size_t)x * 16, 1, F->xt[x], F->xop[x]);
    memcpy(F->xval[x], xa, cs_type_size(F->xt[x]));
  }
  free(all); free(lens); free(displs); free(msg);
  free(F->parts); free(F->frag); free(F->fmask); free(F);
}

void cs_fold_chunk(void *acc, const void *vals, const unsigned char *mask, long cnt, cs_type t,
                   cs_op op) {
  fpops o = ops_for(t);
  _Alignas(16) char id[sizeof(long double)];
  _Alignas(16) char lanes[LANES * sizeof(long double)];
  fp_identity(id, t, op);
  for (int q = 0; q < LANES; q++) memcpy(lanes + q * o.sz, id, o.sz);
  o.lanes(op, lanes, vals, mask, cnt, 0, id);
  lanes_close(&o, op, lanes);
  o.comb(op, acc, lanes);
}

void cs_reduce_fp(void *out, const void *vals, const unsigned char *mask, cs_shape_t s,
                  cs_type t, cs_op op) {
  cs_fpfold *F = cs_fpfold_begin(s, t, op);
  cs_fpfold_feed(F, vals, mask, 0, s->nlocal);
  cs_fpfold_end(F, out);
}
