#include "common.h"

#include "cstar/crc32.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdarg>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

namespace ss {

std::string fmt(const char *f, ...) {
  va_list ap, aq;
  va_start(ap, f);
  va_copy(aq, ap);
  int n = vsnprintf(nullptr, 0, f, ap);
  va_end(ap);
  std::string s(n > 0 ? n : 0, '\0');
  vsnprintf(&s[0], s.size() + 1, f, aq);
  va_end(aq);
  return s;
}

void fail(const char *f, ...) {
  va_list ap;
  va_start(ap, f);
  char buf[2048];
  vsnprintf(buf, sizeof buf, f, ap);
  va_end(ap);
  throw Error(buf);
}

// One CRC-32 for the runtime and the tool (runtime/src/stream/crc32.c:
// carry-less multiplication where the CPU has it, slicing-by-8 tables
// otherwise). Every thread of convert checks every directory superblock it
// reads (an 89 MB directory per GiB of 64-byte IB blocks), so the speed
// matters. STREAMSTAR_NO_CLMUL=1 keeps the tables (tests compare both).

uint32_t crc32(uint32_t crc, const void *buf, size_t n) {
  static const bool tables_only = [] {
    const char *off = getenv("STREAMSTAR_NO_CLMUL");
    return off && *off && *off != '0';
  }();
  return tables_only ? sx_crc32_table(crc, buf, n) : sx_crc32(crc, buf, n);
}

bool exists(const std::string &path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0;
}

bool is_dir(const std::string &path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

std::vector<uint8_t> read_whole(const std::string &path, size_t limit) {
  if (is_dir(path)) fail("%s: is a directory", path.c_str());
  int fd = open(path.c_str(), O_RDONLY);
  if (fd < 0) fail("%s: %s", path.c_str(), strerror(errno));
  struct stat st;
  fstat(fd, &st);
  if ((uint64_t)st.st_size > limit) {
    close(fd);
    fail("%s: %lld bytes is too large for this file kind", path.c_str(), (long long)st.st_size);
  }
  std::vector<uint8_t> buf(st.st_size);
  try {
    buf.resize(pread_full(fd, buf.data(), buf.size(), 0, path));
  } catch (...) {
    close(fd);
    throw;
  }
  close(fd);
  return buf;
}

// Each read and write moves at most this much. Measured on the development
// VM (docs/benchmarks.md, convert): writes of 1 MiB and more into the page
// cache cost 1.5-10x the CPU of 64-256 KiB ones, erratically (large folios
// come from memory the hypervisor must first back), and big reads cost up to
// 2x; a syscall per 256 KiB is noise.
static constexpr size_t kIoChunk = 256u << 10;

size_t pread_full(int fd, void *buf, size_t n, uint64_t off, const std::string &path) {
  size_t got = 0;
  while (got < n) {
    ssize_t r = pread(fd, (char *)buf + got, std::min(n - got, kIoChunk), (off_t)(off + got));
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) fail("%s: read at offset %llu: %s", path.c_str(), (unsigned long long)(off + got), strerror(errno));
    if (r == 0) break;
    got += r;
  }
  return got;
}

void pwrite_full(int fd, const void *buf, size_t n, uint64_t off, const std::string &path) {
  size_t done = 0;
  while (done < n) {
    ssize_t r = pwrite(fd, (const char *)buf + done, std::min(n - done, kIoChunk), (off_t)(off + done));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) fail("%s: write at offset %llu: %s", path.c_str(), (unsigned long long)(off + done),
                     r < 0 ? strerror(errno) : "no progress");
    done += r;
  }
}

void write_atomic(const std::string &path, const void *buf, size_t n) {
  std::string tmp = path + ".tmp";
  int fd = open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0666);
  if (fd < 0) fail("%s: %s", tmp.c_str(), strerror(errno));
  try {
    pwrite_full(fd, buf, n, 0, tmp);
    if (fsync(fd) != 0) fail("%s: fsync: %s", tmp.c_str(), strerror(errno));
  } catch (...) {
    close(fd);
    unlink(tmp.c_str());
    throw;
  }
  close(fd);
  if (rename(tmp.c_str(), path.c_str()) != 0) {
    int e = errno;
    unlink(tmp.c_str());
    fail("%s: rename: %s", path.c_str(), strerror(e));
  }
}

void usage_fail(const char *f, ...) {
  va_list ap;
  va_start(ap, f);
  char buf[2048];
  vsnprintf(buf, sizeof buf, f, ap);
  va_end(ap);
  throw UsageError(buf);
}

bool parse_digits(const char *s, unsigned long long *v) {
  // Decimal, or hexadecimal after 0x. Not strtoull's base 0: it reads a
  // leading zero as octal, so "--vp 010" was VP 8 (and "08" an error) where
  // the Python package reads 10.
  int base = 10;
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) base = 16, s += 2;
  if (!isxdigit((unsigned char)s[0])) return false;  // no sign, space or empty digits
  errno = 0;
  char *end = nullptr;
  *v = strtoull(s, &end, base);
  return !errno && !*end;
}

uint64_t parse_uint(const std::string &s, const char *what) {
  unsigned long long v;
  if (!parse_digits(s.c_str(), &v)) usage_fail("%s: '%s' is not a non-negative integer", what, s.c_str());
  return v;
}

uint64_t parse_size(const std::string &s, const char *what) {
  std::string t = s;
  uint64_t mul = 1;
  if (!t.empty()) {
    char c = (char)tolower((unsigned char)t.back());
    if (c == 'k') mul = 1ull << 10;
    else if (c == 'm') mul = 1ull << 20;
    else if (c == 'g') mul = 1ull << 30;
    if (mul != 1) t.pop_back();
  }
  uint64_t v = parse_uint(t, what);
  if (v > UINT64_MAX / mul) usage_fail("%s: '%s' is too large", what, s.c_str());
  return v * mul;
}

std::vector<std::string> split(const std::string &s, const char *seps) {
  std::vector<std::string> out;
  for (size_t i = 0;;) {
    size_t j = s.find_first_of(seps, i);
    out.push_back(s.substr(i, j == std::string::npos ? std::string::npos : j - i));
    if (j == std::string::npos) return out;
    i = j + 1;
  }
}

std::vector<uint64_t> parse_shape(const std::string &s, const char *what) {
  std::vector<uint64_t> dims;
  for (const std::string &part : split(s, "x,")) {
    // Decimal extents only (the x between them rules out 0x), the whole
    // shape named: "'5x' is not AxB..." rather than "'' is not ...".
    if (part.empty() || part.find_first_not_of("0123456789") != std::string::npos)
      usage_fail("%s: '%s' is not AxB... (decimal extents separated by x)", what, s.c_str());
    uint64_t d = parse_uint(part, what);
    if (d == 0) usage_fail("%s: extent 0 in '%s'", what, s.c_str());
    dims.push_back(d);
  }
  if (dims.size() > 8) usage_fail("%s: '%s' has %zu axes, at most 8", what, s.c_str(), dims.size());
  // The VP count must fit 64 bits: a product that wraps (to 0, say) would
  // divide by zero or describe a different file.
  uint64_t n = 1;
  for (uint64_t d : dims) {
    if (n > UINT64_MAX / d) usage_fail("%s: '%s' has more than 2^64 VPs", what, s.c_str());
    n *= d;
  }
  return dims;
}

uint64_t random64() {
  std::random_device rd;
  uint64_t v = ((uint64_t)rd() << 32) ^ rd();
  return v ? v : 1;
}

}  // namespace ss
