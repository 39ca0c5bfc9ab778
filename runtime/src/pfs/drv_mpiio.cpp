// The mpiio driver: the same interface on MPI-IO, for clusters whose file
// system already stripes (Lustre, GPFS). A file written with one target is
// one MPI file; a file striped by this layer is read and written as one MPI
// file per stripe file, so any layout reads back under any driver.
// Collective transfers become one MPI_File_{read,write}_at_all per target
// with an hindexed file view, so ROMIO does the two-phase aggregation.
//
// Hints map to the MPI reserved info key "access_style": sequential ->
// "sequential"; a range list -> "read_once" when no byte is named twice,
// plus "sequential" / "reverse_sequential" / "random" for its order; final
// write -> "write_once". MPI_File_set_info is collective and our hints are
// local, so a hint is passed at the next collective call of the file
// (read_all, write_all, sync, truncate), where every rank sets its own.
// ROMIO's UFS driver ignores access_style (and drops it from get_info); file
// systems whose MPI-IO uses it (or a PMPI tool) see it.
#include "internal.h"

#include <sys/stat.h>

#include <algorithm>
#include <cstring>

namespace pfs {

namespace {

class MpiioDriver : public Driver {
 public:
  const char *name() const override { return "mpiio"; }
  int open(FileCtx &f) override;
  int close() override;
  int pread(int64_t off, void *buf, size_t len, size_t &got) override;
  int pwrite(int64_t off, const void *buf, size_t len) override;
  int read_all(const pfs_piece *p, size_t n) override { return coll(p, n, false); }
  int write_all(const pfs_piece *p, size_t n) override { return coll(p, n, true); }
  int flush() override { return PFS_OK; }  // MPI-IO writes complete before returning
  int sync(int durable) override;
  int size(int64_t &out) override;
  int truncate(int64_t size) override;
  int hint(int kind, int64_t from, const pfs_range *r, size_t n) override;
  int extend_for_write(const std::vector<std::vector<Extent>> &per);
  int target_sizes(std::vector<int64_t> &ts);

