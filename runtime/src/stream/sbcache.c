/* stream/sbcache.c — the IB superblock read buffers (thesis 3.6.5: "read
 * buffers found by hash"): stream-rdbufs buffers of one data superblock
 * each, found through an open-addressing hash table, replaced by a clock;
 * and in-place IB updates kept in them until written back. Used by
 * ibread.c (per-VP and layer reads) and ibupdate.c (in-place rewrites). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stream/internal.h"

static uint64_t hash64(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return x;
}

int sx_sbc_init(sx_cache *c, int n, uint32_t S) {
  c->n = n;
  c->S = S;
  c->tabn = 1;
  while (c->tabn < 2 * n) c->tabn <<= 1;
  c->key = malloc(n * sizeof *c->key);
  c->buf = calloc(n, sizeof *c->buf);
  c->ref = calloc(n, 1);
  c->tab = malloc(c->tabn * sizeof *c->tab);
  if (!c->key || !c->buf || !c->ref || !c->tab) return -1;
  for (int i = 0; i < n; i++) c->key[i] = UINT64_MAX;
  for (int i = 0; i < c->tabn; i++) c->tab[i] = -1;
  c->hand = 0;
  c->nalloc = 0;
  return 0;
}

void sx_sbc_free(sx_cache *c) {
  if (c->buf)
    for (int i = 0; i < c->n; i++) free(c->buf[i]);
  if (c->dirty)
    for (int i = 0; i < c->n; i++) free(c->dirty[i]);
  free(c->dirty);
  free(c->umiss);
  free(c->key);
  free(c->buf);
  free(c->ref);
  free(c->tab);
  memset(c, 0, sizeof *c);
}

int sx_sbc_find(const sx_cache *c, uint64_t key) {
  for (uint64_t h = hash64(key) & (c->tabn - 1);; h = (h + 1) & (c->tabn - 1)) {
    int id = c->tab[h];
    if (id < 0) return -1;
    if (c->key[id] == key) return id;
  }
}

uint8_t *sx_ibr_cached(cs_pfile *f, uint64_t j) {
  const sx_cache *c = f->r ? &f->r->data : NULL;
  int id = c && c->tabn ? sx_sbc_find(c, j) : -1;
  return id < 0 ? NULL : c->buf[id];
}

/* Removes key's table slot, re-inserting the rest of its probe run. */
static void cache_unhash(sx_cache *c, uint64_t key) {
  uint64_t m = c->tabn - 1, h = hash64(key) & m;
  while (c->tab[h] >= 0 && c->key[c->tab[h]] != key) h = (h + 1) & m;
  if (c->tab[h] < 0) return;
  c->tab[h] = -1;
  for (uint64_t k = (h + 1) & m; c->tab[k] >= 0; k = (k + 1) & m) {
    int id = c->tab[k];
    c->tab[k] = -1;
    uint64_t g = hash64(c->key[id]) & m;
    while (c->tab[g] >= 0) g = (g + 1) & m;
    c->tab[g] = id;
  }
}

/* ---- in-place IB updates kept in the read buffers ----------------------------
 * Per-VP rewrites of IB data ("r+": fseek to a record, fscanf it, fprintf it
 * back) touch a few bytes of a block at a time. Written through, each was a
 * file-layer write of a few bytes (a write-behind queue entry and a pwrite),
 * 30-60x slower than writing the file. Now a rewrite of a superblock held in
 * a read buffer changes the buffer and marks the block; marked blocks go to
 * the file whole, runs of consecutive blocks in one write, when the buffer
 * is reused, at fflush/fclose and before a read that bypasses the buffers
 * (uniform loads and their read-ahead thread). Whole blocks are safe: a
 * block belongs to one VP, only the rank owning it writes it, and every
 * write of this rank to a kept block (this, emit_tails) changes the buffer
 * too. A superblock not held is loaded for updates once they have paid for
 * it (4 KiB per update against the superblock's size, the rule of kept rows);
 * until then they are written through. */

static int write_back_buf(cs_pfile *f, int id) {
  sx_cache *c = &f->r->data;
  uint64_t *bits = c->dirty[id], j = c->key[id];
  uint32_t b = f->b_ib;
  uint64_t bps = c->S / b;
  int st = f->w ? sx_ibw_drain(f) : CS_SOK; /* the file handle is not shared with the background writer */
  for (uint64_t x = 0; x < bps && !st;) {
    if (!(bits[x / 64] >> (x % 64) & 1)) {
      x = bits[x / 64] >> (x % 64) ? x + 1 : (x / 64 + 1) * 64;
      continue;
    }
    uint64_t e = x + 1;
    while (e < bps && (bits[e / 64] >> (e % 64) & 1)) e++;
    st = sx_io_err(sx_io_pwrite(f->data, f->ib_off + j * c->S + x * b, c->buf[id] + x * b, (size_t)((e - x) * b)),
                   "write", f->name);
    x = e;
  }
  free(bits);
  c->dirty[id] = NULL;
  c->ndirty--;
  if (st && !f->werr) f->werr = st; /* the bytes are lost: fclose must not commit */
  return st;
}

