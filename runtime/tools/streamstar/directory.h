// streamstar: NAME.dir (docs/stream-format.md §5) — directory superblocks,
// read on demand through a small LRU cache so memory stays bounded whatever
// the directory's size, and a cursor that walks one VP's entry list lazily.
#ifndef STREAMSTAR_DIRECTORY_H
#define STREAMSTAR_DIRECTORY_H

#include "datafile.h"
#include "meta.h"

#include <cstdint>
#include <list>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace ss {

class Directory {
 public:
  Directory(const std::string &path, const Meta &m, size_t cache_bytes = 32u << 20);
  ~Directory();
  Directory(const Directory &) = delete;
  Directory &operator=(const Directory &) = delete;

  // Entries in use in superblock j after checking magic, index, used and crc
  // (0 for a hole or a superblock past the end of the file). Throws Error.
  uint32_t used(uint64_t j);
  // The E bytes of entry e, after checking that e names a slot in use within
  // dir_sbs superblocks; `v` only names the VP in messages.
  const uint8_t *entry(uint32_t e, uint64_t v);
  const std::string &path() const { return path_; }
  uint64_t file_size() const { return fsize_; }
  // Superblocks dropped from the cache so far: an entry pointer stays valid
  // while this is unchanged.
  uint64_t evictions() const { return evictions_; }

 private:
  struct Sb {
    std::vector<uint8_t> data;
    uint32_t used = 0;
    std::list<uint64_t>::iterator lru;
  };
  Sb &load(uint64_t j);
  Sb &load_slow(uint64_t j);
  uint32_t check_sb(uint64_t j, const uint8_t *head, const uint8_t *body);
  uint32_t mapped_used(uint64_t j);
  std::string path_;
  const Meta &m_;
  std::unique_ptr<DataFile> file_;  // the runtime writes .dir through the file layer
  uint64_t fsize_ = 0;
  size_t cap_;  // superblocks kept
  std::unordered_map<uint64_t, Sb> cache_;
  std::list<uint64_t> order_;  // most recent first
  uint64_t evictions_ = 0;
  uint64_t last_j_ = 0;
  Sb *last_ = nullptr;  // superblock last_j_, the most recent one
  std::vector<bool> verified_;  // superblocks whose crc passed once
  // A plain .dir is read through its mapping instead (no copies, entry
  // pointers stay valid): the checked used count of each superblock, and
  // which superblocks were touched since the mapping's pages were last
  // dropped (those marked with the current epoch).
  const uint8_t *map_ = nullptr;
  std::vector<uint32_t> mused_;  // kUnchecked until superblock j passed
  std::vector<uint32_t> mepoch_;
  uint32_t epoch_ = 1;
  uint64_t touched_ = 0;
};

// VP v's data-block pointers in stream order, `want` of them exactly.
class PtrCursor {
 public:
  PtrCursor(Directory *d, const Meta &m, uint64_t v, uint32_t head, uint64_t want);  // d may be null for an empty list
  uint32_t next();            // throws if the list ends early or is corrupt
  // Bulk next(): 1..max pointers (max >= 1, at most what the length still
  // needs), the rest of one directory entry, into out. Callers that walk many
  // lists in lockstep thereby read each list's entries in turn, which is the
  // order writers placed them in (neighbouring VPs' entries side by side).
  size_t take(uint32_t *out, size_t max);
  uint64_t index() const { return n_; }
  void finish();              // throws if the list holds more than `want`
 private:
  bool step(uint32_t &p);     // next pointer in the list, false at its end
  const char *dpath() const { return d_ ? d_->path().c_str() : "(no .dir)"; }
  Directory *d_;
  const Meta *m_;
  uint64_t v_, want_, n_ = 0, visited_ = 0;
  uint32_t e_;
  uint32_t s_ = 0;
  const uint8_t *ent_ = nullptr;  // entry e_ while s_ > 0
  uint64_t seen_evictions_ = 0;
};

}  // namespace ss

#endif
