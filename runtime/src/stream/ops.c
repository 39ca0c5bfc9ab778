/* stream/ops.c — the collective data operations (fwrite, fread, fseek) and
 * per-VP IB operations. A collective operation: (1) each rank inspects its
 * own VPs (activity, sizes, positions, stride, EOF); (2) one reduction gives
 * the agreed mode (detect.c); (3) the agreed NB/CB choice is refined from
 * replicated state (segment boundaries — Table 3.1 and the segment rules of
 * thesis 3.6.2); (4) the transfer runs in that mode. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>

#include "stream/internal.h"
#include "stream/vpfast.h" /* sx_vp_blk */

int sx_vp_status; /* last hard per-VP error (not EOF) of an IB loop */

void sx_materialize_pos(cs_pfile *f) {
  if (!f->pos_uni) return;
  for (long i = 0; i < f->nlocal; i++) f->pos[i] = f->upos;
  f->pos_uni = 0;
}

void sx_materialize_len(cs_pfile *f) {
  if (!f->len_uni) return;
  for (long i = 0; i < f->nlocal; i++) f->len[i] = f->ulen;
  f->len_uni = 0;
  f->len_min = f->ulen;
  f->len_min_ok = 1;
}

int sx_len_reuniform(cs_pfile *f) {
  if (f->len_uni) return 1;
  long nl = f->nlocal;
  for (long i = 1; i < nl; i++)
    if (f->len[i] != f->len[0]) return 0;
  if (nl <= 0) return 0;
  f->ulen = f->len[0];
  f->len_uni = 1;
  return 1;
}

uint64_t sx_min_len(cs_pfile *f) {
  if (f->len_uni) return f->ulen;
  if (!f->len_min_ok) {
    uint64_t m = UINT64_MAX;
    for (long i = 0; i < f->nlocal; i++) if (f->len[i] < m) m = f->len[i];
    f->len_min = m;
    f->len_min_ok = 1;
  }
  return f->len_min;
}

void sx_materialize_all(cs_pfile *f) {
  sx_materialize_pos(f);
  sx_materialize_len(f);
  sx_ibw_materialize(f);
}

static uint8_t *flags_arr(cs_pfile *f, uint8_t **a) {
  if (!*a) *a = sx_zalloc((size_t)f->nlocal + 1, 1); /* freed by free_vp_state (open.c) */
  return *a;
}
void sx_set_eof(cs_pfile *f, long i) { if (flags_arr(f, &f->eof)) f->eof[i] = 1; }
void sx_set_err(cs_pfile *f, long i) { if (flags_arr(f, &f->err)) f->err[i] = 1; }
void sx_drop_pb(cs_pfile *f, long i) {
  if (f->npb && f->pb[i] >= 0) { f->pb[i] = -1; f->npb--; }
}

/* Switch this rank to IB: CB buffers go to the file (independently: this may
 * run inside an elemental function), per-VP state becomes arrays. */
void sx_enter_ib(cs_pfile *f, int collective) {
  /* A collective entry keeps uniform per-VP state (the uniform IB paths use
   * it; per-VP paths materialise first); an elemental one needs the arrays. */
  if (!collective) sx_materialize_all(f);
  if (f->mode == CS_MODE_IB) return;
  if (f->wr) sx_rc_flush(f, 0);
  sx_rc_drop(f);
  f->mode = CS_MODE_IB;
}

void sx_freeze(cs_pfile *f) {
  if (f->frozen) return;
  uint64_t end = f->nb_rows * (uint64_t)f->V * f->b_nb;
  if (f->cb_len) end = f->cb_off + sx_cb_rows(f) * (uint64_t)f->V * f->b_cb;
  f->ib_off = (end + f->sb_bytes - 1) / f->sb_bytes * f->sb_bytes;
  f->frozen = 1;
  sx_meta_provisional(f, 0); /* the regular segments are final now */
}

/* An elemental (per-VP) operation on an external file whose record size no
 * collective fread/fwrite has fixed yet: which bytes are the VP's is
 * unknown, so it fails (error flag, 0 bytes), and this rank says why once
 * (elemental calls have no status the program could print). */
static uint64_t ext_refuse(cs_pfile *f, long i, const char *what) {
  sx_set_err(f, i);
  sx_err(CS_SENOTSUP, "%s: external file (no .meta): its record size is set by the first collective "
         "fread or fwrite, so an elemental %s before it cannot tell which bytes are the VP's", f->name, what);
  if (!f->ext_warned) fprintf(stderr, "cstar: %s\n", cs_stream_errmsg());
  f->ext_warned = 1;
  return 0;
}

/* VP i writes n bytes at its position (IB mode). Returns bytes written. */
uint64_t sx_vp_write(cs_pfile *f, long i, const void *src, uint64_t n) {
  const uint8_t *s = src;
  if (n == 0) return 0; /* C: nothing written; the stream does not grow to a position past its end */
  if (!f->wr) { sx_set_err(f, i); sx_err(CS_SEMODE, "%s: not open for writing", f->name); return 0; }
  if (f->bnb_pending && f->ext_size) /* its segments are unknown: an IB write would land on it */
    return ext_refuse(f, i, "write");
  sx_drop_pb(f, i);
  uint64_t p = f->append ? f->len[i] : f->pos[i], done = 0, ib_start = sx_ib_start(f);
  int st = CS_SOK;
  if (p > f->len[i] && f->len[i] < ib_start) {
    /* A hole (a write past the end) reads as zeros, as in C. Below ib_start
     * the file may hold other bytes there (a foreign writer's padding or
     * rows of shorter VPs): write the zeros; the IB part is appended below. */
    static const uint8_t zeros[4096];
    for (uint64_t h = f->len[i], e = p < ib_start ? p : ib_start; h < e;) {
      uint64_t c = e - h < sizeof zeros ? e - h : sizeof zeros;
      if ((st = sx_reg_vp(f, 1, i, (void *)zeros, h, c))) goto fail;
      h += c;
      f->len[i] = h;
    }
  }
  if (p < ib_start) {
    uint64_t c = ib_start - p < n ? ib_start - p : n;
    if ((st = sx_reg_vp(f, 1, i, (void *)s, p, c))) goto fail;
    done = c;
    /* the IB part goes on from ib_start: without this, a VP whose stream
     * ended inside NB/CB appended its old length's shortfall as a zero gap
     * at the head of its IB data, and its bytes landed that far in */
    if (p + done > f->len[i]) f->len[i] = p + done;
  }
  if (done < n) {
    uint64_t q = p + done, L = f->len[i];
    sx_freeze(f);
    if (q < L) { /* in place: blocks already emitted, then the VP's IB buffer */
      uint32_t fill = f->w ? f->w->vfill[i] : 0;
      if (q < L - fill) { /* ibupdate.c: the VP's own blocks, found through its list */
        uint64_t c = L - fill - q < n - done ? L - fill - q : n - done;
        if ((st = sx_ib_update(f, i, q - ib_start, s + done, c))) goto fail;
        done += c;
        q += c;
      }
      if (q < L && done < n) {
        uint64_t c = L - q < n - done ? L - q : n - done;
        memcpy(f->w->vbuf + (size_t)i * f->b_ib + (fill - (L - q)), s + done, c);
        done += c;
        q += c;
      }
    }
    if (q > L && (st = sx_ibw_append(f, i, NULL, q - L))) goto fail;
    if (done < n && (st = sx_ibw_append(f, i, s + done, n - done))) goto fail;
    done = n;
  }
  f->pos[i] = p + n;
  if (p + n > f->len[i]) f->len[i] = p + n;
  f->len_min_ok = 0;
  return n;
fail:
  sx_vp_status = st;
  if (!f->werr) f->werr = st;
  sx_set_err(f, i);
  f->pos[i] = p + done;
  if (p + done > f->len[i]) f->len[i] = p + done;
  f->len_min_ok = 0;
  return done;
}