 private:
  FileCtx *f_ = nullptr;
  std::vector<MPI_File> fh_;
  int mpierr(int rc, const char *what, int t) {
    char s[MPI_MAX_ERROR_STRING];
    int n = 0, cls = MPI_ERR_OTHER;
    MPI_Error_string(rc, s, &n);
    MPI_Error_class(rc, &cls);
    // One line (ROMIO appends an error stack after a newline).
    for (char *c = s; *c; c++)
      if (*c == '\n') *c = ' ';
    // The same codes as the other drivers for the same cause: ROMIO reports
    // a write past the file size limit (EFBIG) as "Other I/O error".
    int code = PFS_EIO;
    if (cls == MPI_ERR_NO_SPACE || cls == MPI_ERR_QUOTA || strstr(s, "File too large")) code = PFS_ENOSPC;
    else if (cls == MPI_ERR_NO_SUCH_FILE || cls == MPI_ERR_BAD_FILE) code = PFS_ENOENT;
    else if (cls == MPI_ERR_ACCESS || cls == MPI_ERR_READ_ONLY) code = PFS_EACCES;
    else if (cls == MPI_ERR_FILE_EXISTS) code = PFS_EEXIST;
    return fail(code, "%s %s: %s%s", what, f_->layout.files[t].c_str(), s,
                strstr(s, "File too large") ? " (the process's file size limit, ulimit -f / RLIMIT_FSIZE)" : "");
  }
  int coll(const pfs_piece *p, size_t n, bool write);
  std::string read_style_, write_style_;  // access_style parts from hints
  bool hints_dirty_ = false, sent_style_ = false;
  void apply_hints();  // collective
};

int MpiioDriver::hint(int kind, int64_t, const pfs_range *r, size_t n) {
  switch (kind) {
    case HINT_SEQUENTIAL: read_style_ = "sequential"; break;
    case HINT_RANGES: {
      std::vector<pfs_range> v;
      for (size_t i = 0; i < n; i++)
        if (r[i].len > 0) v.push_back(r[i]);
      bool fwd = true, back = true;
      for (size_t i = 1; i < v.size(); i++) {
        if (v[i].off < v[i - 1].off + v[i - 1].len) fwd = false;
        if (v[i].off + v[i].len > v[i - 1].off) back = false;
      }
      std::vector<pfs_range> s = v;
      std::sort(s.begin(), s.end(), [](const pfs_range &a, const pfs_range &b) { return a.off < b.off; });
      bool once = true;
      for (size_t i = 1; i < s.size(); i++)
        if (s[i].off < s[i - 1].off + s[i - 1].len) once = false;
      read_style_ = v.empty() ? "" : std::string(once ? "read_once," : "") +
                                         (fwd ? "sequential" : back ? "reverse_sequential" : "random");
      break;
    }
    case HINT_FINAL_WRITE: write_style_ = "write_once"; break;
    case HINT_CLEAR: read_style_.clear(); write_style_.clear(); break;
    default: return PFS_OK;
  }
  hints_dirty_ = true;
  return PFS_OK;
}

void MpiioDriver::apply_hints() {
  int dirty = hints_dirty_;
  allreduce_quietly(MPI_IN_PLACE, &dirty, 1, MPI_INT, MPI_MAX, f_->comm);
  if (!dirty) return;
  hints_dirty_ = false;
  std::string v = read_style_;
  if (!write_style_.empty()) v += (v.empty() ? "" : ",") + write_style_;
  MPI_Info info;
  MPI_Info_create(&info);
  // A cleared hint cannot delete the key: MPI's neutral value is "random".
  // A rank with no hint at all passes no key.
  if (!v.empty() || sent_style_) MPI_Info_set(info, "access_style", v.empty() ? "random" : v.c_str());
  sent_style_ = sent_style_ || !v.empty();
  for (auto &fh : fh_) MPI_File_set_info(fh, info);  // advisory: errors ignored
  MPI_Info_free(&info);
}

int MpiioDriver::open(FileCtx &f) {
  f_ = &f;
  int amode = (f.flags & PFS_WRONLY) ? MPI_MODE_RDWR : MPI_MODE_RDONLY;
  if (f.flags & PFS_CREATE) amode |= MPI_MODE_CREATE;
  for (int t = 0; t < f.layout.ntargets(); t++) {
    MPI_File fh;
    int rc = MPI_File_open(f.comm, f.layout.files[t].c_str(), amode, MPI_INFO_NULL, &fh);
    if (rc != MPI_SUCCESS) {
      int cls = 0;
      MPI_Error_class(rc, &cls);
      int code = cls == MPI_ERR_NO_SUCH_FILE ? PFS_ENOENT : cls == MPI_ERR_ACCESS ? PFS_EACCES
               : cls == MPI_ERR_NO_SPACE ? PFS_ENOSPC : PFS_EIO;
      int s = mpierr(rc, "MPI_File_open", t);
      close();
      // ROMIO says "Invalid file name" for a stripe file whose target is
      // missing or not a directory: name the target as the other drivers do.
      const std::string &fn = f.layout.files[t];
      std::string dir = fn.find('/') == std::string::npos ? "." : fn.substr(0, fn.rfind('/'));
      struct stat dst;
      if (!f.layout.plain && stat(dir.c_str(), &dst) != 0)
        return fail(PFS_ENOENT, "open stripe file %s: I/O target %s is missing", fn.c_str(), dir.c_str());
      if (!f.layout.plain && !S_ISDIR(dst.st_mode))
        return fail(PFS_ENOENT, "open stripe file %s: I/O target %s is not a directory", fn.c_str(), dir.c_str());
      return fail(code, "%s", last_message().c_str()) + 0 * s;
    }
    MPI_File_set_errhandler(fh, MPI_ERRORS_RETURN);
    fh_.push_back(fh);
    if (f.flags & PFS_TRUNC) {  // not on an empty file: see StripeIO::truncate (ext4 auto_da_alloc)
      long long cur = 1;        // set_size is collective: every rank must decide alike
      MPI_Offset sz = 0;
      if (MPI_File_get_size(fh, &sz) == MPI_SUCCESS) cur = sz;
      allreduce_quietly(MPI_IN_PLACE, &cur, 1, MPI_LONG_LONG, MPI_MAX, f.comm);
      if (cur != 0) MPI_File_set_size(fh, 0);
    }
  }
  // Same check as the local driver: stripe files must match the record.
  const Layout &L = f.layout;
  if (!L.plain && !(f.flags & PFS_WRONLY) && L.recorded_size >= 0)
    for (int t = 0; t < L.ntargets(); t++) {
      MPI_Offset sz = 0;
      MPI_File_get_size(fh_[t], &sz);
      if (sz != target_size(L, t, L.recorded_size)) {
        close();
        return fail(PFS_ELAYOUT, "stripe file %s is %lld bytes but its layout record says %lld: changed or "
                    "truncated behind the file layer's back", L.files[t].c_str(), (long long)sz,
                    (long long)target_size(L, t, L.recorded_size));
      }
    }
  return PFS_OK;
}

int MpiioDriver::close() {
  for (auto &fh : fh_) MPI_File_close(&fh);
  fh_.clear();
  return PFS_OK;
}

int MpiioDriver::pread(int64_t off, void *buf, size_t len, size_t &got) {
  std::vector<Extent> ex;
  map_range(f_->layout, off, (int64_t)len, ex);
  bool shortr = false;
  for (auto &e : ex) {
    MPI_Status st;
    char *dst = (char *)buf + (e.loff - off);
    int rc = MPI_File_read_at(fh_[e.target], e.toff, dst, (int)e.len, MPI_BYTE, &st);
    if (rc != MPI_SUCCESS) return mpierr(rc, "MPI_File_read_at", e.target);
    int n = 0;
    MPI_Get_count(&st, MPI_BYTE, &n);
    if (n < e.len) { memset(dst + n, 0, e.len - n); shortr = true; }
  }
  return short_read_got(off, len, shortr, got);
}

int MpiioDriver::pwrite(int64_t off, const void *buf, size_t len) {
  std::vector<Extent> ex;
  map_range(f_->layout, off, (int64_t)len, ex);
  for (auto &e : ex) {
    MPI_Status st;
    int rc = MPI_File_write_at(fh_[e.target], e.toff, (const char *)buf + (e.loff - off), (int)e.len, MPI_BYTE, &st);
    if (rc != MPI_SUCCESS) return mpierr(rc, "MPI_File_write_at", e.target);
  }
  return PFS_OK;
}

int MpiioDriver::coll(const pfs_piece *p, size_t n, bool write) {
  apply_hints();
  // Per target: this rank's extents sorted by stripe-file offset.
  const int T = f_->layout.ntargets();
  std::vector<std::vector<Extent>> per(T);
  std::vector<Extent> ex;
  std::vector<char *> base;
  for (size_t i = 0; i < n; i++) {
    ex.clear();
    for (int64_t done = 0; done < (int64_t)p[i].len;) {  // MPI counts are int
      int64_t l = std::min<int64_t>((int64_t)p[i].len - done, 1 << 30);
      map_range(f_->layout, p[i].off + done, l, ex);
      done += l;
    }
    for (auto e : ex) {
      e.loff = (int64_t)(intptr_t)((char *)p[i].buf + (e.loff - p[i].off));  // memory address
      per[e.target].push_back(e);
    }
  }
  int64_t eof = 0;
  std::vector<int64_t> tsize;  // each stripe file's size, for a read
  if (!write) {
    if (int s = target_sizes(tsize)) return s;
    eof = logical_size(f_->layout, tsize);
  } else if (int s = extend_for_write(per)) {
    return s;
  }
  int status = PFS_OK;
  std::vector<char> merged;  // a read's overlapping extents, read once (below)
  for (int t = 0; t < T; t++) {
    auto &v = per[t];
    std::sort(v.begin(), v.end(), [](const Extent &a, const Extent &b) { return a.toff < b.toff; });
    // A file view may not name a byte twice (MPI: monotonically
    // nondecreasing, non-overlapping displacements), but a rank's read
    // pieces may overlap: then the view is the union of the extents, read
    // into `merged`, and each extent is copied out of it afterwards.
    std::vector<Extent> runs;
    bool overlap = false;
    for (size_t i = 1; i < v.size() && !overlap; i++) overlap = v[i].toff < v[i - 1].toff + v[i - 1].len;
    if (overlap) {
      int64_t total = 0;
      for (auto &e : v) {
        if (!runs.empty() && e.toff <= runs.back().toff + runs.back().len) {
          int64_t end = std::max(runs.back().toff + runs.back().len, e.toff + e.len);
          total += end - (runs.back().toff + runs.back().len);
          runs.back().len = end - runs.back().toff;
        } else {
          runs.push_back({t, e.toff, e.len, total});  // loff: the run's place in `merged`
          total += e.len;
        }
      }
      merged.resize((size_t)total);
      for (auto &r : runs) r.loff = (int64_t)(intptr_t)(merged.data() + r.loff);
    }
    const std::vector<Extent> &view = overlap ? runs : v;
    std::vector<int> lens(view.size());
    std::vector<MPI_Aint> foffs(view.size()), maddr(view.size());
    for (size_t i = 0; i < view.size(); i++) { lens[i] = (int)view[i].len; foffs[i] = view[i].toff; maddr[i] = (MPI_Aint)view[i].loff; }
    MPI_Datatype ft = MPI_BYTE, mt = MPI_BYTE;
    int count = 0;
    if (!view.empty()) {
      MPI_Type_create_hindexed((int)view.size(), lens.data(), foffs.data(), MPI_BYTE, &ft);
      MPI_Type_commit(&ft);
      MPI_Type_create_hindexed((int)view.size(), lens.data(), maddr.data(), MPI_BYTE, &mt);
      MPI_Type_commit(&mt);
      count = 1;
    }
    MPI_File_set_view(fh_[t], 0, MPI_BYTE, ft, "native", MPI_INFO_NULL);
    MPI_Status st;
    int rc = write ? MPI_File_write_at_all(fh_[t], 0, count ? MPI_BOTTOM : nullptr, count, mt, &st)
                   : MPI_File_read_at_all(fh_[t], 0, count ? MPI_BOTTOM : nullptr, count, mt, &st);
    if (rc != MPI_SUCCESS && !status) status = mpierr(rc, write ? "MPI_File_write_at_all" : "MPI_File_read_at_all", t);
    MPI_File_set_view(fh_[t], 0, MPI_BYTE, MPI_BYTE, "native", MPI_INFO_NULL);
    if (count) { MPI_Type_free(&ft); MPI_Type_free(&mt); }
    if (overlap) {  // each extent from the run that holds it
      size_t r = 0;
      for (auto &e : v) {
        while (e.toff >= runs[r].toff + runs[r].len) r++;
        memcpy((void *)(intptr_t)e.loff, (char *)(intptr_t)runs[r].loff + (e.toff - runs[r].toff), (size_t)e.len);
      }
    }
    // ROMIO's data sieving may copy stale sieve-buffer bytes past the end of
    // a stripe file into the user buffer. Past its end a stripe file holds
    // zeros by our contract: a hole of the logical file (a striped file's
    // stripe files end at different places) or past the end of the file.
    if (!write)
      for (auto &e : v)
        if (e.toff + e.len > tsize[t]) {
          int64_t keep = std::max<int64_t>(0, tsize[t] - e.toff);
          memset((char *)(intptr_t)e.loff + keep, 0, (size_t)(e.len - keep));
        }
  }
  if (!status && !write)
    for (size_t i = 0; i < n; i++)
      if (p[i].len && p[i].off + (int64_t)p[i].len > eof)
        return fail(PFS_EEOF, "collective read of %zu bytes at %lld from %s: past end of file (%lld bytes)",
                    p[i].len, (long long)p[i].off, f_->path.c_str(), (long long)eof);
  return status;
}

// COLLECTIVE. Before a collective write that ends past a stripe file's end,
// that file is first extended (with zeros) to where the write will end.
// ROMIO's two-phase and data-sieving writes fill a hole between pieces by
// reading the file first (read-modify-write); past the end of the file that
// read comes back short and ROMIO (MPICH 4.0) writes its buffer's stale
// bytes into the hole. Inside the file the read returns the zeros there.
int MpiioDriver::extend_for_write(const std::vector<std::vector<Extent>> &per) {
  const int T = (int)fh_.size();
  std::vector<int64_t> want(2 * T + 1, 0), now;  // [end of the write, size now] per target, failed
  int status = target_sizes(now);
  for (int t = 0; t < T; t++) {
    for (auto &e : per[t]) want[t] = std::max(want[t], e.toff + e.len);
    if (!status) want[T + t] = now[t];
  }
  want[2 * T] = status != PFS_OK;
  MPI_Allreduce(MPI_IN_PLACE, want.data(), 2 * T + 1, MPI_INT64_T, MPI_MAX, f_->comm);
  if (status) return status;
  if (want[2 * T]) return fail(PFS_EMPI, "collective write to %s: MPI_File_get_size failed on another rank", f_->path.c_str());
  for (int t = 0; t < T; t++)
    if (want[t] > want[T + t]) {  // the same decision on every rank: set_size is collective
      int rc = MPI_File_set_size(fh_[t], want[t]);
      if (rc != MPI_SUCCESS) return mpierr(rc, "MPI_File_set_size", t);
    }
  return PFS_OK;
}

int MpiioDriver::sync(int durable) {
  apply_hints();
  int status = PFS_OK;
  if (durable) {
    for (int t = 0; t < (int)fh_.size(); t++) {
      int rc = MPI_File_sync(fh_[t]);
      if (rc != MPI_SUCCESS && !status) status = mpierr(rc, "MPI_File_sync", t);
    }
  } else {
    barrier_quietly(f_->comm);
  }
  return status;
}

// LOCAL. Each stripe file's size, in target order.
int MpiioDriver::target_sizes(std::vector<int64_t> &ts) {
  ts.assign(fh_.size(), 0);
  for (size_t t = 0; t < fh_.size(); t++) {
    MPI_Offset s = 0;
    int rc = MPI_File_get_size(fh_[t], &s);
    if (rc != MPI_SUCCESS) return mpierr(rc, "MPI_File_get_size", (int)t);
    ts[t] = s;
  }
  return PFS_OK;
}

int MpiioDriver::size(int64_t &out) {
  std::vector<int64_t> ts;
  if (int s = target_sizes(ts)) return s;
  out = logical_size(f_->layout, ts);
  return PFS_OK;
}

int MpiioDriver::truncate(int64_t size) {
  apply_hints();
  for (int t = 0; t < (int)fh_.size(); t++) {
    int rc = MPI_File_set_size(fh_[t], target_size(f_->layout, t, size));
    if (rc != MPI_SUCCESS) return mpierr(rc, "MPI_File_set_size", t);
  }
  return PFS_OK;
}

}  // namespace

std::unique_ptr<Driver> make_mpiio_driver() { return std::unique_ptr<Driver>(new MpiioDriver()); }

}  // namespace pfs
