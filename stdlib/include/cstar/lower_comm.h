/* cstar/lower_comm.h — small helpers the code generated for C* communication
 * calls (compiler/lib/Lower/Comm.cpp). Not for user programs.
 *
 * They check what the compiler cannot (ranks and shapes known only at run
 * time, combiner values), then call <cstar/comm.h>. Static inline so that no
 * runtime source is needed; the stencil iterator runs once per grid row.
 * Errors name the .cs file:line; these checks are on replicated scalars
 * (ranks, shapes, combiners, axes), so they go through cs_fatal_replicated:
 * printed once (by rank 0), not once per rank. */
#ifndef CSTAR_LOWER_COMM_H
#define CSTAR_LOWER_COMM_H

/* No <stdlib.h> or <string.h>: this header comes before the program's own
 * text in every generated file, and their names (index, random, div, ...)
 * would then clash with a program's variables of those names, which C
 * allows when the program does not include them. The builtins below are the
 * same functions. */
#include <cstar/comm.h>
#include <cstar/lower_arith.h>

#define CS_LC_COPY 100      /* CMC_combiner_copy */
#define CS_LC_OVERWRITE 101 /* CMC_combiner_overwrite */

static inline void cs_lc_rank(cs_shape_t s, int n, const char *what, const char *file, int line) {
  if (s->rank != n)
    cs_fatal_replicated(file, line, "%s: %d %s for shape '%s' of rank %d", what, n, n == 1 ? "index" : "indices",
             s->name ? s->name : "?", s->rank);
}

static inline void cs_lc_same_shape(const void *x, cs_shape_t s, const char *what, const char *file,
                                    int line) {
  cs_shape_t xs = cs_pvar_shape(x);
  if (xs != s)
    cs_fatal_replicated(file, line, "%s: parallel variable of shape '%s' used where the current shape is '%s'", what,
             xs && xs->name ? xs->name : "?", s->name ? s->name : "?");
}

static inline cs_op cs_lc_op(int comb, const char *what, const char *file, int line) {
  if (comb == CS_LC_COPY && (!__builtin_strcmp(what, "scan") || !__builtin_strcmp(what, "spread") || !__builtin_strcmp(what, "multispread")))
    return CS_OP_COPY;
  if (comb < (int)CS_OP_ADD || comb > (int)CS_OP_LOR)
    cs_fatal_replicated(file, line, "%s: combiner %d is not supported here (use add, multiply, logand, logior, "
             "logxor, min, max, and, or)", what, comb);
  return (cs_op)comb;
}

/* An axis argument known only at run time (scan, spread, rank, enumerate,
 * pcoord) must name an axis of the current shape: an axis past the rank
 * would index the shape's extents out of bounds. Checked once per call, on
 * every rank (replicated scalars). */
static inline int cs_lc_axis(int axis, cs_shape_t s, const char *what, const char *file, int line) {
  if (s && (axis < 0 || axis >= s->rank))
    cs_fatal_replicated(file, line, "%s: axis %d is out of range for shape '%s' of rank %d (axes are 0 to %d)", what,
                        axis, s->name ? s->name : "?", s->rank, s->rank - 1);
  return axis;
}

/* multispread's axis mask: bit a = axis a; a bit past the rank names no axis */
static inline unsigned cs_lc_axis_mask(unsigned m, cs_shape_t s, const char *what, const char *file, int line) {
  if (s->rank < 32 && (m >> s->rank) != 0)
    cs_fatal_replicated(file, line, "%s: axis mask 0x%x names an axis past the rank %d of shape '%s'", what, m,
                        s->rank, s->name ? s->name : "?");
  return m;
}

