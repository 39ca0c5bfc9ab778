/* stream/meta.c — encoding and validation of NAME.meta and NAME.first, byte
 * for byte as docs/stream-format.md §4–§5 says. Every rejection names the
 * file and the field, so a user can tell a truncated copy from a stale one. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "stream/internal.h"

uint8_t *sx_meta_encode(const sx_meta *m, const uint64_t *lengths, size_t *size) {
  size_t n = SX_META_HDR + (lengths ? 8 * m->nvp : 0) + 4;
  uint8_t *b = calloc(1, n);
  if (!b) return NULL;
  memcpy(b, "CSTRMETA", 8);
  sx_put32(b + 8, 1);
  sx_put32(b + 12, SX_META_HDR);
  sx_put64(b + 16, n);
  sx_put64(b + 24, m->gen);
  sx_put32(b + 32, m->ndims);
  sx_put32(b + 36, (m->flags & ~SX_FLAG_UNIFORM) | (lengths ? 0 : SX_FLAG_UNIFORM));
  for (int i = 0; i < 8; i++) sx_put64(b + 40 + 8 * i, i < (int)m->ndims ? m->dims[i] : 0);
  sx_put64(b + 104, m->nvp);
  sx_put32(b + 112, m->dist);
  sx_put32(b + 116, m->writer_ranks);
  sx_put32(b + 120, m->b_nb);
  sx_put32(b + 124, m->b_cb);
  sx_put32(b + 128, m->b_ib);
  sx_put32(b + 132, m->dir_ptrs);
  sx_put64(b + 136, m->nb_rows);
  sx_put64(b + 144, m->cb_off);
  sx_put64(b + 152, m->cb_len);
  sx_put64(b + 160, m->ib_off);
  sx_put32(b + 168, m->sb_bytes);
  sx_put32(b + 172, m->dsb_bytes);
  sx_put64(b + 176, m->ib_sbs);
  sx_put64(b + 184, m->dir_sbs);
  sx_put64(b + 192, lengths ? 0 : m->uniform_len);
  sx_put64(b + 200, lengths ? SX_META_HDR : 0);
  if (m->flags & SX_FLAG_INCOMPLETE) sx_put32(b + 208, m->writing);
  sx_put64(b + 216, m->ib_used);
  if (lengths)
    for (uint64_t v = 0; v < m->nvp; v++) sx_put64(b + SX_META_HDR + 8 * v, lengths[v]);
  sx_put32(b + n - 4, sx_crc32(0, b, n - 4));
  *size = n;
  return b;
}

#define BAD(...) return sx_err(CS_SEFORMAT, __VA_ARGS__)

/* IB blocks a stream of length L spans (0 when it ends before ib_start). */
static uint64_t ib_need(const sx_meta *m, uint64_t ib_start, uint64_t L) {
  return L > ib_start ? (L - ib_start + m->b_ib - 1) / m->b_ib : 0;
}

/* IB blocks the segment's superblocks hold (every list points below it);
 * without an IB segment, no limit here (lengths past ib_start are refused
 * as such). */
static uint64_t ib_seg_blocks(const sx_meta *m) {
  return (m->flags & SX_FLAG_HAS_IB) ? m->ib_sbs * (m->sb_bytes / m->b_ib) : UINT64_MAX;
}

const char *sx_writing_words(uint32_t writing) {
  switch (writing) {
  case SX_WRITING_NONE: return "nothing written yet";
  case SX_WRITING_NB: return "writing the NB segment";
  case SX_WRITING_CB: return "writing the CB segment";
  case SX_WRITING_IB_NEW: return "writing the IB segment it began";
  case SX_WRITING_IB_OLD: return "appending to the IB segment";
  default: return "writing an unknown segment";
  }
}

/* The format has no byte-order field: its integers are little-endian
 * (docs/stream-format.md §1). A writer that stored them big-endian shows
 * version 1 as 16777216; the message says so, as streamstar's does. */
static const char *byte_swapped(uint32_t version) {
  return __builtin_bswap32(version) == 1
             ? "; that is version 1 byte-swapped: the fields were written big-endian, and Stream* metafiles are "
               "little-endian"
             : "";
}

