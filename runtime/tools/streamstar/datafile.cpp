#include "datafile.h"

#include "common.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sstream>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ss {

static const char kMagic[] = "cstar-pfs-layout 1\n";

static uint32_t fnv1a(const std::string &s) {
  uint32_t h = 2166136261u;
  for (unsigned char c : s) { h ^= c; h *= 16777619u; }
  return h;
}

DataFile::DataFile(const std::string &path) : path_(path) {
  if (is_dir(path)) fail("%s: is a directory", path.c_str());
  int fd = open(path.c_str(), O_RDONLY);
  if (fd < 0) fail("%s: %s", path.c_str(), strerror(errno));
  char head[sizeof kMagic] = {0};
  size_t got = pread_full(fd, head, sizeof kMagic - 1, 0, path);
  if (got == sizeof kMagic - 1 && memcmp(head, kMagic, got) == 0) {
    close(fd);
    striped_ = true;
    std::vector<uint8_t> raw = read_whole(path, 1 << 20);
    std::string text(raw.begin(), raw.end());
    auto bad = [&](const char *why) { fail("%s: layout record is corrupt: %s", path.c_str(), why); };
    size_t cpos = text.rfind("check ");
    if (cpos == std::string::npos) bad("no checksum line");
    unsigned want = 0;
    if (sscanf(text.c_str() + cpos, "check %8x", &want) != 1 || fnv1a(text.substr(0, cpos)) != want)
      bad("checksum mismatch");
    std::istringstream in(text.substr(sizeof kMagic - 1, cpos - (sizeof kMagic - 1)));
    std::string line;
    long long ntargets = -1;
    while (std::getline(in, line)) {
      if (line.empty()) continue;
      std::string key = line.substr(0, line.find(' '));
      std::string val = line.size() > key.size() ? line.substr(key.size() + 1) : "";
      if (key == "file") {
        // Relative stripe paths are relative to the record's directory (docs/pfs.md).
        size_t slash = path.rfind('/');
        std::string dir = slash == std::string::npos ? "." : path.substr(0, slash);  // "" for "/NAME"
        files_.push_back(val.empty() || val[0] == '/' ? val : dir + "/" + val);
      }
      else if (key == "unit") unit_ = strtoull(val.c_str(), nullptr, 10);
      else if (key == "targets") ntargets = strtoll(val.c_str(), nullptr, 10);
      else if (key == "size") recorded_size_ = strtoll(val.c_str(), nullptr, 10);
      else bad("unknown field");
    }
    if (unit_ < 1) bad("stripe unit missing or < 1");
    if (ntargets < 1 || ntargets != (long long)files_.size()) bad("target count does not match the file lines");
    for (size_t t = 0; t < files_.size(); t++) {
      // The file layer creates every stripe file (empty ones too), so a
      // missing one is a target not mounted or copied here, or a file removed:
      // reading it as zeros would pass for data (and recover would cut lists).
      int sfd = open(files_[t].c_str(), O_RDONLY);
      if (sfd < 0) {
        int e = errno;
        for (int f : fds_) close(f);
        fds_.clear();
        fail("%s: stripe file %s (target %zu of %zu in the layout record) cannot be opened: %s%s", path.c_str(),
             files_[t].c_str(), t + 1, files_.size(), strerror(e),
             e == ENOENT ? " (is that target directory mounted or copied here?)" : "");
      }
      fds_.push_back(sfd);
    }
  } else {
    files_ = {path};
    fds_ = {fd};
  }
}

DataFile::~DataFile() {
  if (map_) munmap(map_, map_len_);
  for (int fd : fds_) if (fd >= 0) close(fd);
}

uint64_t DataFile::size() const {
  struct stat st;
  if (!striped_) return fstat(fds_[0], &st) == 0 ? st.st_size : 0;
  uint64_t size = 0, U = unit_, N = fds_.size();
  for (size_t t = 0; t < N; t++) {
    if (fds_[t] < 0 || fstat(fds_[t], &st) != 0 || st.st_size <= 0) continue;
    uint64_t last = st.st_size - 1;
    size = std::max(size, ((last / U) * N + t) * U + last % U + 1);
  }
  return size;
}

