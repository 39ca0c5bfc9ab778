// streamstar verify: every check the format allows — the .meta and .first
// checksums and fields, every directory superblock's header and crc, every
// VP's list (vp fields, links, pointer bounds, exact block count, no entry
// or block shared), and that the data file holds every byte a stream needs.
// Reports each problem on its own line; exit 0 only for a sound file.
#include "commands.h"
#include "common.h"
#include "options.h"
#include "sfile.h"

#include <algorithm>
#include <memory>
#include <unordered_map>

namespace ss {

static const char kHelp[] =
    "usage: streamstar verify FILE [--quiet]\n"
    "Checks FILE.meta (fields and crc), FILE.first (crc, gen), every directory\n"
    "superblock of FILE.dir (magic, index, used, crc), every VP's directory list\n"
    "(vp fields, next links, pointer bounds — below ib_used_blocks too, when the .meta\n"
    "gives it —, exactly the blocks its length needs, no\n"
    "entry or data block shared) and that the data file reaches every byte a stream\n"
    "needs. Prints one line per problem and a summary; exit 0 only for a sound file.\n"
    "  --quiet   print only the problems\n";

namespace {
struct Report {
  std::string file;
  std::vector<std::string> problems;
  void add(const std::string &s) { problems.push_back(s); }
};
}  // namespace

// The VP that reached each data block or directory entry: a table while it
// is small, else a hash of those met. A damaged or forged .meta may claim 2^40
// blocks (ib_sbs) where the lists can hold at most what .dir holds.
namespace {
class Owners {
 public:
  Owners(uint64_t n, uint64_t can_meet) : dense_(n <= (1u << 24) || n <= 2 * can_meet) {
    if (dense_) t_.assign(n, UINT64_MAX);
  }
  uint64_t get(uint64_t k) const {
    if (dense_) return t_[k];
    auto it = h_.find(k);
    return it == h_.end() ? UINT64_MAX : it->second;
  }
  void set(uint64_t k, uint64_t v) {
    if (dense_) t_[k] = v;
    else h_[k] = v;
  }

