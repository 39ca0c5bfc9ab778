/* stream/rowset.c — kept rows of the regular (NB/CB) segments for per-VP
 * access in IB mode.
 *
 * Per-VP reads and writes of a regular segment (per-VP fseek in "r+": the
 * out-of-core update, random access to an NB file) touch one VP's bytes in a
 * row of nlocal blocks. Written through, each is a file-layer write of a few
 * bytes (a queue entry and a pwrite by the layer's worker) and each read a
 * pread: 65,536 VPs updating 24-byte records took 2-3x a plain C program,
 * and the rewind that followed waited for the queue of tiny writes (11-23x).
 * So a row that has taken as many per-VP accesses as loading it costs (one
 * access taken as 4 KiB of copy, the rule reg_vp_read uses) is loaded whole
 * and kept: later reads and writes of that row are memcpys, and the row goes
 * back to the file as one write of its dirty byte range when it is evicted
 * (least recently used, beyond SX_RS_ROWS rows or stream-rsmem bytes), at
 * fflush/fclose, and before any collective NB/CB transfer. Writing is
 * deferred as CB's row buffer defers it: a write error shows at that later
 * call (and fails the fclose), as file-layer write-behind errors do.
 *
 * Only this rank's VPs' bytes of a row are kept (its slice of the row is
 * contiguous in the file whatever the rank count), and only this rank ever
 * accesses them, so the kept rows need no agreement between ranks; every
 * flush is an independent write and may run inside an elemental function.
 * Coherence with the single row cache (f->rc, regular.c): sx_reg_vp writes
 * both copies, reads look here first, and a row is loaded from f->rc when
 * that holds it (it may be dirty, ahead of the file). */
#include <stdlib.h>

#include "stream/internal.h"

static uint64_t rs_row_bytes(const cs_pfile *f, int seg) { return (uint64_t)f->nlocal * sx_seg_b(f, seg); }

/* LOCAL. Writes row k's dirty bytes to the file. */
static int rs_write_back(cs_pfile *f, sx_keptrow *k) {
  if (k->hi <= k->lo) return CS_SOK;
  uint64_t off = sx_row_off(f, k->seg, k->row) + k->lo;
  int st = sx_io_err(sx_io_pwrite(f->data, off, k->buf + k->lo, (size_t)(k->hi - k->lo)), "write", f->name);
  k->lo = k->hi = 0;
  if (st && !f->werr) f->werr = st; /* the bytes are lost: fclose must not commit */
  return st;
}

int sx_rs_flush(cs_pfile *f, int drop) {
  sx_rowset *s = &f->rs;
  int st = CS_SOK;
  for (int j = 0; j < s->n; j++) {
    int e = rs_write_back(f, &s->row[j]);
    if (e && !st) st = e;
    if (drop) free(s->row[j].buf);
  }
  if (drop) {
    s->n = 0;
    s->bytes = 0;
    memset(s->seen, 0, sizeof s->seen);
  }
  return st;
}

void sx_rs_free(cs_pfile *f) {
  for (int j = 0; j < f->rs.n; j++) free(f->rs.row[j].buf);
  f->rs.n = 0;
}

/* The kept row (seg,row), or NULL. Counts the access of a miss, and a row
 * whose misses have paid for its load is loaded (evicting the least recently
 * used row if the set is full); *st is a load or eviction error. */
static sx_keptrow *rs_get(cs_pfile *f, int seg, uint64_t row, int *st) {
  sx_rowset *s = &f->rs;
  *st = CS_SOK;
  s->clock++;
  for (int j = 0; j < s->n; j++)
    if (s->row[j].seg == seg && s->row[j].row == row) {
      s->row[j].used = s->clock;
      return &s->row[j];
    }
  uint64_t bytes = rs_row_bytes(f, seg);
  if (f->cfg.rs_mem == 0 || bytes == 0 || bytes > f->cfg.rs_mem) return NULL;
  sx_rowseen *c = &s->seen[(row * 2 + (uint64_t)seg) % SX_RS_SEEN];
  if (c->count == 0 || c->seg != seg || c->row != row) {
    c->seg = seg;
    c->row = row;
    c->count = 0;
  }
  if (++c->count * 4096 < bytes) return NULL;
  c->count = 0;
  /* evict until the row fits */
  while (s->n > 0 && (s->n == SX_RS_ROWS || s->bytes + bytes > f->cfg.rs_mem)) {
    int old = 0;
    for (int j = 1; j < s->n; j++)
      if (s->row[j].used < s->row[old].used) old = j;
    *st = rs_write_back(f, &s->row[old]);
    free(s->row[old].buf);
    s->bytes -= rs_row_bytes(f, s->row[old].seg);
    s->row[old] = s->row[--s->n];
    if (*st) return NULL;
  }
  uint8_t *buf = malloc((size_t)bytes);
  if (!buf) return NULL; /* no memory to spare: keep writing through */
  sx_rowcache *rc = &f->rc;
  uint64_t rows = seg ? sx_cb_rows(f) : f->nb_rows;
  if (rc->valid && rc->seg == seg && rc->row == row) {
    memcpy(buf, rc->buf, (size_t)bytes); /* it may be ahead of the file */
  } else if (row >= rows) {
    memset(buf, 0, (size_t)bytes); /* past the segment's rows: zeros, as the file reads there */
  } else if ((*st = sx_io_read_slice(f, sx_row_off(f, seg, row), buf, (size_t)bytes, 0))) {
    free(buf);
    return NULL;
  } else {
    f->st.rd_reg_blocks += (uint64_t)f->nlocal;
  }
  sx_keptrow *k = &s->row[s->n++];
  k->seg = seg;
  k->row = row;
  k->buf = buf;
  k->lo = k->hi = 0;
  k->used = s->clock;
  s->bytes += bytes;
  return k;
}

int sx_rs_access(cs_pfile *f, int wr, int seg, uint64_t row, long i, uint64_t o, void *buf, uint64_t c,
                 int *done) {
  int st;
  *done = 0;
  sx_keptrow *k = rs_get(f, seg, row, &st);
  if (!k) return st;
  uint64_t at = (uint64_t)i * sx_seg_b(f, seg) + o;
  if (wr) {
    memcpy(k->buf + at, buf, (size_t)c);
    if (k->hi <= k->lo) {
      k->lo = at;
      k->hi = at + c;
    } else {
      if (at < k->lo) k->lo = at;
      if (at + c > k->hi) k->hi = at + c;
    }
  } else {
    memcpy(buf, k->buf + at, (size_t)c);
  }
  *done = 1;
  return CS_SOK;
}
