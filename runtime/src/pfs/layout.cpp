// The layout: where every logical byte lives, and the record that stores it.
//
// Byte `off` of a file with unit U over N targets lives in target (off/U)%N
// at offset ((off/U)/N)*U + off%U. An ordinary file (one target, ".") has no
// record: the path holds the data. Any other layout writes a small text
// record at the path (magic first line, checksum last line) naming the stripe
// files, so a reader with any configuration finds them; see docs/pfs.md.
#include "internal.h"

#include <atomic>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace pfs {

static const char kMagic[] = "cstar-pfs-layout 1\n";
static const size_t kMagicLen = sizeof kMagic - 1;
// Every version of the record starts with this; a version this build does not
// read is a clear PFS_ELAYOUT, never data (docs/pfs.md, "Versions").
static const char kMagicStem[] = "cstar-pfs-layout ";
static const size_t kStemLen = sizeof kMagicStem - 1;
static const int64_t kMaxRecord = 1 << 20;

static uint32_t fnv1a(const std::string &s) {
  uint32_t h = 2166136261u;
  for (unsigned char c : s) { h ^= c; h *= 16777619u; }
  return h;
}

void map_range(const Layout &L, int64_t off, int64_t len, std::vector<Extent> &out) {
  if (L.plain || L.ntargets() == 1) {
    if (len > 0) out.push_back({0, off, len, off});
    return;
  }
  const int64_t U = L.unit, N = L.ntargets();
  while (len > 0) {
    int64_t su = off / U, in = off % U;
    int64_t n = std::min(len, U - in);
    out.push_back({(int)(su % N), (su / N) * U + in, n, off});
    off += n; len -= n;
  }
}

int64_t target_size(const Layout &L, int t, int64_t size) {
  if (L.plain || L.ntargets() == 1) return size;
  const int64_t U = L.unit, N = L.ntargets();
  int64_t full = size / U, rem = size % U;        // full stripe units, remainder
  int64_t mine = full / N + (t < full % N ? 1 : 0);  // full units on t
  int64_t bytes = mine * U;
  if (rem && full % N == t) bytes += rem;
  return bytes;
}

int64_t logical_size(const Layout &L, const std::vector<int64_t> &ts) {
  if (L.plain || L.ntargets() == 1) return ts.empty() ? 0 : ts[0];
  const int64_t U = L.unit, N = L.ntargets();
  int64_t size = 0;
  for (int t = 0; t < (int)ts.size(); t++) {
    if (ts[t] <= 0) continue;
    int64_t last = ts[t] - 1;
    int64_t lo = ((last / U) * N + t) * U + last % U;
    size = std::max(size, lo + 1);
  }
  return size;
}

static std::string abs_path(const std::string &p);

// Drops "." segments and repeated slashes (never resolves "..": with
// symbolic links that would change what the path names).
static std::string clean_path(const std::string &p) {
  std::string out;
  size_t i = 0;
  while (i <= p.size()) {
    size_t j = p.find('/', i);
    if (j == std::string::npos) j = p.size();
    std::string seg = p.substr(i, j - i);
    if (!seg.empty() && seg != ".") out += (out.empty() && p[0] != '/' ? "" : "/") + seg;
    i = j + 1;
  }
  if (out.empty()) out = p.empty() || p[0] != '/' ? "." : "/";
  return out;
}

// The stripe path as the record stores it: relative to the record's
// directory when the stripe file lies under it (so the record moves with its
// stripe files), absolute otherwise (docs/pfs.md, "Stripe file paths").
static std::string record_form(const std::string &record_path, const std::string &file) {
  if (record_path.empty()) return file;
  size_t slash = record_path.rfind('/');
  std::string dir = clean_path(abs_path(slash == std::string::npos ? "." : slash == 0 ? "/" : record_path.substr(0, slash)));
  std::string f = clean_path(abs_path(file));
  std::string pre = dir == "/" ? "/" : dir + "/";
  if (f.compare(0, pre.size(), pre) != 0 || f.size() == pre.size()) return f;
  std::string rel = f.substr(pre.size());
  // Never emit "..": the rule is "under the record's directory".
  if (rel == ".." || rel.compare(0, 3, "../") == 0 || rel.find("/../") != std::string::npos ||
      (rel.size() >= 3 && rel.compare(rel.size() - 3, 3, "/..") == 0))
    return f;
  return rel;
}

std::string layout_serialize(const Layout &L, const std::string &record_path) {
  std::ostringstream o;
  o << kMagic << "unit " << L.unit << "\nsize " << L.recorded_size << "\ntargets " << L.ntargets() << "\n";
  for (auto &f : L.files) o << "file " << record_form(record_path, f) << "\n";
  std::string body = o.str();
  char chk[32];
  snprintf(chk, sizeof chk, "check %08x\n", fnv1a(body));
  return body + chk;
}