/* VP i reads up to n bytes at its position (IB mode). Returns bytes read. */
uint64_t sx_vp_read(cs_pfile *f, long i, void *dst, uint64_t n) {
  uint8_t *d = dst;
  if (!f->rd) { sx_set_err(f, i); sx_err(CS_SEMODE, "%s: not open for reading", f->name); return 0; }
  if (f->bnb_pending && f->ext_size) return ext_refuse(f, i, "read");
  if (n && f->npb && f->pb[i] >= 0) { /* ungetc's byte stands for the stream's byte at pos */
    *d = (uint8_t)f->pb[i];
    sx_drop_pb(f, i);
    f->pos[i]++;
    return 1 + sx_vp_read(f, i, d + 1, n - 1);
  }
  uint64_t p = f->pos[i], L = f->len[i], ib_start = sx_ib_start(f);
  uint64_t c = p < L ? (L - p < n ? L - p : n) : 0, done = 0;
  int st = CS_SOK;
  if (c && p < ib_start) {
    uint64_t a = ib_start - p < c ? ib_start - p : c;
    if ((st = sx_reg_vp(f, 0, i, d, p, a))) goto fail;
    done = a;
  }
  if (done < c) {
    if ((st = sx_ibr_read(f, i, d + done, p + done - ib_start, c - done))) goto fail;
    done = c;
  }
  f->pos[i] = p + c;
  if (c < n) sx_set_eof(f, i);
  return c;
fail:
  sx_vp_status = st;
  sx_set_err(f, i);
  f->pos[i] = p + done;
  return done;
}

/* Resolves the NB block size of an external file (docs/stream-format.md §7):
 * the first collective read where every VP reads n bytes picks n if it
 * divides the per-VP size, else one record of F/V bytes. Replicated. */
static void resolve_external(cs_pfile *f, int uniform, uint64_t n) {
  if (!f->bnb_pending) return;
  f->bnb_pending = 0;
  uint64_t per = f->ext_size / (uint64_t)f->V;
  if (per == 0) { f->b_nb = 0; f->nb_rows = 0; return; }
  if (uniform && n && per % n == 0) { f->b_nb = (uint32_t)n; f->nb_rows = per / n; }
  else { f->b_nb = (uint32_t)per; f->nb_rows = 1; }
  f->cb_off = f->nb_rows * (uint64_t)f->V * f->b_nb;
  sx_meta_provisional(f, 0); /* writing: the external array's geometry is known now */
}

/* ---- fwrite / fread -------------------------------------------------------- */

/* A call that fails as a whole (wrong open mode, an I/O error of an NB/CB
 * row): the generated code drops the call's status, so, as C reports a
 * failed fwrite/fread, every active VP gets 0 items and its error flag. */
static void fail_all(cs_pfile *f, const unsigned char *mask, int *result) {
  for (long i = 0; i < f->nlocal; i++) {
    if (mask && !mask[i]) continue;
    if (result) result[i] = 0;
    sx_set_err(f, i);
  }
}

/* A NULL parallel file (an unchecked failed fopen): C leaves the call
 * undefined (glibc crashes). Here: the call's message, and per-VP results of
 * the current shape that end the usual loops (0 items, EOF and error set,
 * ftell -1); never a crash or a loop that waits for an EOF forever. */
static void null_results(const unsigned char *mask, int *iresult, long *lresult, int v) {
  cs_shape_t s = cs_current();
  for (long i = 0; s && i < s->nlocal; i++)
    if (!mask || mask[i]) {
      if (iresult) iresult[i] = v;
      if (lresult) lresult[i] = v;
    }
}
static void null_query(const char *call, const unsigned char *mask, int *iresult, long *lresult, int v) {
  null_results(mask, iresult, lresult, v);
  sx_report(call, NULL, sx_err(CS_SEINVAL, "%s on a NULL parallel file", call));
}

static void shape_text(cs_shape_t s, char *b, size_t n) {
  size_t k = 0;
  b[0] = 0;
  for (int d = 0; d < s->rank && k < n; d++) k += (size_t)snprintf(b + k, n - k, "[%ld]", s->dims[d]);
}

/* A parallel file used under another shape than its own: a `FILE:void *`
 * (or one returned by fopen(name, mode, &s)) of shape S in `with (T)`. The
 * compiler refuses it for a declared `FILE:S *`; here it wrote T's values
 * into S's VPs by local index (VPs past T's got bytes from beyond T's
 * variables) and filled T's result arrays for S's positions. Now the call
 * fails: "the file has shape [6] but the current shape is [4]", errno
 * EINVAL, per-VP results of the current shape as for a NULL file. A shape
 * of the same extents is the same layout and is accepted. No current shape
 * (scalar code): nothing to compare. Every rank decides alike. */
int sx_shape_mismatch(cs_pfile *f, const char *call) {
  cs_shape_t s = cs_current(), fs = f->shape;
  if (!s || !fs || s == fs) return 0;
  int same = s->rank == fs->rank && s->total == fs->total;
  for (int d = 0; same && d < s->rank; d++) same = s->dims[d] == fs->dims[d];
  if (same) return 0;
  char a[160], b[160];
  shape_text(fs, a, sizeof a);
  shape_text(s, b, sizeof b);
  return sx_err(CS_SESHAPE, "%s: %s: the file has shape %s but the current shape is %s (use it under `with` of its shape)",
                f->name, call, a, b);
}

