/* stream/ibupdate.c — rewriting IB data in place (r+, w+ after a seek back).
 *
 * The thesis left it out (3.6.6: "updates in IB mode may require that VP
 * blocks be written individually, since each VP block's position is dictated
 * by the earlier writing pattern"); here each piece is written to the VP's
 * own block, found through its list. A block belongs to one VP, so only the
 * rank owning that VP ever writes it: no byte is written by two ranks, and no
 * directory entry changes. Copies of the block held for reading (the
 * superblock read buffers, the VP's current read block, the superblock being
 * filled) are patched too, so later reads in the same open see the update.
 * Kept apart from ibwrite.c/ibread.c (the append and read fast paths). */
#include "stream/internal.h"

/* Where block ordinal blk of VP i lives: its global block number, from the
 * session's list for a VP that appended in this session, else from the list
 * read from .first/.dir. */
static int block_of(cs_pfile *f, long i, uint64_t blk, uint64_t *out) {
  sx_ibw *w = f->w;
  int st;
  if (w && w->touched[i]) {
    if ((st = sx_ibw_lists(f))) return st;
    uint64_t wn = w->wn[i];
    if (blk < wn) { *out = w->wl[i][blk]; return CS_SOK; }
    if (blk - wn < w->nent[i]) { *out = w->ent[(size_t)i * f->k + (blk - wn)]; return CS_SOK; }
  } else if (f->ib_ondisk) {
    if ((st = sx_ibr_prepare(f))) return st;
    if (blk < sx_ibr_nblocks(f, i)) { *out = sx_ibr_ptr(f, i, blk); return CS_SOK; }
  }
  return sx_err(CS_SEIO, "%s: VP %ld: internal error: IB block %llu of an in-place update not found",
                f->name, f->first + i, (unsigned long long)blk);
}

/* n bytes of VP i's IB stream at IB offset q, all in blocks that have left
 * the VP's write buffer (q + n <= len - fill), are replaced by src. */
int sx_ib_update(cs_pfile *f, long i, uint64_t q, const uint8_t *src, uint64_t n) {
  int st;
  if (f->w) {
    if ((st = sx_ibw_drain(f))) return st; /* no background write of a block we patch */
    sx_ibw_untile(f);
  }
  sx_ibr_sync(f); /* the read side's per-VP blocks VP-major, vblk[] current */
  uint32_t b = f->b_ib;
  uint64_t bps = f->sb_bytes / b, cur = sx_ibw_cur_sb(f);
  while (n > 0) {
    uint64_t blk = q / b, o = q % b, c = b - o < n ? b - o : n, p = 0;
    if ((st = block_of(f, i, blk, &p))) return st;
    uint64_t j = p / bps, in_sb = (p % bps) * b + o;
    if (j == cur) { /* the superblock being filled: it reaches the file whole later */
      memcpy(f->w->sb + in_sb, src, c);
    } else if ((st = sx_ibr_update(f, j, in_sb, src, c)) < 0) {
      return -st;
    } else if (!st) { /* not kept in a read buffer (ibread.c): written through */
      st = sx_io_err(sx_io_pwrite(f->data, f->ib_off + j * f->sb_bytes + in_sb, src, c), "write", f->name);
      if (st) return st;
      uint8_t *sb = f->r ? sx_ibr_cached(f, j) : NULL;
      if (sb) memcpy(sb + in_sb, src, c);
    }
    if (f->r) {
      if (f->r->vblk && f->r->vblk[i] == blk && !(f->w && f->w->touched[i]))
        memcpy(f->r->vbuf + (size_t)i * b + o, src, c);
    }
    src += c;
    q += c;
    n -= c;
  }
  return CS_SOK;
}
