#include "directory.h"

#include "common.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ss {

Directory::Directory(const std::string &path, const Meta &m, size_t cache_bytes) : path_(path), m_(m) {
  file_.reset(new DataFile(path));
  fsize_ = file_->size();
  cap_ = std::max<size_t>(4, cache_bytes / m.dsb_bytes);
}

Directory::~Directory() {}

Directory::Sb &Directory::load(uint64_t j) {
  // A cursor reads every pointer of an entry in turn: the last superblock
  // answers without a lookup (its map node stays put until it is evicted,
  // and only a load of another superblock evicts).
  if (last_ && last_j_ == j) return *last_;
  Sb &sb = load_slow(j);
  last_j_ = j;
  last_ = &sb;
  return sb;
}

Directory::Sb &Directory::load_slow(uint64_t j) {
  auto it = cache_.find(j);
  if (it != cache_.end()) {
    order_.splice(order_.begin(), order_, it->second.lru);
    return it->second;
  }
  if (cache_.size() >= cap_) {
    cache_.erase(order_.back());
    evictions_++;
    order_.pop_back();
  }
  Sb sb;
  const uint64_t D = m_.dsb_bytes, E = m_.E();
  uint8_t head[16] = {0};
  uint64_t base = j * D;
  if (base + 16 <= fsize_) file_->read(base, head, 16);
  if (memcmp(head, "CSD1", 4) == 0) {
    const char *P = path_.c_str();
    unsigned long long J = j;
    if (le32(head + 4) != j) fail("%s: superblock %llu: index field is %u", P, J, le32(head + 4));
    sb.used = le32(head + 8);
    if (sb.used > m_.slots() - 1)
      fail("%s: superblock %llu: used %u exceeds its %llu entry slots", P, J, sb.used,
           (unsigned long long)(m_.slots() - 1));
    sb.data.resize(E * (1 + sb.used));
    if (base + sb.data.size() > fsize_)
      fail("%s: superblock %llu: truncated (the file ends inside its %u entries in use)", P, J, sb.used);
    file_->read(base, sb.data.data(), sb.data.size());
    // A superblock reloaded after eviction (a VP band walks the whole
    // directory again) was checked the first time: skip the crc then.
    if (j < verified_.size() && verified_[j]) {
    } else if (crc32(0, sb.data.data() + E, E * sb.used) != le32(head + 12)) {
      fail("%s: superblock %llu: crc mismatch", P, J);
    } else if (j < (1ull << 30)) {
      if (j >= verified_.size()) verified_.resize(std::max<uint64_t>(j + 1, std::min<uint64_t>(m_.dir_sbs, 1ull << 30)));
      verified_[j] = true;
    }
  }
  order_.push_front(j);
  sb.lru = order_.begin();
  return cache_.emplace(j, std::move(sb)).first->second;
}

uint32_t Directory::used(uint64_t j) { return load(j).used; }

const uint8_t *Directory::entry(uint32_t e, uint64_t v) {
  uint64_t m = m_.slots(), j = e / m, s = e % m;
  if (s == 0 || j >= m_.dir_sbs)
    fail("%s: entry %u (VP %llu): not an entry slot within the %llu directory superblocks", path_.c_str(), e,
         (unsigned long long)v, (unsigned long long)m_.dir_sbs);
  Sb &sb = load(j);
  if (s > sb.used)
    fail("%s: entry %u (VP %llu): slot not in use (%s)", path_.c_str(), e, (unsigned long long)v,
         sb.used ? "past the superblock's used count" : "its superblock is a hole");
  return sb.data.data() + s * m_.E();
}

PtrCursor::PtrCursor(Directory *d, const Meta &m, uint64_t v, uint32_t head, uint64_t want)
    : d_(d), m_(&m), v_(v), want_(want), e_(head) {}

bool PtrCursor::step(uint32_t &p) {
  const uint64_t limit = m_->dir_sbs * m_->slots();
  while (e_ != NONE) {
    // The entry stays where it is until its superblock is evicted: reuse
    // it for its k pointers rather than looking it up for each.
    if (!ent_ || s_ == 0 || seen_evictions_ != d_->evictions()) {
      ent_ = d_->entry(e_, v_);
      seen_evictions_ = d_->evictions();
    }
    const uint8_t *ent = ent_;
    if (s_ == 0) {
      if (le32(ent) != v_)
        fail("%s: entry %u: vp field is %u, but VP %llu's list leads here", dpath(), e_, le32(ent),
             (unsigned long long)v_);
      if (++visited_ > limit) fail("%s: VP %llu's list loops", dpath(), (unsigned long long)v_);
    }
    while (s_ < m_->dir_ptrs) {
      p = le32(ent + 8 + 4 * s_++);
      if (p == NONE) continue;
      if (p >= m_->max_blocks())
        fail("%s: entry %u (VP %llu): pointer %u is past the %llu IB blocks in use", dpath(), e_,
             (unsigned long long)v_, p, (unsigned long long)m_->max_blocks());
      return true;
    }
    e_ = le32(ent + 4);
    s_ = 0;
  }
  return false;
}

uint32_t PtrCursor::next() {
  uint32_t p = NONE;
  if (n_ >= want_ || !step(p))
    fail("%s: VP %llu's directory list ends after %llu data blocks, its length needs %llu", dpath(),
         (unsigned long long)v_, (unsigned long long)n_, (unsigned long long)want_);
  n_++;
  return p;
}

void PtrCursor::finish() {
  uint32_t p;
  uint64_t extra = 0;
  while (step(p)) extra++;
  if (extra)
    fail("%s: VP %llu's directory list has %llu data blocks, its length needs %llu", dpath(),
         (unsigned long long)v_, (unsigned long long)(n_ + extra), (unsigned long long)want_);
}

}  // namespace ss
