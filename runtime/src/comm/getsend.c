/* comm/getsend.c — general communication: get (gather) and send (scatter with
 * combining) through one MPI_Alltoallv each way.
 *
 * Every rank packs its requests per owner rank in increasing local position
 * order. Because ranks own increasing blocks, the receive buffer read in rank
 * order is in increasing order of the requesting/sending global position;
 * applying sends in that order makes collisions deterministic at any rank
 * count (`=`: the highest sending position wins; `-=`: y - x1 - x2 ...). */
#include <stdlib.h>

#include "comm/comm_internal.h"
#include "vp/types.h"

/* Shared first step: owner of each active request; counts per owner. */
static int *route(const long *pos, cs_shape_t ts, cs_shape_t s, const unsigned char *mask,
                  size_t *count, const char *what, const char *file, int line) {
  long n = s->nlocal;
  int P = cs_nranks();
  int *own = cs_xmalloc(sizeof(int) * (size_t)(n + 1));
  for (int p = 0; p < P; p++) count[p] = 0;
  for (long i = 0; i < n; i++) {
    if (mask && !mask[i]) { own[i] = -1; continue; }
    long g = pos[i];
    if (g < 0 || g >= ts->total)
      cs_fatal(file, line, "%s: position %ld out of range for shape %s (%ld positions)", what, g,
               ts->name ? ts->name : "?", ts->total);
    own[i] = cs_owner(ts, g);
    count[own[i]]++;
  }
  return own;
}

/* The element counts every rank sends to me. */
static void exchange_counts(const size_t *scount, size_t *rcount) {
  int P = cs_nranks();
  long *s = cs_xmalloc(sizeof(long) * 2 * (size_t)P), *r = s + P;
  for (int p = 0; p < P; p++) s[p] = (long)scount[p];
  MPI_Alltoall(s, 1, MPI_LONG, r, 1, MPI_LONG, cs_mpi_comm());
  for (int p = 0; p < P; p++) rcount[p] = (size_t)r[p];
  free(s);
}

void cs_get_pos(void *dst, const void *x, size_t es, cs_shape_t xs, const long *pos,
                cs_shape_t s, const unsigned char *mask, const char *file, int line) {
  int P = cs_nranks();
  long n = s->nlocal;
  size_t *v = cs_xmalloc(sizeof(size_t) * 8 * (size_t)P);
  size_t *scnt = v, *rcnt = v + P, *sb = v + 2 * P, *so = v + 3 * P, *rb = v + 4 * P,
         *ro = v + 5 * P, *cur = v + 6 * P;
  int *own = route(pos, xs, s, mask, scnt, "get", file, line);
  exchange_counts(scnt, rcnt);

  /* requests: local offsets within the owner's block */
  for (int p = 0; p < P; p++) { sb[p] = scnt[p] * sizeof(long); rb[p] = rcnt[p] * sizeof(long); }
  char *req = cs_xmalloc(cs_packet_layout(sb, P, so));
  char *rreq = cs_xmalloc(cs_packet_layout(rb, P, ro));
  long *firsts = cs_xmalloc(sizeof(long) * (size_t)P);
  for (int p = 0; p < P; p++) { long nn; cs_block_of(xs->total, P, p, &firsts[p], &nn); }
  for (int p = 0; p < P; p++) cur[p] = so[p];
  for (long i = 0; i < n; i++) {
    int o = own[i];
    if (o < 0) continue;
    long lp = pos[i] - firsts[o];
    memcpy(req + cur[o], &lp, sizeof lp);
    cur[o] += sizeof lp;
  }
  cs_alltoallv_bytes(req, sb, so, rreq, rb, ro);

  /* replies, read before anything is written (dst may be x) */
  size_t *rep_b = cur, *rep_o = v + 7 * P;
  for (int p = 0; p < P; p++) rep_b[p] = rcnt[p] * es;
  char *rep = cs_xmalloc(cs_packet_layout(rep_b, P, rep_o));
  const char *xc = x;
  for (int p = 0; p < P; p++) {
    const char *rq = rreq + ro[p];
    char *out = rep + rep_o[p];
    for (size_t k = 0; k < rcnt[p]; k++) {
      long lp;
      memcpy(&lp, rq + k * sizeof(long), sizeof lp);
      cs_elem_copy(out + k * es, xc + (size_t)lp * es, es);
    }
  }
  for (int p = 0; p < P; p++) sb[p] = scnt[p] * es;  /* what comes back to me */
  char *ans = cs_xmalloc(cs_packet_layout(sb, P, so));
  cs_alltoallv_bytes(rep, rep_b, rep_o, ans, sb, so);
  char *d = dst;
  for (long i = 0; i < n; i++) {
    int o = own[i];
    if (o < 0) continue;
    cs_elem_copy(d + (size_t)i * es, ans + so[o], es);
    so[o] += es;
  }
  free(ans); free(rep); free(firsts); free(rreq); free(req); free(own); free(v);
}

void cs_get(void *dst, const void *x, size_t es, cs_shape_t xs, const long *const *coords,
            cs_shape_t s, const unsigned char *mask, const char *file, int line) {
  long *pos = cs_coords_to_pos(xs, coords, s, mask, "get", file, line);
  cs_get_pos(dst, x, es, xs, pos, s, mask, file, line);
  free(pos);
}

/* ---- send: apply received (position, value) records in order -------------- */

#define REC_HDR sizeof(long)

