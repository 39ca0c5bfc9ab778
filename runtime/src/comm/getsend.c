/* comm/getsend.c — general communication: get (gather) and send (scatter with
 * combining) through one MPI_Alltoallv each way.
 *
 * One pass over the requesting positions does everything local: an index
 * inside this rank's block of the target is served in place (a typed load or
 * combine, no owner computation); only remote ones are listed, with their
 * owner (closed form of the block distribution, no call), and counted per
 * owner. Remote requests are packed per owner in increasing local position
 * order at cache-optimal offsets (cs_packet_layout) and exchanged with
 * MPI_Alltoallv; this rank's own packet never goes through MPI. Buffers are
 * grow-only scratch kept between calls (cs_scratch): no per-call mmap, page
 * faults or zeroing.
 *
 * Because ranks own increasing blocks, packets read in rank order are in
 * increasing order of the sending global position; sends are applied as:
 * packets of lower ranks, this rank's own sends, packets of higher ranks. So
 * collisions are deterministic at any rank count (`=`: the highest sending
 * position wins; `-=`: y - x1 - x2 ...; floating `+=` gives the same bits).
 * Integer operators whose result does not depend on the order are applied in
 * the routing pass directly (as are all operators on rank 0, which has no
 * lower ranks). */
#include <stdint.h>
#include <stdlib.h>

#include "comm/comm_internal.h"
#include "vp/types.h"

#pragma GCC diagnostic ignored "-Wint-in-bool-context"

/* The element counts every rank sends to me. */
static void exchange_counts(const size_t *scount, size_t *rcount) {
  int P = cs_nranks();
  long *s = cs_scratch(CS_SCR_A2A, sizeof(long) * 2 * (size_t)P), *r = s + P;
  for (int p = 0; p < P; p++) s[p] = (long)scount[p];
  MPI_Alltoall(s, 1, MPI_LONG, r, 1, MPI_LONG, cs_mpi_comm());
  for (int p = 0; p < P; p++) rcount[p] = (size_t)r[p];
}

/* The bookkeeping of one get or send exchange: per-rank counts, byte sizes
 * and offsets of the send (s*) and receive (r*) packets, `extra` more
 * per-rank arrays for the caller, and the list of remote requests (rl: local
 * position, rown: owner rank). All in run-time scratch; scnt starts at 0. */
typedef struct xplan {
  size_t *scnt, *rcnt, *sb, *so, *rb, *ro, *extra;
  long *rl;
  int *rown;
} xplan;

static xplan xplan_new(int P, long n, int extra) {
  size_t *v = cs_scratch(CS_SCR_COUNTS, sizeof(size_t) * (size_t)(6 + extra) * (size_t)P);
  xplan pl = {v, v + P, v + 2 * P, v + 3 * P, v + 4 * P, v + 5 * P, v + 6 * P, NULL, NULL};
  for (int p = 0; p < P; p++) pl.scnt[p] = 0;
  pl.rl = cs_scratch(CS_SCR_RLIST, sizeof(long) * (size_t)(P > 1 ? n + 1 : 1));
  pl.rown = cs_scratch(CS_SCR_ROWN, sizeof(int) * (size_t)(P > 1 ? n + 1 : 1));
  return pl;
}

static void out_of_range(const char *what, long g, cs_shape_t ts, const char *file, int line) {
  cs_fatal(file, line, "%s: position %ld out of range for shape %s (%ld positions)", what, g,
           ts->name ? ts->name : "?", ts->total);
}

/* T_CASE(SZ, T) for each element size with a typed copy: the loops below
 * move 1, 2, 4 and 8 bytes as one load and store, other sizes by memcpy. */
#define BY_ELEM_SIZE(T_CASE) T_CASE(1, uint8_t) T_CASE(2, uint16_t) T_CASE(4, uint32_t) T_CASE(8, uint64_t)

/* Owner of a remote position g (not mine). */
static inline int remote_owner(const cs_dist *d, int me, long g) {
  return d->P == 2 ? 1 - me : cs_dist_owner(d, g);
}

/* ---- get ------------------------------------------------------------------ */

/* The routing pass of a get or a send over the active positions i (pos[i]
 * a global position of target ts, whose block here starts at F and holds NL):
 * one in my block runs LOCAL with lp its local offset; another, where ROUTE,
 * is checked, and listed (rl, rown) and counted (scnt) for its owner. */