/* A combiner for values of type t: logand/logior/logxor need integers. */
static inline cs_op cs_lc_op_t(int comb, cs_type t, const char *what, const char *file, int line) {
  cs_op op = cs_lc_op(comb, what, file, line);
  if ((op == CS_OP_AND || op == CS_OP_OR || op == CS_OP_XOR) &&
      (t == CS_T_FLOAT || t == CS_T_DOUBLE || t == CS_T_LDOUBLE))
    cs_fatal_replicated(file, line, "%s: combiner logand/logior/logxor needs integer (or bool) values; these are "
                        "floating", what);
  return op;
}

static inline cs_sendop cs_lc_sendop(int comb, const char *file, int line) {
  switch (comb) {
    case CS_LC_OVERWRITE: return CS_SEND_ASSIGN;
    case CS_OP_ADD: return CS_SEND_ADD;
    case CS_OP_MUL: return CS_SEND_MUL;
    case CS_OP_AND: return CS_SEND_AND;
    case CS_OP_OR: return CS_SEND_OR;
    case CS_OP_XOR: return CS_SEND_XOR;
    case CS_OP_MIN: return CS_SEND_MIN;
    case CS_OP_MAX: return CS_SEND_MAX;
    case CS_OP_LAND: return CS_SEND_LAND;
    case CS_OP_LOR: return CS_SEND_LOR;
    default: cs_fatal_replicated(file, line, "send: combiner %d is not supported", comb);
  }
}

/* segment bits: only with a segment mode */
static inline const unsigned char *cs_lc_sbit(int smode, const void *sbit) {
  return smode ? (const unsigned char *)sbit : NULL;
}

/* ... and of the current shape (one flag per position scanned) */
static inline const unsigned char *cs_lc_sbit_at(int smode, const void *sbit, cs_shape_t s, const char *what,
                                                 const char *file, int line) {
  if (!smode || !sbit) return NULL;
  cs_lc_same_shape(sbit, s, what, file, line);
  return (const unsigned char *)sbit;
}

/* ---- make_multi_coord / copy_multispread (cstar, docs/language.md §4a) ---- */
#ifndef CS_MULTI_COORD_DEFINED /* also in <cscomm.h> */
#define CS_MULTI_COORD_DEFINED
typedef struct cs_multi_coord { cs_shape_t shape; unsigned axis_mask; long coord[CS_MAX_RANK]; } cs_multi_coord;
#endif

/* make_multi_coord(s, axis_mask, coords): coords[a] for each axis a in the
 * mask, checked against s's extents (replicated scalars: reported once). */
static inline cs_multi_coord cs_lc_multi_coord(cs_shape_t s, unsigned m, const int *c, const char *file, int line) {
  cs_multi_coord mc;
  __builtin_memset(&mc, 0, sizeof mc);
  if (!s || !s->allocated || s->rank < 1)
    cs_fatal_replicated(file, line, "make_multi_coord: shape '%s' has no extents (allocate it first)",
                        s && s->name ? s->name : "?");
  if (m == 0 || (s->rank < 32 && (m >> s->rank) != 0))
    cs_fatal_replicated(file, line, "make_multi_coord: axis mask 0x%x %s shape '%s' of rank %d", m,
                        m ? "names an axis past the rank of" : "names no axis of", s->name ? s->name : "?", s->rank);
  if (!c) cs_fatal_replicated(file, line, "make_multi_coord: the coordinate array is NULL");
  mc.shape = s;
  mc.axis_mask = m;
  for (int a = 0; a < s->rank; a++)
    if (m & (1u << a)) {
      if (c[a] < 0 || c[a] >= s->dims[a])
        cs_fatal_replicated(file, line, "make_multi_coord: coordinate %d on axis %d is out of range for shape '%s' "
                            "(0 to %ld)", c[a], a, s->name ? s->name : "?", s->dims[a] - 1);
      mc.coord[a] = c[a];
    }
  return mc;
}

/* r = copy_multispread(&x, m, mc): each active position reads x at the
 * position whose coordinates on the axes of m are mc's and on the other axes
 * its own (copy_spread over several axes at once; the source is read whether
 * active or not).  One general get. */
