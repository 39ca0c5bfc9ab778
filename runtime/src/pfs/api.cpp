// The public C interface: argument checks, layout agreement at open/close,
// dispatch through the driver table, and error agreement for collectives.
#include "internal.h"

#include <algorithm>
#include <cstdint>
#include <sys/stat.h>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <vector>

struct pfs_file {
  pfs::FileCtx ctx;
  std::unique_ptr<pfs::Driver> drv;
  bool writable = false;
  // Rank 0, striped and writable: (device, inode) of each stripe file after
  // open, to notice at close that another program re-created the file.
  std::vector<std::pair<uint64_t, uint64_t>> ids;
};

namespace pfs {

void local_flush_all_at_exit();
int ionode_shutdown();

namespace {
pfs_config g_cfg;
bool g_cfg_loaded = false;
int g_cfg_status = PFS_OK;
std::string g_cfg_msg;
std::vector<pfs_file *> g_files;  // open files, in open order
std::mutex g_files_mu;

void at_exit() { local_flush_all_at_exit(); }

void ensure_config() {
  if (g_cfg_loaded) return;
  g_cfg_loaded = true;
  g_cfg_status = pfs_config_load(&g_cfg, nullptr, nullptr);
  if (g_cfg_status) g_cfg_msg = last_message();
  atexit(at_exit);
}

std::unique_ptr<Driver> make_driver(const pfs_config &c, int &status) {
  status = PFS_OK;
  std::unique_ptr<Driver> d;
  if (!strcmp(c.driver, "local")) d = make_local_driver();
  else if (!strcmp(c.driver, "mpiio")) d = make_mpiio_driver();
  else if (!strcmp(c.driver, "ionode")) d = make_ionode_driver();
  else { status = fail(PFS_ENOTSUP, "unknown pfs driver '%s'", c.driver); return nullptr; }
  if (c.trace[0]) d = make_trace_driver(std::move(d), c.trace);
  return d;
}

int check_file(pfs_file *f, const char *what) {
  if (!f || !f->drv) return fail(PFS_EINVAL, "%s: null or closed pfs_file", what);
  return PFS_OK;
}

}  // namespace

const pfs_config &process_config() {
  ensure_config();
  return g_cfg;
}

void set_process_config(const pfs_config &c) {
  ensure_config();
  g_cfg = c;
  g_cfg_status = PFS_OK;
}

}  // namespace pfs

using namespace pfs;

extern "C" const pfs_config *pfs_config_current(void) { return &process_config(); }