#define ROUTE_PASS(F, NL, ts, WHAT, ROUTE, LOCAL)                                   \
  for (long i = 0; i < n; i++) {                                                     \
    if (mask && !mask[i]) continue;                                                  \
    long g = pos[i];                                                                 \
    unsigned long lp = (unsigned long)(g - (F));                                     \
    if (lp < (unsigned long)(NL)) {                                                  \
      LOCAL;                                                                         \
    } else if (ROUTE) {                                                              \
      if (g < 0 || g >= (ts)->total) out_of_range(WHAT, g, ts, file, line);          \
      int o = remote_owner(&dist, me, g);                                            \
      rl[nr] = i; rown[nr++] = o; scnt[o]++;                                         \
    }                                                                                \
  }

/* Routing pass of a get: local reads done, remote ones listed. Returns the
 * number listed. COPY: a typed load or a memcpy of es bytes. */
#define GET_PASS(COPY) ROUTE_PASS(xf, xn, xs, "get", 1, COPY)

static long get_local(char *d, const char *xl, size_t es, cs_shape_t xs, const long *pos,
                      long n, const unsigned char *mask, long *rl, int *rown, size_t *scnt,
                      const char *file, int line) {
  int me = cs_rank();
  cs_dist dist = cs_dist_of(xs->total, cs_nranks());
  long xf = xs->first, xn = xs->nlocal, nr = 0;
  switch (es) {
#define T_CASE(SZ, T)                                                                \
  case SZ: {                                                                         \
    T *dd = (T *)d;                                                                  \
    const T *xx = (const T *)xl;                                                     \
    GET_PASS(dd[i] = xx[lp])                                                         \
    return nr;                                                                       \
  }
    BY_ELEM_SIZE(T_CASE)
#undef T_CASE
  default:
    GET_PASS(memcpy(d + (size_t)i * es, xl + lp * es, es))
    return nr;
  }
}

/* rep[k] = x[idx[k]] for cnt local offsets. */
static void gather_elems(char *rep, const char *x, const long *idx, size_t cnt, size_t es) {
  switch (es) {
#define T_CASE(SZ, T)                                                                \
  case SZ:                                                                           \
    for (size_t k = 0; k < cnt; k++) ((T *)rep)[k] = ((const T *)x)[idx[k]];         \
    return;
    BY_ELEM_SIZE(T_CASE)
#undef T_CASE
  default:
    for (size_t k = 0; k < cnt; k++) memcpy(rep + k * es, x + (size_t)idx[k] * es, es);
  }
}

void cs_get_pos(void *dst, const void *x, size_t es, cs_shape_t xs, const long *pos,
                cs_shape_t s, const unsigned char *mask, const char *file, int line) {
  int P = cs_nranks();
  long n = s->nlocal;
  /* dst may be x: every read must see the old values, so read a snapshot of
   * my block of x (other ranks read mine before I write, see below). */
  const char *xl = x;
  size_t xbytes = (size_t)xs->nlocal * es;
  if (cs_overlap(dst, (size_t)n * es, x, xbytes)) {
    char *snap = cs_scratch(CS_SCR_SNAPX, xbytes);
    memcpy(snap, x, xbytes);
    xl = snap;
  }
  xplan pl = xplan_new(P, n, 2);
  size_t *scnt = pl.scnt, *rcnt = pl.rcnt, *sb = pl.sb, *so = pl.so, *rb = pl.rb, *ro = pl.ro,
         *cur = pl.extra, *rep_o = pl.extra + P;
  long *rl = pl.rl;
  int *rown = pl.rown;
  long nr = get_local(dst, xl, es, xs, pos, n, mask, rl, rown, scnt, file, line);
  if (P == 1) return;
  exchange_counts(scnt, rcnt);

  /* requests: local offsets within the owner's block */
  for (int p = 0; p < P; p++) { sb[p] = scnt[p] * sizeof(long); rb[p] = rcnt[p] * sizeof(long); }
  char *req = cs_scratch(CS_SCR_SBUF, cs_packet_layout(sb, P, so));
  char *rreq = cs_scratch(CS_SCR_RBUF, cs_packet_layout(rb, P, ro));
  cs_dist dist = cs_dist_of(xs->total, P);
  for (int p = 0; p < P; p++) cur[p] = so[p];
  for (long k = 0; k < nr; k++) {
    int o = rown[k];
    long lp = pos[rl[k]] - cs_dist_first(&dist, o);
    memcpy(req + cur[o], &lp, sizeof lp);
    cur[o] += sizeof lp;
  }
  cs_alltoallv_bytes(req, sb, so, rreq, rb, ro);

  /* replies, from the snapshot when dst is x */
  size_t *rep_b = cur;
  for (int p = 0; p < P; p++) rep_b[p] = rcnt[p] * es;
  char *rep = cs_scratch(CS_SCR_REP, cs_packet_layout(rep_b, P, rep_o));
  for (int p = 0; p < P; p++)
    gather_elems(rep + rep_o[p], xl, (const long *)(rreq + ro[p]), rcnt[p], es);
  for (int p = 0; p < P; p++) sb[p] = scnt[p] * es;  /* what comes back to me */
  char *ans = cs_scratch(CS_SCR_ANS, cs_packet_layout(sb, P, so));
  cs_alltoallv_bytes(rep, rep_b, rep_o, ans, sb, so);
  char *d = dst;
  switch (es) {
#define T_CASE(SZ, T)                                                                \
  case SZ:                                                                           \
    for (long k = 0; k < nr; k++) {                                                  \
      int o = rown[k];                                                               \
      memcpy(d + (size_t)rl[k] * SZ, ans + so[o], SZ);                               \
      so[o] += SZ;                                                                   \
    }                                                                                \
    break;
    BY_ELEM_SIZE(T_CASE)
#undef T_CASE
  default:
    for (long k = 0; k < nr; k++) {
      int o = rown[k];
      memcpy(d + (size_t)rl[k] * es, ans + so[o], es);
      so[o] += es;
    }
  }
}