static inline void cs_lc_copy_multispread(void *r, const void *x, size_t es, unsigned m, cs_multi_coord mc,
                                          cs_shape_t s, const unsigned char *mask, const char *file, int line) {
  cs_shape_t xs = cs_pvar_shape(x);
  if (xs != s)
    cs_fatal_replicated(file, line, "copy_multispread: parallel variable of shape '%s' used where the current shape "
                        "is '%s'", xs && xs->name ? xs->name : "?", s->name ? s->name : "?");
  if (mc.shape != s)
    cs_fatal_replicated(file, line, "copy_multispread: the multi_coord was made for shape '%s', not for the current "
                        "shape '%s'", mc.shape && mc.shape->name ? mc.shape->name : "?", s->name ? s->name : "?");
  if (m == 0 || (s->rank < 32 && (m >> s->rank) != 0))
    cs_fatal_replicated(file, line, "copy_multispread: axis mask 0x%x %s shape '%s' of rank %d", m,
                        m ? "names an axis past the rank of" : "names no axis of", s->name ? s->name : "?", s->rank);
  if ((m & ~mc.axis_mask) != 0)
    cs_fatal_replicated(file, line, "copy_multispread: axis mask 0x%x names an axis the multi_coord (mask 0x%x) "
                        "gives no coordinate for", m, mc.axis_mask);
  long *pos = (long *)cs_palloc(s, sizeof(long));
  for (long i = 0; i < s->nlocal; i++) {
    long g = s->first + i;
    for (int a = 0; a < s->rank; a++)
      if (m & (1u << a)) g += (mc.coord[a] - cs_coord(s, a, g)) * s->strides[a];
    pos[i] = g;
  }
  cs_get_pos(r, x, es, s, pos, s, mask, file, line);
  cs_pfree(pos);
}

/* Scan and rank directions, inclusion and segment modes are enums of two
 * values; any other value (a misplaced argument) is reported, not read as
 * the other value. */
static inline cs_direction cs_lc_dir(int d, const char *what, const char *file, int line) {
  if (d != CS_UPWARD && d != CS_DOWNWARD)
    cs_fatal_replicated(file, line, "%s: direction %d is not CMC_upward or CMC_downward", what, d);
  return (cs_direction)d;
}
static inline int cs_lc_incl(int v, const char *what, const char *file, int line) {
  if (v != 0 && v != 1)
    cs_fatal_replicated(file, line, "%s: inclusion %d is not CMC_exclusive or CMC_inclusive", what, v);
  return v;
}
static inline int cs_lc_smode(int v, const char *what, const char *file, int line) {
  if (v != 0 && v != 1)
    cs_fatal_replicated(file, line, "%s: segment mode %d is not CMC_none or CMC_segment_bit", what, v);
  return v;
}

/* palloc(S, bools): a size in bools (bits), rounded up to whole bytes; a
 * size below 1 would allocate nothing (0) or wrap around (negative). */
static inline void *cs_lc_palloc(cs_shape_t s, long bools, const char *file, int line) {
  if (bools < 1)
    cs_fatal_replicated(file, line, "palloc: element size of %ld bools; it must be at least 1 (use boolsizeof(type))",
                        bools);
  return cs_palloc_user(s, (size_t)(bools + 7) / 8, file, line);
}

/* ---- temporaries -------------------------------------------------------------- *
 * Storage for a statement's temporaries is kept per site (a static slot in
 * the generated code) and reused while its shape and element size stay the
 * same: fresh megabytes every execution would cost more in page faults than
 * the communication itself. A site re-entered (recursion) gets fresh storage.
 * Contents are not zeroed. */
typedef struct cs_lc_slot { void *p; cs_shape_t s; long n; size_t es; int busy; } cs_lc_slot;

