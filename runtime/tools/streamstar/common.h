// streamstar: shared helpers — the error type every command reports in one
// line, little-endian field access, CRC-32 and small file utilities.
#ifndef STREAMSTAR_COMMON_H
#define STREAMSTAR_COMMON_H

#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

namespace ss {

// A bad file or argument. what() is the whole message: "FILE: field: cause".
// Commands catch it in main and print "streamstar CMD: " + what(), exit 1.
struct Error : std::runtime_error {
  explicit Error(const std::string &m) : std::runtime_error(m) {}
};

// A bad command line (unknown option, missing argument, a value that is
// not one of the option's): main exits 2 for it, 1 for every other Error.
struct UsageError : Error {
  explicit UsageError(const std::string &m) : Error(m) {}
};

std::string fmt(const char *f, ...) __attribute__((format(printf, 1, 2)));
[[noreturn]] void fail(const char *f, ...) __attribute__((format(printf, 1, 2)));
[[noreturn]] void usage_fail(const char *f, ...) __attribute__((format(printf, 1, 2)));

inline uint32_t le32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
inline uint64_t le64(const uint8_t *p) { return le32(p) | (uint64_t)le32(p + 4) << 32; }
inline void put32(uint8_t *p, uint32_t v) {
  for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}
inline void put64(uint8_t *p, uint64_t v) {
  put32(p, (uint32_t)v);
  put32(p + 4, (uint32_t)(v >> 32));
}

// CRC-32/ISO-HDLC (zlib's crc32): crc32(0, buf, n) for a fresh checksum.
uint32_t crc32(uint32_t crc, const void *buf, size_t n);

// Whole ordinary file; throws Error naming the path (missing, directory, I/O).
std::vector<uint8_t> read_whole(const std::string &path, size_t limit = (size_t)1 << 34);
bool exists(const std::string &path);
bool is_dir(const std::string &path);
// Writes path via path.tmp + fsync + rename, so readers see old or new.
void write_atomic(const std::string &path, const void *buf, size_t n);
// Full pread; returns bytes read (short only at EOF). Throws on I/O error.
size_t pread_full(int fd, void *buf, size_t n, uint64_t off, const std::string &path);
void pwrite_full(int fd, const void *buf, size_t n, uint64_t off, const std::string &path);

// "4x3x2" -> {4,3,2}; "64k" / "1m" / "4096" -> bytes; throw Error naming what.
// The items of s between any of the characters in seps, empty ones kept
// ("" is one empty item, "a::b" three): what every list option is cut by.
std::vector<std::string> split(const std::string &s, const char *seps);
std::vector<uint64_t> parse_shape(const std::string &s, const char *what);
uint64_t parse_size(const std::string &s, const char *what);
// Non-negative integers on the command line: decimal (leading zeros allowed)
// or hexadecimal after 0x; parse_digits is false for anything else.
bool parse_digits(const char *s, unsigned long long *v);
uint64_t parse_uint(const std::string &s, const char *what);

// Random 64-bit value for a new `gen` field.
uint64_t random64();

}  // namespace ss

#endif