extern "C" int pfs_open(MPI_Comm comm, const char *path, int flags, const pfs_config *cfg, pfs_file **out) {
  if (out) *out = nullptr;
  ensure_config();
  int s = PFS_OK;
  if (!out || !path || !*path) s = fail(PFS_EINVAL, "pfs_open: null output or empty path");
  else if (!(flags & PFS_RDWR)) s = fail(PFS_EINVAL, "pfs_open %s: flags need PFS_RDONLY, PFS_WRONLY or PFS_RDWR", path);
  else if (!cfg && g_cfg_status) s = fail(g_cfg_status, "pfs_open %s: %s", path, g_cfg_msg.c_str());
  if (comm == MPI_COMM_NULL) return fail(PFS_EINVAL, "pfs_open: MPI_COMM_NULL");
  s = agree(comm, s);
  if (s) return s;

  pfs_file *f = new pfs_file();
  FileCtx &c = f->ctx;
  MPI_Comm_dup(comm, &c.comm);
  MPI_Comm_rank(c.comm, &c.rank);
  MPI_Comm_size(c.comm, &c.nranks);
  c.path = path;
  c.flags = flags;
  c.cfg = cfg ? *cfg : g_cfg;
  f->writable = (flags & PFS_WRONLY) != 0;
  if (f->writable) fsize_limit_as_error();  // every driver (mpiio writes through ROMIO)
  if ((flags & (PFS_CREATE | PFS_TRUNC)) && !f->writable)
    s = fail(PFS_EINVAL, "pfs_open %s: PFS_CREATE/PFS_TRUNC need write access", path);

  // Rank 0 reads or creates the layout record; everyone gets the same layout.
  std::string blob;
  bool created = false;
  if (!s && c.rank == 0) {
    s = layout_resolve(c.path, flags, c.cfg, c.layout, created);
    if (!s) blob = std::string(c.layout.plain ? "P" : "S") + layout_serialize(c.layout);
  }
  s = agree(c.comm, s);
  if (!s && c.nranks > 1) {
    long n = (long)blob.size();
    MPI_Bcast(&n, 1, MPI_LONG, 0, c.comm);
    blob.resize(n);
    MPI_Bcast(&blob[0], (int)n, MPI_CHAR, 0, c.comm);
    if (c.rank != 0) {
      s = layout_parse(c.path, blob.substr(1), c.layout);
      c.layout.plain = blob[0] == 'P';
      // A plain file is the path itself: layout_parse takes a relative file
      // as relative to the record's directory, which would turn "d/f" into
      // "d/d/f" on every rank but 0.
      if (!s && c.layout.plain) c.layout.files = {c.path};
    }
    s = agree(c.comm, s);
  }
  if (!s) f->drv = make_driver(c.cfg, s);
  s = agree(c.comm, s);
  if (!s) s = agree(c.comm, f->drv->open(c));
  if (s) {
    if (f->drv) f->drv->close();
    MPI_Comm_free(&c.comm);
    delete f;
    return s;
  }
  if (f->writable && !c.layout.plain && c.rank == 0)
    for (auto &sf : c.layout.files) {
      struct stat st;
      f->ids.push_back(stat(sf.c_str(), &st) == 0 ? std::make_pair((uint64_t)st.st_dev, (uint64_t)st.st_ino)
                                                  : std::make_pair((uint64_t)0, (uint64_t)0));
    }
  {
    std::lock_guard<std::mutex> lk(g_files_mu);
    g_files.push_back(f);
  }
  *out = f;
  return PFS_OK;
}

extern "C" int pfs_close(pfs_file *f) {
  if (int s = check_file(f, "pfs_close")) return s;
  FileCtx &c = f->ctx;
  int s = agree(c.comm, f->drv->flush());
  // Two programs with one striped file open for writing: a CREATE|TRUNC by
  // the second unlinks and re-creates the stripe files, and what the first
  // wrote went to the unlinked ones. Its close says so, naming the stripe
  // file, and leaves the record (the second program's) alone: writing its
  // own size there made the file unreadable (PFS_ELAYOUT) for everyone.
  int replaced = PFS_OK;
  if (f->writable && !c.layout.plain) {
    for (size_t t = 0; t < f->ids.size() && !replaced; t++) {
      const std::string &sf = c.layout.files[t];
      struct stat st;
      bool gone = stat(sf.c_str(), &st) != 0;
      if (gone || f->ids[t] != std::make_pair((uint64_t)st.st_dev, (uint64_t)st.st_ino))
        replaced = fail(PFS_ELAYOUT, "stripe file %s of %s was %s while this program had it open (another program "
                        "re-created or removed the file?): what this program wrote to it is not there",
                        sf.c_str(), c.path.c_str(), gone ? "removed" : "replaced");
    }
    replaced = agree(c.comm, replaced);
  }
  if (!s) s = replaced;
  // The final size goes into the record so later readers can detect stripe
  // files changed behind the layer's back.
  if (f->writable && !c.layout.plain && !replaced) {
    int s2 = PFS_OK;
    if (c.rank == 0) {
      int64_t sz = 0;
      s2 = f->drv->size(sz);
      // A sparse file (a write far past the end) leaves the stripe files
      // that got no byte of the last units short of what the size implies;
      // extend them (holes) so the open-time check holds. Every rank has
      // flushed: the stripe files have all the data.
      if (!s2 && !s) s2 = layout_extend(c.layout, sz);
      if (!s2) {
        Layout L = c.layout;
        L.recorded_size = s ? -1 : sz;
        s2 = layout_write(c.path, L);
      }
    }
    s2 = agree(c.comm, s2);
    if (!s) s = s2;
  }
  int s3 = agree(c.comm, f->drv->close());
  if (!s) s = s3;
  {
    std::lock_guard<std::mutex> lk(g_files_mu);
    g_files.erase(std::remove(g_files.begin(), g_files.end(), f), g_files.end());
  }
  MPI_Comm_free(&c.comm);
  delete f;
  return s;
}