void cs_get(void *dst, const void *x, size_t es, cs_shape_t xs, const long *const *coords,
            cs_shape_t s, const unsigned char *mask, const char *file, int line) {
  long *pos = cs_coords_to_pos(xs, coords, s, mask, "get", file, line);
  cs_get_pos(dst, x, es, xs, pos, s, mask, file, line);
}

/* ---- send ----------------------------------------------------------------- */

#define REC_HDR sizeof(long)

/* Operator application, typed: one loop per (type, operator). BODY(T, EXPR)
 * is a loop that binds `T v` (the value) and `T *d` (the destination). */
#define OPS_BITS_1(BODY, T)                            \
  case CS_SEND_AND: BODY(T, *d = (T)(*d & v)) break;   \
  case CS_SEND_OR: BODY(T, *d = (T)(*d | v)) break;    \
  case CS_SEND_XOR: BODY(T, *d = (T)(*d ^ v)) break;
#define OPS_BITS_0(BODY, T) \
  case CS_SEND_AND: case CS_SEND_OR: case CS_SEND_XOR: cs_die("bitwise send on a floating type");
#define PASTE(a, b) a##b
#define OPS_BITS(isint, BODY, T) PASTE(OPS_BITS_, isint)(BODY, T)
#define OPS_SWITCH(BODY, T, isint)                                     \
  switch (op) {                                                        \
  case CS_SEND_ADD: BODY(T, *d = (T)(*d + v)) break;                   \
  case CS_SEND_SUB: BODY(T, *d = (T)(*d - v)) break;                   \
  case CS_SEND_MUL: BODY(T, *d = (T)((*d + 0) * (v + 0))) break;       \
  case CS_SEND_DIV: BODY(T, *d = (T)(*d / v)) break;                   \
  OPS_BITS(isint, BODY, T)                                             \
  case CS_SEND_MIN: BODY(T, if (v < *d) *d = v) break;                 \
  case CS_SEND_MAX: BODY(T, if (v > *d) *d = v) break;                 \
  case CS_SEND_LAND: BODY(T, *d = (T)(*d && v)) break;                 \
  case CS_SEND_LOR: BODY(T, *d = (T)(*d || v)) break;                  \
  default: break;                                                      \
  }

/* Applies cnt received (local offset, value) records of rs bytes. */
#define REC_LOOP(T, EXPR)                                                \
  for (size_t k = 0; k < cnt; k++) {                                     \
    const char *r = recs + k * rs;                                       \
    long lp;                                                             \
    memcpy(&lp, r, sizeof lp);                                           \
    T v;                                                                 \
    memcpy(&v, r + REC_HDR, sizeof v);                                   \
    T *d = (T *)(y + (size_t)lp * ystr);                                 \
    EXPR;                                                                \
  }