static int shape_refused(cs_pfile *f, const char *call, const unsigned char *mask, int *ires, long *lres, int v) {
  if (!sx_is_open(f)) { /* closed already (C: undefined): never read the freed file */
    null_results(mask, ires, lres, v);
    return sx_not_open(call);
  }
  int st = sx_shape_mismatch(f, call);
  if (!st) return 0;
  null_results(mask, ires, lres, v);
  sx_report(call, f->name, st);
  return st;
}

/* A VP's record in the per-VP hot paths is usually one scalar: a fixed-size
 * copy the compiler inlines, instead of a libc call per VP and operation
 * (18% of a where-masked write loop of doubles). */
static inline void copy_record(void *d, const void *s, size_t n) {
  switch (n) {
  case 1: memcpy(d, s, 1); break;
  case 2: memcpy(d, s, 2); break;
  case 4: memcpy(d, s, 4); break;
  case 8: memcpy(d, s, 8); break;
  case 16: memcpy(d, s, 16); break;
  default: memcpy(d, s, n);
  }
}

/* The bytes VP i asks a transfer for: its size times its count, each the
 * call's or the VP's own (psize, pnitems). One computation for the mode
 * analysis, the element-size check and the per-VP loop, so they cannot
 * disagree; a negative per-VP value wraps as it did in each of them. */
static inline uint64_t vp_request(size_t size, size_t nitems, const int *psize, const int *pnitems, long i) {
  uint64_t s = psize ? (uint64_t)(int64_t)psize[i] : (uint64_t)size;
  uint64_t k = pnitems ? (uint64_t)(int64_t)pnitems[i] : (uint64_t)nitems;
  return s * k;
}

/* The per-VP IB transfer of a call that is not uniform (a `where`, per-VP
 * sizes or positions, a VP at EOF): each active VP moves its bytes at its
 * own position. LOCAL. Fixed-size records go through ib_each_vp's loops;
 * what comes here has per-VP sizes, a pushed-back byte or no bytes, and
 * keeps only the append hot path (reads of per-VP sizes take sx_vp_read). */
static void ib_each_vp_general(cs_pfile *f, int wr, void *base, size_t stride, size_t size, size_t nitems,
                               const int *psize, const int *pnitems, const unsigned char *mask, int *result) {
  long nl = f->nlocal;
  int par = psize || pnitems;
  uint8_t *ub = base;
  int fast = wr && !par && !f->append && f->w && f->frozen && !f->ib_ondisk;
  uint64_t ib_start = sx_ib_start(f);
  for (long i = 0; i < nl; i++) {
    if (mask && !mask[i]) continue;
    uint64_t ni = vp_request(size, nitems, psize, pnitems, i);
    size_t isz = psize ? (size_t)psize[i] : size;
    if (fast && ni && f->w->touched[i]) { /* hot path: append that stays inside the VP's IB buffer
                                     * (a VP's first append in the session takes sx_vp_write,
                                     * which marks it as written: reads in this open find
                                     * its bytes through the session's list) */
      uint64_t pi = f->pos[i];
      uint32_t fill = f->w->vfill[i];
      if (pi == f->len[i] && pi >= ib_start && fill + ni < f->b_ib) {
        copy_record(f->w->vbuf + (size_t)i * f->b_ib + fill, ub + (size_t)i * stride, ni);
        f->w->vfill[i] = fill + (uint32_t)ni;
        f->pos[i] = f->len[i] = pi + ni;
        if (result) result[i] = (int)nitems; /* ni > 0: size and nitems are (C: 0 bytes are 0 items,
                                               * fwrite(x, 0, 3, f) gave 3 here) */
        continue;
      }
    }
    uint64_t got = wr ? sx_vp_write(f, i, ub + (size_t)i * stride, ni)
                      : sx_vp_read(f, i, ub + (size_t)i * stride, ni);
    if (result) result[i] = isz ? (int)(got / isz) : 0;
  }
}

/* The active VPs of VPs a..a+7 (a % 8 == 0): bit 7 of byte k set when VP
 * a+k is below nl and active (every VP without a mask). The loops below take
 * the set bits one by one: a load of 8 mask bytes, then a few instructions
 * per active VP (calling sx_next_active per VP cost 28 instructions per VP,
 * a fifth of a `where` transfer). */
static inline uint64_t act_bits(const unsigned char *mask, long a, long nl) {
  const uint64_t all = 0x8080808080808080ULL;
  if (a + 8 <= nl) {
    if (!mask) return all;
    uint64_t w;
    memcpy(&w, mask + a, 8);
    return sx_nz_bytes(w);
  }
  uint64_t m = 0;
  for (long k = 0; a + k < nl; k++)
    if (!mask || mask[a + k]) m |= 0x80ULL << (8 * k);
  return m;
}

/* VP i's write failed after its bytes were put in its buffer (the block's
 * emit): what sx_vp_write's failure does, with no byte counted as written. */
static void vp_write_failed(cs_pfile *f, long i, uint64_t p, int st) {
  sx_vp_status = st;
  if (!f->werr) f->werr = st;
  sx_set_err(f, i);
  f->pos[i] = p;
  f->len_min_ok = 0;
}

/* A fixed record of n bytes (no per-VP sizes, no pushed-back byte), written
 * by the active VPs: the hot paths of sx_vp_write in a loop of their own,
 * with the arrays in locals (in the general loop the compiler reloaded
 * f->pos, f->len, f->w->vbuf, ... after every record copy) and n a constant
 * where the caller passes one (BY_RECORD_SIZE: 4, 8, 16): an append that stays
 * inside the VP's IB buffer is a copy and three stores; one that fills it
 * emits the block at once (sx_ibw_fill: before, sx_vp_write ->
 * sx_ibw_append, ~300 instructions per block). Every other VP goes to
 * sx_vp_write as before (which may emit blocks or take another layout: the
 * locals are read again after it). The same positions, lengths, fills and
 * counts as sx_vp_write. */
