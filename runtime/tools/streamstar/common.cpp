#include "common.h"

#include <algorithm>
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

// Slicing-by-8 tables: verify checksums whole directories and metafiles, so
// a byte-at-a-time CRC would dominate `verify` on large files.
static uint32_t T[8][256];
static bool tables_ready = [] {
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    T[0][i] = c;
  }
  for (int t = 1; t < 8; t++)
    for (int i = 0; i < 256; i++) T[t][i] = (T[t - 1][i] >> 8) ^ T[0][T[t - 1][i] & 0xff];
  return true;
}();

#if defined(__x86_64__)
// Carry-less multiplication folding (Intel's "Fast CRC Computation Using
// PCLMULQDQ", with the constants for the reflected polynomial 0xEDB88320 as
// zlib/Chromium use them): 16-byte blocks, n >= 64 and n % 16 == 0; takes
// and returns the inverted register. 5-10x the tables' speed, which matters
// because every thread of convert checks every directory superblock it
// reads (an 89 MB directory per GiB of 64-byte IB blocks).
#include <immintrin.h>
__attribute__((target("pclmul,sse4.1"))) static uint32_t crc32_clmul(uint32_t c, const uint8_t *buf, size_t len) {
  alignas(16) static const uint64_t k1k2[] = {0x0154442bd4, 0x01c6e41596}, k3k4[] = {0x01751997d0, 0x00ccaa009e},
                                    k5k0[] = {0x0163cd6124, 0}, poly[] = {0x01db710641, 0x01f7011641};
  __m128i x0, x1, x2, x3, x4, x5, x6, x7, x8;
  x1 = _mm_loadu_si128((const __m128i *)(buf + 0x00));
  x2 = _mm_loadu_si128((const __m128i *)(buf + 0x10));
  x3 = _mm_loadu_si128((const __m128i *)(buf + 0x20));
  x4 = _mm_loadu_si128((const __m128i *)(buf + 0x30));
  x1 = _mm_xor_si128(x1, _mm_cvtsi32_si128((int)c));
  x0 = _mm_load_si128((const __m128i *)k1k2);
  buf += 64;
  len -= 64;
  while (len >= 64) {  // four 128-bit lanes folded 512 bits ahead
    x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
    x6 = _mm_clmulepi64_si128(x2, x0, 0x00);
    x7 = _mm_clmulepi64_si128(x3, x0, 0x00);
    x8 = _mm_clmulepi64_si128(x4, x0, 0x00);
    x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
    x2 = _mm_clmulepi64_si128(x2, x0, 0x11);
    x3 = _mm_clmulepi64_si128(x3, x0, 0x11);
    x4 = _mm_clmulepi64_si128(x4, x0, 0x11);
    x1 = _mm_xor_si128(_mm_xor_si128(x1, x5), _mm_loadu_si128((const __m128i *)(buf + 0x00)));
    x2 = _mm_xor_si128(_mm_xor_si128(x2, x6), _mm_loadu_si128((const __m128i *)(buf + 0x10)));
    x3 = _mm_xor_si128(_mm_xor_si128(x3, x7), _mm_loadu_si128((const __m128i *)(buf + 0x20)));
    x4 = _mm_xor_si128(_mm_xor_si128(x4, x8), _mm_loadu_si128((const __m128i *)(buf + 0x30)));
    buf += 64;
    len -= 64;
  }
  x0 = _mm_load_si128((const __m128i *)k3k4);  // the four lanes into one
  for (__m128i y : {x2, x3, x4}) {
    x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
    x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
    x1 = _mm_xor_si128(_mm_xor_si128(x1, y), x5);
  }
  while (len >= 16) {
    x2 = _mm_loadu_si128((const __m128i *)buf);
    x5 = _mm_clmulepi64_si128(x1, x0, 0x00);
    x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
    x1 = _mm_xor_si128(_mm_xor_si128(x1, x2), x5);
    buf += 16;
    len -= 16;
  }
  x2 = _mm_clmulepi64_si128(x1, x0, 0x10);  // 128 bits to 64
  x3 = _mm_setr_epi32(~0, 0, ~0, 0);
  x1 = _mm_xor_si128(_mm_srli_si128(x1, 8), x2);
  x0 = _mm_loadl_epi64((const __m128i *)k5k0);
  x2 = _mm_srli_si128(x1, 4);
  x1 = _mm_and_si128(x1, x3);
  x1 = _mm_xor_si128(_mm_clmulepi64_si128(x1, x0, 0x00), x2);
  x0 = _mm_load_si128((const __m128i *)poly);  // Barrett reduction to 32 bits
  x2 = _mm_and_si128(x1, x3);
  x2 = _mm_clmulepi64_si128(x2, x0, 0x10);
  x2 = _mm_and_si128(x2, x3);
  x2 = _mm_clmulepi64_si128(x2, x0, 0x00);
  x1 = _mm_xor_si128(x1, x2);
  return (uint32_t)_mm_extract_epi32(x1, 1);
}
static const bool have_clmul = [] {
  const char *off = getenv("STREAMSTAR_NO_CLMUL");  // the tables alone (tests compare both)
  return __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("sse4.1") && !(off && *off && *off != '0');
}();
#endif

uint32_t crc32(uint32_t crc, const void *buf, size_t n) {
  (void)tables_ready;
  const uint8_t *p = (const uint8_t *)buf;
  uint32_t c = ~crc;
#if defined(__x86_64__)
  if (have_clmul && n >= 64) {
    size_t k = n & ~(size_t)15;
    c = crc32_clmul(c, p, k);
    p += k;
    n -= k;
  }
#endif
  while (n >= 8) {
    uint32_t a = c ^ le32(p), b = le32(p + 4);
    c = T[7][a & 0xff] ^ T[6][(a >> 8) & 0xff] ^ T[5][(a >> 16) & 0xff] ^ T[4][a >> 24] ^
        T[3][b & 0xff] ^ T[2][(b >> 8) & 0xff] ^ T[1][(b >> 16) & 0xff] ^ T[0][b >> 24];
    p += 8;
    n -= 8;
  }
  while (n--) c = T[0][(c ^ *p++) & 0xff] ^ (c >> 8);
  return ~c;
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

uint64_t parse_uint(const std::string &s, const char *what) {
  if (s.empty() || s[0] == '-' || s[0] == '+') usage_fail("%s: '%s' is not a non-negative integer", what, s.c_str());
  errno = 0;
  char *end = nullptr;
  unsigned long long v = strtoull(s.c_str(), &end, 0);
  if (errno || *end) usage_fail("%s: '%s' is not a non-negative integer", what, s.c_str());
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

std::vector<uint64_t> parse_shape(const std::string &s, const char *what) {
  std::vector<uint64_t> dims;
  size_t i = 0;
  while (true) {
    size_t j = s.find_first_of("x,", i);
    std::string part = s.substr(i, j == std::string::npos ? std::string::npos : j - i);
    uint64_t d = parse_uint(part, what);
    if (d == 0) usage_fail("%s: extent 0 in '%s'", what, s.c_str());
    dims.push_back(d);
    if (j == std::string::npos) break;
    i = j + 1;
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
