// Moving logical byte ranges to and from the stripe files of one layout.
// Used by the local driver, the I/O-node servers and the tools.
#include "internal.h"

#include <cerrno>
#include <cstring>
#include <climits>
#include <csignal>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

namespace pfs {

void fsize_limit_as_error() {
  // A write past RLIMIT_FSIZE (`ulimit -f`) raises SIGXFSZ, whose default
  // action kills the process: mpiexec then reports "signal 25" with no file
  // named, and the other ranks are torn down mid-write. Ignored, the write
  // fails with EFBIG instead and the layer reports it like a full disk,
  // naming the file, on every rank. Only when a limit is set and nobody
  // installed a handler.
  struct rlimit rl;
  if (getrlimit(RLIMIT_FSIZE, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY) return;
  struct sigaction old;
  if (sigaction(SIGXFSZ, nullptr, &old) != 0 || (old.sa_flags & SA_SIGINFO) || old.sa_handler != SIG_DFL) return;
  signal(SIGXFSZ, SIG_IGN);
}

int read_full(int fd, int64_t off, void *buf, int64_t len, int64_t &got, const std::string &path) {
  got = 0;
  char *p = (char *)buf;
  while (got < len) {
    ssize_t n = ::pread(fd, p + got, (size_t)std::min<int64_t>(len - got, 1 << 30), off + got);
    if (n < 0) {
      if (errno == EINTR) continue;
      return fail_errno(errno, "read", path);
    }
    if (n == 0) break;  // EOF
    got += n;
  }
  return PFS_OK;
}

int write_full(int fd, int64_t off, const void *buf, int64_t len, const std::string &path) {
  const char *p = (const char *)buf;
  int64_t done = 0;
  int zero_tries = 0;
  while (done < len) {
    ssize_t n = ::pwrite(fd, p + done, (size_t)std::min<int64_t>(len - done, 1 << 30), off + done);
    if (n < 0) {
      if (errno == EINTR) continue;
      int e = errno;
      return fail(errno_status(e), "write of %lld bytes at %lld to %s: %s%s (%lld written)",
                  (long long)len, (long long)off, path.c_str(), strerror(e),
                  e == EFBIG ? " (the process's file size limit, ulimit -f / RLIMIT_FSIZE)" : "", (long long)done);
    }
    if (n == 0 && ++zero_tries > 3)
      return fail(PFS_EIO, "short write to %s: %lld of %lld bytes at %lld written", path.c_str(),
                  (long long)done, (long long)len, (long long)off);
    done += n;
  }
  return PFS_OK;
}

StripeIO::~StripeIO() { close_all(); }

void StripeIO::close_all() {
  for (int fd : fds_) if (fd >= 0) ::close(fd);
  fds_.clear();
}

int StripeIO::open(const Layout &L, bool write, bool create) {
  close_all();
  L_ = L;
  int fl = (write ? O_RDWR : O_RDONLY) | (create ? O_CREAT : 0);
  if (write) fsize_limit_as_error();
  for (int t = 0; t < L.ntargets(); t++) {
    const std::string &f = L.files[t];
    int fd = ::open(f.c_str(), fl | O_CLOEXEC, 0666);
    if (fd < 0) {
      int e = errno;
      close_all();
      if (L.plain) return fail_errno(e, "open", f);
      std::string dir = f.substr(0, f.rfind('/'));
      if (e == ENOENT && access(dir.c_str(), F_OK) != 0)
        return fail(PFS_ENOENT, "open stripe file %s: I/O target %s is missing", f.c_str(), dir.c_str());
      if (e == ENOTDIR)
        return fail(PFS_ENOENT, "open stripe file %s: I/O target %s is not a directory", f.c_str(), dir.c_str());
      if (e == EACCES || e == EROFS)
        return fail(PFS_EACCES, "open stripe file %s: I/O target %s is not %s: %s", f.c_str(), dir.c_str(),
                    write ? "writable" : "readable", strerror(e));
      if (e == ENOENT && !create)
        return fail(PFS_ENOENT, "open stripe file %s of %s: %s (removed or renamed behind the file layer's back; "
                    "the layout record names it)", f.c_str(), L.record.empty() ? "a striped file" : L.record.c_str(),
                    strerror(e));
      return fail_errno(e, "open stripe file", f);
    }
    fds_.push_back(fd);
  }
  // A record that knows the final size lets us catch stripe files changed
  // behind the layer's back (truncated, replaced) instead of reading garbage.
  if (!L.plain && !write && L.recorded_size >= 0) {
    for (int t = 0; t < L.ntargets(); t++) {
      struct stat st;
      fstat(fds_[t], &st);
      int64_t want = target_size(L, t, L.recorded_size);
      if (st.st_size != want) {
        close_all();
        return fail(PFS_ELAYOUT, "stripe file %s is %lld bytes but its layout record says %lld: "
                    "changed or truncated behind the file layer's back",
                    L.files[t].c_str(), (long long)st.st_size, (long long)want);
      }
    }
  }
  return PFS_OK;
}

int StripeIO::size(int64_t &out) {
  std::vector<int64_t> ts(fds_.size());
  for (size_t t = 0; t < fds_.size(); t++) {
    struct stat st;
    if (fstat(fds_[t], &st) != 0) return fail_errno(errno, "stat", L_.files[t]);
    ts[t] = st.st_size;
  }
  out = logical_size(L_, ts);
  return PFS_OK;
}

int StripeIO::pread(int64_t off, void *buf, int64_t len, int64_t &got) {
  got = 0;
  if (len <= 0) return PFS_OK;
  if (fds_.empty()) return fail(PFS_ESTATE, "read: file not open");
  std::vector<Extent> ex;
  map_range(L_, off, len, ex);
  bool short_seen = false;
  for (auto &e : ex) {
    char *dst = (char *)buf + (e.loff - off);
    int64_t n = 0;
    if (int s = read_full(fds_[e.target], e.toff, dst, e.len, n, L_.files[e.target])) return s;
    if (n < e.len) { memset(dst + n, 0, e.len - n); short_seen = true; }
  }
  if (!short_seen) { got = len; return PFS_OK; }
  // Short somewhere: holes read as zeros up to the logical size.
  int64_t sz = 0;
  if (int s = size(sz)) return s;
  got = std::max<int64_t>(0, std::min(len, sz - off));
  return PFS_OK;
}

int StripeIO::pwrite(int64_t off, const void *buf, int64_t len) {
  if (len <= 0) return PFS_OK;
  if (fds_.empty()) return fail(PFS_ESTATE, "write: file not open");
  if (L_.ntargets() == 1) return write_full(fds_[0], off, buf, len, L_.files[0]);
  std::vector<Extent> ex;
  map_range(L_, off, len, ex);
  for (auto &e : ex)
    if (int s = write_full(fds_[e.target], e.toff, (const char *)buf + (e.loff - off), e.len, L_.files[e.target]))
      return s;
  return PFS_OK;
}

int StripeIO::truncate(int64_t size) {
  // Skip a stripe file already at its size: ftruncate on ext4 (even to the
  // size it has, e.g. 0 for a file just created) arms the replace-via-
  // truncate heuristic (auto_da_alloc), which starts writeback of every
  // dirty page at close -- 100 ms of a 256 MiB write here, where write(2)
  // to a freshly created file pays nothing.
  for (int t = 0; t < (int)fds_.size(); t++) {
    struct stat st;
    int64_t want = target_size(L_, t, size);
    if (fstat(fds_[t], &st) == 0 && st.st_size == want) continue;
    if (ftruncate(fds_[t], want) != 0) return fail_errno(errno, "truncate", L_.files[t]);
  }
  return PFS_OK;
}

void StripeIO::advise(int64_t off, int64_t len) {
  std::vector<Extent> ex;
  map_range(L_, off, len, ex);
  for (auto &e : ex) posix_fadvise(fds_[e.target], e.toff, e.len, POSIX_FADV_WILLNEED);
}

bool StripeIO::cached(int64_t off, int64_t len) {
#if defined(__linux__) && defined(__x86_64__)
  // cachestat(2) has no glibc wrapper yet; its number is the same on every
  // architecture that has it (451), but only x86-64 is tried here.
  struct { uint64_t off, len; } range;
  struct { uint64_t nr_cache, nr_dirty, nr_writeback, nr_evicted, nr_recently_evicted; } cs;
  static int unsupported = 0;  // ENOSYS once: never again
  if (unsupported || len <= 0) return false;
  std::vector<Extent> ex;
  map_range(L_, off, len, ex);
  const int64_t page = 4096;
  for (auto &e : ex) {
    range.off = (uint64_t)e.toff;
    range.len = (uint64_t)e.len;
    if (syscall(451, fds_[e.target], &range, &cs, 0) != 0) {
      if (errno == ENOSYS) unsupported = 1;
      return false;
    }
    int64_t pages = (e.toff + e.len + page - 1) / page - e.toff / page;
    if ((int64_t)cs.nr_cache < pages) return false;
    char c;
    struct iovec v = {&c, 1};
    if (preadv2(fds_[e.target], &v, 1, e.toff + e.len - 1, RWF_NOWAIT) != 1) return false;
  }
  return true;
#else
  (void)off;
  (void)len;
  return false;
#endif
}

int StripeIO::preadv_plain(int64_t off, std::vector<iovec> &iov, int64_t &got) {
  got = 0;
  if (fds_.size() != 1) return fail(PFS_ESTATE, "vectored read: not an ordinary file");
  size_t i = 0;
  while (i < iov.size()) {
    ssize_t n = ::preadv(fds_[0], &iov[i], (int)std::min<size_t>(iov.size() - i, IOV_MAX), off + got);
    if (n < 0) {
      if (errno == EINTR) continue;
      return fail_errno(errno, "read", L_.files[0]);
    }
    if (n == 0) break;  // EOF
    got += n;
    // Step over the buffers filled; a partly filled one continues.
    while (n > 0 && i < iov.size()) {
      if ((size_t)n >= iov[i].iov_len) { n -= (ssize_t)iov[i].iov_len; i++; }
      else { iov[i].iov_base = (char *)iov[i].iov_base + n; iov[i].iov_len -= (size_t)n; n = 0; }
    }
  }
  return PFS_OK;
}

void StripeIO::no_readahead() {
  for (int fd : fds_) posix_fadvise(fd, 0, 0, POSIX_FADV_RANDOM);
}

int StripeIO::fsync_all() {
  for (int t = 0; t < (int)fds_.size(); t++)
    if (fsync(fds_[t]) != 0) return fail_errno(errno, "fsync", L_.files[t]);
  return PFS_OK;
}

}  // namespace pfs
