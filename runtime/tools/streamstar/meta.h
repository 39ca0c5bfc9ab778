// streamstar: NAME.meta and NAME.first (docs/stream-format.md §4, §5).
// Parsing makes every check the format requires of a reader and throws an
// Error naming the file and the field; encoding is used by mkmeta/recover.
#ifndef STREAMSTAR_META_H
#define STREAMSTAR_META_H

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

namespace ss {

constexpr uint32_t NONE = 0xFFFFFFFFu;
constexpr uint32_t FLAG_UNIFORM = 1, FLAG_HAS_IB = 2;
// A provisional .meta: the writer has not closed (docs/stream-format.md §4).
// `writing` (offset 208) says which segment may have grown past the fields.
constexpr uint32_t FLAG_INCOMPLETE = 4;
enum Writing : uint32_t { WRITING_NONE, WRITING_NB, WRITING_CB, WRITING_IB_NEW, WRITING_IB_OLD };

// Per-VP stream lengths. Kept as one value while every VP has it (the
// UNIFORM_LEN form of .meta), so a .meta of 260 bytes claiming 2^30 VPs
// costs nothing here (expanding it allocated 8 GiB); a table otherwise (the
// .meta then holds 8 bytes per VP itself). Reads like a const vector;
// table() expands it for code that changes lengths VP by VP.
class Lengths {
 public:
  void assign(uint64_t n, uint64_t value) { n_ = n; uni_ = value; t_ = std::vector<uint64_t>(); }
  Lengths &operator=(std::vector<uint64_t> t) { n_ = t.size(); uni_ = 0; t_ = std::move(t); return *this; }
  uint64_t operator[](uint64_t v) const { return t_.empty() ? uni_ : t_[v]; }
  uint64_t size() const { return n_; }
  bool uniform() const;                  // every VP has the same length
  std::vector<uint64_t> &table();        // expands the uniform form (n values)
  struct const_iterator {
    const Lengths *l; uint64_t i;
    uint64_t operator*() const { return (*l)[i]; }
    const_iterator &operator++() { ++i; return *this; }
    bool operator!=(const const_iterator &o) const { return i != o.i; }
    bool operator==(const const_iterator &o) const { return i == o.i; }
    using iterator_category = std::forward_iterator_tag;
    using value_type = uint64_t;
    using difference_type = std::ptrdiff_t;
    using pointer = const uint64_t *;
    using reference = uint64_t;
  };
  const_iterator begin() const { return {this, 0}; }
  const_iterator end() const { return {this, n_}; }

 private:
  uint64_t n_ = 0, uni_ = 0;
  std::vector<uint64_t> t_;  // empty: every VP has uni_
};

struct Meta {
  uint32_t version = 1, ndims = 0, flags = 0, dist = 1, writer_ranks = 1;
  uint64_t gen = 0, nvp = 0, dims[8] = {0};
  uint32_t b_nb = 0, b_cb = 1, b_ib = 1, dir_ptrs = 14, sb_bytes = 1, dsb_bytes = 128;
  uint64_t nb_rows = 0, cb_off = 0, cb_len = 0, ib_off = 0, ib_sbs = 0, dir_sbs = 0;
  uint64_t uniform_len = 0;
  uint64_t ib_used = 0;  // ib_used_blocks (offset 216): every block in use is below it; 0 unknown
  uint32_t writing = WRITING_NONE;  // only with FLAG_INCOMPLETE
  Lengths len;  // len[v] for every VP (one value for UNIFORM_LEN)

  uint32_t E() const { return 4 * (2 + dir_ptrs); }
  uint64_t slots() const { return dsb_bytes / E(); }            // m
  uint64_t nb_len() const { return nb_rows * b_nb; }
  uint64_t ib_start() const { return nb_len() + cb_len; }
  uint64_t cb_rows() const { return (cb_len + b_cb - 1) / b_cb; }
  uint64_t bps() const { return sb_bytes / b_ib; }              // blocks per superblock
  uint64_t max_blocks() const { return ib_sbs * bps(); }        // pointer bound
  bool has_ib() const { return flags & FLAG_HAS_IB; }
  uint64_t max_len() const;
  // IB data blocks VP v's list must yield.
  uint64_t ib_blocks(uint64_t v) const {
    return len[v] > ib_start() ? (len[v] - ib_start() + b_ib - 1) / b_ib : 0;
  }
  std::string shape_str() const;  // "4x3"
};

// Parses and checks `buf` read from `path` (named in errors). A provisional
// (INCOMPLETE) .meta is refused, telling the user to run recover, unless
// `incomplete_ok` (recover itself).
Meta parse_meta(const std::string &path, const std::vector<uint8_t> &buf, bool incomplete_ok = false);
Meta load_meta(const std::string &path, bool incomplete_ok = false);  // read_whole + parse_meta
// Encodes with a table of lengths unless all are equal (UNIFORM_LEN then).
std::vector<uint8_t> encode_meta(const Meta &m);

// NAME.first: per-VP head entries; checks magic, version, size, crc, nvp, gen.
std::vector<uint32_t> parse_first(const std::string &path, const std::vector<uint8_t> &buf, const Meta &m);
std::vector<uint8_t> encode_first(const std::vector<uint32_t> &first, uint64_t gen);

}  // namespace ss

#endif
