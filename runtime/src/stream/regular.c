/* stream/regular.c — the regular (NB and CB) segments: VP v's k-th block is
 * block k*V+v of the segment, so this rank's VPs' k-th blocks form one
 * contiguous slice of the file whatever the rank count (docs/stream-format.md
 * §2). NB moves that slice straight between the parallel variable and the
 * file; CB goes through the row cache, which is the thesis's set of per-VP
 * buffers of b_CB bytes, filled to capacity and flushed together (Fig. 3.5).
 *
 * Collective transfers are only issued on decisions made from replicated state
 * (segment sizes, agreed position and size), so every rank issues the same
 * sequence of pfs collectives. */
#include <stdlib.h>

#include "stream/internal.h"

uint64_t sx_row_off(const cs_pfile *f, int seg, uint64_t row) {
  uint32_t b = sx_seg_b(f, seg);
  uint64_t base = seg ? f->cb_off : 0;
  return base + (row * (uint64_t)f->V + (uint64_t)f->first) * b;
}

int sx_rc_flush(cs_pfile *f, int collective) {
  sx_rowcache *rc = &f->rc;
  int dirty = rc->valid && rc->dirty;
  if (!f->wr || (!dirty && !collective)) return CS_SOK;
  int st = sx_io_write_slice(f, dirty ? sx_row_off(f, rc->seg, rc->row) : 0, rc->buf,
                             dirty ? (size_t)f->nlocal * rc->b : 0, collective);
  if (dirty) f->st.cb_flushes++;
  rc->dirty = 0;
  return st;
}

void sx_rc_drop(cs_pfile *f) {
  f->rc.valid = 0;
  f->rc.dirty = 0;
}

/* Makes the row cache hold (seg,row). need_load: the row exists on disk and
 * will not be overwritten whole, so read it first (read-modify-write). */
static int rc_get(cs_pfile *f, int seg, uint64_t row, int need_load, int collective) {
  sx_rowcache *rc = &f->rc;
  if (rc->valid && rc->seg == seg && rc->row == row) return CS_SOK;
  int st = CS_SOK;
  if (rc->valid && (st = sx_rc_flush(f, collective))) return st;
  rc->valid = 0;
  uint32_t b = sx_seg_b(f, seg);
  size_t need = (size_t)f->nlocal * b;
  if (need > rc->cap) {
    uint8_t *nb = realloc(rc->buf, need);
    if (!nb) return sx_err(CS_SENOMEM, "%s: out of memory for %zu bytes of VP buffers", f->name, need);
    rc->buf = nb;
    rc->cap = need;
  }
  if (need_load) {
    if ((st = sx_io_read_slice(f, sx_row_off(f, seg, row), rc->buf, need, collective))) return st;
    if (!collective) f->st.rd_reg_blocks += (uint64_t)f->nlocal;
  } else {
    memset(rc->buf, 0, need);
  }
  rc->valid = 1;
  rc->dirty = 0;
  rc->seg = seg;
  rc->row = row;
  rc->b = b;
  return CS_SOK;
}

/* NB: one row, straight between the parallel variable and the file. */
int sx_nb_transfer(cs_pfile *f, int wr, void *base, uint64_t p) {
  uint64_t row = p / f->b_nb;
  sx_rowcache *rc = &f->rc;
  int st;
  if (rc->valid && rc->seg == 0 && rc->row == row) {
    if (!wr && rc->dirty && (st = sx_rc_flush(f, 1))) return st;
    rc->valid = 0;
  }
  size_t len = (size_t)f->nlocal * f->b_nb;
  st = wr ? sx_io_write_slice(f, sx_row_off(f, 0, row), base, len, 1)
          : sx_io_read_slice(f, sx_row_off(f, 0, row), base, len, 1);
  if (wr && row >= f->nb_rows) {
    f->nb_rows = row + 1;
    f->cb_off = f->nb_rows * (uint64_t)f->V * f->b_nb;
  }
  return st;
}

/* CB: every local VP transfers n bytes at stream position p (all below the IB
 * segment), chunked at block boundaries of whichever regular segment p is in. */
