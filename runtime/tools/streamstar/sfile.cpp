#include "sfile.h"

#include "common.h"

#include <algorithm>

namespace ss {

StreamFile::StreamFile(const std::string &path, const std::vector<uint64_t> &shape) : path_(path) {
  if (!exists(path)) fail("%s: no such file", path.c_str());
  if (is_dir(path)) fail("%s: is a directory", path.c_str());
  data_.reset(new DataFile(path));
  std::string mp = path + ".meta";
  if (exists(mp)) {
    m_ = load_meta(mp);
    // --shape is for external files; one that contradicts the .meta is a
    // mistake to report, not an option to ignore.
    bool same = shape.size() == m_.ndims;
    for (size_t i = 0; same && i < shape.size(); i++) same = shape[i] == m_.dims[i];
    if (!shape.empty() && !same) {
      Meta want;
      want.ndims = (uint32_t)shape.size();
      for (size_t i = 0; i < shape.size(); i++) want.dims[i] = shape[i];
      fail("--shape: %s differs from the shape %s in %s (--shape is for files with no .meta)",
           want.shape_str().c_str(), m_.shape_str().c_str(), mp.c_str());
    }
  } else if (shape.empty()) {
    fail("%s: not a Stream* file (no %s; give --shape to read it as an external flat file)", path.c_str(), mp.c_str());
  } else {
    // the IB directory of a Stream* file whose .meta was lost: its data are
    // not one flat array (the runtime's fopen refuses it too)
    for (const char *suf : {".first", ".dir"})
      if (exists(path + suf))
        fail("%s: missing, but %s%s exists: %s is a Stream* file that lost its metadata, not a plain array, and "
             "cannot be read without it", mp.c_str(), path.c_str(), suf, path.c_str());
    external_ = true;
    uint64_t V = 1, F = data_->size();
    for (uint64_t d : shape) V *= d;
    if (F % V) fail("%s: size %llu is not a multiple of the %llu VPs of the shape", path.c_str(),
                    (unsigned long long)F, (unsigned long long)V);
    m_.ndims = shape.size();
    for (size_t i = 0; i < shape.size(); i++) m_.dims[i] = shape[i];
    m_.nvp = V;
    m_.flags = FLAG_UNIFORM;
    m_.b_nb = (uint32_t)std::min<uint64_t>(F / V, UINT32_MAX);
    m_.nb_rows = m_.b_nb ? (F / V) / m_.b_nb : 0;
    if (m_.nb_rows * m_.b_nb != F / V) fail("%s: %llu bytes per VP do not fit one NB block", path.c_str(),
                                           (unsigned long long)(F / V));
    m_.cb_off = m_.ib_off = F;
    m_.len.assign(V, F / V);
  }
  if (m_.has_ib()) {
    first_ = parse_first(path + ".first", read_whole(path + ".first", (size_t)1 << 36), m_);
    dir_.reset(new Directory(path + ".dir", m_));
  }
}

PtrCursor StreamFile::cursor(uint64_t v) {
  uint64_t want = m_.ib_blocks(v);
  if (!dir_) {
    if (want) fail("%s: VP %llu needs IB data but HAS_IB is clear", path_.c_str(), (unsigned long long)v);
    return PtrCursor(nullptr, m_, v, NONE, 0);  // no IB segment: empty lists
  }
  return PtrCursor(dir_.get(), m_, v, first_[v], want);
}

void StreamFile::read_stream(uint64_t v, uint64_t p, uint8_t *buf, uint64_t n) {
  const Meta &m = m_;
  const uint64_t V = m.nvp, end = p + n, nb_len = m.nb_len(), ib_start = m.ib_start();
  while (p < end && p < nb_len) {  // NB: block r of VP v at row r, column v
    uint64_t r = p / m.b_nb, o = p % m.b_nb, k = std::min<uint64_t>(m.b_nb - o, std::min(end, nb_len) - p);
    data_->read((r * V + v) * m.b_nb + o, buf, k);
    buf += k; p += k;
  }
  while (p < end && p < ib_start) {  // CB
    uint64_t q = p - nb_len, r = q / m.b_cb, o = q % m.b_cb;
    uint64_t k = std::min<uint64_t>(m.b_cb - o, std::min(end, ib_start) - p);
    data_->read(m.cb_off + (r * V + v) * m.b_cb + o, buf, k);
    buf += k; p += k;
  }
  if (p < end) {  // IB: walk the list up to the first block wanted
    PtrCursor c = cursor(v);
    uint64_t i0 = (p - ib_start) / m.b_ib;
    for (uint64_t i = 0; i < i0; i++) c.next();
    while (p < end) {
      uint64_t o = (p - ib_start) % m.b_ib, k = std::min<uint64_t>(m.b_ib - o, end - p);
      data_->read(m.ib_off + (uint64_t)c.next() * m.b_ib + o, buf, k);
      buf += k; p += k;
    }
  }
}

uint64_t StreamFile::stream_bytes() const {
  uint64_t total = 0, V = m_.len.size();
  if (V && m_.len.uniform())  // saturating V * len, without a pass over 2^30 VPs
    return m_.len[0] && V > UINT64_MAX / m_.len[0] ? UINT64_MAX : V * m_.len[0];
  for (uint64_t l : m_.len) total = l > UINT64_MAX - total ? UINT64_MAX : total + l;
  return total;
}

void StreamFile::refuse_if_short(bool allow) const {
  // Every stream byte has its own byte in a sound data file (§2: sparse only
  // where no stream byte lies), so at least total - size bytes are missing.
  uint64_t total = stream_bytes(), size = data_->size();
  if (allow || total <= size) return;
  uint64_t missing = total - size;
  if (missing <= kShortLimit || missing <= size) return;
  fail("%s: %s.meta says the streams hold %llu bytes but the data file has %llu, so at least %llu would read as "
       "zeros (truncated, or a damaged .meta: see `streamstar verify`; --salvage reads them as zeros)",
       path_.c_str(), path_.c_str(), (unsigned long long)total, (unsigned long long)size,
       (unsigned long long)missing);
}

// Segment ends in the data file (128-bit: a forged .meta may overflow).
typedef unsigned __int128 u128;

bool StreamFile::may_be_short() const {
  const Meta &m = m_;
  std::vector<uint64_t> e = data_->ends();
  const u128 S = *std::min_element(e.begin(), e.end()), V = m.nvp;
  if (stream_bytes() == 0) return false;
  if ((u128)m.nb_rows * V * m.b_nb > S) return true;
  if (m.cb_len && m.cb_off + (u128)m.cb_rows() * V * m.b_cb > S) return true;
  if (m.has_ib()) {
    // every block in use lies below ib_used (when known), all below ib_sbs superblocks
    u128 end = m.ib_off + (m.ib_used ? (u128)m.ib_used * m.b_ib : (u128)m.ib_sbs * m.sb_bytes);
    if (end > S) return true;
  }
  return false;
}

// Missing bytes of a regular segment's part of one VP's stream: n bytes in
// blocks of b, block r at seg + (r * V + v) * b. Every byte below acc.low is
// there, so rows before the first block that ends past it are skipped; of an
// ordinary file (one end) the rest is counted at once, of a striped one
// block by block (the stripe files may end at different rows).
static void regular_missing(const DataFile &d, u128 seg, u128 V, u128 v, u128 b, u128 n, StreamFile::Missing &acc,
                            bool &any) {
  if (!n || !b) return;
  const u128 S = acc.low;
  u128 R = n / b, tail = n % b, rows = R + (tail ? 1 : 0);
  // first row whose block ends past S: (r * V + v) * b + b > S
  u128 r0 = seg + (v + 1) * b > S ? 0 : (S - seg - (v + 1) * b) / (V * b) + 1;
  if (r0 >= rows) return;
  if (d.striped()) {
    for (u128 r = r0; r < rows; r++) {
      u128 start = seg + (r * V + v) * b;
      uint64_t k = d.missing((uint64_t)start, (uint64_t)(start + (r < R ? b : tail)), acc.ends, acc.per, acc.first);
      acc.bytes += k;
      any |= k != 0;
    }
    return;
  }
  u128 start = seg + (r0 * V + v) * b, blen = r0 < R ? b : tail;
  if (start + blen <= S) return;  // only the short last block, and it is whole
  u128 from = start > S ? start : S;
  u128 miss = start + blen - from;
  if (r0 + 1 < rows) miss += (R - r0 - 1) * b + tail;
  acc.bytes += (uint64_t)miss;
  acc.per[0] += (uint64_t)miss;
  if (from < acc.first) acc.first = (uint64_t)from;
  any = true;
}

void StreamFile::add_missing(uint64_t v, Missing &acc) {
  const Meta &m = m_;
  if (acc.ends.empty()) {
    acc.ends = data_->ends();
    acc.per.assign(acc.ends.size(), 0);
    acc.low = *std::min_element(acc.ends.begin(), acc.ends.end());
  }
  const u128 S = acc.low, V = m.nvp, L = m.len[v], nb = m.nb_len(), ib = m.ib_start();
  bool any = false;
  regular_missing(*data_, 0, V, v, m.b_nb, L < nb ? L : nb, acc, any);
  if (L > nb) regular_missing(*data_, m.cb_off, V, v, m.b_cb, (L < ib ? L : ib) - nb, acc, any);
  if (L > ib && m.has_ib() && m.ib_off + (u128)m.ib_sbs * m.sb_bytes > S) {
    PtrCursor c = cursor(v);
    for (u128 q = 0; q < L - ib; q += m.b_ib) {
      u128 off = m.ib_off + (u128)c.next() * m.b_ib, k = L - ib - q < m.b_ib ? L - ib - q : m.b_ib;
      if (off + k <= S) continue;
      uint64_t got = data_->missing((uint64_t)off, (uint64_t)(off + k), acc.ends, acc.per, acc.first);
      acc.bytes += got;
      any |= got != 0;
    }
  }
  if (any) acc.vps++;
}

void StreamFile::report_missing(const Missing &acc, const char *cmd, const char *what, bool salvage, bool speak) const {
  if (!acc.bytes) return;
  // Where the bytes went: the data file's end, or the stripe files cut short.
  std::string where;
  if (!data_->striped()) {
    where = fmt("(the file ends at %llu)", (unsigned long long)data_->size());
  } else {
    int cut = 0;
    for (size_t t = 0; t < acc.per.size(); t++) {
      if (!acc.per[t]) continue;
      where += fmt("%sstripe file %s, target %zu of %zu, has %llu bytes", cut++ ? "; " : "",
                   data_->files()[t].c_str(), t + 1, acc.per.size(), (unsigned long long)data_->file_size(t));
    }
    where = "(cut short: " + where + ")";
  }
  std::string msg = fmt("%s: data file truncated: %llu stream bytes of %llu VP%s (%s) are missing from offset %llu "
                        "on %s; they read as the fill byte 0x00 (see `streamstar verify`)",
                        path_.c_str(), (unsigned long long)acc.bytes, (unsigned long long)acc.vps,
                        acc.vps == 1 ? "" : "s", what, (unsigned long long)acc.first, where.c_str());
  if (!salvage) fail("%s; --salvage reads them so", msg.c_str());
  if (speak) fprintf(stderr, "streamstar %s: warning: %s; salvaged as asked (--salvage)\n", cmd, msg.c_str());
}

}  // namespace ss