static inline __attribute__((always_inline)) void ibw_loop(cs_pfile *f, const uint8_t *ub, size_t stride,
                                                         size_t size, size_t nitems, const unsigned char *mask,
                                                         int *result, uint64_t n) {
  long nl = f->nlocal;
  sx_ibw *w = f->w;
  uint64_t ib_start = sx_ib_start(f), *pos = f->pos, *len = f->len;
  uint32_t b = f->b_ib;
  uint8_t *vbuf = w->vbuf;
  uint32_t *vfill = w->vfill;
  const uint8_t *touched = w->touched;
  for (long a = 0; a < nl; a += 8)
    for (uint64_t m = act_bits(mask, a, nl); m; m &= m - 1) {
      long i = a + (__builtin_ctzll(m) >> 3);
      uint64_t p = pos[i];
      uint32_t fill = vfill[i];
      const uint8_t *src = ub + (size_t)i * stride;
      /* (a VP's first append in the session takes sx_vp_write, which marks
       * it as written: reads in this open find its bytes through the
       * session's list) */
      if (touched[i] && p == len[i] && p >= ib_start && fill + n <= b) {
        if (fill + n < b) {
          copy_record(vbuf + (size_t)i * b + fill, src, n);
          vfill[i] = fill + (uint32_t)n;
          pos[i] = len[i] = p + n;
          if (result) result[i] = (int)nitems;
          continue;
        }
        int st = sx_ibw_fill(f, i, src, (uint32_t)n);
        vbuf = w->vbuf;
        vfill = w->vfill;
        if (st) {
          vp_write_failed(f, i, p, st);
          if (result) result[i] = 0;
          continue;
        }
        pos[i] = len[i] = p + n;
        if (result) result[i] = (int)nitems; /* n > 0: ib_each_vp sends 0-byte calls to the general loop */
        continue;
      }
      uint64_t got = sx_vp_write(f, i, src, n);
      if (result) result[i] = (int)(got / size);
      vbuf = w->vbuf;
      vfill = w->vfill;
      touched = w->touched;
    }
}

/* The same for reads: a read of bytes in the block the VP holds is a copy
 * and a store; one that needs the VP's next block on disk loads it at once
 * (sx_ibr_fetch, with the superblock of the previous load at hand: before,
 * sx_vp_read -> sx_ibr_read, ~380 instructions per block and a hash lookup
 * of the superblock cache); the rest goes to sx_vp_read (the block ordinal
 * is a shift, not a 64-bit division, where b_IB is a power of two). */
static inline __attribute__((always_inline)) void ibr_loop(cs_pfile *f, uint8_t *ub, size_t stride, size_t size,
                                                         size_t nitems, const unsigned char *mask, int *result,
                                                         uint64_t n) {
  long nl = f->nlocal;
  sx_ibr *r = f->r;
  uint64_t ib_start = sx_ib_start(f), *pos = f->pos, *len = f->len;
  uint32_t b = f->b_ib;
  const uint64_t *vblk = r->vblk;
  const uint8_t *vbuf = r->vbuf;
  uint64_t hits = 0;
  sx_sbmemo memo = {UINT64_MAX, NULL, -1};
  for (long a = 0; a < nl; a += 8)
    for (uint64_t m = act_bits(mask, a, nl); m; m &= m - 1) {
      long i = a + (__builtin_ctzll(m) >> 3);
      uint64_t p = pos[i], o;
      uint8_t *dst = ub + (size_t)i * stride;
      if (p >= ib_start && p + n <= len[i]) {
        uint64_t blk = sx_vp_blk(p - ib_start, b, &o);
        if (o + n <= b) {
          if (vblk && vblk[i] == blk) {
            hits++;
          } else if (!sx_ibr_fetch(f, i, blk, &memo)) {
            vblk = r->vblk;
          } else {
            goto general;
          }
          copy_record(dst, vbuf + (size_t)i * b + o, n);
          pos[i] = p + n;
          if (result) result[i] = (int)nitems;
          continue;
        }
      }
    general:;
      uint64_t got = sx_vp_read(f, i, dst, n);
      if (result) result[i] = (int)(got / size);
      vblk = r->vblk;
      vbuf = r->vbuf;
      memo.j = UINT64_MAX; /* the cache may have replaced that superblock */
    }
  f->st.rd_vp_hits += hits;
}

/* LOOP(..., n) with n a constant for the common record sizes (the copy is
 * one move, the checks fold), else with n as it is. */
#define BY_RECORD_SIZE(LOOP, n, ...)                        \
  switch (n) {                                              \
  case 4: LOOP(__VA_ARGS__, 4); break;                      \
  case 8: LOOP(__VA_ARGS__, 8); break;                      \
  case 16: LOOP(__VA_ARGS__, 16); break;                    \
  default: LOOP(__VA_ARGS__, n);                            \
  }

/* The per-VP transfer of a fixed record of n bytes (no per-VP sizes, no
 * pushed-back byte): ibw_loop / ibr_loop where the file is in the state
 * their hot paths need, else the general loop. */
static void ib_each_vp(cs_pfile *f, int wr, void *base, size_t stride, size_t size, size_t nitems,
                       const int *psize, const int *pnitems, const unsigned char *mask, int *result) {
  uint64_t n = (uint64_t)(size * nitems);
  if (psize || pnitems || f->npb || n == 0 || size == 0) {
    ib_each_vp_general(f, wr, base, stride, size, nitems, psize, pnitems, mask, result);
    return;
  }
  if (wr && !f->append && f->w && f->frozen && !f->ib_ondisk) {
    BY_RECORD_SIZE(ibw_loop, n, f, base, stride, size, nitems, mask, result)
    return;
  }
  /* the first IB read of an open walks the directory here rather than in
   * sx_vp_read for the first VP, so that first call's VPs take the loop too
   * (an error: the general loop reports it, per VP, as before) */
  if (!wr && !f->r && f->ib_ondisk && !(f->w && f->w->any_touched)) {
    long i0 = mask ? sx_next_active(mask, 0, f->nlocal) : 0;
    if (i0 < f->nlocal && f->pos[i0] >= sx_ib_start(f) && !sx_ibr_prepare(f)) sx_ibr_sync(f);
  }
  if (!wr && f->r) {
    BY_RECORD_SIZE(ibr_loop, n, f, base, stride, size, nitems, mask, result)
    return;
  }
  ib_each_vp_general(f, wr, base, stride, size, nitems, psize, pnitems, mask, result);
}

/* The bytes sx_vp_read gives VP i for a request of n: ungetc's byte first
 * (it stands for the stream's byte at the position), then what is left of
 * the stream from the byte after it, up to n in all. LOCAL. (ungetc moves
 * the position back over that byte, so inside the stream this is what is
 * left either way; past the end it is the 1 byte, not 0.) */
