// streamstar: read access to the data file NAME of a Stream* file.
//
// NAME is a file of the striped file layer (docs/pfs.md, runtime/include/
// cstar/pfs.h): an ordinary file, or a small text layout record naming stripe
// files. We read the record ourselves rather than through pfs_open so that
// every subcommand works without MPI and so that `verify` does not trust the
// library whose output it checks. Bytes past the end read as zero.
#ifndef STREAMSTAR_DATAFILE_H
#define STREAMSTAR_DATAFILE_H

#include <cstdint>
#include <string>
#include <vector>

namespace ss {

class DataFile {
 public:
  explicit DataFile(const std::string &path);  // throws Error
  ~DataFile();
  DataFile(const DataFile &) = delete;
  DataFile &operator=(const DataFile &) = delete;

  // n bytes at logical offset off; zero-filled past the end.
  void read(uint64_t off, void *buf, size_t n) const;
  // Logical size: bytes that reached the disk.
  uint64_t size() const;
  // Where each stripe file's bytes end, as a logical offset: a logical byte
  // of target t is on disk iff it lies below ends()[t] (the file layer
  // writes every stripe file to the length the file's size implies, so one
  // cut short behind its back ends below the others). An ordinary file:
  // {size()}. Below the lowest end every byte is on disk.
  std::vector<uint64_t> ends() const;
  // Bytes of [a, c) at or past their target's end (`ends` from ends()):
  // adds each target's count to per[t] (per has one slot per target),
  // lowers `first` to the lowest such offset and returns the total.
  uint64_t missing(uint64_t a, uint64_t c, const std::vector<uint64_t> &ends, std::vector<uint64_t> &per,
                   uint64_t &first) const;
  bool striped() const { return striped_; }
  uint64_t stripe_unit() const { return unit_; }
  // The layout record's `size` (the logical size at close), -1 when it has
  // none (open for writing, a failed close) or the file is not striped.
  int64_t recorded_size() const { return recorded_size_; }
  const std::vector<std::string> &files() const { return files_; }
  uint64_t file_size(size_t t) const;  // bytes of stripe file t (the file itself when not striped)
  // Bytes of logical [0, z) that striped target t holds: whole stripe rows,
  // then its unit of the last (round-robin layout, docs/pfs.md).
  uint64_t target_bytes_below(size_t t, uint64_t z) const;
  const std::string &path() const { return path_; }
  // The fd of an ordinary (unstriped) file, for copy_file_range; -1 if striped.
  int plain_fd() const { return striped_ ? -1 : fds_[0]; }

  // The whole ordinary file mapped read-only, so a convert copies straight
  // out of the page cache instead of through a pread buffer; bytes
  // [0, map_size()) only. Null when striped, empty, unmappable or disabled
  // (STREAMSTAR_NO_MMAP set): callers fall back to read(). The input must
  // not shrink while mapped (a truncated mapping raises SIGBUS).
  const uint8_t *map() const;
  uint64_t map_size() const { return map_len_; }
  // Drops the mapping's pages from this process (they stay in the page
  // cache and fault back in when touched again): the resident size of a
  // convert stays bounded however large the file.
  void release_map() const;

 private:
  std::string path_;
  bool striped_ = false;
  uint64_t unit_ = 0;
  int64_t recorded_size_ = -1;
  std::vector<std::string> files_;
  std::vector<int> fds_;  // -1: stripe file missing (reads as zeros)
  mutable void *map_ = nullptr;
  mutable uint64_t map_len_ = 0;
  mutable bool map_tried_ = false;
};

}  // namespace ss

#endif
