#include "meta.h"

#include "common.h"

#include <algorithm>
#include <cstring>

namespace ss {

bool Lengths::uniform() const {
  return t_.empty() || std::all_of(t_.begin(), t_.end(), [&](uint64_t l) { return l == t_[0]; });
}

std::vector<uint64_t> &Lengths::table() {
  if (t_.empty() && n_) t_.assign(n_, uni_);
  return t_;
}

uint64_t Meta::max_len() const {
  if (len.uniform()) return len.size() ? len[0] : 0;
  uint64_t mx = 0;
  for (uint64_t l : len) mx = std::max(mx, l);
  return mx;
}

std::string Meta::shape_str() const {
  std::string s;
  for (uint32_t i = 0; i < ndims; i++) s += (i ? "x" : "") + std::to_string(dims[i]);
  return s;
}

// The format has no byte-order field: its integers are little-endian
// (docs/stream-format.md §1). A file whose writer stored them big-endian
// shows version 1 as 16777216; say so rather than only "unsupported".
static const char *swapped(uint32_t version) {
  return __builtin_bswap32(version) == 1
             ? "; that is version 1 byte-swapped: the fields were written big-endian, and Stream* metafiles are "
               "little-endian"
             : "";
}

Meta parse_meta(const std::string &path, const std::vector<uint8_t> &buf, bool incomplete_ok) {
  const char *P = path.c_str();
  const uint8_t *b = buf.data();
  Meta m;
  if (buf.size() < 8 || memcmp(b, "CSTRMETA", 8) != 0)
    fail("%s: magic: not a Stream* metafile (expected CSTRMETA)", P);
  if (buf.size() < 260) fail("%s: meta_bytes: truncated (%zu bytes, the header needs 260)", P, buf.size());
  m.version = le32(b + 8);
  if (m.version != 1) fail("%s: version: unsupported version %u (this reader knows 1)%s", P, m.version, swapped(m.version));
  uint64_t meta_bytes = le64(b + 16);
  if (meta_bytes != buf.size())
    fail("%s: meta_bytes: truncated or overwritten (says %llu bytes, the file has %zu)", P,
         (unsigned long long)meta_bytes, buf.size());
  if (crc32(0, b, buf.size() - 4) != le32(b + buf.size() - 4)) fail("%s: crc: checksum mismatch (corrupt)", P);
  if (le32(b + 12) != 256) fail("%s: header_bytes: %u, expected 256", P, le32(b + 12));
  m.gen = le64(b + 24);
  m.ndims = le32(b + 32);
  m.flags = le32(b + 36);
  if (m.ndims < 1 || m.ndims > 8) fail("%s: ndims: %u is not in 1..8", P, m.ndims);
  if ((m.flags & FLAG_INCOMPLETE) && !incomplete_ok) {
    std::string name = path.size() > 5 && path.compare(path.size() - 5, 5, ".meta") == 0 ? path.substr(0, path.size() - 5) : path;
    fail("%s: flags: INCOMPLETE: the program writing %s has not closed it (it died, or is still running); "
         "run `streamstar recover %s` to make it readable", P, name.c_str(), name.c_str());
  }
  if (m.flags & ~(incomplete_ok ? 7u : 3u)) fail("%s: flags: unknown bits 0x%x", P, m.flags);
  m.writing = m.flags & FLAG_INCOMPLETE ? le32(b + 208) : WRITING_NONE;
  if (m.writing > WRITING_IB_OLD) fail("%s: writing: %u is not 0..4", P, m.writing);
  unsigned __int128 prod = 1;
  for (uint32_t i = 0; i < 8; i++) {
    m.dims[i] = le64(b + 40 + 8 * i);
    if (i < m.ndims) {
      if (m.dims[i] == 0) fail("%s: dims: axis %u has extent 0", P, i);
      prod *= m.dims[i];
      if (prod > ((unsigned __int128)1 << 32)) fail("%s: dims: more than 2^32 VPs", P);
    }
  }
  m.nvp = le64(b + 104);
  if (m.nvp != (uint64_t)prod) fail("%s: nvp: %llu is not the product of dims %s", P, (unsigned long long)m.nvp, m.shape_str().c_str());
  m.dist = le32(b + 112);
  m.writer_ranks = le32(b + 116);
  m.b_nb = le32(b + 120); m.b_cb = le32(b + 124); m.b_ib = le32(b + 128); m.dir_ptrs = le32(b + 132);
  m.nb_rows = le64(b + 136); m.cb_off = le64(b + 144); m.cb_len = le64(b + 152); m.ib_off = le64(b + 160);
  m.sb_bytes = le32(b + 168); m.dsb_bytes = le32(b + 172);
  m.ib_sbs = le64(b + 176); m.dir_sbs = le64(b + 184);
  m.uniform_len = le64(b + 192);
  uint64_t lengths_off = le64(b + 200);
  m.ib_used = le64(b + 216);
  if (m.dir_ptrs != 2 && m.dir_ptrs != 6 && m.dir_ptrs != 14) fail("%s: dir_ptrs: %u is not 2, 6 or 14", P, m.dir_ptrs);
  if (!m.b_cb) fail("%s: b_cb: is zero", P);
  if (!m.b_ib) fail("%s: b_ib: is zero", P);
  if (!m.sb_bytes) fail("%s: sb_bytes: is zero", P);
  if ((m.b_nb == 0) != (m.nb_rows == 0) && !(m.writing == WRITING_NB && m.b_nb))  // NB begun, no row yet
    fail("%s: b_nb: is %u but nb_rows is %llu (zero iff)", P, m.b_nb, (unsigned long long)m.nb_rows);
  if (m.sb_bytes % m.b_ib) fail("%s: sb_bytes: %u is not a multiple of b_ib %u", P, m.sb_bytes, m.b_ib);
  if (m.dsb_bytes % m.E() || m.dsb_bytes < 2 * m.E())
    fail("%s: dsb_bytes: %u is not a multiple of the entry size %u with 2 or more slots", P, m.dsb_bytes, m.E());
  // Segment ends in 128 bits: a corrupt field must not wrap into a pass.
  unsigned __int128 V = m.nvp, nb_end = (unsigned __int128)m.nb_rows * V * m.b_nb;
  unsigned __int128 cb_end = (unsigned __int128)m.cb_off + (unsigned __int128)m.cb_rows() * V * m.b_cb;
  if (nb_end >> 62 || cb_end >> 62 || (unsigned __int128)m.nb_rows * m.b_nb + m.cb_len > ((unsigned __int128)1 << 62))
    fail("%s: nb_rows: segment sizes overflow", P);
  if (m.cb_off < (uint64_t)nb_end) fail("%s: cb_off: %llu overlaps the NB segment (ends at %llu)", P,
                                        (unsigned long long)m.cb_off, (unsigned long long)nb_end);
  if (m.ib_off < (uint64_t)cb_end) fail("%s: ib_off: %llu overlaps the CB segment (ends at %llu)", P,
                                        (unsigned long long)m.ib_off, (unsigned long long)cb_end);
  // Reader limits (2^40 blocks, 2^40 directory superblocks): larger counts
  // are damage, and would overflow offsets or the checkers' tables.
  if (m.ib_sbs > (1ull << 40) / m.bps())
    fail("%s: ib_sbs: %llu superblocks is implausibly large (more than 2^40 IB blocks)", P,
         (unsigned long long)m.ib_sbs);
  if (m.dir_sbs > (1ull << 40))
    fail("%s: dir_sbs: %llu directory superblocks is implausibly large (more than 2^40)", P,
         (unsigned long long)m.dir_sbs);
  if (m.ib_used > m.max_blocks())
    fail("%s: ib_used_blocks: %llu is beyond the %llu blocks of the superblocks in use", P,
         (unsigned long long)m.ib_used, (unsigned long long)m.max_blocks());
  if (m.flags & FLAG_UNIFORM) {
    if (meta_bytes != 260) fail("%s: meta_bytes: %llu, UNIFORM_LEN needs 260", P, (unsigned long long)meta_bytes);
    m.len.assign(m.nvp, m.uniform_len);
  } else {
    if (lengths_off != 256) fail("%s: lengths_off: %llu, expected 256", P, (unsigned long long)lengths_off);
    if (meta_bytes != 260 + 8 * m.nvp)
      fail("%s: meta_bytes: %llu, %llu VPs need %llu", P, (unsigned long long)meta_bytes,
           (unsigned long long)m.nvp, (unsigned long long)(260 + 8 * m.nvp));
    std::vector<uint64_t> t(m.nvp);
    for (uint64_t v = 0; v < m.nvp; v++) t[v] = le64(b + 256 + 8 * v);
    m.len = std::move(t);
  }
  for (uint64_t v = 0; v < (m.len.uniform() ? std::min<uint64_t>(m.nvp, 1) : m.nvp); v++) {
    if (!m.has_ib() && m.len[v] > m.ib_start())
      fail("%s: lengths: VP %llu has %llu bytes, more than NB+CB hold (%llu) and HAS_IB is clear", P,
           (unsigned long long)v, (unsigned long long)m.len[v], (unsigned long long)m.ib_start());
  }
  return m;
}

Meta load_meta(const std::string &path, bool incomplete_ok) {
  return parse_meta(path, read_whole(path, (size_t)1 << 36), incomplete_ok);
}

std::vector<uint8_t> encode_meta(const Meta &m) {
  bool uniform = m.len.uniform();
  size_t n = 256 + (uniform ? 0 : 8 * m.nvp) + 4;
  std::vector<uint8_t> out(n, 0);
  uint8_t *b = out.data();
  memcpy(b, "CSTRMETA", 8);
  put32(b + 8, 1); put32(b + 12, 256); put64(b + 16, n); put64(b + 24, m.gen);
  put32(b + 32, m.ndims);
  put32(b + 36, (m.flags & FLAG_HAS_IB) | (uniform ? FLAG_UNIFORM : 0));
  for (int i = 0; i < 8; i++) put64(b + 40 + 8 * i, i < (int)m.ndims ? m.dims[i] : 0);
  put64(b + 104, m.nvp); put32(b + 112, m.dist); put32(b + 116, m.writer_ranks);
  put32(b + 120, m.b_nb); put32(b + 124, m.b_cb); put32(b + 128, m.b_ib); put32(b + 132, m.dir_ptrs);
  put64(b + 136, m.nb_rows); put64(b + 144, m.cb_off); put64(b + 152, m.cb_len); put64(b + 160, m.ib_off);
  put32(b + 168, m.sb_bytes); put32(b + 172, m.dsb_bytes); put64(b + 176, m.ib_sbs); put64(b + 184, m.dir_sbs);
  put64(b + 192, uniform && m.nvp ? m.len[0] : 0);
  put64(b + 200, uniform ? 0 : 256);
  if (!uniform)
    for (uint64_t v = 0; v < m.nvp; v++) put64(b + 256 + 8 * v, m.len[v]);
  put32(b + n - 4, crc32(0, b, n - 4));
  return out;
}

std::vector<uint32_t> parse_first(const std::string &path, const std::vector<uint8_t> &buf, const Meta &m) {
  const char *P = path.c_str();
  const uint8_t *b = buf.data();
  if (buf.size() < 8 || memcmp(b, "CSTRFRST", 8) != 0) fail("%s: magic: not a Stream* .first file (expected CSTRFRST)", P);
  if (buf.size() < 36) fail("%s: size: truncated (%zu bytes)", P, buf.size());
  if (le32(b + 8) != 1) fail("%s: version: unsupported version %u (this reader knows 1)%s", P, le32(b + 8), swapped(le32(b + 8)));
  // A .first of another write (or another file's, copied along with the
  // wrong .meta) has another size too: its gen says so better than its size.
  if (buf.size() != 36 + 4 * m.nvp && le64(b + 16) != m.gen)
    fail("%s: gen: stale (gen %llx, the .meta has %llx: a .first of another write of the file, or of another file)",
         P, (unsigned long long)le64(b + 16), (unsigned long long)m.gen);
  if (buf.size() != 36 + 4 * m.nvp)
    fail("%s: size: truncated or overlong (%zu bytes, %llu VPs need %llu)", P, buf.size(),
         (unsigned long long)m.nvp, (unsigned long long)(36 + 4 * m.nvp));
  if (crc32(0, b, buf.size() - 4) != le32(b + buf.size() - 4)) fail("%s: crc: checksum mismatch (corrupt)", P);
  if (le64(b + 24) != m.nvp) fail("%s: nvp: %llu does not match the .meta (%llu)", P,
                                  (unsigned long long)le64(b + 24), (unsigned long long)m.nvp);
  if (le64(b + 16) != m.gen) fail("%s: gen: stale (gen %llx, the .meta has %llx)", P,
                                  (unsigned long long)le64(b + 16), (unsigned long long)m.gen);
  std::vector<uint32_t> first(m.nvp);
  for (uint64_t v = 0; v < m.nvp; v++) first[v] = le32(b + 32 + 4 * v);
  return first;
}

std::vector<uint8_t> encode_first(const std::vector<uint32_t> &first, uint64_t gen) {
  size_t V = first.size(), n = 36 + 4 * V;
  std::vector<uint8_t> out(n, 0);
  uint8_t *b = out.data();
  memcpy(b, "CSTRFRST", 8);
  put32(b + 8, 1); put64(b + 16, gen); put64(b + 24, V);
  for (size_t v = 0; v < V; v++) put32(b + 32 + 4 * v, first[v]);
  put32(b + n - 4, crc32(0, b, n - 4));
  return out;
}

}  // namespace ss