static uint64_t vp_read_avail(const cs_pfile *f, long i, uint64_t n) {
  uint64_t p = f->pos_uni ? f->upos : f->pos[i], l = f->len_uni ? f->ulen : f->len[i];
  uint64_t pb = n && f->npb && f->pb[i] >= 0;
  p += pb;
  return pb + (p < l ? (l - p < n - pb ? l - p : n - pb) : 0);
}

/* COLLECTIVE. Whether a read asking some VP for more bytes than `stride`
 * would deliver more than `stride` to any active VP of any rank: the bytes a
 * VP gets are its request or what it can read (vp_read_avail), whichever is
 * less. An external file whose records are not known yet counts its request. */
static int read_overruns(cs_pfile *f, size_t stride, size_t size, size_t nitems, const int *psize,
                         const int *pnitems, const unsigned char *mask) {
  int64_t worst = 0;
  for (long i = 0; i < f->nlocal; i++) {
    if (mask && !mask[i]) continue;
    uint64_t n = vp_request(size, nitems, psize, pnitems, i);
    uint64_t got = f->bnb_pending ? n : vp_read_avail(f, i, n);
    if ((int64_t)got > worst) worst = (int64_t)got;
  }
  MPI_Allreduce(MPI_IN_PLACE, &worst, 1, MPI_INT64_T, MPI_MAX, f->comm);
  return (uint64_t)worst > stride;
}

/* 1 if VP i's size is negative, 2 if its count is (the other not 0), else 0. */
static inline int neg_request(size_t size, size_t nitems, const int *psize, const int *pnitems, long i) {
  int64_t s = psize ? psize[i] : (int64_t)size, k = pnitems ? pnitems[i] : (int64_t)nitems;
  return !s || !k ? 0 : s < 0 ? 1 : k < 0 ? 2 : 0;
}

/* A size or nitems that is negative (as the int or long the program wrote;
 * C converts it to a size_t larger than any buffer) while the other is not
 * 0: C's fwrite/fread then run far past the buffer (glibc reads or writes
 * until it faults; C leaves it undefined). Here the whole call moves nothing
 * and one message names the argument, its value and, for per-VP values, the
 * lowest VP (linear position) that gave it. A 0 size or count moves nothing
 * whatever the other is, as in C. Scalar arguments: LOCAL (every rank has the
 * same); per-VP: the caller knows from the vote (any_bad) that some rank has
 * one, and this is COLLECTIVE. Returns CS_SOK when there is none. */
static int bad_count(cs_pfile *f, int wr, size_t size, size_t nitems, const int *psize, const int *pnitems,
                     const unsigned char *mask, int any_bad) {
  int64_t gpos = INT64_MAX, arg = 0, val = 0; /* arg: 1 size, 2 nitems */
  if (!psize && !pnitems) {
    if (size && nitems && ((int64_t)size < 0 || (int64_t)nitems < 0)) {
      arg = (int64_t)size < 0 ? 1 : 2;
      val = arg == 1 ? (int64_t)size : (int64_t)nitems;
    } else if (size && nitems > (uint64_t)INT64_MAX / size) {
      return sx_err(CS_SEINVAL, "%s: %s: size * nitems (%zu * %zu) is larger than any buffer (nothing was %s)", f->name,
                    wr ? "fwrite" : "fread", size, nitems, wr ? "written" : "read");
    } else {
      return CS_SOK;
    }
  } else {
    if (!any_bad) return CS_SOK;
    for (long i = 0; i < f->nlocal; i++) {
      if (mask && !mask[i]) continue;
      if ((arg = neg_request(size, nitems, psize, pnitems, i))) {
        gpos = f->first + i;
        val = arg == 1 ? (psize ? psize[i] : (int64_t)size) : (pnitems ? pnitems[i] : (int64_t)nitems);
        break;
      }
    }
    if (f->nranks > 1) { /* the lowest VP's argument and value, on every rank */
      int64_t lo = gpos;
      MPI_Allreduce(MPI_IN_PLACE, &lo, 1, MPI_INT64_T, MPI_MIN, f->comm);
      int64_t av[2] = {lo == gpos ? arg : INT64_MIN, lo == gpos ? val : INT64_MIN};
      MPI_Allreduce(MPI_IN_PLACE, av, 2, MPI_INT64_T, MPI_MAX, f->comm);
      gpos = lo, arg = av[0], val = av[1];
    }
  }
  char at[48] = "";
  if (gpos != INT64_MAX) snprintf(at, sizeof at, " at VP %lld", (long long)gpos);
  return sx_err(CS_SEINVAL,
                "%s: %s: %s is %lld%s: negative (C converts it to a size_t larger than any buffer; nothing was %s)",
                f->name, wr ? "fwrite" : "fread", arg == 1 ? "size" : "nitems", (long long)val, at,
                wr ? "written" : "read");
}

/* The bytes from base to the end of its element (elem: VP 0's element), or
 * (size_t)-1 with the message set when base is outside it (`&b[-1]`,
 * `&b[20]` of `char:S b[16]`: C's out-of-bounds pointer). LOCAL (every rank
 * lays its storage out alike, so every rank gets the same answer). */
static size_t elem_room(const cs_pfile *f, int wr, const void *base, size_t stride, const void *elem) {
  if (!elem || stride == 0) return stride;
  ptrdiff_t off = (const char *)base - (const char *)elem;
  if (off >= 0 && (size_t)off <= stride) return stride - (size_t)off;
  sx_err(CS_SEINVAL,
         "%s: %s: the buffer is %td bytes from the start of each position's %zu-byte element, outside it "
         "(an index out of the array's bounds; nothing was %s)",
         f ? f->name : "(null)", wr ? "fwrite" : "fread", off, stride, wr ? "written" : "read");
  return (size_t)-1;
}

/* elem: VP 0's element when base may lie inside it (cs_fwrite_el), else
 * NULL; room, the bytes from base to the end of the element (elem_room), is
 * what the element-size check allows. */