// The absolute directory holding the layout record at `path`.
static std::string record_dir(const std::string &path) {
  size_t slash = path.rfind('/');
  return abs_path(slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash));
}

int layout_parse(const std::string &path, const std::string &text, Layout &L) {
  auto bad = [&](const char *why) {
    return fail(PFS_ELAYOUT, "layout record %s is corrupt: %s", path.c_str(), why);
  };
  if (text.compare(0, kMagicLen, kMagic) != 0) {
    if (text.compare(0, kStemLen, kMagicStem) == 0) {
      std::string v = text.substr(kStemLen, std::min<size_t>(text.find('\n', kStemLen), kStemLen + 16) - kStemLen);
      return fail(PFS_ELAYOUT, "layout record %s has format version '%s'; this build reads version 1", path.c_str(),
                  v.c_str());
    }
    return bad("bad magic line");
  }
  size_t cpos = text.rfind("check ");
  if (cpos == std::string::npos) return bad("no checksum line");
  unsigned want = 0;
  if (sscanf(text.c_str() + cpos, "check %8x", &want) != 1 || fnv1a(text.substr(0, cpos)) != want)
    return bad("checksum mismatch (edited or damaged)");
  std::istringstream in(text.substr(kMagicLen, cpos - kMagicLen));
  std::string w;
  long long unit = 0, size = -1, n = -1;
  L = Layout();
  L.plain = false;
  L.files.clear();
  L.record = path;
  while (in >> w) {
    if (w == "unit") in >> unit;
    else if (w == "size") in >> size;
    else if (w == "targets") in >> n;
    else if (w == "file") {
      std::string f;
      in.get();
      std::getline(in, f);
      // A relative stripe path is relative to the record's directory, so a
      // record written that way moves with its stripe files (docs/pfs.md).
      if (!f.empty() && f[0] != '/') f = record_dir(path) + "/" + f;
      L.files.push_back(f);
    } else return bad("unknown field");
  }
  if (unit < 1) return bad("stripe unit missing or < 1");
  if (n < 1 || n != (long long)L.files.size()) return bad("target count does not match file lines");
  L.unit = unit;
  L.recorded_size = size;
  return PFS_OK;
}

int layout_probe(const std::string &path, bool &is_record, std::string &text) {
  is_record = false;
  int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0) return fail_errno(errno, "open", path);
  char head[sizeof kMagic];
  ssize_t got = ::pread(fd, head, kStemLen, 0);
  if (got == (ssize_t)kStemLen && memcmp(head, kMagicStem, kStemLen) == 0) {
    struct stat st;
    fstat(fd, &st);
    if (st.st_size > kMaxRecord) {
      ::close(fd);
      return fail(PFS_ELAYOUT, "layout record %s is corrupt: %lld bytes long", path.c_str(), (long long)st.st_size);
    }
    text.resize(st.st_size);
    int64_t n = 0;
    int s = read_full(fd, 0, &text[0], st.st_size, n, path);
    ::close(fd);
    if (s) return s;
    text.resize(n);
    is_record = true;
    return PFS_OK;
  }
  ::close(fd);
  return PFS_OK;
}

// Splits the ':'-separated target list.
static std::vector<std::string> split_targets(const char *s) {
  std::vector<std::string> out;
  std::string cur;
  for (const char *p = s;; p++) {
    if (*p == ':' || !*p) { if (!cur.empty()) out.push_back(cur); cur.clear(); if (!*p) break; }
    else cur += *p;
  }
  if (out.empty()) out.push_back(".");
  return out;
}

static std::string abs_path(const std::string &p) {
  if (!p.empty() && p[0] == '/') return p;
  char cwd[PATH_MAX];
  if (!getcwd(cwd, sizeof cwd)) return p;
  return std::string(cwd) + "/" + p;
}

int layout_new(const std::string &path, const pfs_config &cfg, Layout &L) {
  L = Layout();
  L.record = path;
  auto targets = split_targets(cfg.targets);
  L.unit = cfg.stripe_unit > 0 ? cfg.stripe_unit : 1 << 20;
  if (targets.size() == 1 && targets[0] == ".") {
    L.plain = true;
    L.files = {path};
    return PFS_OK;
  }
  L.plain = false;
  std::string ap = abs_path(path);
  std::string base = ap.substr(ap.rfind('/') + 1);
  char tag[16];
  snprintf(tag, sizeof tag, "%08x", fnv1a(ap));
  for (size_t i = 0; i < targets.size(); i++) {
    std::string t = abs_path(targets[i]);
    struct stat st;
    if (stat(t.c_str(), &st) != 0)
      return fail(errno_status(errno), "creating %s: I/O target %s: %s", path.c_str(), t.c_str(), strerror(errno));
    if (!S_ISDIR(st.st_mode))
      return fail(PFS_ENOENT, "creating %s: I/O target %s is not a directory", path.c_str(), t.c_str());
    L.files.push_back(t + "/" + base + "." + tag + "." + std::to_string(i));
  }
  return PFS_OK;
}

