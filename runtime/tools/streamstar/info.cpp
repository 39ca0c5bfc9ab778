// streamstar info: what a Stream* file holds, as text or JSON. The JSON keys
// are those of the Python package's File.info(), so the two can be compared.
#include "commands.h"
#include "common.h"
#include "options.h"
#include "sfile.h"

#include <algorithm>

namespace ss {

static const char kHelp[] =
    "usage: streamstar info FILE [--json] [--shape=AxB]\n"
    "Shape, writer rank count, segments (mode, block size, rows, bytes per VP, offset),\n"
    "striping of the data file and a summary of the per-VP stream lengths.\n"
    "  --json        machine-readable output\n"
    "  --shape=AxB   describe FILE as an external flat file (no FILE.meta)\n";

static std::string json_str(const std::string &s) {
  std::string o = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\', o += c;
    else if ((unsigned char)c < 0x20) o += fmt("\\u%04x", c);
    else o += c;
  }
  return o + "\"";
}

// Decimal digits of a 128-bit count (printf has no conversion for it).
static std::string u128_str(unsigned __int128 v) {
  std::string s;
  do {
    s.insert(s.begin(), (char)('0' + (int)(v % 10)));
    v /= 10;
  } while (v);
  return s;
}

int cmd_info(int argc, char **argv) {
  Args a = parse_args(argc, argv, {{"json", false}, {"shape", true}});
  if (a.has("help")) { fputs(kHelp, stdout); return 0; }
  need_positionals(a, 1, "FILE");
  StreamFile sf(a.pos[0], a.has("shape") ? parse_shape(a.get("shape"), "--shape") : std::vector<uint64_t>{});
  const Meta &m = sf.meta();
  // Uniform lengths are one value: never expanded (a forged .meta may claim 2^30 VPs).
  const uint64_t V = m.len.size();
  // The sum in 128 bits: a forged .meta's lengths can add up past 2^64.
  unsigned __int128 total = 0;
  uint64_t mn = 0, mx = 0;
  double median = 0;
  if (V && m.len.uniform()) {
    mn = mx = m.len[0];
    median = (double)mn;
    total = (unsigned __int128)mn * V;
  } else if (V) {
    std::vector<uint64_t> lens(m.len.begin(), m.len.end());
    std::sort(lens.begin(), lens.end());
    for (uint64_t l : lens) total += l;
    median = V % 2 ? (double)lens[V / 2] : ((double)lens[V / 2 - 1] + lens[V / 2]) / 2;
    mn = lens.front();
    mx = lens.back();
  }
  const DataFile &d = sf.data();
  std::string dims;
  for (uint32_t i = 0; i < m.ndims; i++) dims += (i ? ", " : "") + std::to_string(m.dims[i]);
  if (a.has("json")) {
    std::string segs;
    auto add = [&](const std::string &s) { segs += (segs.empty() ? "" : ", ") + s; };
    if (m.nb_rows)
      add(fmt("{\"mode\": \"NB\", \"block\": %u, \"rows\": %llu, \"bytes_per_vp\": %llu, \"offset\": 0}", m.b_nb,
              (unsigned long long)m.nb_rows, (unsigned long long)m.nb_len()));
    if (m.cb_len)
      add(fmt("{\"mode\": \"CB\", \"block\": %u, \"rows\": %llu, \"bytes_per_vp\": %llu, \"offset\": %llu}", m.b_cb,
              (unsigned long long)m.cb_rows(), (unsigned long long)m.cb_len, (unsigned long long)m.cb_off));
    if (m.has_ib())
      add(fmt("{\"mode\": \"IB\", \"block\": %u, \"superblock\": %u, \"superblocks\": %llu, \"dir_superblocks\": %llu, "
              "\"dir_ptrs\": %u, \"offset\": %llu}", m.b_ib, m.sb_bytes, (unsigned long long)m.ib_sbs,
              (unsigned long long)m.dir_sbs, m.dir_ptrs, (unsigned long long)m.ib_off));
    std::string files;
    for (auto &f : d.files()) files += (files.empty() ? "" : ", ") + json_str(f);
    std::string data = d.striped() ? fmt("{\"striped\": true, \"stripe_unit\": %llu, \"targets\": %zu, \"files\": [%s]}",
                                         (unsigned long long)d.stripe_unit(), d.files().size(), files.c_str())
                                   : fmt("{\"striped\": false, \"targets\": 1, \"files\": [%s]}", files.c_str());
    printf("{\"path\": %s, \"external\": %s, \"shape\": [%s], \"nvp\": %llu, \"writer_ranks\": %u, \"segments\": [%s], "
           "\"ib_start\": %llu, \"length\": {\"min\": %llu, \"median\": %.1f, \"max\": %llu, \"total\": %s}, "
           "\"data\": %s}\n",
           json_str(sf.path()).c_str(), sf.external() ? "true" : "false", dims.c_str(), (unsigned long long)m.nvp,
           m.writer_ranks, segs.c_str(), (unsigned long long)m.ib_start(), (unsigned long long)mn, median,
           (unsigned long long)mx, u128_str(total).c_str(), data.c_str());
    return 0;
  }
  printf("%s: %s, shape %s (%llu VPs)", sf.path().c_str(), sf.external() ? "external flat file" : "Stream* file",
         m.shape_str().c_str(), (unsigned long long)m.nvp);
  if (!sf.external()) printf(", written by %u rank%s", m.writer_ranks, m.writer_ranks == 1 ? "" : "s");
  printf("\n  data      %s\n", d.striped() ? fmt("striped over %zu targets, stripe unit %llu bytes, %llu bytes",
                                                   d.files().size(), (unsigned long long)d.stripe_unit(),
                                                   (unsigned long long)d.size()).c_str()
                                           : fmt("ordinary file, %llu bytes", (unsigned long long)d.size()).c_str());
  if (m.nb_rows)
    printf("  NB        block %u bytes, %llu rows, %llu bytes per VP, at offset 0\n", m.b_nb,
           (unsigned long long)m.nb_rows, (unsigned long long)m.nb_len());
  if (m.cb_len)
    printf("  CB        block %u bytes, %llu rows, %llu bytes per VP, at offset %llu\n", m.b_cb,
           (unsigned long long)m.cb_rows(), (unsigned long long)m.cb_len, (unsigned long long)m.cb_off);
  if (m.has_ib())
    printf("  IB        block %u bytes, from stream byte %llu; %llu data superblocks of %u bytes at offset %llu;\n"
           "            %llu directory superblocks of %u bytes, %u pointers per entry\n",
           m.b_ib, (unsigned long long)m.ib_start(), (unsigned long long)m.ib_sbs, m.sb_bytes,
           (unsigned long long)m.ib_off, (unsigned long long)m.dir_sbs, m.dsb_bytes, m.dir_ptrs);
  if (!m.nb_rows && !m.cb_len && !m.has_ib()) printf("  (no data)\n");
  printf("  streams   min %llu, median %.17g, max %llu bytes (total %s)\n", (unsigned long long)mn, median,
         (unsigned long long)mx, u128_str(total).c_str());
  return 0;
}

}  // namespace ss