static int xfer(cs_pfile *f, int wr, void *base, size_t stride, const void *elem, size_t size, size_t nitems,
                const int *psize, const int *pnitems, const unsigned char *mask, int *result) {
  if (!f) {
    null_results(mask, result, NULL, 0);
    return sx_err(CS_SEINVAL, "%s on a NULL parallel file", wr ? "fwrite" : "fread");
  }
  if (!sx_is_open(f)) { /* closed already: never read the freed file */
    null_results(mask, result, NULL, 0);
    return sx_not_open(wr ? "fwrite" : "fread");
  }
  int bad = sx_shape_mismatch(f, wr ? "fwrite" : "fread");
  if (bad) {
    null_results(mask, result, NULL, 0);
    return bad;
  }
  if (wr ? !f->wr : !f->rd) { /* C: a short count and the error indicator, per stream */
    fail_all(f, mask, result);
    return sx_err(CS_SEMODE, "%s: %s: file not open for %s", f->name, wr ? "fwrite" : "fread",
                  wr ? "writing" : "reading");
  }
  size_t room = elem_room(f, wr, base, stride, elem);
  if (room == (size_t)-1) { /* the same on every rank: base - elem is */
    fail_all(f, mask, result);
    return CS_SEINVAL;
  }
  int par = psize || pnitems;
  int anyneg = 0; /* an active VP's size or count is negative (bad_count) */
  int lmode = CS_MODE_NB;
  int64_t nlo = INT64_MAX, nhi = INT64_MIN, plo = INT64_MAX, phi = INT64_MIN;
  long nl = f->nlocal, nact = nl;
  /* 1. local analysis */
  if (!par) {
    if (nl > 0) nlo = nhi = (int64_t)(size * nitems);
  }
  if (mask && !par) { /* a where: only the count matters here */
    nact = sx_count_active(mask, nl);
    if (nact < nl) lmode = CS_MODE_IB;
  }
  for (long i = 0; i < nl && par; i++) {
    if (mask && !mask[i]) { lmode = CS_MODE_IB; nact--; continue; }
    anyneg |= neg_request(size, nitems, psize, pnitems, i) != 0;
    int64_t n = (int64_t)vp_request(size, nitems, psize, pnitems, i);
    if (n < nlo) nlo = n;
    if (n > nhi) nhi = n;
  }
  if (nact == 0) { nlo = INT64_MAX; nhi = INT64_MIN; } /* no active VP here */
  if (anyneg) nhi = INT64_MAX; /* no real request is that large: the vote tells every rank */
  if (!wr && f->npb) lmode = CS_MODE_IB; /* a pushed-back byte: the per-VP path delivers it */
  for (long i = 0; wr && f->npb && i < nl; i++) /* a write discards it, in every mode */
    if (!mask || mask[i]) sx_drop_pb(f, i);
  if (nl > 0 && nlo != INT64_MAX) {
    if (wr && f->append) {
      if (f->len_uni) plo = phi = (int64_t)f->ulen;
      else lmode = CS_MODE_IB; /* appends at per-VP ends: positions differ or need a scan */
    } else if (f->pos_uni) {
      plo = phi = (int64_t)f->upos;
    } else if (lmode == CS_MODE_IB && nlo == nhi && nlo > 0 && !f->bnb_pending) {
      /* Some VP is inactive: the call is IB whatever the positions, and
       * they decide nothing else (v.pos serves NB/CB only; v.uniform only
       * a 0-byte call, not this one, and an external file's records): no
       * pass over the active VPs' positions (a where's second pass). */
    } else {
      for (long i = mask ? sx_next_active(mask, 0, nl) : 0; i < nl; i = mask ? sx_next_active(mask, i + 1, nl) : i + 1) {
        int64_t p = (int64_t)f->pos[i];
        if (p < plo) plo = p;
        if (p > phi) phi = p;
      }
    }
    if (nlo != nhi || plo != phi) lmode = CS_MODE_IB;
    else if ((int64_t)stride != nlo && lmode < CS_MODE_CB) lmode = CS_MODE_CB; /* NB: unstrided only */
    if (!wr && lmode < CS_MODE_IB && (uint64_t)phi + (uint64_t)nhi > sx_min_len(f))
      lmode = CS_MODE_IB; /* some VP reaches EOF: only IB reports short counts per VP */
  }
  /* 2. agree */
  sx_vote v;
  sx_agree(f, lmode, nlo, nhi, plo, phi, &v);
  /* No VP active on any rank (a where that selects nothing): nothing moves,
   * and the operation must not change the file's mode or segments. */
  if (v.none) return CS_SOK;
  /* a negative size or count (scalar: the same on every rank; per-VP: the vote's sentinel) */
  if ((bad = bad_count(f, wr, size, nitems, psize, pnitems, mask, v.n == INT64_MAX))) {
    fail_all(f, mask, result);
    return bad;
  }
  /* More bytes per VP than the variable's elements are apart (`fwrite(&x,
   * sizeof(int), 3, f)` with `int:S x`, or a parallel array passed to an
   * `int:current *` parameter, which names its element 0 only): VP i's bytes
   * would run into VP i+1's element, and past the last VP's into the heap
   * (a read overwrote it). v.n is the largest count of any VP of any rank,
   * so every rank fails alike. A scalar buffer (stride 0) is the same bytes
   * for every VP and has no such limit. A read moves only what the stream
   * still holds (C's `fread(m, 4, 7, f)` into a 24-byte `m` with 6 ints left
   * is a correct short read that sets EOF), so it is refused only when some
   * VP would get more than its element (read_overruns). */
  if (stride > 0 && (uint64_t)v.n > room && (wr || read_overruns(f, room, size, nitems, psize, pnitems, mask))) {
    fail_all(f, mask, result);
    if (room == stride)
      return sx_err(CS_SEINVAL,
                    "%s: %s: %lld bytes per position asked for, but each position of the variable holds %zu "
                    "bytes (size * nitems must not exceed the element; nothing was %s)",
                    f->name, wr ? "fwrite" : "fread", (long long)v.n, stride, wr ? "written" : "read");
    return sx_err(CS_SEINVAL,
                  "%s: %s: %lld bytes per position asked for, but the buffer starts %zu bytes into each "
                  "position's %zu-byte element, which leaves %zu (size * nitems must not run past the element; "
                  "nothing was %s)",
                  f->name, wr ? "fwrite" : "fread", (long long)v.n, stride - room, stride, room,
                  wr ? "written" : "read");
  }
  int m = v.mode;
  uint64_t n = (uint64_t)v.n, p = (uint64_t)v.pos;
  if (v.uniform && n == 0) { /* C: 0 bytes move nothing, not even the end of a stream after a
                              * seek past it; nor do they decide an external file's records */
    if (result) for (long i = 0; i < nl; i++) result[i] = 0;
    return CS_SOK;
  }
  if (!wr && f->bnb_pending) resolve_external(f, v.uniform, n); /* not the mode: the debug switch must not change which bytes a VP gets */
  if (wr && f->bnb_pending) resolve_external(f, v.uniform, n); /* the same rule: appending a record
                                                                 * to a numpy array keeps it an array */
  /* 3. refine with the segment rules */
  if (m < CS_MODE_IB) {
    uint64_t nb_len = sx_nb_len(f), ib_start = sx_ib_start(f);
    int nb_ok = 0;
    if (m == CS_MODE_NB && n > 0) {
      if (wr && f->b_nb == 0)
        nb_ok = f->cb_len == 0 && !f->frozen && p % n == 0; /* the first NB write sets b_NB */
      else if (f->b_nb == n && p % n == 0)
        nb_ok = p + n <= nb_len || (wr && f->cb_len == 0 && !f->frozen);
    }
    if (nb_ok) m = CS_MODE_NB;
    else if (p + n <= ib_start || (wr && !f->frozen)) m = CS_MODE_CB;
    else m = CS_MODE_IB;
    if (m < f->cfg.force) m = f->cfg.force;
  }
  int st = CS_SOK;
  if (m == CS_MODE_IB) {
    if (f->mode < CS_MODE_IB) sx_enter_ib(f, 1);
  } else if (f->mode == CS_MODE_IB) {
    sx_rc_drop(f);
  }
  /* 4. transfer (collective NB/CB rows bypass the kept rows: they go first;
   * an error of theirs does not skip the collective) */
  int rst = m < CS_MODE_IB && f->rs.n ? sx_rs_flush(f, 1) : CS_SOK;
  if (m == CS_MODE_NB) {
    if (wr && f->b_nb == 0) {
      f->b_nb = (uint32_t)n;
      sx_meta_provisional(f, 0); /* the NB block size is known now */
    }
    st = sx_nb_transfer(f, wr, base, p);
    f->st.n_nb++;
  } else if (m == CS_MODE_CB) {
    if (wr && f->cb_len == 0 && p + n > sx_nb_len(f)) sx_meta_provisional(f, 1); /* NB is final now */
    st = sx_cb_transfer(f, wr, base, stride, p, n);
    f->st.n_cb++;
  }
  if (m < CS_MODE_IB) {
    f->pos_uni = 1;
    f->upos = p + n;
    if (wr) {
      if (f->len_uni) { if (p + n > f->ulen) f->ulen = p + n; }
      else {
        for (long i = 0; i < nl; i++) if (f->len[i] < p + n) f->len[i] = p + n;
        f->len_min_ok = 0;
      }
    }
    if (result) for (long i = 0; i < nl; i++) result[i] = (int)(par ? (pnitems ? pnitems[i] : (long)nitems) : (long)nitems);
    if (n == 0 && result) for (long i = 0; i < nl; i++) result[i] = 0;
    if (!st) st = rst;
    st = sx_agree_status(f->comm, st);
    if (st) fail_all(f, mask, result); /* an NB/CB row failed: no VP's items are certain */
  } else {
    f->st.n_ib++;
    sx_vp_status = CS_SOK;
    if (!par && !mask && !f->npb && (wr ? sx_ibw_uniform(f, base, stride, (uint64_t)(size * nitems), &st)
                             : sx_ibr_uniform(f, base, stride, (uint64_t)(size * nitems), &st))) {
      if (result) for (long i = 0; i < nl; i++) result[i] = st ? 0 : (int)nitems;
      st = sx_agree_status(f->comm, st);
      if (st) fail_all(f, mask, result);
      f->mode = m;
      f->last_mode = m;
      return st;
    }
    sx_materialize_all(f);
    sx_ibr_sync(f);
    ib_each_vp(f, wr, base, stride, size, nitems, psize, pnitems, mask, result);
    if (wr) f->len_min_ok = 0; /* reads never change lengths */
    /* a hard per-VP error (not EOF) is the call's status, on every rank */
    st = sx_agree_status(f->comm, sx_vp_status);
  }
  f->mode = m;
  f->last_mode = m;
  return st;
}

