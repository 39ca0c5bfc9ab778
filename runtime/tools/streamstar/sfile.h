// streamstar: a Stream* file opened for reading — its .meta, data file,
// .first and directory — and random access to any VP's stream.
#ifndef STREAMSTAR_SFILE_H
#define STREAMSTAR_SFILE_H

#include "datafile.h"
#include "directory.h"
#include "meta.h"

#include <memory>
#include <string>
#include <vector>

namespace ss {

class StreamFile {
 public:
  // Opens NAME with NAME.meta; with no .meta, `shape` (if given) reads NAME
  // as an external flat file (§7: one NB segment, F / V bytes per VP).
  explicit StreamFile(const std::string &path, const std::vector<uint64_t> &shape = {});

  const Meta &meta() const { return m_; }
  const DataFile &data() const { return *data_; }
  bool external() const { return external_; }
  const std::string &path() const { return path_; }

  // A cursor over VP v's IB block pointers (throws for a corrupt list).
  PtrCursor cursor(uint64_t v);
  // Bytes [p, p+n) of VP v's stream into buf (n <= len[v] - p). For `cat`
  // and tests; convert has its own tiled path.
  void read_stream(uint64_t v, uint64_t p, uint8_t *buf, uint64_t n);
  // Bytes the .meta says the streams hold (sum of lengths, saturating).
  uint64_t stream_bytes() const;
  // Fails with one line when the data file lacks most of the stream bytes
  // (more than kShortLimit and more than it holds would read as zeros): a
  // data file cut to a fraction, or a forged .meta whose geometry would make
  // cat/convert emit terabytes of zeros. `allow` (--allow-short) reads them.
  void refuse_if_short(bool allow) const;
  static constexpr uint64_t kShortLimit = 1ull << 30;

  // Stream bytes that lie at or past the end of the data file, or of one of
  // its stripe files (a file, or a stripe file, cut short after its close:
  // docs/stream-format.md §2, docs/pfs.md). Readers pad them with the data
  // file's fill byte (0x00); we count them before reading so that every read
  // path (mapped, pread, copy_file_range, any thread count) reports the
  // same thing.
  struct Missing {
    uint64_t bytes = 0, first = UINT64_MAX;  // count, lowest data-file offset
    uint64_t vps = 0;                        // VPs with a missing byte
    std::vector<uint64_t> ends;              // DataFile::ends(), read once (a stat per target)
    std::vector<uint64_t> per;               // missing bytes per stripe file
    uint64_t low = 0;                        // the lowest end: every byte below it is there
  };
  // Adds VP v's missing bytes to acc: O(1) for NB and CB of an ordinary
  // file (of a striped one, a step per block past the lowest stripe end), a
  // walk of its IB list only when the IB segment could reach past an end.
  // may_be_short() is false for a data file that holds the end of every
  // segment (no stream byte can be missing), so sound files skip the
  // per-VP pass.
  bool may_be_short() const;
  void add_missing(uint64_t v, Missing &acc);
  // One line for `what` (the VPs read): fails (exit 1) unless `salvage`, in
  // which case it warns on stderr (when `speak`) and reading goes on.
  void report_missing(const Missing &acc, const char *cmd, const char *what, bool salvage, bool speak) const;

 private:
  std::string path_;
  Meta m_;
  bool external_ = false;
  std::unique_ptr<DataFile> data_;
  std::unique_ptr<Directory> dir_;
  std::vector<uint32_t> first_;
};

}  // namespace ss

#endif