static inline void *cs_lc_tmp(cs_lc_slot *sl, cs_shape_t s, size_t es) {
  if (sl->busy) return cs_palloc(s, es);
  if (!sl->p || sl->s != s || sl->n != s->nlocal || sl->es != es) {
    cs_pfree(sl->p);
    sl->p = cs_palloc(s, es);
    sl->s = s; sl->n = s->nlocal; sl->es = es;
  }
  sl->busy = 1;
  return sl->p;
}

static inline void cs_lc_tmp_done(cs_lc_slot *sl, void *p) {
  if (p == sl->p) sl->busy = 0;
  else cs_pfree(p);
}

/* ---- left indexing ---------------------------------------------------------- */
/* One axis: the coordinate is the position (no conversion pass). */
static inline void cs_lc_get(void *dst, const void *x, size_t es, int n, const long *const *c, cs_shape_t s,
                             const unsigned char *mask, const char *file, int line) {
  cs_shape_t xs = cs_pvar_shape(x);
  cs_lc_rank(xs, n, "left index", file, line);
  if (n == 1) cs_get_pos(dst, x, es, xs, c[0], s, mask, file, line);
  else cs_get(dst, x, es, xs, c, s, mask, file, line);
}

static inline void cs_lc_send(void *y, const void *v, cs_type t, size_t es, cs_sendop op, int n,
                              const long *const *c, cs_shape_t s, const unsigned char *mask,
                              const char *file, int line) {
  cs_shape_t ys = cs_pvar_shape(y);
  cs_lc_rank(ys, n, "left index", file, line);
  if (n == 1) cs_send_pos(y, ys, v, t, es, op, c[0], s, mask, file, line);
  else cs_send(y, ys, v, t, es, op, c, s, mask, file, line);
}

/* [i]y.f OP= v, [i]y[k] OP= v: part is &y[0].f (y[0][k]); y's elements are
 * stride bytes apart, the part's es */
static inline void cs_lc_send_part(const void *y, void *part, size_t stride, const void *v, cs_type t,
                                   size_t es, cs_sendop op, int n, const long *const *c, cs_shape_t s,
                                   const unsigned char *mask, const char *file, int line) {
  cs_shape_t ys = cs_pvar_shape(y);
  cs_lc_rank(ys, n, "left index", file, line);
  if (n == 1) cs_send_pos_strided(part, stride, ys, v, t, es, op, c[0], s, mask, file, line);
  else cs_send_strided(part, stride, ys, v, t, es, op, c, s, mask, file, line);
}

/* [.+k0][.+k1]x: off-grid reads give zero */
static inline void cs_lc_shift(void *dst, const void *x, size_t es, cs_shape_t s, int n, const long *k,
                               cs_border b, const void *bval, const unsigned char *mask,
                               const char *file, int line) {
  cs_lc_rank(s, n, "grid index", file, line);
  cs_lc_same_shape(x, s, "grid index", file, line);
  cs_shift(dst, x, es, s, k, b, bval, mask);
}

/* [.+k]y OP= v: w receives the values, f (zeroed bytes) flags the receivers */
static inline void cs_lc_grid_send(void *w, unsigned char *f, const void *v, const void *y, size_t es,
                                   cs_shape_t s, int n, const long *k, const unsigned char *mask,
                                   const char *file, int line) {
  cs_lc_rank(s, n, "grid index", file, line);
  cs_lc_same_shape(y, s, "grid send", file, line);
  cs_shift_send(w, v, es, s, k, CS_BORDER_KEEP, NULL, mask);
  unsigned char *ones = (unsigned char *)__builtin_malloc((size_t)s->nlocal + 1);
  __builtin_memset(ones, 1, (size_t)s->nlocal + 1);
  cs_shift_send(f, ones, 1, s, k, CS_BORDER_KEEP, NULL, mask);
  __builtin_free(ones);
}