int sx_meta_decode(const char *path, const uint8_t *b, size_t size, sx_meta *m,
                   uint64_t **lengths, int writer_gone) {
  *lengths = NULL;
  memset(m, 0, sizeof *m);
  if (size < 16) BAD("%s: truncated: %zu bytes, a header needs %d", path, size, SX_META_HDR + 4);
  if (memcmp(b, "CSTRMETA", 8) != 0) BAD("%s: field magic: not a Stream* metafile", path);
  uint32_t ver = sx_get32(b + 8);
  if (ver != 1) BAD("%s: field version: unsupported version %u (this reader knows 1)%s", path, ver, byte_swapped(ver));
  if (size < SX_META_HDR + 4) BAD("%s: truncated: %zu bytes, a header needs %d", path, size, SX_META_HDR + 4);
  uint64_t mb = sx_get64(b + 16);
  if (sx_get32(b + 12) != SX_META_HDR) BAD("%s: field header_bytes: %u, expected 256", path, sx_get32(b + 12));
  if (mb != size)
    BAD("%s: field meta_bytes: says %llu bytes but the file has %zu (truncated or overwritten)", path,
        (unsigned long long)mb, size);
  uint32_t crc = sx_get32(b + size - 4), want = sx_crc32(0, b, size - 4);
  if (crc != want) BAD("%s: field crc: checksum mismatch (stored %08x, computed %08x)", path, crc, want);
  m->gen = sx_get64(b + 24);
  m->ndims = sx_get32(b + 32);
  m->flags = sx_get32(b + 36);
  if (m->ndims < 1 || m->ndims > 8) BAD("%s: field ndims: %u is not 1..8", path, m->ndims);
  if (m->flags & SX_FLAG_INCOMPLETE) {
    size_t pl = strlen(path), nl = pl >= 5 && !strcmp(path + pl - 5, ".meta") ? pl - 5 : pl;
    const char *what = sx_writing_words(sx_get32(b + 208));
    if (writer_gone)
      BAD("%s: field flags: INCOMPLETE: the program writing %.*s ended without closing it (it died; %s); "
          "run `streamstar recover %.*s` to make it readable", path, (int)nl, path, what, (int)nl, path);
    BAD("%s: field flags: INCOMPLETE: the program writing %.*s has not closed it (it died, or is still "
        "running; %s); run `streamstar recover %.*s` to make it readable once it is not running", path,
        (int)nl, path, what, (int)nl, path);
  }
  if (m->flags & ~3u) BAD("%s: field flags: unknown bits 0x%x", path, m->flags & ~3u);
  uint64_t prod = 1;
  for (uint32_t i = 0; i < m->ndims; i++) {
    m->dims[i] = sx_get64(b + 40 + 8 * i);
    if (m->dims[i] == 0) BAD("%s: field dims[%u]: zero extent", path, i);
    /* a shape's extents and position count are longs: a forged product that
     * wraps in 64 bits (2^32 x 2^32 "is" 0 VPs) must not reach the shape */
    if (m->dims[i] > (uint64_t)LONG_MAX / prod)
      BAD("%s: field dims[%u]: the extents' product does not fit in a long (%u axes)", path, i, m->ndims);
    prod *= m->dims[i];
  }
  m->nvp = sx_get64(b + 104);
  if (m->nvp != prod) BAD("%s: field nvp: %llu is not the product of dims (%llu)", path,
                          (unsigned long long)m->nvp, (unsigned long long)prod);
  /* informative (docs/stream-format.md §4): no byte's place depends on it,
   * so a file another writer marked with another distribution is read */
  m->dist = sx_get32(b + 112);
  m->writer_ranks = sx_get32(b + 116);
  m->b_nb = sx_get32(b + 120);
  m->b_cb = sx_get32(b + 124);
  m->b_ib = sx_get32(b + 128);
  m->dir_ptrs = sx_get32(b + 132);
  m->nb_rows = sx_get64(b + 136);
  m->cb_off = sx_get64(b + 144);
  m->cb_len = sx_get64(b + 152);
  m->ib_off = sx_get64(b + 160);
  m->sb_bytes = sx_get32(b + 168);
  m->dsb_bytes = sx_get32(b + 172);
  m->ib_sbs = sx_get64(b + 176);
  m->dir_sbs = sx_get64(b + 184);
  m->uniform_len = sx_get64(b + 192);
  m->lengths_off = sx_get64(b + 200);
  m->ib_used = sx_get64(b + 216);
  if (m->b_cb == 0) BAD("%s: field b_cb: zero", path);
  if (m->b_ib == 0) BAD("%s: field b_ib: zero", path);
  if ((m->b_nb == 0) != (m->nb_rows == 0))
    BAD("%s: field b_nb: %u with nb_rows %llu", path, m->b_nb, (unsigned long long)m->nb_rows);
  if (m->dir_ptrs != 2 && m->dir_ptrs != 6 && m->dir_ptrs != 14)
    BAD("%s: field dir_ptrs: %u is not 2, 6 or 14", path, m->dir_ptrs);
  uint32_t E = 4 * (2 + m->dir_ptrs);
  if (m->sb_bytes == 0 || m->sb_bytes % m->b_ib)
    BAD("%s: field sb_bytes: %u is not a positive multiple of b_ib %u", path, m->sb_bytes, m->b_ib);
  if (m->dsb_bytes < 2 * E || m->dsb_bytes % E)
    BAD("%s: field dsb_bytes: %u is not a multiple of the entry size %u (>= 2 entries)", path,
        m->dsb_bytes, E);
  /* The tools' and the package's limits (2^40 IB blocks, 2^40 directory
   * superblocks): a forged count past them is damage, and ib_sbs * blocks
   * per superblock wrapped in 64 bits here, so that the directory walk and
   * the read-ahead hint (a table of ib_sbs entries) met a "valid" count of
   * 2^64-1 superblocks: a segfault reading any IB byte. */
  if (m->ib_sbs > (1ull << 40) / (m->sb_bytes / m->b_ib))
    BAD("%s: field ib_sbs: %llu superblocks is implausibly large (more than 2^40 IB blocks)", path,
        (unsigned long long)m->ib_sbs);
  if (m->dir_sbs > (1ull << 40))
    BAD("%s: field dir_sbs: %llu directory superblocks is implausibly large (more than 2^40)", path,
        (unsigned long long)m->dir_sbs);
  if (m->ib_used > m->ib_sbs * (m->sb_bytes / m->b_ib))
    BAD("%s: field ib_used_blocks: %llu is beyond the %llu superblocks in use", path,
        (unsigned long long)m->ib_used, (unsigned long long)m->ib_sbs);
  /* Segment ends in 128 bits, as streamstar checks them: a field that wraps
   * in 64 bits would pass the checks below and place the segments wrongly. */
  unsigned __int128 nb_end128 = (unsigned __int128)m->nb_rows * m->nvp * m->b_nb;
  unsigned __int128 cb_end128 = (unsigned __int128)m->cb_off +
                                ((unsigned __int128)m->cb_len + m->b_cb - 1) / m->b_cb * m->nvp * m->b_cb;
  if (nb_end128 >> 62 || cb_end128 >> 62 || ((unsigned __int128)m->nb_rows * m->b_nb + m->cb_len) >> 62)
    BAD("%s: field nb_rows: segment sizes overflow (nb_rows %llu, cb_off %llu, cb_len %llu)", path,
        (unsigned long long)m->nb_rows, (unsigned long long)m->cb_off, (unsigned long long)m->cb_len);
  uint64_t nb_end = m->nb_rows * m->nvp * m->b_nb;
  uint64_t cb_rows = (m->cb_len + m->b_cb - 1) / m->b_cb;
  if (m->cb_off < nb_end) BAD("%s: field cb_off: %llu overlaps the NB segment (ends at %llu)", path,
                              (unsigned long long)m->cb_off, (unsigned long long)nb_end);
  if (m->ib_off < m->cb_off + cb_rows * m->nvp * m->b_cb)
    BAD("%s: field ib_off: %llu overlaps the CB segment", path, (unsigned long long)m->ib_off);
  uint64_t ib_start = m->nb_rows * m->b_nb + m->cb_len;
  int uniform = (m->flags & SX_FLAG_UNIFORM) != 0;
  uint64_t want_size = SX_META_HDR + (uniform ? 0 : 8 * m->nvp) + 4;
  if (size != want_size)
    BAD("%s: field lengths: file has %zu bytes, %llu expected for %s", path, size,
        (unsigned long long)want_size, uniform ? "uniform lengths" : "a per-VP length table");
  if (uniform ? m->lengths_off != 0 : m->lengths_off != SX_META_HDR)
    BAD("%s: field lengths_off: %llu inconsistent with flags", path, (unsigned long long)m->lengths_off);
  int has_ib = (m->flags & SX_FLAG_HAS_IB) != 0;
  /* A stream position is a long; and a length near 2^64 wrapped the count
   * of IB blocks it spans (len - ib_start + b_ib - 1), so a forged length
   * passed the directory walk and the read indexed past the VP's pointers
   * (a segfault). */
  if (uniform && m->uniform_len >> 62)
    BAD("%s: field uniform_len: %llu is implausibly large (2^62 or more)", path,
        (unsigned long long)m->uniform_len);
  /* The IB blocks a length spans must exist in the IB segment (each list
   * points below ib_sbs superblocks' blocks, docs/stream-format.md §5): a
   * forged length of 2^40 made the reader allocate block lists for 2^34
   * blocks and fail with "out of memory" instead of naming the field. */
  uint64_t ib_blocks = ib_seg_blocks(m);
  if (uniform) {
    if (ib_need(m, ib_start, m->uniform_len) > ib_blocks)
      BAD("%s: field uniform_len: %llu needs %llu IB blocks of %u bytes, but the IB segment has %llu", path,
          (unsigned long long)m->uniform_len, (unsigned long long)ib_need(m, ib_start, m->uniform_len), m->b_ib,
          (unsigned long long)ib_blocks);
    if (!has_ib && m->uniform_len > ib_start)
      BAD("%s: field uniform_len: %llu exceeds the NB+CB segments (%llu) and there is no IB segment",
          path, (unsigned long long)m->uniform_len, (unsigned long long)ib_start);
  } else {
    uint64_t *L = malloc(8 * m->nvp + 1);
    if (!L) return sx_err(CS_SENOMEM, "%s: out of memory", path);
    for (uint64_t v = 0; v < m->nvp; v++) {
      L[v] = sx_get64(b + SX_META_HDR + 8 * v);
      if (L[v] >> 62) {
        unsigned long long bad_len = (unsigned long long)L[v];
        free(L);
        BAD("%s: field lengths[%llu]: %llu is implausibly large (2^62 or more)", path, (unsigned long long)v,
            bad_len);
      }
      if (!has_ib && L[v] > ib_start) {
        unsigned long long bad_len = (unsigned long long)L[v]; /* not read after the free */
        free(L);
        BAD("%s: field lengths[%llu]: %llu exceeds the NB+CB segments and there is no IB segment",
            path, (unsigned long long)v, bad_len);
      }
      if (has_ib && ib_need(m, ib_start, L[v]) > ib_blocks) {
        unsigned long long bad_len = (unsigned long long)L[v], need = ib_need(m, ib_start, L[v]);
        free(L);
        BAD("%s: field lengths[%llu]: %llu needs %llu IB blocks of %u bytes, but the IB segment has %llu", path,
            (unsigned long long)v, bad_len, need, m->b_ib, (unsigned long long)ib_blocks);
      }
    }
    *lengths = L;
  }
  if (has_ib && m->ib_sbs == 0) BAD("%s: field ib_sbs: zero with an IB segment", path);
  return CS_SOK;
}

int sx_first_validate(const char *path, const uint8_t *b, size_t size, const sx_meta *m) {
  if (size < 36) BAD("%s: truncated: %zu bytes", path, size);
  if (memcmp(b, "CSTRFRST", 8) != 0) BAD("%s: field magic: not a Stream* .first file", path);
  if (sx_get32(b + 8) != 1)
    BAD("%s: field version: unsupported version %u%s", path, sx_get32(b + 8), byte_swapped(sx_get32(b + 8)));
  if (sx_get64(b + 16) != m->gen)
    BAD("%s: field gen: does not match the .meta (stale .first from another version)", path);
  if (sx_get64(b + 24) != m->nvp) BAD("%s: field nvp: %llu, .meta says %llu", path,
                                      (unsigned long long)sx_get64(b + 24), (unsigned long long)m->nvp);
  if (size != 36 + 4 * m->nvp)
    BAD("%s: truncated: %zu bytes, %llu expected", path, size, (unsigned long long)(36 + 4 * m->nvp));
  uint32_t crc = sx_get32(b + size - 4), want = sx_crc32(0, b, size - 4);
  if (crc != want) BAD("%s: field crc: checksum mismatch (stored %08x, computed %08x)", path, crc, want);
  return CS_SOK;
}