#define LOOP(T, EXPR)                                                    \
  for (size_t k = 0; k < cnt; k++) {                                     \
    const char *r = recs + k * rs;                                       \
    long lp;                                                             \
    memcpy(&lp, r, sizeof lp);                                           \
    T v;                                                                 \
    memcpy(&v, r + REC_HDR, sizeof v);                                   \
    T *d = (T *)y + lp;                                                  \
    EXPR;                                                                \
  }
#define BITOPS_1(T)                                   \
  case CS_SEND_AND: LOOP(T, *d = (T)(*d & v)) break;  \
  case CS_SEND_OR: LOOP(T, *d = (T)(*d | v)) break;   \
  case CS_SEND_XOR: LOOP(T, *d = (T)(*d ^ v)) break;
#define BITOPS_0(T) \
  case CS_SEND_AND: case CS_SEND_OR: case CS_SEND_XOR: cs_die("bitwise send on a floating type");
#define PASTE(a, b) a##b
#define BITOPS(isint, T) PASTE(BITOPS_, isint)(T)

#pragma GCC diagnostic ignored "-Wint-in-bool-context"
static void apply(char *y, const char *recs, size_t cnt, size_t rs, cs_type t, size_t es,
                  cs_sendop op) {
  if (op == CS_SEND_ASSIGN) {
    for (size_t k = 0; k < cnt; k++) {
      long lp;
      memcpy(&lp, recs + k * rs, sizeof lp);
      cs_elem_copy(y + (size_t)lp * es, recs + k * rs + REC_HDR, es);
    }
    return;
  }
  switch (t) {
#define X(tag, T, isint)                                                         \
  case tag:                                                                      \
    switch (op) {                                                                \
    case CS_SEND_ADD: LOOP(T, *d = (T)(*d + v)) break;                           \
    case CS_SEND_SUB: LOOP(T, *d = (T)(*d - v)) break;                           \
    case CS_SEND_MUL: LOOP(T, *d = (T)((*d + 0) * (v + 0))) break;               \
    case CS_SEND_DIV: LOOP(T, *d = (T)(*d / v)) break;                           \
    BITOPS(isint, T)                                                             \
    case CS_SEND_MIN: LOOP(T, if (v < *d) *d = v) break;                         \
    case CS_SEND_MAX: LOOP(T, if (v > *d) *d = v) break;                         \
    case CS_SEND_LAND: LOOP(T, *d = (T)(*d && v)) break;                         \
    case CS_SEND_LOR: LOOP(T, *d = (T)(*d || v)) break;                          \
    default: break;                                                              \
    }                                                                            \
    return;
    CS_FOR_EACH_TYPE(X)
#undef X
  }
  cs_die("send: bad type %d", (int)t);
}

void cs_send_pos(void *y, cs_shape_t ys, const void *x, cs_type t, size_t es, cs_sendop op,
                 const long *pos, cs_shape_t s, const unsigned char *mask, const char *file,
                 int line) {
  int P = cs_nranks();
  long n = s->nlocal;
  int isfloat = t == CS_T_FLOAT || t == CS_T_DOUBLE || t == CS_T_LDOUBLE;
  if (op != CS_SEND_ASSIGN && isfloat && (op == CS_SEND_AND || op == CS_SEND_OR || op == CS_SEND_XOR))
    cs_fatal(file, line, "send: bitwise combining on a floating type");
  if (op != CS_SEND_ASSIGN && cs_type_size(t) != es)
    cs_die("send: element size %zu does not match type %d", es, (int)t);
  size_t *v = cs_xmalloc(sizeof(size_t) * 6 * (size_t)P);
  size_t *scnt = v, *rcnt = v + P, *sb = v + 2 * P, *so = v + 3 * P, *rb = v + 4 * P,
         *ro = v + 5 * P;
  int *own = route(pos, ys, s, mask, scnt, "send", file, line);
  exchange_counts(scnt, rcnt);
  size_t rs = REC_HDR + (es + 7) / 8 * 8;  /* records keep values 8-aligned */
  for (int p = 0; p < P; p++) { sb[p] = scnt[p] * rs; rb[p] = rcnt[p] * rs; }
  char *sbuf = cs_xmalloc(cs_packet_layout(sb, P, so));
  char *rbuf = cs_xmalloc(cs_packet_layout(rb, P, ro));
  long *firsts = cs_xmalloc(sizeof(long) * (size_t)P);
  for (int p = 0; p < P; p++) { long nn; cs_block_of(ys->total, P, p, &firsts[p], &nn); }
  size_t *cur = cs_xmalloc(sizeof(size_t) * (size_t)P);
  for (int p = 0; p < P; p++) cur[p] = so[p];
  const char *xc = x;
  for (long i = 0; i < n; i++) {
    int o = own[i];
    if (o < 0) continue;
    long lp = pos[i] - firsts[o];
    memcpy(sbuf + cur[o], &lp, sizeof lp);
    cs_elem_copy(sbuf + cur[o] + REC_HDR, xc + (size_t)i * es, es);
    cur[o] += rs;
  }
  cs_alltoallv_bytes(sbuf, sb, so, rbuf, rb, ro);
  for (int p = 0; p < P; p++) apply(y, rbuf + ro[p], rcnt[p], rs, t, es, op);
  free(cur); free(firsts); free(rbuf); free(sbuf); free(own); free(v);
}

void cs_send(void *y, cs_shape_t ys, const void *x, cs_type t, size_t es, cs_sendop op,
             const long *const *coords, cs_shape_t s, const unsigned char *mask,
             const char *file, int line) {
  long *pos = cs_coords_to_pos(ys, coords, s, mask, "send", file, line);
  cs_send_pos(y, ys, x, t, es, op, pos, s, mask, file, line);
  free(pos);
}
