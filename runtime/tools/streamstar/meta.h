// streamstar: NAME.meta and NAME.first (docs/stream-format.md §4, §5).
// Parsing makes every check the format requires of a reader and throws an
// Error naming the file and the field; encoding is used by mkmeta/recover.
#ifndef STREAMSTAR_META_H
#define STREAMSTAR_META_H

#include <cstdint>
#include <string>
#include <vector>

namespace ss {

constexpr uint32_t NONE = 0xFFFFFFFFu;
constexpr uint32_t FLAG_UNIFORM = 1, FLAG_HAS_IB = 2;
// A provisional .meta: the writer has not closed (docs/stream-format.md §4).
// `writing` (offset 208) says which segment may have grown past the fields.
constexpr uint32_t FLAG_INCOMPLETE = 4;
enum Writing : uint32_t { WRITING_NONE, WRITING_NB, WRITING_CB, WRITING_IB_NEW, WRITING_IB_OLD };

struct Meta {
  uint32_t version = 1, ndims = 0, flags = 0, dist = 1, writer_ranks = 1;
  uint64_t gen = 0, nvp = 0, dims[8] = {0};
  uint32_t b_nb = 0, b_cb = 1, b_ib = 1, dir_ptrs = 14, sb_bytes = 1, dsb_bytes = 128;
  uint64_t nb_rows = 0, cb_off = 0, cb_len = 0, ib_off = 0, ib_sbs = 0, dir_sbs = 0;
  uint64_t uniform_len = 0;
  uint64_t ib_used = 0;  // ib_used_blocks (offset 216): every block in use is below it; 0 unknown
  uint32_t writing = WRITING_NONE;  // only with FLAG_INCOMPLETE
  std::vector<uint64_t> len;  // len[v] for every VP (filled from uniform_len too)

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