int sx_cb_transfer(cs_pfile *f, int wr, void *base, size_t stride, uint64_t p, uint64_t n) {
  uint8_t *ub = base;
  uint64_t done = 0;
  int st = CS_SOK;
  while (n > 0) {
    uint64_t nb_len = sx_nb_len(f);
    int seg = p >= nb_len;
    if (seg && f->cb_len == 0) f->cb_off = f->nb_rows * (uint64_t)f->V * f->b_nb;
    uint32_t b = sx_seg_b(f, seg);
    uint64_t q = seg ? p - nb_len : p, row = q / b, o = q % b;
    uint64_t c = b - o < n ? b - o : n;
    uint64_t rows = seg ? sx_cb_rows(f) : f->nb_rows;
    sx_rowcache *rc = &f->rc;
    int same = rc->valid && rc->seg == seg && rc->row == row;
    if (o == 0 && c == b && stride == b && !(same && !wr && rc->dirty)) {
      /* whole row and the variable already has the row's layout: no copy */
      if (same) rc->valid = 0;
      st = wr ? sx_io_write_slice(f, sx_row_off(f, seg, row), ub + done, (size_t)f->nlocal * b, 1)
              : sx_io_read_slice(f, sx_row_off(f, seg, row), ub + done, (size_t)f->nlocal * b, 1);
      if (wr) f->st.cb_flushes++;
    } else {
      int need_load = row < rows && !(wr && o == 0 && c == b);
      if ((st = rc_get(f, seg, row, need_load, 1))) return st;
      uint8_t *rb = rc->buf + o;
      if (wr) {
        for (long i = 0; i < f->nlocal; i++) memcpy(rb + (size_t)i * b, ub + (size_t)i * stride + done, c);
        rc->dirty = 1;
        if (o + c == b) st = sx_rc_flush(f, 1); /* full: send (Fig. 3.5) */
      } else {
        for (long i = 0; i < f->nlocal; i++) memcpy(ub + (size_t)i * stride + done, rb + (size_t)i * b, c);
      }
    }
    if (st) return st;
    if (wr && seg && q + c > f->cb_len) f->cb_len = q + c;
    if (wr && !seg && row >= f->nb_rows) { /* CB writing NB rows past the end (seek forward) */
      f->nb_rows = row + 1;
      f->cb_off = f->nb_rows * (uint64_t)f->V * f->b_nb;
    }
    p += c;
    done += c;
    n -= c;
  }
  f->st.cb_fill = f->b_cb ? f->cb_len % f->b_cb : 0;
  return st;
}

/* One VP's c bytes at offset o of its block in (seg,row), read independently
 * (IB mode). A row load reads the rank's whole slice of the row (nlocal × b
 * bytes), which pays when the next VPs read the same row (an elemental loop
 * over the VPs at one position) but makes per-VP reads at different rows
 * (per-VP fseek: out-of-core updates, random access) cost O(VPs) each, the
 * loop O(VPs²): 65,536 VPs alternating between rows took 72 s for 0.5M reads.
 * So a loaded row that served fewer reads than its load was worth (one read
 * straight from the file costs about a system call, taken as 4 KiB of copy)
 * sends the next nlocal misses straight to the file (c bytes each), after
 * which a miss loads a row again to see whether the pattern changed. The
 * bytes are the same either way: in IB the regular segments are written
 * through to the file (sx_reg_vp, sx_enter_ib flushed the row cache), and a
 * rank reads its own writes. */
static int reg_vp_read(cs_pfile *f, int seg, uint64_t row, long i, uint8_t *ub, uint64_t o, uint64_t c) {
  sx_rowcache *rc = &f->rc;
  uint32_t b = sx_seg_b(f, seg);
  if (rc->valid && rc->seg == seg && rc->row == row) {
    rc->hits++;
    memcpy(ub, rc->buf + (size_t)i * b + o, c);
    return CS_SOK;
  }
  uint64_t rows = seg ? sx_cb_rows(f) : f->nb_rows;
  if (rc->valid && !rc->direct && !rc->probe && rc->hits * 4096 < (uint64_t)f->nlocal * rc->b)
    rc->direct = (uint64_t)f->nlocal; /* the last load was not worth it */
  if (rc->direct && !(rc->valid && rc->dirty)) {
    if (--rc->direct == 0) rc->probe = 1; /* the next miss loads a row, whatever the old one did */
    if (row >= rows) { /* past the segment's rows: reads as zeros, as a loaded row would */
      memset(ub, 0, c);
      return CS_SOK;
    }
    uint64_t off = sx_row_off(f, seg, row) + (uint64_t)i * b + o;
    return sx_io_err(sx_io_pread(f->data, off, ub, c), "read", f->name);
  }
  int st = rc_get(f, seg, row, row < rows, 0);
  if (st) return st;
  rc->hits = 1;
  rc->probe = 0;
  memcpy(ub, rc->buf + (size_t)i * b + o, c);
  return CS_SOK;
}

/* One VP's bytes in the regular segments, independently (IB mode). */
int sx_reg_vp(cs_pfile *f, int wr, long i, void *buf, uint64_t p, uint64_t n) {
  uint8_t *ub = buf;
  while (n > 0) {
    uint64_t nb_len = sx_nb_len(f);
    int seg = p >= nb_len;
    uint32_t b = sx_seg_b(f, seg);
    uint64_t q = seg ? p - nb_len : p, row = q / b, o = q % b;
    uint64_t c = b - o < n ? b - o : n;
    int st, kept;
    sx_rowcache *rc = &f->rc;
    int in_rc = rc->valid && rc->seg == seg && rc->row == row;
    if (wr) {
      if (in_rc) memcpy(rc->buf + (size_t)i * b + o, ub, c);
      if ((st = sx_rs_access(f, 1, seg, row, i, o, ub, c, &kept))) return st;
      uint64_t off = (seg ? f->cb_off : 0) + (row * (uint64_t)f->V + (uint64_t)(f->first + i)) * b + o;
      if (!kept && (st = sx_io_err(sx_io_pwrite(f->data, off, ub, c), "write", f->name))) return st;
    } else {
      /* the row cache serves a row it holds; else a kept row (rowset.c) */
      if (!in_rc && (st = sx_rs_access(f, 0, seg, row, i, o, ub, c, &kept))) return st;
      if ((in_rc || !kept) && (st = reg_vp_read(f, seg, row, i, ub, o, c))) return st;
    }
    p += c;
    ub += c;
    n -= c;
  }
  return CS_SOK;
}