uint64_t DataFile::file_size(size_t t) const {
  struct stat st;
  return fds_[t] >= 0 && fstat(fds_[t], &st) == 0 && st.st_size > 0 ? st.st_size : 0;
}

std::vector<uint64_t> DataFile::ends() const {
  if (!striped_) return {size()};
  typedef unsigned __int128 u128;
  const uint64_t U = unit_, N = fds_.size();
  std::vector<uint64_t> e(N);
  for (size_t t = 0; t < N; t++) {
    uint64_t s = file_size(t);
    // stripe offset s is logical ((s / U) * N + t) * U + s % U
    u128 end = ((u128)(s / U) * N + t) * U + s % U;
    e[t] = end > UINT64_MAX ? UINT64_MAX : (uint64_t)end;
  }
  return e;
}

uint64_t DataFile::target_bytes_below(size_t t, uint64_t z) const {
  typedef unsigned __int128 u128;
  const u128 U = unit_, row = U * fds_.size(), in = z % row, lo = t * U;
  return (uint64_t)(z / row * U + (in <= lo ? 0 : in - lo >= U ? U : in - lo));
}

uint64_t DataFile::missing(uint64_t a, uint64_t c, const std::vector<uint64_t> &ends, std::vector<uint64_t> &per,
                           uint64_t &first) const {
  if (!striped_) {
    uint64_t x = std::max(a, ends[0]);
    if (x >= c) return 0;
    per[0] += c - x;
    first = std::min(first, x);
    return c - x;
  }
  typedef unsigned __int128 u128;
  const u128 U = unit_, N = ends.size();
  uint64_t total = 0;
  for (size_t t = 0; t < ends.size(); t++) {
    u128 x = std::max(a, ends[t]);
    if (x >= c) continue;
    uint64_t k = target_bytes_below(t, c) - target_bytes_below(t, (uint64_t)x);
    if (!k) continue;
    u128 u = x / U, y = u % N == t ? x : (u + (t + N - u % N) % N) * U;  // its first byte at or after x
    per[t] += k;
    total += k;
    first = std::min<uint64_t>(first, (uint64_t)y);
  }
  return total;
}

const uint8_t *DataFile::map() const {
  if (map_tried_) return (const uint8_t *)map_;
  map_tried_ = true;
  const char *off = getenv("STREAMSTAR_NO_MMAP");
  if (striped_ || (off && *off && strcmp(off, "0") != 0)) return nullptr;
  uint64_t n = size();
  if (n == 0 || n != (size_t)n) return nullptr;
  void *p = mmap(nullptr, (size_t)n, PROT_READ, MAP_SHARED, fds_[0], 0);
  if (p == MAP_FAILED) return nullptr;
  map_ = p;
  map_len_ = n;
  return (const uint8_t *)map_;
}

void DataFile::release_map() const {
  if (map_) madvise(map_, map_len_, MADV_DONTNEED);
}

void DataFile::read(uint64_t off, void *buf, size_t n) const {
  char *p = (char *)buf;
  if (!striped_) {
    size_t got = pread_full(fds_[0], p, n, off, path_);
    if (got < n) memset(p + got, 0, n - got);
    return;
  }
  const uint64_t U = unit_, N = fds_.size();
  while (n > 0) {
    uint64_t su = off / U, in = off % U;
    size_t k = (size_t)std::min<uint64_t>(n, U - in);
    int fd = fds_[su % N];
    size_t got = fd < 0 ? 0 : pread_full(fd, p, k, (su / N) * U + in, files_[su % N]);
    if (got < k) memset(p + got, 0, k - got);
    p += k; off += k; n -= k;
  }
}

}  // namespace ss
