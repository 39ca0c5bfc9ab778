// streamstar recover: make a Stream* file whose writer died before close
// readable again, from what reached the disk, never inventing data.
//
// Geometry and the lengths known at the last commit come from FILE.meta (or
// a complete FILE.meta.tmp left by an interrupted commit). Every directory
// superblock that passes its checks contributes its entries; entries carry
// their VP, so each VP's list is rebuilt in global-index order (the order
// writers allocate entries in). A VP's list is cut at the first entry after
// a corrupt superblock (its own entries may have been there), at a pointer
// out of range or shared with another VP, and at the first block past the
// end of the data file. Every block but a list's last is full; the fill of
// the last is known only if the old .meta covers it, so otherwise it is
// dropped (--keep-partial keeps it whole). The old files are kept as
// FILE.meta.orig, FILE.first.orig, FILE.dir.orig.
//
// A provisional .meta (flag INCOMPLETE, written by the runtime at open for
// writing and when a segment begins) gives the geometry known then and the
// lengths of the last commit; its `writing` field names the segment that may
// have grown since: NB (rows: the whole rows the data file holds), CB (whole
// rows too, the last one's fill unknown, so dropped like an IB block's),
// IB begun in that session (the regular segments were final: every VP has
// them whole) or IB of an earlier session (as after a crash in "a" mode).
#include "commands.h"
#include "common.h"
#include "datafile.h"
#include "meta.h"
#include "options.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ss {

static const char kHelp[] =
    "usage: streamstar recover FILE [--dry-run] [--keep-partial] [--force] [--quiet]\n"
    "Rebuilds FILE.first, the directory links in FILE.dir and FILE.meta after a writer\n"
    "died before closing FILE, from what reached the disk, and reports which VPs lost\n"
    "how many bytes. Old metafiles are kept with the suffix .orig.\n"
    "  -n, --dry-run    report only, change nothing\n"
    "  --keep-partial   keep the last IB block of a stream whole even though its fill\n"
    "                   was never recorded (it may end in bytes never written)\n"
    "  --force          recover even while a running program has FILE open for writing\n"
    "                   (what is on disk now; that program's fclose replaces the result)\n"
    "  --quiet          print only the summary line\n";

namespace {
struct Entry {
  uint32_t index;
  uint32_t next;               // as stored: NONE until the writer's fclose linked it
  std::vector<uint32_t> ptrs;  // as stored, NONE included
};
}  // namespace

// The runtime's writer lock (docs/stream.md, "A file another program is
// writing"): rank 0 of a program that has FILE open for writing holds an
// open file description write lock on the whole data file (or layout
// record) from fopen until its final .meta is committed, and the kernel
// drops it when the program dies. Recover must not run on a live writer's
// file: its fclose would replace whatever recover wrote, and the lists
// recover cuts are still growing. So recover takes the same lock for its own
// run (a writer that starts meanwhile gets EBUSY: "being written"); a dry
// run only asks. Returns true if another open file holds it. Where the lock
// cannot be tried (no OFD locks, the file not openable) nothing is known and
// recover goes on, as before.
static bool writer_lock_held(const std::string &path, bool take, int *fd) {
  *fd = -1;
#ifdef F_OFD_SETLK
  int d = take ? open(path.c_str(), O_RDWR | O_CLOEXEC | O_NONBLOCK) : -1;
  if (d < 0) {  // a dry run, or a data file recover may not write: ask only
    take = false;
    d = open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (d < 0) return false;
  }
  struct flock fl;
  memset(&fl, 0, sizeof fl);
  fl.l_type = take ? F_WRLCK : F_RDLCK;  // a read lock's query meets write locks only
  fl.l_whence = SEEK_SET;                // l_start 0, l_len 0: the whole file
  int r = fcntl(d, take ? F_OFD_SETLK : F_OFD_GETLK, &fl), e = errno;
  if (r == 0 && take) {
    *fd = d;
    return false;
  }
  close(d);
  if (r == 0) return fl.l_type != F_UNLCK;
  return e == EAGAIN || e == EACCES;
#else
  (void)path; (void)take;
  return false;
#endif
}

