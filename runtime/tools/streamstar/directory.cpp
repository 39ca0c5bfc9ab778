#include "directory.h"

#include "common.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ss {

static constexpr uint32_t kUnchecked = UINT32_MAX;

Directory::Directory(const std::string &path, const Meta &m, size_t cache_bytes) : path_(path), m_(m) {
  file_.reset(new DataFile(path));
  fsize_ = file_->size();
  cap_ = std::max<size_t>(4, cache_bytes / m.dsb_bytes);
  map_ = file_->map();
  if (map_) {
    mused_.assign(std::min<uint64_t>(m.dir_sbs, fsize_ / m.dsb_bytes + 1), kUnchecked);
    mepoch_.assign(mused_.size(), 0);
  }
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
    sb.used = check_sb(j, head, nullptr);
    sb.data.resize(E * (1 + sb.used));
    file_->read(base, sb.data.data(), sb.data.size());
    // A superblock reloaded after eviction (a VP band walks the whole
    // directory again) was checked the first time: skip the crc then.
    if (j < verified_.size() && verified_[j]) {
    } else if (crc32(0, sb.data.data() + E, E * sb.used) != le32(head + 12)) {
      fail("%s: superblock %llu: crc mismatch", path_.c_str(), (unsigned long long)j);
    } else if (j < (1ull << 30)) {
      if (j >= verified_.size()) verified_.resize(std::max<uint64_t>(j + 1, std::min<uint64_t>(m_.dir_sbs, 1ull << 30)));
      verified_[j] = true;
    }
  }
  order_.push_front(j);
  sb.lru = order_.begin();
  return cache_.emplace(j, std::move(sb)).first->second;
}

// The checks of a superblock whose magic is CSD1 (head: its 16 header
// bytes): index, used and length; with body (the mapped superblock) also
// the crc. Returns the used count.
uint32_t Directory::check_sb(uint64_t j, const uint8_t *head, const uint8_t *body) {
  const char *P = path_.c_str();
  unsigned long long J = j;
  const uint64_t E = m_.E();
  if (le32(head + 4) != j) fail("%s: superblock %llu: index field is %u", P, J, le32(head + 4));
  uint32_t used = le32(head + 8);
  if (used > m_.slots() - 1)
    fail("%s: superblock %llu: used %u exceeds its %llu entry slots", P, J, used, (unsigned long long)(m_.slots() - 1));
  if (j * m_.dsb_bytes + E * (1 + used) > fsize_)
    fail("%s: superblock %llu: truncated (the file ends inside its %u entries in use)", P, J, used);
  if (body && crc32(0, body + E, E * used) != le32(head + 12)) fail("%s: superblock %llu: crc mismatch", P, J);
  return used;
}

// Superblock j of a mapped directory, checked (crc included) the first
// time only. Superblocks touched since the mapping's pages were last
// dropped are counted; past the cache's worth of them the pages are
// dropped again (they fault back in from the page cache), so memory stays
// bounded however the cursors wander.
uint32_t Directory::mapped_used(uint64_t j) {
  if (j >= mused_.size()) return 0;  // past the end of the file: a hole
  if (mepoch_[j] != epoch_) {
    if (++touched_ > cap_) {
      file_->release_map();
      touched_ = 1;
      if (++epoch_ == 0) std::fill(mepoch_.begin(), mepoch_.end(), 0), epoch_ = 1;
    }
    mepoch_[j] = epoch_;
  }
  if (mused_[j] != kUnchecked) return mused_[j];
  const uint8_t *sb = map_ + j * m_.dsb_bytes;
  uint32_t used = 0;
  if (j * m_.dsb_bytes + 16 <= fsize_ && memcmp(sb, "CSD1", 4) == 0) used = check_sb(j, sb, sb);
  return mused_[j] = used;
}

uint32_t Directory::used(uint64_t j) { return map_ ? mapped_used(j) : load(j).used; }

const uint8_t *Directory::entry(uint32_t e, uint64_t v) {
  uint64_t m = m_.slots(), j = e / m, s = e % m;
  if (s == 0 || j >= m_.dir_sbs)
    fail("%s: entry %u (VP %llu): not an entry slot within the %llu directory superblocks", path_.c_str(), e,
         (unsigned long long)v, (unsigned long long)m_.dir_sbs);
  uint32_t used;
  const uint8_t *data;
  if (map_) {
    used = mapped_used(j);
    data = map_ + j * m_.dsb_bytes;
  } else {
    Sb &sb = load(j);
    used = sb.used;
    data = sb.data.data();
  }
  if (s > used)
    fail("%s: entry %u (VP %llu): slot not in use (%s)", path_.c_str(), e, (unsigned long long)v,
         used ? "past the superblock's used count" : "its superblock is a hole");
  return data + s * m_.E();
}

PtrCursor::PtrCursor(Directory *d, const Meta &m, uint64_t v, uint32_t head, uint64_t want)
    : d_(d), m_(&m), v_(v), want_(want), e_(head) {}

bool PtrCursor::step(uint32_t &p) {
  // Entries a list can visit without repeating one: those of the
  // superblocks that exist in the file (a forged dir_sbs of 2^40 over a
  // small .dir must not let a looping list run for 2^40 steps).
  const uint64_t limit = std::min<uint64_t>(m_->dir_sbs, d_->file_size() / m_->dsb_bytes + 1) * m_->slots();
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

size_t PtrCursor::take(uint32_t *out, size_t max) {
  uint32_t p = next();  // fetches and checks the entry the list continues in
  out[0] = p;
  size_t got = 1;
  // The rest of that entry: step() left s_ inside it and ent_ valid (no
  // other directory access since), so only the pointers need checking.
  const uint32_t k = m_->dir_ptrs;
  const uint64_t maxb = m_->max_blocks();
  while (got < max && s_ > 0 && s_ < k) {
    p = le32(ent_ + 8 + 4 * s_++);
    if (p == NONE) continue;
    if (p >= maxb)
      fail("%s: entry %u (VP %llu): pointer %u is past the %llu IB blocks in use", dpath(), e_,
           (unsigned long long)v_, p, (unsigned long long)maxb);
    if (n_ >= want_)
      fail("%s: VP %llu's directory list has more data blocks than its length needs (%llu)", dpath(),
           (unsigned long long)v_, (unsigned long long)want_);
    out[got++] = p;
    n_++;
  }
  return got;
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