static void apply_recs(char *y, size_t ystr, const char *recs, size_t cnt, size_t rs, cs_type t,
                       size_t es, cs_sendop op) {
  if (op == CS_SEND_ASSIGN) {
    switch (es) {
#define T_CASE(SZ, T) case SZ: REC_LOOP(T, *d = v) return;
      BY_ELEM_SIZE(T_CASE)
#undef T_CASE
    default:
      for (size_t k = 0; k < cnt; k++) {
        long lp;
        memcpy(&lp, recs + k * rs, sizeof lp);
        memcpy(y + (size_t)lp * ystr, recs + k * rs + REC_HDR, es);
      }
      return;
    }
  }
  switch (t) {
#define X(tag, T, isint) case tag: OPS_SWITCH(REC_LOOP, T, isint) return;
    CS_FOR_EACH_TYPE(X)
#undef X
  }
  cs_die("send: bad type %d", (int)t);
}

/* The local pass of a send: every active position in order; destinations in
 * my block are combined in place when `apply` is set, others (route set) are
 * checked, listed with their owner and counted. */
#define LOCAL_LOOP(T, EXPR)                                                          \
  ROUTE_PASS(yf, yn, ys, "send", route, if (apply) {                                 \
    T v;                                                                             \
    memcpy(&v, xc + (size_t)i * sizeof(T), sizeof v);                                \
    T *d = (T *)(y + lp * ystr);                                                     \
    EXPR;                                                                            \
  })

static long send_local(char *y, size_t ystr, cs_shape_t ys, const char *xc, cs_type t, size_t es,
                       cs_sendop op, const long *pos, long n, const unsigned char *mask,
                       int route, int apply, long *rl, int *rown, size_t *scnt,
                       const char *file, int line) {
  int me = cs_rank();
  cs_dist dist = cs_dist_of(ys->total, cs_nranks());
  long yf = ys->first, yn = ys->nlocal, nr = 0;
  if (op == CS_SEND_ASSIGN) {
    switch (es) {
#define T_CASE(SZ, T) case SZ: LOCAL_LOOP(T, *d = v) return nr;
      BY_ELEM_SIZE(T_CASE)
#undef T_CASE
    default:
      ROUTE_PASS(yf, yn, ys, "send", route, if (apply) memcpy(y + lp * ystr, xc + (size_t)i * es, es))
      return nr;
    }
  }
  switch (t) {
#define X(tag, T, isint) case tag: OPS_SWITCH(LOCAL_LOOP, T, isint) return nr;
    CS_FOR_EACH_TYPE(X)
#undef X
  }
  cs_die("send: bad type %d", (int)t);
  return 0;
}

/* Integer operators whose result does not depend on the order of application. */
static int order_free(cs_type t, cs_sendop op) {
  int isfloat = t == CS_T_FLOAT || t == CS_T_DOUBLE || t == CS_T_LDOUBLE;
  if (isfloat) return 0;
  switch (op) {
  case CS_SEND_ADD: case CS_SEND_MUL: case CS_SEND_AND: case CS_SEND_OR: case CS_SEND_XOR:
  case CS_SEND_MIN: case CS_SEND_MAX: case CS_SEND_LAND: case CS_SEND_LOR: return 1;
  default: return 0;
  }
}

void cs_send_pos(void *y, cs_shape_t ys, const void *x, cs_type t, size_t es, cs_sendop op,
                 const long *pos, cs_shape_t s, const unsigned char *mask, const char *file,
                 int line) {
  cs_send_pos_strided(y, es, ys, x, t, es, op, pos, s, mask, file, line);
}