// What a provisional .meta says its writer is doing, in the runtime's words.
static const char *writing_words(const std::string &path) {
  static const char *const kWords[] = {"nothing written yet", "writing the NB segment", "writing the CB segment",
                                       "writing the IB segment it began", "appending to the IB segment"};
  try {
    Meta m = load_meta(path + ".meta", true);
    if (m.flags & FLAG_INCOMPLETE) return kWords[m.writing];
  } catch (Error &) {
  }
  return "no provisional .meta found";
}

// Recover builds tables of about 48 bytes per VP (lists, lengths, heads).
// A .meta whose VP count would make them larger than 1 GiB while the data
// file and the metafiles on disk hold fewer bytes than there are VPs is
// damaged or forged (a 260-byte .meta may claim 2^32 VPs): refused before
// anything is allocated, instead of failing for memory halfway.
static void check_geometry(const std::string &path, const Meta &m, uint64_t data_size) {
  const uint64_t V = m.nvp, kPerVp = 48, kLimit = (uint64_t)1 << 30;
  if (V * kPerVp <= kLimit) return;
  uint64_t disk = data_size;
  struct stat st;
  for (const char *suffix : {".dir", ".first", ".meta"})
    if (stat((path + suffix).c_str(), &st) == 0) disk += (uint64_t)st.st_size;
  if (V <= disk) return;
  fail("%s.meta: nvp: %llu VPs (shape %s), but the data file and metafiles hold only %llu bytes together: a damaged "
       "or forged .meta (recover would need %llu MiB for its per-VP tables); nothing changed",
       path.c_str(), (unsigned long long)V, m.shape_str().c_str(), (unsigned long long)disk,
       (unsigned long long)(V * kPerVp >> 20));
}

static Meta base_meta(const std::string &path, std::string &used) {
  std::string why;
  for (const char *suffix : {".meta", ".meta.tmp"}) {
    std::string p = path + suffix;
    if (!exists(p)) continue;
    try {
      used = p;
      return load_meta(p, true);
    } catch (Error &e) {
      why += std::string(why.empty() ? "" : "; ") + e.what();
    }
  }
  fail("%s: no usable .meta to take the geometry from (%s)", path.c_str(),
       why.empty() ? "none was written before the writer stopped" : why.c_str());
}

