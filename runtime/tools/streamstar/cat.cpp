// streamstar cat: VP streams to stdout, in the order given.
#include "commands.h"
#include "common.h"
#include "options.h"
#include "sfile.h"

#include <cerrno>
#include <cstring>
#include <utility>
#include <vector>

namespace ss {

static const char kHelp[] =
    "usage: streamstar cat FILE --vp LIST [--shape=AxB] [--salvage]\n"
    "Writes the stream of each VP listed to stdout, one after the other. LIST is\n"
    "comma-separated items: a row-major index (3), coordinates separated by ':'\n"
    "(0:3), a range of indices A-B (both included: 0-3,7), or all.\n"
    "Stream bytes past the end of the data file (cut short) are an error naming\n"
    "how many are missing and where; --salvage (alias --allow-short) prints them\n"
    "as the fill byte 0x00 with a warning on stderr and exits 0.\n";

// One number of the --vp item `item`; a bad one names the whole item ("3-"
// used to be reported as "'' is not a non-negative integer").
static uint64_t vp_number(const std::string &part, const std::string &item) {
  unsigned long long v;
  if (!parse_digits(part.c_str(), &v))
    usage_fail("--vp: '%s' is not an index, coordinates I:J, a range A-B or all", item.c_str());
  return v;
}

static uint64_t parse_vp(const std::string &s, const Meta &m, const std::string &item) {
  if (s.find(':') == std::string::npos) {
    uint64_t v = vp_number(s, item);
    if (v >= m.nvp) fail("--vp: VP %llu is outside 0..%llu", (unsigned long long)v, (unsigned long long)(m.nvp - 1));
    return v;
  }
  std::vector<uint64_t> c;
  for (const std::string &part : split(s, ":")) c.push_back(vp_number(part, item));
  if (c.size() != m.ndims) fail("--vp: '%s' has %zu coordinates, the shape %s has %u axes", s.c_str(), c.size(),
                                m.shape_str().c_str(), m.ndims);
  uint64_t v = 0;
  for (uint32_t k = 0; k < m.ndims; k++) {
    if (c[k] >= m.dims[k]) fail("--vp: '%s' is outside the shape %s", s.c_str(), m.shape_str().c_str());
    v = v * m.dims[k] + c[k];
  }
  return v;
}

int cmd_cat(int argc, char **argv) {
  Args a = parse_args(argc, argv, {{"vp", true}, {"shape", true}, {"allow-short", false}, {"salvage", false}});
  if (a.has("help")) { fputs(kHelp, stdout); return 0; }
  need_positionals(a, 1, "FILE");
  if (!a.has("vp")) usage_fail("--vp: missing (which VP streams to print)");
  StreamFile sf(a.pos[0], a.has("shape") ? parse_shape(a.get("shape"), "--shape") : std::vector<uint64_t>{});
  const Meta &m = sf.meta();
  const bool salvage = a.has("salvage") || a.has("allow-short");
  sf.refuse_if_short(salvage);
  // Ranges (first, last), expanded while printing: `all` of 2^32 VPs must
  // not become a 32 GiB list first.
  std::vector<std::pair<uint64_t, uint64_t>> vps;
  std::string list = a.get("vp");
  for (const std::string &item : split(list, ",")) {
    size_t dash = item.find('-');
    if (item == "all") {
      vps.push_back({0, m.nvp - 1});
    } else if (dash != std::string::npos && dash > 0 && item.find(':') == std::string::npos) {
      // A-B: the row-major indices A..B, both included (descending if B < A)
      vps.push_back({parse_vp(item.substr(0, dash), m, item), parse_vp(item.substr(dash + 1), m, item)});
    } else {
      uint64_t v = parse_vp(item, m, item);
      vps.push_back({v, v});
    }
  }
  // Before any output: a cut-short data file fails here (nothing printed)
  // unless --salvage, whatever path reads the bytes below.
  if (sf.may_be_short()) {
    StreamFile::Missing miss;
    for (auto range : vps)
      for (uint64_t v = range.first;; v += range.first <= range.second ? 1 : (uint64_t)-1) {
        sf.add_missing(v, miss);
        if (v == range.second) break;
      }
    sf.report_missing(miss, "cat", "the VPs listed", salvage, true);
  }
  std::vector<uint8_t> buf;
  auto print_vp = [&](uint64_t v) {
    // NB and CB parts by position; the IB part block by block with one cursor.
    uint64_t len = m.len[v], regular = std::min(len, m.ib_start()), p = 0;
    while (p < len) {
      uint64_t k = std::min<uint64_t>(len - p, 1u << 20);
      if (p < regular) k = std::min(k, regular - p);
      buf.resize(k);
      if (p >= regular) break;
      sf.read_stream(v, p, buf.data(), k);
      if (fwrite(buf.data(), 1, k, stdout) != k) fail("stdout: %s", strerror(errno));
      p += k;
    }
    if (p < len) {
      PtrCursor c = sf.cursor(v);
      const uint64_t b = m.b_ib;
      buf.resize(b);
      while (p < len) {
        uint64_t k = std::min<uint64_t>(b, len - p);
        sf.data().read(m.ib_off + (uint64_t)c.next() * b, buf.data(), k);
        if (fwrite(buf.data(), 1, k, stdout) != k) fail("stdout: %s", strerror(errno));
        p += k;
      }
      c.finish();
    }
  };
  for (auto range : vps) {
    for (uint64_t v = range.first;; v += range.first <= range.second ? 1 : (uint64_t)-1) {
      print_vp(v);
      if (v == range.second) break;
    }
  }
  if (fflush(stdout) != 0) fail("stdout: %s", strerror(errno));
  return 0;
}

}  // namespace ss
