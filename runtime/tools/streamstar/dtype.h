// streamstar: element types (--dtype), the .npy header, and --fill values.
// The data bytes are whatever the writing program stored; a dtype only says
// how to label them (numpy descr) and how to encode a typed fill value.
#ifndef STREAMSTAR_DTYPE_H
#define STREAMSTAR_DTYPE_H

#include <cstdint>
#include <string>
#include <vector>

namespace ss {

struct DType {
  std::string descr = "|u1";  // numpy descr, e.g. "<f8"
  char kind = 'u';            // b i u f c
  uint32_t size = 1;
  bool big = false;
};

// float64, f8, <f8, int32, i4, uint8, complex64, bool, ... ; Error otherwise.
DType parse_dtype(const std::string &name);
// `text` as one element of t (typed fill), little- or big-endian per t.
std::vector<uint8_t> encode_value(const std::string &text, const DType &t, const char *what);
// A .npy (format 1.0, or 2.0 for huge headers) header, padded to 64 bytes.
std::vector<uint8_t> npy_header(const DType &t, const std::vector<uint64_t> &shape);

}  // namespace ss

#endif