// Stream position where VP v's regular part stops being on disk (data file
// of `size` bytes): offsets grow with the position, so search for it.
static uint64_t regular_cut(const Meta &m, uint64_t v, uint64_t reg, uint64_t size) {
  auto off = [&](uint64_t p) {
    if (p < m.nb_len()) return ((p / m.b_nb) * m.nvp + v) * m.b_nb + p % m.b_nb;
    uint64_t q = p - m.nb_len();
    return m.cb_off + ((q / m.b_cb) * m.nvp + v) * m.b_cb + q % m.b_cb;
  };
  uint64_t lo = 0, hi = reg;  // first p in [0, reg] with off(p) >= size
  while (lo < hi) {
    uint64_t mid = lo + (hi - lo) / 2;
    if (off(mid) >= size) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

// The first offset at or after lo that is not data: the end of the file, or
// the start of a hole of a plain file (a superblock or row whose writer died
// before it reached the file). The file system tells holes of whole pages
// only; a smaller gap reads as zeros and cannot be told from them.
static uint64_t data_until(const DataFile &d, uint64_t lo, uint64_t size) {
  if (lo >= size) return size;
  if (d.plain_fd() < 0) return size;
  off_t h = lseek(d.plain_fd(), (off_t)lo, SEEK_HOLE);
  return h < 0 ? size : std::min<uint64_t>(size, (uint64_t)h);
}

// VP v's entries `found` (global-index order) as its list, see cmd_recover.
static std::vector<Entry> list_of(const std::vector<Entry> &found, bool have_heads, uint32_t head, bool clean,
                                  std::string &cut) {
  std::vector<Entry> out;
  auto at = [&](uint32_t e) {
    auto it = std::lower_bound(found.begin(), found.end(), e, [](const Entry &x, uint32_t i) { return x.index < i; });
    return it != found.end() && it->index == e ? &*it : nullptr;
  };
  if (have_heads) {
    for (uint32_t e = head; e != NONE;) {
      const Entry *x = at(e);
      if (!x) {
        cut = "an entry of its directory list is lost (damaged or truncated .dir)";
        return out;
      }
      if (out.size() > found.size()) {
        cut = "its directory list loops";
        out.clear();
        return out;
      }
      out.push_back(*x);
      e = x->next;
    }
    if (clean) return out;  // a clean close: the linked list is the whole story
    uint32_t last = out.empty() ? 0 : out.back().index;
    for (const Entry &x : found)
      if (out.empty() ? head == NONE : x.index > last) out.push_back(x);
  } else {
    out = found;
  }
  for (size_t i = 0; i < out.size(); i++)  // a link the writer set must name the next entry found
    if (out[i].next != NONE && (i + 1 == out.size() || out[i].next != out[i + 1].index)) {
      if (i + 1 < out.size() || out[i].next != NONE) cut = "an entry of its directory list is lost (damaged or truncated .dir)";
      out.resize(i + 1);
      break;
    }
  return out;
}

int cmd_recover(int argc, char **argv) {
  Args a = parse_args(argc, argv, {{"dry-run", false}, {"keep-partial", false}, {"force", false}, {"quiet", false}});
  if (a.has("help")) { fputs(kHelp, stdout); return 0; }
  need_positionals(a, 1, "FILE");
  const std::string path = a.pos[0], dpath = path + ".dir";
  const bool dry = a.has("dry-run"), quiet = a.has("quiet");
  if (!exists(path)) fail("%s: no such file", path.c_str());
  if (is_dir(path)) fail("%s: is a directory", path.c_str());
  int lock_fd = -1;  // held until exit: the kernel releases it
  if (writer_lock_held(path, !dry, &lock_fd)) {
    if (!a.has("force"))
      fail("%s is being written: a running program opened it for writing and has not closed it yet (%s); recover "
           "must not run on it (that program's fclose commits the file; if it hangs, stop it first, or use --force "
           "to recover what is on disk now); nothing changed",
           path.c_str(), writing_words(path));
    fprintf(stderr, "streamstar recover: warning: %s is being written by a running program (%s); recovering what "
            "is on disk now (--force): that program's fclose will replace the result\n", path.c_str(),
            writing_words(path));
  }
  std::string meta_from;
  Meta m = base_meta(path, meta_from);
  DataFile data(path);
  check_geometry(path, m, data.size());
  const uint64_t size = data.size(), V = m.nvp, b = m.b_ib, E = m.E(), msl = m.slots(), D = m.dsb_bytes;
  std::vector<std::string> notes;

  bool clean = false;
  const bool provisional = m.flags & FLAG_INCOMPLETE;
  uint64_t cb_drop = 0;  // bytes per VP of a CB row dropped for its unknown fill
  static const char *const kWriting[] = {"no segment begun", "NB segment being written", "CB segment being written",
                                         "IB segment begun", "IB segment being appended to"};
  // The segment being written when the writer died: its extent from the
  // disk, whole rows up to the first hole.
  if (provisional && m.writing == WRITING_NB && m.b_nb) {
    m.nb_rows = std::max<uint64_t>(m.nb_rows, data_until(data, m.nb_rows * V * m.b_nb, size) / (V * m.b_nb));
    m.cb_off = m.ib_off = m.nb_rows * V * m.b_nb;
    m.cb_len = 0;
    for (auto &l : m.len.table()) l = std::max(l, m.nb_len());
  } else if (provisional && m.writing == WRITING_CB) {
    uint64_t cb_end = data_until(data, m.cb_off, size);
    uint64_t rows = cb_end > m.cb_off ? (cb_end - m.cb_off) / (V * m.b_cb) : 0;
    uint64_t keep = rows * m.b_cb <= m.cb_len || a.has("keep-partial") || rows == 0 ? rows : rows - 1;
    if (keep < rows) cb_drop = m.b_cb;
    if (keep < rows)
      notes.push_back(fmt("%s: the last CB row on disk (%u bytes per VP) is dropped: its fill was never recorded "
                          "(--keep-partial keeps it)", path.c_str(), m.b_cb));
    m.cb_len = std::max(m.cb_len, keep * m.b_cb);
    m.ib_off = m.cb_off + m.cb_rows() * V * m.b_cb;
    for (auto &l : m.len.table()) l = std::max(l, m.ib_start());
  } else if (provisional && m.writing == WRITING_IB_NEW) {
    for (auto &l : m.len.table()) l = std::max(l, m.ib_start());  // NB and CB were final before IB began
  }
  const uint64_t ibs = m.ib_start();
  // Regular bytes count as on disk up to the first hole (the gap before the
  // IB area comes after all of them).
  const uint64_t reg_size = data_until(data, 0, size);
  std::vector<uint32_t> heads;  // the .first of this .meta's generation, if sound
  try {
    heads = parse_first(path + ".first", read_whole(path + ".first", (size_t)1 << 36), m);
    clean = !provisional;  // a provisional .meta keeps the last commit's .first: blocks may follow
  } catch (Error &) {
  }
  const bool have_heads = !heads.empty() || (V == 0);

  // 1. Scan the directory: good superblocks give entries; corrupt ones are noted.
  std::vector<uint8_t> dir;
  if (exists(dpath)) {
    DataFile df(dpath);
    dir.resize(df.size());
    df.read(0, dir.data(), dir.size());
  }
  const uint64_t nsb = (dir.size() + D - 1) / D;
  uint64_t first_bad = UINT64_MAX, good_end = 0;
  std::vector<char> state(nsb, 0);  // 0 hole, 1 good, 2 corrupt
  std::vector<std::vector<Entry>> lists(V);
  for (uint64_t j = 0; j < nsb; j++) {
    const uint8_t *s = dir.data() + j * D;
    uint64_t avail = std::min<uint64_t>(D, dir.size() - j * D);
    if (avail < 16 || memcmp(s, "CSD1", 4) != 0) {
      // A slot never written reads as zeros; anything else where a header
      // belongs is a damaged superblock, whose entries may be in lists.
      if (std::all_of(s, s + avail, [](uint8_t c) { return c == 0; })) continue;
      state[j] = 2;
      first_bad = std::min(first_bad, j);
      notes.push_back(fmt("%s: superblock %llu: no CSD1 header, but not a hole either; its entries are dropped",
                          dpath.c_str(), (unsigned long long)j));
      continue;
    }
    uint32_t used = le32(s + 8);
    const char *why = nullptr;
    if (le32(s + 4) != j) why = "index field wrong";
    else if (used > msl - 1) why = "used count too large";
    else if (E * (1 + used) > avail) why = "truncated";
    else if (crc32(0, s + E, E * used) != le32(s + 12)) why = "crc mismatch";
    if (why) {
      state[j] = 2;
      first_bad = std::min(first_bad, j);
      notes.push_back(fmt("%s: superblock %llu: %s; its entries are dropped", dpath.c_str(), (unsigned long long)j, why));
      continue;
    }
    state[j] = 1;
    good_end = j + 1;
    for (uint32_t k = 1; k <= used; k++) {
      const uint8_t *e = s + k * E;
      uint32_t vp = le32(e);
      if (vp >= V) {
        notes.push_back(fmt("%s: entry %llu names VP %u, outside the %llu VPs; dropped", dpath.c_str(),
                            (unsigned long long)(j * msl + k), vp, (unsigned long long)V));
        continue;
      }
      Entry ent{(uint32_t)(j * msl + k), le32(e + 4), {}};
      for (uint32_t i = 0; i < m.dir_ptrs; i++) ent.ptrs.push_back(le32(e + 8 + 4 * i));
      lists[vp].push_back(std::move(ent));
    }
  }

  // 2. Per VP: cut each list where it stops being trustworthy, then decide the length.
  const uint64_t sbs_on_disk = size > m.ib_off ? (size - m.ib_off + m.sb_bytes - 1) / m.sb_bytes : 0;
  const uint64_t max_blocks = std::max(m.ib_sbs, sbs_on_disk) * m.bps();
  // Blocks are checked against the data file's end before their owner, so
  // the table covers the blocks on disk only (a damaged ib_sbs may claim 2^40).
  std::vector<uint32_t> owner(sbs_on_disk * m.bps(), NONE);
  // Data superblocks with no hole up to the file's end (one lseek each; a
  // block of one that has a hole is checked on its own).
  std::vector<char> sb_state(sbs_on_disk + 1, 0);  // 0 unknown, 1 all data, 2 has a hole
  auto sb_data = [&](uint64_t p) {
    char &st = sb_state[p / m.bps()];
    if (!st) {
      uint64_t lo = m.ib_off + p / m.bps() * m.sb_bytes, hi = std::min(size, lo + m.sb_bytes);
      st = data_until(data, lo, hi) >= hi ? 1 : 2;
    }
    return st == 1;
  };
  std::vector<uint64_t> new_len(V);
  std::vector<uint32_t> first(V, NONE);
  std::vector<std::pair<uint32_t, uint32_t>> links;   // (entry, next)
  std::vector<std::pair<uint32_t, uint32_t>> cleared; // (entry, first slot set to NONE)
  uint64_t lost_total = 0, lost_vps = 0, max_ptr_end = 0;
  for (uint64_t v = 0; v < V; v++) {
    const uint64_t old = m.len[v];
    std::string reason;
    // Walk the entries, keeping pointers up to the first untrustworthy one.
    uint64_t n = 0, total_ptrs = 0;
    // Pointers that could name a block of this file (in an entry before any
    // corrupt superblock, below the IB superblocks): only such a pointer
    // after the last kept block shows that block was full. A garbage entry
    // (its pointers far past the segment) proves nothing: it made a VP's
    // stream grow by the last block's padding.
    uint64_t plausible_ptrs = 0;
    bool cut = false;
    uint64_t last_fill = b;  // fill of the last kept block when it is cut by EOF
    size_t keep_entries = 0;
    uint32_t keep_slots = 0;  // pointer slots kept in the last kept entry
    // The entries of v's list: from its .first head along the `next` links
    // the writer's fclose set (a link to an entry that is not on disk ends
    // the list: the blocks after it are unknown), then, after a crash, the
    // unlinked entries the session added; without a .first, every entry in
    // global-index order, cut where a set link disagrees.
    std::string link_cut;
    lists[v] = list_of(lists[v], have_heads, have_heads && V ? heads[v] : NONE, clean, link_cut);
    for (size_t ei = 0; ei < lists[v].size(); ei++) {
      const Entry &e = lists[v][ei];
      for (uint32_t s = 0; s < m.dir_ptrs; s++) {
        uint32_t p = e.ptrs[s];
        if (p == NONE) continue;
        total_ptrs++;
        if (e.index / msl <= first_bad && p < max_blocks) plausible_ptrs++;
        if (cut) continue;
        uint64_t boff = m.ib_off + (uint64_t)p * b;
        const char *why = nullptr;
        if (e.index / msl > first_bad) why = "directory entries after a corrupt superblock";
        else if (p >= max_blocks) why = "pointer past the IB superblocks";
        else if (boff >= size) why = "data block past the end of the data file";
        else if (owner[p] != NONE) why = "data block claimed by two VPs";
        else if (!sb_data(p) && data_until(data, boff, std::min(size, boff + b)) < std::min(size, boff + b))
          why = "data block in a hole of the data file (never written)";
        if (why) {
          cut = true;
          if (reason.empty()) reason = why;
          continue;
        }
        owner[p] = (uint32_t)v;
        n++;
        keep_entries = ei + 1;
        keep_slots = s + 1;
        max_ptr_end = std::max<uint64_t>(max_ptr_end, (uint64_t)p + 1);
        if (boff + b > size) {  // the block reached the disk only in part
          cut = true;
          last_fill = size - boff;
          if (reason.empty()) reason = "data block partly past the end of the data file";
        }
      }
    }
    if (!link_cut.empty() && !cut) {  // the blocks kept were each followed by more
      cut = true;
      if (reason.empty()) reason = link_cut;
    }
    // IB blocks mean the regular part was written in full (a stale .meta may
    // predate that); a regular part cut by the data file's end ends the stream.
    uint64_t reg = n > 0 ? ibs : std::min(old, ibs), reg_ok = regular_cut(m, v, reg, reg_size);
    if (reg_ok < reg) {
      reason = "regular segment past the end of the data file";
      n = 0;
    }
    // Length of the IB part.
    uint64_t known = old > ibs ? old - ibs : 0, ib = 0;
    if (n > 0) {
      // The last kept block holds last_fill bytes on disk (fewer than b when
      // the data file ends inside it). Followed by another pointer (or by a
      // lost entry), it was full: all of those are stream bytes. Otherwise
      // its fill is known only from the old .meta, and the bytes on disk past
      // the stream's end are padding, not data.
      const bool followed = plausible_ptrs > n || !link_cut.empty();
      if (followed) ib = (n - 1) * b + last_fill;
      else if (known > (n - 1) * b) ib = std::min(known, (n - 1) * b + last_fill);  // the old .meta knows the fill
      else if (a.has("keep-partial")) ib = (n - 1) * b + last_fill;
      else ib = (n - 1) * b;
      if (ib < known && reason.empty()) reason = "directory holds fewer blocks than the old length";
    } else if (known && reason.empty()) {
      reason = "no directory entries reached the disk";
    }
    uint64_t len = reg_ok < reg ? reg_ok : n > 0 ? ibs + ib : reg;
    new_len[v] = len;
    // Blocks the new length needs; drop the rest from the list.
    uint64_t need = len > ibs ? (len - ibs + b - 1) / b : 0;
    if (need < n) {
      n = need;
      uint64_t c = 0;
      keep_entries = 0;
      keep_slots = 0;
      for (size_t ei = 0; ei < lists[v].size() && c < n; ei++)
        for (uint32_t s = 0; s < m.dir_ptrs && c < n; s++)
          if (lists[v][ei].ptrs[s] != NONE) { c++; keep_entries = ei + 1; keep_slots = s + 1; }
    }
    if (n) {
      first[v] = lists[v][0].index;
      for (size_t ei = 0; ei < keep_entries; ei++)
        links.push_back({lists[v][ei].index, ei + 1 < keep_entries ? lists[v][ei + 1].index : NONE});
      if (keep_slots < m.dir_ptrs) cleared.push_back({lists[v][keep_entries - 1].index, keep_slots});
    }
    // Entries past the kept ones lose their pointers, so that a second
    // recover (or a reader scanning entries) sees exactly what was kept.
    for (size_t ei = n ? keep_entries : 0; ei < lists[v].size(); ei++) cleared.push_back({lists[v][ei].index, 0});
    // What the writer may have had: the old length, or all the blocks found
    // when they go past it (an upper bound: the last one's fill is unknown).
    // After a clean close the old length is the whole story; otherwise the
    // last block may have grown. A final .meta (not provisional) is that
    // close's commit, written after .first: a damaged or missing .first does
    // not make its lengths uncertain (it reported every VP's last block as
    // "lost up to" b bytes that were never written).
    bool beyond = total_ptrs && (clean || !provisional ? known <= (total_ptrs - 1) * b : known < total_ptrs * b);
    uint64_t claimed = beyond ? std::max(old, ibs + total_ptrs * b) : old;
    if (cb_drop && len == ibs && claimed < ibs + cb_drop) {  // the CB row dropped above
      claimed = ibs + cb_drop;
      beyond = true;
      if (reason.empty()) reason = "fill of the last CB row never recorded";
    }
    if (claimed > len) {
      uint64_t lost = claimed - len;
      lost_total += lost;
      lost_vps++;
      if (!quiet)
        printf("VP %llu: kept %llu bytes, lost %s%llu bytes (%s)\n", (unsigned long long)v, (unsigned long long)len,
               beyond ? "up to " : "", (unsigned long long)lost,
               reason.empty() ? "fill of the last block never recorded" : reason.c_str());
    }
  }
  if (!quiet)
    for (auto &s : notes) printf("%s\n", s.c_str());

  // 3. The new metafiles.
  Meta nm = m;
  nm.len = new_len;
  nm.gen = random64();
  bool has_ib = std::any_of(new_len.begin(), new_len.end(), [&](uint64_t l) { return l > ibs; });
  nm.flags = has_ib ? FLAG_HAS_IB : 0;
  nm.ib_sbs = has_ib ? std::max(m.ib_sbs, (max_ptr_end + m.bps() - 1) / m.bps()) : 0;
  nm.dir_sbs = has_ib ? good_end : 0;
  std::vector<uint8_t> newdir = dir;
  if (has_ib) {
    newdir.resize(std::min<uint64_t>(dir.size(), good_end * D));
    for (auto &l : links) put32(newdir.data() + (uint64_t)l.first / msl * D + l.first % msl * E + 4, l.second);
    for (auto &c : cleared)
      for (uint32_t s = c.second; s < m.dir_ptrs; s++)
        put32(newdir.data() + (uint64_t)c.first / msl * D + c.first % msl * E + 8 + 4 * s, NONE);
    for (uint64_t j = 0; j < good_end; j++) {
      uint8_t *s = newdir.data() + j * D;
      if (state[j] == 2) memset(s, 0, std::min<uint64_t>(D, newdir.size() - j * D));  // corrupt: now a hole (the original is in .dir.orig)
      if (state[j] == 1) put32(s + 12, crc32(0, s + E, E * le32(s + 8)));
    }
  }
  printf("%s: %s%llu VPs, %llu bytes kept, %llu bytes lost in %llu VPs (geometry and old lengths from %s%s%s)\n",
         path.c_str(), dry ? "would recover " : "recovered ", (unsigned long long)V,
         (unsigned long long)[&] { uint64_t t = 0; for (uint64_t l : new_len) t += l; return t; }(),
         (unsigned long long)lost_total, (unsigned long long)lost_vps, meta_from.c_str(),
         provisional ? ", provisional: " : "", provisional ? kWriting[m.writing] : "");
  if (dry) return 0;
  for (const char *suffix : {".meta", ".first", ".dir"}) {  // keep the evidence
    std::string p = path + suffix, o = p + ".orig";
    if (exists(p) && !exists(o)) {
      std::vector<uint8_t> old = read_whole(p, (size_t)1 << 36);
      write_atomic(o, old.data(), old.size());
    }
  }
  if (has_ib) {
    write_atomic(dpath, newdir.data(), newdir.size());
    std::vector<uint8_t> fb = encode_first(first, nm.gen);
    write_atomic(path + ".first", fb.data(), fb.size());
  }
  std::vector<uint8_t> mb = encode_meta(nm);
  parse_meta(path + ".meta", mb);
  write_atomic(path + ".meta", mb.data(), mb.size());  // the commit point, last
  if (meta_from != path + ".meta") unlink(meta_from.c_str());
  return 0;
}

}  // namespace ss