void cs_send_pos_strided(void *y, size_t ystr, cs_shape_t ys, const void *x, cs_type t, size_t es,
                         cs_sendop op, const long *pos, cs_shape_t s, const unsigned char *mask,
                         const char *file, int line) {
  int P = cs_nranks(), me = cs_rank();
  long n = s->nlocal;
  int isfloat = t == CS_T_FLOAT || t == CS_T_DOUBLE || t == CS_T_LDOUBLE;
  if (op != CS_SEND_ASSIGN && isfloat && (op == CS_SEND_AND || op == CS_SEND_OR || op == CS_SEND_XOR))
    cs_fatal_replicated(file, line, "send: bitwise combining on a floating type");
  if (op != CS_SEND_ASSIGN && cs_type_size(t) != es)
    cs_die("send: element size %zu does not match type %d", es, (int)t);
  if (ystr < es) cs_die("send: destination stride %zu below element size %zu", ystr, es);
  /* Writing y must not change what is still to be read: snapshot any input
   * that shares storage with my block of y. */
  size_t ybytes = (size_t)ys->nlocal * ystr;
  const char *xc = x;
  if (cs_overlap(y, ybytes, x, (size_t)n * es)) {
    char *c = cs_scratch(CS_SCR_SNAPX, (size_t)n * es);
    memcpy(c, x, (size_t)n * es);
    xc = c;
  }
  if (cs_overlap(y, ybytes, pos, (size_t)n * sizeof(long))) {
    long *c = cs_scratch(CS_SCR_SNAPP, (size_t)n * sizeof(long));
    memcpy(c, pos, (size_t)n * sizeof(long));
    pos = c;
  }
  if (mask && cs_overlap(y, ybytes, mask, (size_t)n)) {
    unsigned char *c = cs_scratch(CS_SCR_SNAPM, (size_t)n);
    memcpy(c, mask, (size_t)n);
    mask = c;
  }
  xplan pl = xplan_new(P, n, 0);
  size_t *scnt = pl.scnt, *rcnt = pl.rcnt, *sb = pl.sb, *so = pl.so, *rb = pl.rb, *ro = pl.ro;
  long *rl = pl.rl;
  int *rown = pl.rown;
  /* my own sends come after those of lower ranks: apply them now only when
   * there are none or the order does not matter */
  int now = me == 0 || order_free(t, op);
  long nr = send_local(y, ystr, ys, xc, t, es, op, pos, n, mask, 1, now, rl, rown, scnt, file, line);
  if (P == 1) return;
  exchange_counts(scnt, rcnt);
  size_t rs = REC_HDR + (es + 7) / 8 * 8;  /* records keep values 8-aligned */
  for (int p = 0; p < P; p++) { sb[p] = scnt[p] * rs; rb[p] = rcnt[p] * rs; }
  char *sbuf = cs_scratch(CS_SCR_SBUF, cs_packet_layout(sb, P, so));
  char *rbuf = cs_scratch(CS_SCR_RBUF, cs_packet_layout(rb, P, ro));
  cs_dist dist = cs_dist_of(ys->total, P);
  size_t *cur = cs_scratch(CS_SCR_REQ, sizeof(size_t) * (size_t)P);
  for (int p = 0; p < P; p++) cur[p] = so[p];
  for (long k = 0; k < nr; k++) {
    int o = rown[k];
    long i = rl[k], lp = pos[i] - cs_dist_first(&dist, o);
    memcpy(sbuf + cur[o], &lp, sizeof lp);
    memcpy(sbuf + cur[o] + REC_HDR, xc + (size_t)i * es, es);
    cur[o] += rs;
  }
  cs_alltoallv_bytes(sbuf, sb, so, rbuf, rb, ro);
  for (int p = 0; p < me; p++) apply_recs(y, ystr, rbuf + ro[p], rcnt[p], rs, t, es, op);
  if (!now) send_local(y, ystr, ys, xc, t, es, op, pos, n, mask, 0, 1, rl, rown, scnt, file, line);
  for (int p = me + 1; p < P; p++) apply_recs(y, ystr, rbuf + ro[p], rcnt[p], rs, t, es, op);
}

void cs_send(void *y, cs_shape_t ys, const void *x, cs_type t, size_t es, cs_sendop op,
             const long *const *coords, cs_shape_t s, const unsigned char *mask,
             const char *file, int line) {
  long *pos = cs_coords_to_pos(ys, coords, s, mask, "send", file, line);
  cs_send_pos(y, ys, x, t, es, op, pos, s, mask, file, line);
}

void cs_send_strided(void *y, size_t ystride, cs_shape_t ys, const void *x, cs_type t,
                     size_t es, cs_sendop op, const long *const *coords, cs_shape_t s,
                     const unsigned char *mask, const char *file, int line) {
  long *pos = cs_coords_to_pos(ys, coords, s, mask, "send", file, line);
  cs_send_pos_strided(y, ystride, ys, x, t, es, op, pos, s, mask, file, line);
}