/* ---- scans ------------------------------------------------------------------ */
/* Fast path of scan on a one-axis shape with every position active: the
 * generated code folds its block, then needs the combination of the blocks of
 * the ranks before it (identity on rank 0): one cs_scan over a shape with one
 * position per rank, created on first use (collective: every rank scans). */
static inline void cs_lc_exscan(void *out, const void *in, cs_type t, cs_op op) {
  static cs_shape_t rs;
  if (!rs) {
    long d = cs_nranks();
    rs = cs_shape_new("__cs_ranks", 1, &d);
  }
  size_t es = cs_type_size(t);
  char *a = (char *)cs_palloc(rs, es), *b = (char *)cs_palloc(rs, es);
  __builtin_memcpy(a, in, es);
  cs_scan(b, a, t, op, 0, CS_UPWARD, 0, NULL, rs, NULL);
  __builtin_memcpy(out, b, es);
  cs_pfree(a);
  cs_pfree(b);
}

/* ---- <cscomm.h> grid functions ---------------------------------------------- */
static inline void cs_lc_from(void *dst, const void *x, size_t es, cs_shape_t s, int n, const long *k,
                              cs_border b, const void *bval, int to, const unsigned char *mask,
                              const char *what, const char *file, int line) {
  cs_lc_rank(s, n, what, file, line);
  cs_lc_same_shape(dst, s, what, file, line);
  if (to) cs_shift_send(dst, x, es, s, k, b, bval, mask);
  else cs_shift(dst, x, es, s, k, b, bval, mask);
}

static inline void cs_lc_from_dim(void *dst, const void *x, size_t es, cs_shape_t s, int axis, long dist,
                                  cs_border b, int to, const unsigned char *mask, const char *what,
                                  const char *file, int line) {
  long k[CS_MAX_RANK] = {0};
  if (axis < 0 || axis >= s->rank)
    cs_fatal_replicated(file, line, "%s: axis %d out of range for shape '%s' of rank %d", what, axis,
             s->name ? s->name : "?", s->rank);
  k[axis] = dist;
  cs_lc_from(dst, x, es, s, s->rank, k, b, NULL, to, mask, what, file, line);
}

/* send(&dst, address, source, combiner, notify): notify (a bool pvar of the
 * destination's shape, or NULL) becomes 1 where a value arrived, 0 elsewhere */
static inline void cs_lc_send_pos(void *y, const void *v, cs_type t, size_t es, int comb, const long *pos,
                                  void *notify, cs_shape_t s, const unsigned char *mask,
                                  const char *file, int line) {
  cs_shape_t ys = cs_pvar_shape(y);
  cs_send_pos(y, ys, v, t, es, cs_lc_sendop(comb, file, line), pos, s, mask, file, line);
  if (notify) {
    cs_shape_t ns = cs_pvar_shape(notify);
    if (ns != ys)  /* one flag per destination position */
      cs_fatal_replicated(file, line, "send: the notify flag is of shape '%s', the destination of shape '%s'; they "
                          "must be of one shape", ns && ns->name ? ns->name : "?", ys && ys->name ? ys->name : "?");
    __builtin_memset(notify, 0, (size_t)ns->nlocal);
    unsigned char *ones = (unsigned char *)__builtin_malloc((size_t)s->nlocal + 1);
    __builtin_memset(ones, 1, (size_t)s->nlocal + 1);
    cs_send_pos(notify, ns, ones, CS_T_BOOL, 1, CS_SEND_ASSIGN, pos, s, mask, file, line);
    __builtin_free(ones);
  }
}

/* ---- fused stencil loops ---------------------------------------------------- *
 * A statement reading only grid neighbours [.+k]x of variables of the current
 * shape runs as one loop: cs_halo fetches the lo/hi elements around the
 * rank's block once per variable, and the iterator splits each run of the
 * last axis into a "fast" middle (every read local and on the grid: plain
 * x[i+d]) and checked ends (reads may come from the halo or lie off the grid,
 * where they give 0). */