extern "C" int pfs_unlink(MPI_Comm comm, const char *path, const pfs_config *cfg) {
  (void)cfg;
  int rank = 0, s = PFS_OK;
  MPI_Comm_rank(comm, &rank);
  if (!path || !*path) s = fail(PFS_EINVAL, "pfs_unlink: empty path");
  else if (rank == 0) s = layout_remove(path);
  return agree(comm, s);
}

extern "C" int pfs_truncate(pfs_file *f, pfs_off size) {
  if (int s = check_file(f, "pfs_truncate")) return s;
  int s = size < 0 ? fail(PFS_EINVAL, "pfs_truncate %s: negative size", f->ctx.path.c_str()) : PFS_OK;
  if ((s = agree(f->ctx.comm, s))) return s;
  return agree(f->ctx.comm, f->drv->truncate(size));
}

// offset + length must be a file offset (off_t): beyond it the sums in the
// layer (and the kernel's) overflow. The largest file is far smaller anyway.
static int check_extent(pfs_file *f, pfs_off off, size_t len, const char *what) {
  if (len > (size_t)INT64_MAX || (int64_t)len > INT64_MAX - off)
    return fail(PFS_EINVAL, "%s %s: %zu bytes at offset %lld end past the largest file offset (2^63 - 1)", what,
                f->ctx.path.c_str(), len, (long long)off);
  return PFS_OK;
}

extern "C" int pfs_pread(pfs_file *f, pfs_off off, void *buf, size_t len, size_t *nread) {
  if (nread) *nread = 0;
  if (int s = check_file(f, "pfs_pread")) return s;
  if (off < 0 || (!buf && len)) return fail(PFS_EINVAL, "pfs_pread %s: bad offset or buffer", f->ctx.path.c_str());
  if (int s = check_extent(f, off, len, "pfs_pread")) return s;
  size_t got = 0;
  if (int s = f->drv->pread(off, buf, len, got)) return s;
  if (nread) *nread = got;
  else if (got < len)
    return fail(PFS_EEOF, "read of %zu bytes at %lld from %s: only %zu before end of file", len, (long long)off,
                f->ctx.path.c_str(), got);
  return PFS_OK;
}

extern "C" int pfs_pwrite(pfs_file *f, pfs_off off, const void *buf, size_t len) {
  if (int s = check_file(f, "pfs_pwrite")) return s;
  if (!f->writable) return fail(PFS_EACCES, "write to %s: opened read-only", f->ctx.path.c_str());
  if (off < 0 || (!buf && len)) return fail(PFS_EINVAL, "pfs_pwrite %s: bad offset or buffer", f->ctx.path.c_str());
  if (int s = check_extent(f, off, len, "pfs_pwrite")) return s;
  return f->drv->pwrite(off, buf, len);
}

static int check_pieces(pfs_file *f, const pfs_piece *p, size_t n, const char *what) {
  if (n && !p) return fail(PFS_EINVAL, "%s %s: null piece list", what, f->ctx.path.c_str());
  for (size_t i = 0; i < n; i++)
    if (p[i].off < 0 || (p[i].len && !p[i].buf))
      return fail(PFS_EINVAL, "%s %s: piece %zu has a negative offset or null buffer", what, f->ctx.path.c_str(), i);
    else if (int s = check_extent(f, p[i].off, p[i].len, what)) return s;
  return PFS_OK;
}