int cs_fwrite(cs_pfile *f, const void *base, size_t stride, size_t size, size_t nitems,
              const int *psize, const int *pnitems, const unsigned char *mask, int *result) {
  return cs_fwrite_el(f, base, stride, NULL, size, nitems, psize, pnitems, mask, result);
}

int cs_fread(cs_pfile *f, void *base, size_t stride, size_t size, size_t nitems,
             const int *psize, const int *pnitems, const unsigned char *mask, int *result) {
  return cs_fread_el(f, base, stride, NULL, size, nitems, psize, pnitems, mask, result);
}

int cs_fwrite_el(cs_pfile *f, const void *base, size_t stride, const void *elem, size_t size, size_t nitems,
                 const int *psize, const int *pnitems, const unsigned char *mask, int *result) {
  int st = xfer(f, 1, (void *)base, stride, elem, size, nitems, psize, pnitems, mask, result);
  if (st == CS_SEBADF) return st; /* a closed file (reported): f is freed */
  /* bytes of some VP did not reach the file (disk full, an I/O error): the
   * lengths the .meta would record are no longer true, so fclose must not
   * commit it (before, with a driver that fails the write itself, fclose
   * returned 0 and committed a .meta that readers then refused as truncated) */
  if (f && (st == CS_SEIO || st == CS_SEFBIG || st == CS_SENOSPC || st == CS_SEACCES || st == CS_SENOMEM) && !f->werr)
    f->werr = st;
  sx_report("fwrite", f ? f->name : NULL, st);
  return st;
}

int cs_fread_el(cs_pfile *f, void *base, size_t stride, const void *elem, size_t size, size_t nitems,
                const int *psize, const int *pnitems, const unsigned char *mask, int *result) {
  int st = xfer(f, 0, base, stride, elem, size, nitems, psize, pnitems, mask, result);
  if (st == CS_SEBADF) return st; /* a closed file (reported): f is freed */
  sx_report("fread", f ? f->name : NULL, st);
  return st;
}

/* ---- seeking --------------------------------------------------------------- */

/* The mode a uniform position allows (thesis 3.6.6: after a seek where all VPs
 * agree, NB or CB may be used again even after IB). */
static int seg_mode(const cs_pfile *f, uint64_t p) {
  int m;
  if (f->frozen && p >= sx_ib_start(f)) m = CS_MODE_IB;
  else if (f->bnb_pending || (f->cb_len == 0 && (f->b_nb == 0 || p % f->b_nb == 0) &&
                              (!f->frozen || p < sx_nb_len(f))))
    m = CS_MODE_NB;
  else if (p < sx_nb_len(f) && p % f->b_nb == 0) m = CS_MODE_NB;
  else m = CS_MODE_CB;
  return m < f->cfg.force ? f->cfg.force : m;
}