int layout_write(const std::string &path, const Layout &L) {
  std::string text = layout_serialize(L, path);
  // A name of this process's own: two programs writing the same record at
  // once (both closing a file they wrote) each rename a whole record; with
  // one shared temporary name one could rename the other's half-written one.
  static std::atomic<unsigned> seq{0};
  std::string tmp = path + ".pfs-tmp." + std::to_string((long)getpid()) + "." + std::to_string(seq++);
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0666);
  if (fd < 0) return fail_errno(errno, "writing layout record", tmp);
  int s = write_full(fd, 0, text.data(), (int64_t)text.size(), tmp);
  if (::close(fd) != 0 && !s) s = fail_errno(errno, "writing layout record", tmp);
  if (!s && rename(tmp.c_str(), path.c_str()) != 0) s = fail_errno(errno, "writing layout record", path);
  if (s) unlink(tmp.c_str());
  return s;
}

int layout_resolve(const std::string &path, int flags, const pfs_config &cfg, Layout &L, bool &created) {
  created = false;
  bool is_record = false;
  std::string text;
  struct stat st;
  bool exists = stat(path.c_str(), &st) == 0;
  if (exists && S_ISDIR(st.st_mode)) return fail(PFS_EINVAL, "open %s: is a directory", path.c_str());
  if (exists && (flags & PFS_CREATE) && (flags & PFS_EXCL))
    return fail(PFS_EEXIST, "create %s: file exists", path.c_str());
  if (exists) {
    if (int s = layout_probe(path, is_record, text)) return s;
    if (is_record) {
      int s = layout_parse(path, text, L);
      // Re-creating replaces a damaged record; anything else must report it.
      if (s && !((flags & PFS_CREATE) && (flags & PFS_TRUNC))) return s;
      if (s) { is_record = false; L = Layout(); }
    }
    else { L = Layout(); L.plain = true; L.files = {path}; }
  }
  if (!exists && !(flags & PFS_CREATE)) return fail(PFS_ENOENT, "open %s: no such file", path.c_str());
  // A new file, or CREATE|TRUNC of an existing one: the configuration decides.
  if (!exists || ((flags & PFS_CREATE) && (flags & PFS_TRUNC))) {
    Layout fresh;
    if (int s = layout_new(path, cfg, fresh)) return s;
    if (exists && is_record) {
      for (auto &f : L.files) unlink(f.c_str());  // old stripes go; new ones are created empty
    }
    if (exists && !fresh.plain && !is_record) unlink(path.c_str());
    L = fresh;
    created = true;
  }
  if (!L.plain && (flags & PFS_WRONLY)) {  // PFS_WRONLY bit: write access (RDWR has it too)
    L.recorded_size = -1;  // unknown until close writes the final size
    if (int s = layout_write(path, L)) return s;
  }
  return PFS_OK;
}

int layout_extend(const Layout &L, int64_t size) {
  if (L.plain) return PFS_OK;
  for (int t = 0; t < L.ntargets(); t++) {
    int64_t want = target_size(L, t, size);
    struct stat st;
    if (stat(L.files[t].c_str(), &st) != 0) return fail_errno(errno, "stat", L.files[t]);
    if (st.st_size >= want) continue;
    if (::truncate(L.files[t].c_str(), want) != 0) return fail_errno(errno, "extending stripe file", L.files[t]);
  }
  return PFS_OK;
}

int layout_remove(const std::string &path) {
  bool is_record = false;
  std::string text;
  if (int s = layout_probe(path, is_record, text)) return s;
  int status = PFS_OK;
  if (is_record) {
    Layout L;
    if (int s = layout_parse(path, text, L)) status = s;  // still remove the record itself
    else
      for (auto &f : L.files)
        if (unlink(f.c_str()) != 0 && errno != ENOENT && !status) status = fail_errno(errno, "unlink", f);
  }
  if (unlink(path.c_str()) != 0 && !status) status = fail_errno(errno, "unlink", path);
  return status;
}

}  // namespace pfs

extern "C" void pfs_locate(int64_t unit, int ntargets, pfs_off off, int *target, pfs_off *toff) {
  if (unit < 1) unit = 1;
  if (ntargets < 1) ntargets = 1;
  int64_t su = off / unit;
  if (target) *target = (int)(su % ntargets);
  if (toff) *toff = (su / ntargets) * unit + off % unit;
}
