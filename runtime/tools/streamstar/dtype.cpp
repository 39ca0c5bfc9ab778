#include "dtype.h"

#include "common.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>

namespace ss {

DType parse_dtype(const std::string &name) {
  // numpy's names for the fixed-size numeric types (np.dtype accepts the
  // same: type names, short codes, C names as numpy maps them on LP64 Linux).
  static const struct { const char *names[8]; char kind; uint32_t size; } kTypes[] = {
      {{"int8", "i1", "b", "byte", nullptr}, 'i', 1},
      {{"uint8", "u1", "B", "ubyte", nullptr}, 'u', 1},
      {{"int16", "i2", "h", "short", nullptr}, 'i', 2},
      {{"uint16", "u2", "H", "ushort", nullptr}, 'u', 2},
      {{"int32", "i4", "i", "intc", nullptr}, 'i', 4},
      {{"uint32", "u4", "I", "uintc", nullptr}, 'u', 4},
      {{"int64", "i8", "q", "l", "int", "long", "longlong", "intp"}, 'i', 8},
      {{"uint64", "u8", "Q", "L", "uint", "ulong", "ulonglong", "uintp"}, 'u', 8},
      {{"float16", "f2", "e", "half", nullptr}, 'f', 2},
      {{"float32", "f4", "f", "single", nullptr}, 'f', 4},
      {{"float64", "f8", "d", "double", "float", nullptr}, 'f', 8},
      {{"complex64", "c8", "F", "csingle", nullptr}, 'c', 8},
      {{"complex128", "c16", "D", "cdouble", "complex", nullptr}, 'c', 16},
      {{"bool", "b1", "?", "bool_", nullptr}, 'b', 1},
  };
  std::string n = name;
  char order = '<';
  if (!n.empty() && strchr("<>=|", n[0])) {
    order = n[0] == '|' || n[0] == '=' ? '<' : n[0];
    n = n.substr(1);
  }
  for (auto &t : kTypes)
    for (const char *alias : t.names)
      if (alias && n == alias) {
        DType d;
        d.kind = t.kind;
        d.size = t.size;
        d.big = order == '>' && t.size > 1;
        d.descr = std::string(t.size == 1 ? "|" : d.big ? ">" : "<") + (char)t.kind + std::to_string(t.size);
        return d;
      }
  usage_fail("--dtype: unknown type '%s' (use int8..int64, uint8..uint64, float16/32/64, complex64/128, bool, "
             "or numpy's short forms such as f8, <i4, >u2)", name.c_str());
}

std::vector<uint8_t> encode_value(const std::string &text, const DType &t, const char *what) {
  std::vector<uint8_t> out(t.size, 0);
  const char *s = text.c_str();
  char *end = nullptr;
  errno = 0;
  auto bad = [&](const char *why) { usage_fail("%s: '%s' is not a %s value (%s)", what, s, t.descr.c_str(), why); };
  if (text.empty()) bad("empty");
  if (t.kind == 'i' || t.kind == 'u' || t.kind == 'b') {
    if (t.kind == 'b' && (text == "true" || text == "false")) {
      out[0] = text == "true";
      return out;
    }
    uint64_t bits;
    if (t.kind == 'i') {
      const char *d = s + (s[0] == '-' || s[0] == '+');
      unsigned long long mag;
      if (!parse_digits(d, &mag)) bad("not an integer");
      if (mag > (unsigned long long)INT64_MAX + (s[0] == '-')) bad("out of range");
      long long v = s[0] == '-' ? (long long)(0 - mag) : (long long)mag;
      long long lo = t.size == 8 ? INT64_MIN : -(1ll << (8 * t.size - 1));
      long long hi = t.size == 8 ? INT64_MAX : (1ll << (8 * t.size - 1)) - 1;
      if (v < lo || v > hi) bad("out of range");
      bits = (uint64_t)v;
    } else {
      if (s[0] == '-') bad("negative");
      unsigned long long v;
      if (!parse_digits(s + (s[0] == '+'), &v)) bad("not an integer");
      if (t.size < 8 && v >> (8 * t.size)) bad("out of range");
      if (t.kind == 'b' && v > 1) bad("not 0 or 1");
      bits = v;
    }
    for (uint32_t i = 0; i < t.size; i++) out[i] = (uint8_t)(bits >> (8 * i));
  } else if (t.kind == 'c') {
    // As Python's complex(): "a", "bj", "a+bj", "a-bj", optionally in parentheses.
    std::string z = text.size() > 1 && text.front() == '(' && text.back() == ')' ? text.substr(1, text.size() - 2) : text;
    const char *p = z.c_str();
    double re = strtod(p, &end), im = 0;
    if (end == p) bad("not a number");
    if (*end == 'j' && !end[1]) {
      im = re, re = 0;
    } else if (*end == '+' || *end == '-') {
      const char *q = end;
      im = strtod(q, &end);
      if (end == q || *end != 'j' || end[1]) bad("not a complex number");
    } else if (*end) {
      bad("not a number");
    }
    if (t.size == 8) {
      float f[2] = {(float)re, (float)im};
      memcpy(out.data(), f, 8);
    } else {
      double d[2] = {re, im};
      memcpy(out.data(), d, 16);
    }
  } else {
    double v = strtod(s, &end);
    if (*end || end == s) bad("not a number");
    if (t.size == 2 || (t.kind == 'f' && t.size == 4) || (t.kind == 'c' && t.size == 8)) {
      if (t.size == 2) {
        _Float16 h = (_Float16)v;
        memcpy(out.data(), &h, 2);
      } else {
        float f = (float)v;
        memcpy(out.data(), &f, 4);  // complex64: real part, imaginary 0
      }
    } else {
      memcpy(out.data(), &v, 8);  // float64 / complex128 real part
    }
  }
  if (t.big) {  // complex: swap each half
    uint32_t part = t.kind == 'c' ? t.size / 2 : t.size;
    for (uint32_t o = 0; o < t.size; o += part) std::reverse(out.begin() + o, out.begin() + o + part);
  }
  return out;
}

std::vector<uint8_t> npy_header(const DType &t, const std::vector<uint64_t> &shape) {
  std::string dict = "{'descr': '" + t.descr + "', 'fortran_order': False, 'shape': (";
  for (size_t i = 0; i < shape.size(); i++) dict += std::to_string(shape[i]) + (shape.size() == 1 ? "," : i + 1 < shape.size() ? ", " : "");
  dict += "), }";
  bool v2 = dict.size() + 12 > 65535;
  size_t pre = v2 ? 12 : 10;
  size_t total = (pre + dict.size() + 1 + 63) / 64 * 64;
  dict.append(total - pre - dict.size() - 1, ' ');
  dict += '\n';
  std::vector<uint8_t> h = {0x93, 'N', 'U', 'M', 'P', 'Y', (uint8_t)(v2 ? 2 : 1), 0};
  uint64_t hl = dict.size();
  for (size_t i = 0; i < (v2 ? 4u : 2u); i++) h.push_back((uint8_t)(hl >> (8 * i)));
  h.insert(h.end(), dict.begin(), dict.end());
  return h;
}

}  // namespace ss
