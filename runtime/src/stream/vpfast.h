/* stream/vpfast.h — the fast paths of elemental (per-VP) stdio calls.
 *
 * An elemental call (fputc, fgetc, fgets, fputs, fprintf, fscanf, and
 * fwrite/fread inside elemental functions) is made once per VP. Its general
 * path (prep, sx_vp_write, sx_vp_read, sx_ibr_read, sx_ibw_append) checks the
 * open-file table, the shape, switches the rank to IB, materialises the
 * per-VP arrays, syncs the read buffers and finds the block: about a dozen
 * calls for one byte (fputc/fgetc were 5.5x plain C's stdio). Most calls
 * touch only the VP's own IB buffer: a write that appends at the VP's end
 * and leaves room in its write buffer (vbuf of the writer), a read of bytes
 * in the block the VP already holds (vbuf of the reader). Once the file is in
 * the state those paths leave behind -- IB mode, per-VP arrays, VP-major
 * buffers, no pushed-back byte -- such a call is a copy and two stores; any
 * other case (the first call of a VP, a block boundary, EOF, a seek into
 * another block, a regular segment, session read-back, errors) takes the
 * general path, which is unchanged. So the fast paths change speed only:
 * they do what the general path would do for the same call, no less (the
 * same positions, lengths, buffer fills and counters). LOCAL, no messages. */
#ifndef CSTAR_STREAM_VPFAST_H
#define CSTAR_STREAM_VPFAST_H

#include "cstar/rt.h"
#include "stream/internal.h"

/* VP i of f may take a fast path: f is open, i is local, the current shape
 * is f's (or none), and f is in the state prep() leaves it in, so prep()
 * would do nothing (mode IB; pos/len arrays; a VP-major write buffer with
 * per-VP fills; no pushed-back byte; not an unresolved external file). */
static inline int sx_vp_fast_ok(cs_pfile *f, long i) {
  if (!f || !sx_is_open(f) || i < 0 || i >= f->nlocal) return 0;
  cs_shape_t s = cs_current();
  if (s && f->shape && s != f->shape) return 0;
  const sx_ibw *w = f->w;
  return f->mode == CS_MODE_IB && !f->pos_uni && !f->len_uni && !f->npb && !(f->bnb_pending && f->ext_size) &&
         (!w || (!w->uni && !w->tc));
}

/* VP i's block ordinal and offset in it of IB offset q (b_IB is a power of
 * two unless a file says otherwise: a shift, not a 64-bit division). */
static inline uint64_t sx_vp_blk(uint64_t q, uint32_t b, uint64_t *o) {
  if (!(b & (b - 1))) {
    *o = q & (b - 1);
    return q >> __builtin_ctz(b);
  }
  *o = q % b;
  return q / b;
}

/* After sx_vp_fast_ok: appends n bytes (n > 0) at VP i's end when they fit
 * in its IB write buffer without filling it (a full buffer is emitted as a
 * block: the general path). What sx_vp_write -> sx_ibw_append does for such
 * a call. 1: done; 0: take the general path. */
static inline int sx_vp_fast_put(cs_pfile *f, long i, const void *src, uint64_t n) {
  sx_ibw *w = f->w;
  if (!n || !f->wr || !f->frozen || !w || !w->touched[i]) return 0;
  uint64_t L = f->len[i], p = f->append ? L : f->pos[i];
  uint32_t fill = w->vfill[i];
  if (p != L || p < sx_ib_start(f) || fill + n >= f->b_ib) return 0;
  uint8_t *d = w->vbuf + (size_t)i * f->b_ib + fill;
  if (n == 1) *d = *(const uint8_t *)src;
  else memcpy(d, src, n);
  w->vfill[i] = fill + (uint32_t)n;
  f->pos[i] = f->len[i] = p + n;
  f->len_min_ok = 0;
  return 1;
}

/* After sx_vp_fast_ok: VP i's next bytes in the IB block it holds, *avail of
 * them (> 0, up to the block's end and the stream's), or NULL (not held, at
 * EOF, in a regular segment, read-back of this session's writes, buffers
 * not in per-VP form). The caller consumes c <= *avail of them by adding c
 * to f->pos[i] (and f->st.rd_vp_hits++), as sx_ibr_read does on a hit. */
static inline const uint8_t *sx_vp_fast_peek(cs_pfile *f, long i, uint64_t *avail) {
  const sx_ibr *r = f->r;
  if (!f->rd || !r || !r->vblk || r->ublk != UINT64_MAX || r->tc || r->ra || (f->w && f->w->touched[i]))
    return NULL;
  uint64_t p = f->pos[i], L = f->len[i], s = sx_ib_start(f), o;
  if (p < s || p >= L) return NULL;
  uint32_t b = f->b_ib;
  if (r->vblk[i] != sx_vp_blk(p - s, b, &o)) return NULL;
  uint64_t a = b - o;
  *avail = a < L - p ? a : L - p;
  return r->vbuf + (size_t)i * b + o;
}

/* After sx_vp_fast_ok: reads n bytes (0 < n) if all are in VP i's block. */
static inline int sx_vp_fast_get(cs_pfile *f, long i, void *dst, uint64_t n) {
  uint64_t a;
  const uint8_t *s = sx_vp_fast_peek(f, i, &a);
  if (!s || a < n) return 0;
  if (n == 1) *(uint8_t *)dst = *s;
  else memcpy(dst, s, n);
  f->pos[i] += n;
  f->st.rd_vp_hits++;
  return 1;
}

/* ---- walking the active VPs of a `where` mask ------------------------------
 * A collective call under `where` used to test mask[i] of every local VP in
 * three loops (count, positions, transfer): a branch per VP that the
 * predictor misses at every active VP of a sparse mask (where10: a third of
 * the call). These skip 8 inactive VPs per load. */

/* Bit 7 of each nonzero byte of x (the others 0). */
static inline uint64_t sx_nz_bytes(uint64_t x) {
  const uint64_t lo7 = 0x7f7f7f7f7f7f7f7fULL;
  return (((x & lo7) + lo7) | x) & ~lo7;
}

/* The first active VP at or after i (mask[i] != 0), or nl. */
static inline long sx_next_active(const unsigned char *mask, long i, long nl) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  long a = i & ~7L;
  if (i < nl && a + 8 <= nl) {
    uint64_t w;
    memcpy(&w, mask + a, 8);
    uint64_t m = sx_nz_bytes(w) & (~0ULL << (8 * (i - a)));
    while (!m) {
      a += 8;
      if (a + 8 > nl) break;
      memcpy(&w, mask + a, 8);
      m = sx_nz_bytes(w);
    }
    if (m) return a + (__builtin_ctzll(m) >> 3);
    i = a; /* the last partial word, byte by byte */
  }
#endif
  while (i < nl && !mask[i]) i++;
  return i;
}

/* Active VPs among the first nl (8 per load, no branch per VP). */
static inline long sx_count_active(const unsigned char *mask, long nl) {
  long c = 0, i = 0;
  for (; i + 8 <= nl; i += 8) {
    uint64_t w;
    memcpy(&w, mask + i, 8);
    c += (long)(((sx_nz_bytes(w) >> 7) * 0x0101010101010101ULL) >> 56); /* sum of the 0/1 bytes */
  }
  for (; i < nl; i++) c += mask[i] != 0;
  return c;
}

#endif