extern "C" int pfs_read_all(pfs_file *f, const pfs_piece *p, size_t n) {
  if (int s = check_file(f, "pfs_read_all")) return s;
  int s = agree(f->ctx.comm, check_pieces(f, p, n, "pfs_read_all"));
  if (s) return s;
  return agree(f->ctx.comm, f->drv->read_all(p, n));
}

extern "C" int pfs_write_all(pfs_file *f, const pfs_piece *p, size_t n) {
  if (int s = check_file(f, "pfs_write_all")) return s;
  int s = check_pieces(f, p, n, "pfs_write_all");
  if (!s && !f->writable) s = fail(PFS_EACCES, "write to %s: opened read-only", f->ctx.path.c_str());
  if ((s = agree(f->ctx.comm, s))) return s;
  return agree(f->ctx.comm, f->drv->write_all(p, n));
}

extern "C" int pfs_flush(pfs_file *f) {
  if (int s = check_file(f, "pfs_flush")) return s;
  return f->drv->flush();
}

extern "C" int pfs_sync(pfs_file *f, int durable) {
  if (int s = check_file(f, "pfs_sync")) return s;
  return agree(f->ctx.comm, f->drv->sync(durable));
}

extern "C" int pfs_size(pfs_file *f, pfs_off *size) {
  if (int s = check_file(f, "pfs_size")) return s;
  if (!size) return fail(PFS_EINVAL, "pfs_size: null output");
  int64_t v = 0;
  int s = f->drv->size(v);
  *size = v;
  return s;
}

extern "C" int pfs_hint_sequential(pfs_file *f, pfs_off from) {
  if (int s = check_file(f, "pfs_hint_sequential")) return s;
  return f->drv->hint(HINT_SEQUENTIAL, from < 0 ? 0 : from, nullptr, 0);
}

extern "C" int pfs_hint_ranges(pfs_file *f, const pfs_range *r, size_t n) {
  if (int s = check_file(f, "pfs_hint_ranges")) return s;
  if (n && !r) return fail(PFS_EINVAL, "pfs_hint_ranges %s: null list", f->ctx.path.c_str());
  return f->drv->hint(HINT_RANGES, 0, r, n);
}

extern "C" int pfs_hint_final_write(pfs_file *f) {
  if (int s = check_file(f, "pfs_hint_final_write")) return s;
  return f->drv->hint(HINT_FINAL_WRITE, 0, nullptr, 0);
}

extern "C" int pfs_hint_advise_only(pfs_file *f) {
  if (int s = check_file(f, "pfs_hint_advise_only")) return s;
  return f->drv->hint(HINT_ADVISE_ONLY, 0, nullptr, 0);
}

extern "C" int pfs_hint_clear(pfs_file *f) {
  if (int s = check_file(f, "pfs_hint_clear")) return s;
  return f->drv->hint(HINT_CLEAR, 0, nullptr, 0);
}

extern "C" int pfs_get_stats(pfs_file *f, pfs_stats *st) {
  if (int s = check_file(f, "pfs_get_stats")) return s;
  if (!st) return fail(PFS_EINVAL, "pfs_get_stats %s: null pointer", f->ctx.path.c_str());
  f->drv->stats(*st);
  return PFS_OK;
}

extern "C" int pfs_layout(pfs_file *f, int64_t *unit, int *ntargets) {
  if (int s = check_file(f, "pfs_layout")) return s;
  if (unit) *unit = f->ctx.layout.plain ? 0 : f->ctx.layout.unit;
  if (ntargets) *ntargets = f->ctx.layout.ntargets();
  return PFS_OK;
}

extern "C" int pfs_finalize(void) {
  std::vector<pfs_file *> v;
  {
    std::lock_guard<std::mutex> lk(g_files_mu);
    v = g_files;
  }
  int s = PFS_OK;
  for (auto *f : v) {
    int s2 = pfs_close(f);
    if (!s) s = s2;
  }
  int s3 = ionode_shutdown();
  return s ? s : s3;
}