#define CS_LC_MAXSHIFT 32
typedef struct cs_lc_stencil {
  cs_shape_t s;
  int ns, R;
  long n, D, lo, hi, ilo, ihi, cl, cr, i;
  long k[CS_LC_MAXSHIFT][CS_MAX_RANK];
  long d[CS_LC_MAXSHIFT], kl[CS_LC_MAXSHIFT];
} cs_lc_stencil;

/* k: ns shift vectors of n entries each, one after the other */
static inline void cs_lc_stencil_init(cs_lc_stencil *st, cs_shape_t s, int ns, int n, const long *k,
                                      const char *file, int line) {
  cs_lc_rank(s, n, "grid index", file, line);
  st->s = s; st->ns = ns; st->R = n; st->n = s->nlocal; st->i = 0;
  st->D = s->dims[n - 1];
  long dmin = 0, dmax = 0;
  st->cl = st->cr = 0;
  for (int j = 0; j < ns; j++) {
    long d = 0;
    for (int a = 0; a < n; a++) { st->k[j][a] = k[j * n + a]; d += k[j * n + a] * s->strides[a]; }
    st->d[j] = d;
    st->kl[j] = k[j * n + n - 1];
    if (d < dmin) dmin = d;
    if (d > dmax) dmax = d;
    if (-st->kl[j] > st->cl) st->cl = -st->kl[j];
    if (st->kl[j] > st->cr) st->cr = st->kl[j];
  }
  /* a shift beyond the whole grid reads only zeros: keep the halo bounded */
  if (-dmin > s->total) dmin = -s->total;
  if (dmax > s->total) dmax = s->total;
  st->lo = -dmin; st->hi = dmax;
  st->ilo = st->lo; st->ihi = st->n - st->hi;
}

/* Halo of x (lo elements, then hi): collective. */
static inline void *cs_lc_stencil_halo(cs_lc_stencil *st, const void *x, size_t es, const char *file,
                                       int line) {
  cs_lc_same_shape(x, st->s, "grid index", file, line);
  char *b = (char *)__builtin_malloc((size_t)(st->lo + st->hi + 1) * es);
  cs_halo(x, es, st->s, st->lo, st->hi, b, b + (size_t)st->lo * es);
  return b;
}

/* Next run [ra, rb) of the last axis (first column c0): fast part [fa, fb),
 * checked parts [ra, fa) and [fb, rb); ok bit j: shift j stays on the grid
 * on every axis but the last. Returns 0 when done. */
static inline int cs_lc_stencil_run(cs_lc_stencil *st, long *ra, long *fa, long *fb, long *rb, long *c0,
                                    unsigned *ok) {
  if (st->i >= st->n) return 0;
  cs_shape_t s = st->s;
  long g = s->first + st->i, c = g % st->D;
  long a = st->i, b = a + (st->D - c);
  if (b > st->n) b = st->n;
  unsigned m = 0, all = st->ns >= 32 ? ~0u : (1u << st->ns) - 1;
  for (int j = 0; j < st->ns; j++) {
    int on = 1;
    for (int x = 0; x + 1 < st->R && on; x++) {
      long cx = cs_coord(s, x, g) + st->k[j][x];
      on = cx >= 0 && cx < s->dims[x];
    }
    if (on) m |= 1u << j;
  }
  long f0 = b, f1 = b;
  if (m == all) {
    f0 = a + (st->cl > c ? st->cl - c : 0);
    f1 = a + (st->D - st->cr - c);
    if (f0 < st->ilo) f0 = st->ilo;
    if (f1 > st->ihi) f1 = st->ihi;
    if (f1 > b) f1 = b;
    if (f0 < a) f0 = a;
    if (f1 <= f0) f0 = f1 = b;
  }
  *ra = a; *fa = f0; *fb = f1; *rb = b; *c0 = c; *ok = m;
  st->i = b;
  return 1;
}

#endif /* CSTAR_LOWER_COMM_H */