int cs_fseek(cs_pfile *f, long off, const long *poff, int whence, const unsigned char *mask,
             int *result) {
  if (!f) {
    null_query("fseek", mask, result, NULL, -1);
    return CS_SEINVAL;
  }
  if (shape_refused(f, "fseek", mask, result, NULL, -1)) return CS_SESHAPE;
  if (whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END)
    return sx_err(CS_SEINVAL, "%s: fseek: bad whence %d", f->name, whence);
  long nl = f->nlocal;
  int per_vp = 0; /* some VP inactive, or a negative target */
  int neg = 0;    /* some active VP's target is before 0: that VP fails, EINVAL */
  int64_t plo = INT64_MAX, phi = INT64_MIN;
  if (!poff && !mask && f->pos_uni && f->len_uni) {
    int64_t b = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (int64_t)f->upos : (int64_t)f->ulen;
    if (nl > 0) plo = phi = b + off;
    if (nl > 0 && b + off < 0) per_vp = neg = 1;
  } else {
    for (long i = 0; i < nl; i++) {
      if (mask && !mask[i]) { per_vp = 1; continue; }
      int64_t b = whence == SEEK_SET ? 0
                  : whence == SEEK_CUR ? (int64_t)(f->pos_uni ? f->upos : f->pos[i])
                                       : (int64_t)(f->len_uni ? f->ulen : f->len[i]);
      int64_t np = b + (poff ? poff[i] : off);
      if (np < 0) { per_vp = neg = 1; continue; }
      if (np < plo) plo = np;
      if (np > phi) phi = np;
    }
  }
  /* one reduction: per-VP seek anywhere, any rank in IB, frozen, position
   * range, a VP's target before 0 anywhere (errno EINVAL on every rank, as
   * the other calls set it: a scalar errno must not depend on the rank count) */
  int64_t v[6] = {per_vp, f->mode == CS_MODE_IB, f->frozen, phi, plo == INT64_MAX ? INT64_MIN : -plo, neg};
  if (f->nranks > 1) {
    MPI_Allreduce(MPI_IN_PLACE, v, 6, MPI_INT64_T, MPI_MAX, f->comm);
    f->st.reductions++;
  }
  if (v[5]) errno = EINVAL;
  if (v[2]) sx_freeze(f);
  if (v[3] == INT64_MIN) { v[3] = 0; v[4] = 0; }
  int uniform = !v[0] && v[3] == -v[4];
  if (v[1]) { /* leaving (or staying in) IB: every rank's CB buffers go, so the
                 row cache is the same (empty) everywhere before NB/CB resume */
    if (f->wr && f->mode < CS_MODE_IB) sx_rc_flush(f, 0);
    sx_rc_drop(f);
  }
  /* C: a successful seek clears the VP's EOF indicator and pushed-back byte;
   * VPs outside the context, and failed seeks (a negative target), keep them */
  for (long i = 0; (f->eof || f->npb) && i < nl; i++) {
    if (mask && !mask[i]) continue;
    if (!uniform) {
      int64_t b = whence == SEEK_SET ? 0
                  : whence == SEEK_CUR ? (int64_t)(f->pos_uni ? f->upos : f->pos[i])
                                       : (int64_t)(f->len_uni ? f->ulen : f->len[i]);
      if (b + (poff ? poff[i] : off) < 0) continue;
    }
    if (f->eof) f->eof[i] = 0;
    sx_drop_pb(f, i);
  }
  if (uniform) {
    f->pos_uni = 1;
    f->upos = (uint64_t)v[3];
    int m = seg_mode(f, f->upos);
    if (m == CS_MODE_IB) sx_enter_ib(f, 1);
    f->mode = m;
    if (result) for (long i = 0; i < nl; i++) if (!mask || mask[i]) result[i] = 0;
  } else {
    sx_enter_ib(f, 1);
    sx_materialize_all(f);
    for (long i = 0; i < nl; i++) {
      if (mask && !mask[i]) continue;
      int64_t b = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (int64_t)f->pos[i] : (int64_t)f->len[i];
      int64_t np = b + (poff ? poff[i] : off);
      if (np < 0) { if (result) result[i] = -1; continue; }
      f->pos[i] = (uint64_t)np;
      if (result) result[i] = 0;
    }
  }
  return CS_SOK;
}

int cs_rewind(cs_pfile *f, const unsigned char *mask) {
  int st = cs_fseek(f, 0, NULL, SEEK_SET, mask, NULL);
  if (!st) cs_clearerr(f, mask);
  return st;
}

/* ---- per-VP queries ---------------------------------------------------------- */

void cs_ftell(cs_pfile *f, const unsigned char *mask, long *result) {
  if (!f) { null_query("ftell", mask, NULL, result, -1); return; }
  if (shape_refused(f, "ftell", mask, NULL, result, -1)) return;
  for (long i = 0; i < f->nlocal; i++)
    if (!mask || mask[i]) result[i] = (long)(f->pos_uni ? f->upos : f->pos[i]);
}
void cs_feof(cs_pfile *f, const unsigned char *mask, int *result) {
  if (!f) { null_query("feof", mask, result, NULL, 1); return; }
  if (shape_refused(f, "feof", mask, result, NULL, 1)) return;
  for (long i = 0; i < f->nlocal; i++)
    if (!mask || mask[i]) result[i] = f->eof ? f->eof[i] : 0;
}
void cs_ferror(cs_pfile *f, const unsigned char *mask, int *result) {
  if (!f) { null_query("ferror", mask, result, NULL, 1); return; }
  if (shape_refused(f, "ferror", mask, result, NULL, 1)) return;
  for (long i = 0; i < f->nlocal; i++)
    if (!mask || mask[i]) result[i] = f->err ? f->err[i] : 0;
}
/* setvbuf/setbuf on a parallel file: accepted and ignored (the runtime
 * buffers: NB/CB rows, IB blocks and superblocks), 0 as C's setvbuf gives
 * for a request it honours; a mode other than _IOFBF/_IOLBF/_IONBF is
 * nonzero, as in C. LOCAL: every rank answers alike. */
int cs_fsetvbuf(cs_pfile *f, int mode) {
  if (!f) { null_query("setvbuf", NULL, NULL, NULL, 0); return EOF; }
  return mode == _IOFBF || mode == _IOLBF || mode == _IONBF ? 0 : EOF;
}

void cs_clearerr(cs_pfile *f, const unsigned char *mask) {
  if (!f) { null_query("clearerr", mask, NULL, NULL, 0); return; }
  if (shape_refused(f, "clearerr", mask, NULL, NULL, 0)) return;
  for (long i = 0; i < f->nlocal; i++)
    if (!mask || mask[i]) {
      if (f->eof) f->eof[i] = 0;
      if (f->err) f->err[i] = 0;
    }
}