 private:
  bool dense_;
  std::vector<uint64_t> t_;
  std::unordered_map<uint64_t, uint64_t> h_;
};
}  // namespace

// Walks every VP's list; fills `blocks_end` with the largest data offset any
// list references.
static void check_lists(const Meta &m, const std::string &path, Report &r, uint64_t &blocks_end) {
  std::vector<uint32_t> first;
  try {
    first = parse_first(path + ".first", read_whole(path + ".first", (size_t)1 << 36), m);
  } catch (Error &e) {
    r.add(e.what());
    return;
  }
  std::unique_ptr<Directory> dir;
  try {
    dir.reset(new Directory(path + ".dir", m));
  } catch (Error &e) {
    r.add(e.what());
    return;
  }
  const uint64_t msl = m.slots();
  // Superblocks past the end of .dir hold no entries (§5): only those on
  // disk are checked and can be reached (a damaged dir_sbs may say 2^40).
  const uint64_t sbs = std::min<uint64_t>(m.dir_sbs, (dir->file_size() + m.dsb_bytes - 1) / m.dsb_bytes);
  std::vector<bool> bad_sb(sbs, false);
  for (uint64_t j = 0; j < sbs; j++) {
    try {
      dir->used(j);
    } catch (Error &e) {
      r.add(e.what());
      bad_sb[j] = true;
    }
  }
  const uint64_t ptrs_on_disk = dir->file_size() / 4;
  Owners owner_entry(sbs * msl, ptrs_on_disk);  // VP that reached each entry
  Owners owner_block(m.max_blocks(), ptrs_on_disk);
  for (uint64_t v = 0; v < m.nvp; v++) {
    const uint64_t want = m.ib_blocks(v);
    uint64_t got = 0, visited = 0;
    uint32_t e = first[v];
    try {
      while (e != NONE) {
        uint64_t j = e / msl;
        if (j < sbs && bad_sb[j])
          fail("%s.dir: VP %llu's list reaches entry %u in corrupt superblock %llu", path.c_str(),
               (unsigned long long)v, e, (unsigned long long)j);
        const uint8_t *ent = dir->entry(e, v);
        if (le32(ent) != v)
          fail("%s.dir: entry %u: vp field is %u, but VP %llu's list leads here", path.c_str(), e, le32(ent),
               (unsigned long long)v);
        if (owner_entry.get(e) != UINT64_MAX)
          fail("%s.dir: entry %u is reached twice (VP %llu's list %s)", path.c_str(), e, (unsigned long long)v,
               owner_entry.get(e) == v ? "loops" : "joins another list");
        owner_entry.set(e, v);
        if (++visited > m.dir_sbs * msl) fail("%s.dir: VP %llu's list loops", path.c_str(), (unsigned long long)v);
        for (uint32_t s = 0; s < m.dir_ptrs; s++) {
          uint32_t p = le32(ent + 8 + 4 * s);
          if (p == NONE) continue;
          if (p >= m.max_blocks())
            fail("%s.dir: entry %u (VP %llu): pointer %u is past the %llu IB blocks in use", path.c_str(), e,
                 (unsigned long long)v, p, (unsigned long long)m.max_blocks());
          if (m.ib_used && p >= m.ib_used)  // the next append would write over this block
            fail("%s.dir: entry %u (VP %llu): pointer %u is not below the .meta's ib_used_blocks %llu",
                 path.c_str(), e, (unsigned long long)v, p, (unsigned long long)m.ib_used);
          if (owner_block.get(p) != UINT64_MAX)
            fail("%s.dir: entry %u (VP %llu): data block %u also belongs to VP %llu", path.c_str(), e,
                 (unsigned long long)v, p, (unsigned long long)owner_block.get(p));
          owner_block.set(p, v);
          got++;
          uint64_t used_bytes = got < want ? m.b_ib : m.len[v] - m.ib_start() - (want - 1) * m.b_ib;
          if (got <= want) blocks_end = std::max(blocks_end, m.ib_off + (uint64_t)p * m.b_ib + used_bytes);
        }
        e = le32(ent + 4);
      }
      if (got != want)
        fail("%s.dir: VP %llu's list has %llu data blocks, its length %llu needs %llu", path.c_str(),
             (unsigned long long)v, (unsigned long long)got, (unsigned long long)m.len[v], (unsigned long long)want);
    } catch (Error &err) {
      r.add(err.what());
    }
  }
}

// A striped data file: each stripe file holds its target's bytes up to the
// file's size (the layout record's, else the largest any stripe file
// reaches), as the file layer writes them (docs/pfs.md: pfs_open refuses a
// file where one does not). One shorter was cut behind the layer's back and
// its missing bytes read as zeros; cat and convert refuse such a file.
static void check_stripes(const DataFile &d, const std::string &path, Report &r) {
  const uint64_t Z = d.recorded_size() >= 0 ? (uint64_t)d.recorded_size() : d.size();
  const uint64_t N = d.files().size();
  for (uint64_t t = 0; t < N; t++) {
    uint64_t want = d.target_bytes_below(t, Z), have = d.file_size(t);
    if (have < want)
      r.add(fmt("%s: stripe file %s (target %llu of %llu) is cut short: it has %llu bytes, the file's size %llu "
                "needs %llu", path.c_str(), d.files()[t].c_str(), (unsigned long long)t + 1,
                (unsigned long long)N, (unsigned long long)have, (unsigned long long)Z, (unsigned long long)want));
  }
}

int cmd_verify(int argc, char **argv) {
  Args a = parse_args(argc, argv, {{"quiet", false}});
  if (a.has("help")) { fputs(kHelp, stdout); return 0; }
  need_positionals(a, 1, "FILE");
  const std::string path = a.pos[0];
  Report r;
  if (!exists(path)) fail("%s: no such file", path.c_str());
  if (is_dir(path)) fail("%s: is a directory", path.c_str());
  if (!exists(path + ".meta")) fail("%s: not a Stream* file (no %s.meta)", path.c_str(), path.c_str());
  std::unique_ptr<DataFile> data;
  Meta m;
  bool meta_ok = false;
  try {
    data.reset(new DataFile(path));
  } catch (Error &e) {
    r.add(e.what());
  }
  try {
    m = load_meta(path + ".meta");
    meta_ok = true;
  } catch (Error &e) {
    r.add(e.what());
  }
  if (meta_ok) {
    uint64_t need = 0;  // data bytes the streams reach
    const uint64_t V = m.nvp;
    // Offsets grow with v at a fixed position: with uniform lengths the
    // last VP reaches furthest (no pass over a forged .meta's 2^30 VPs).
    for (uint64_t v = m.len.uniform() && V ? V - 1 : 0; v < V; v++) {
      uint64_t l = m.len[v];
      if (l && m.nb_rows) {
        uint64_t p = std::min(l, m.nb_len()) - 1;
        need = std::max(need, ((p / m.b_nb) * V + v) * m.b_nb + p % m.b_nb + 1);
      }
      if (l > m.nb_len() && m.cb_len) {
        uint64_t q = std::min(l, m.ib_start()) - 1 - m.nb_len();
        need = std::max(need, m.cb_off + ((q / m.b_cb) * V + v) * m.b_cb + q % m.b_cb + 1);
      }
    }
    if (m.has_ib()) check_lists(m, path, r, need);
    if (data && data->striped()) check_stripes(*data, path, r);
    if (data && data->size() < need)
      r.add(fmt("%s: data file truncated: it ends at byte %llu, the streams need %llu", path.c_str(),
                (unsigned long long)data->size(), (unsigned long long)need));
  }
  for (auto &p : r.problems) printf("%s\n", p.c_str());
  if (r.problems.empty()) {
    if (!a.has("quiet")) {
      std::string segs;  // the segments this file really has
      if (m.nb_rows) segs += "NB";
      if (m.cb_len) segs += segs.empty() ? "CB" : "+CB";
      if (m.has_ib()) segs += segs.empty() ? "IB" : "+IB";
      if (segs.empty()) segs = "empty";
      printf("%s: ok (shape %s, %llu VPs, %s%s)\n", path.c_str(), m.shape_str().c_str(), (unsigned long long)m.nvp,
             segs.c_str(), m.has_ib() ? ", every directory list checked" : "");
    }
    return 0;
  }
  printf("%s: %zu problem%s\n", path.c_str(), r.problems.size(), r.problems.size() == 1 ? "" : "s");
  return 1;
}

}  // namespace ss