int sx_ibr_write_back(cs_pfile *f) {
  sx_cache *c = f->r ? &f->r->data : NULL;
  int st = CS_SOK;
  for (int id = 0; c && c->ndirty > 0 && id < c->n; id++)
    if (c->dirty[id]) {
      int e = write_back_buf(f, id);
      if (e && !st) st = e;
    }
  return st;
}

int sx_ibr_update(cs_pfile *f, uint64_t j, uint64_t in_sb, const void *src, uint64_t n) {
  sx_cache *c = f->r ? &f->r->data : NULL;
  if (!c || !c->tabn) return 0;
  int id = sx_sbc_find(c, j);
  if (id < 0) { /* not held: count it; load the superblock once the updates pay */
    if (j >= c->nmiss) {
      uint64_t nn = j + 1 > 2 * c->nmiss ? j + 1 : 2 * c->nmiss;
      uint32_t *m = realloc(c->umiss, nn * sizeof *m);
      if (!m) return 0;
      memset(m + c->nmiss, 0, (nn - c->nmiss) * sizeof *m);
      c->umiss = m;
      c->nmiss = nn;
    }
    if ((uint64_t)++c->umiss[j] * 4096 < c->S) return 0;
    uint8_t *sb;
    int st = sx_sbc_get(f, j, &sb);
    if (st) return -st;
    if ((id = sx_sbc_find(c, j)) < 0) return 0;
  }
  uint64_t bps = c->S / f->b_ib;
  if (!c->dirty && !(c->dirty = calloc(c->n, sizeof *c->dirty))) return 0;
  if (!c->dirty[id]) {
    if (!(c->dirty[id] = calloc((bps + 63) / 64, sizeof(uint64_t)))) return 0;
    c->ndirty++;
  }
  uint64_t blk = in_sb / f->b_ib;
  memcpy(c->buf[id] + in_sb, src, n);
  c->dirty[id][blk / 64] |= 1ULL << (blk % 64);
  c->ref[id] = 1;
  return 1;
}

int sx_sbc_get(cs_pfile *f, uint64_t j, uint8_t **out) {
  sx_cache *c = &f->r->data;
  int id = sx_sbc_find(c, j);
  if (id >= 0) {
    c->ref[id] = 1;
    f->st.rd_sb_hits++;
    *out = c->buf[id];
    return CS_SOK;
  }
  /* Clock over the buffers allocated so far; a new buffer is allocated only
   * when every allocated one was used since the hand last passed it, so a
   * streaming pattern recycles a few warm buffers instead of touching
   * stream-rdbufs superblocks of fresh memory. */
  id = -1;
  for (int swept = 0; swept < c->nalloc; swept++) {
    if (c->hand >= c->nalloc) c->hand = 0;
    /* a buffer with kept updates is reused only when no new one may be had:
     * its write-back would be of the few blocks changed so far */
    if (!c->ref[c->hand] && !(c->nalloc < c->n && c->dirty && c->dirty[c->hand])) { id = c->hand; break; }
    c->ref[c->hand] = 0;
    c->hand = c->hand + 1;
  }
  if (id < 0 && c->nalloc < c->n) id = c->nalloc++;
  if (id < 0) { /* all referenced and no room: the hand's (now cleared) buffer */
    if (c->hand >= c->nalloc) c->hand = 0;
    id = c->hand;
  }
  c->hand = id + 1;
  if (c->dirty && c->dirty[id]) { /* its kept updates go to the file before the buffer is reused */
    int st = write_back_buf(f, id);
    if (st) return st;
  }
  if (c->key[id] != UINT64_MAX) cache_unhash(c, c->key[id]);
  c->key[id] = UINT64_MAX;
  if (!f->r->hinted) sx_ibr_hint(f);
  if (!c->buf[id] && !(c->buf[id] = malloc(c->S)))
    return sx_err(CS_SENOMEM, "%s: out of memory for read buffers", f->name);
  int st = sx_io_err(sx_io_pread(f->data, f->ib_off + j * c->S, c->buf[id], c->S), "read", f->name);
  if (st) return st;
  f->st.rd_sb_misses++;
  c->key[id] = j;
  c->ref[id] = 1;
  uint64_t h = hash64(j) & (c->tabn - 1);
  while (c->tab[h] >= 0) h = (h + 1) & (c->tabn - 1);
  c->tab[h] = id;
  *out = c->buf[id];
  return CS_SOK;
}
