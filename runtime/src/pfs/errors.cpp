// Error values: a status code plus a per-thread message naming the file and
// the cause. Nothing in pfs aborts; every failure ends up here.
#include "internal.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>

namespace pfs {

namespace {
thread_local std::string t_msg;
}

void set_message(int code, const std::string &msg) { t_msg = msg; (void)code; }
std::string last_message() { return t_msg; }

int fail(int code, const char *fmt, ...) {
  char buf[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  t_msg = buf;
  return code;
}

int errno_status(int e) {
  switch (e) {
    case 0: return PFS_OK;
    case ENOENT: case ENOTDIR: return PFS_ENOENT;
    case EACCES: case EPERM: case EROFS: return PFS_EACCES;
    case EEXIST: return PFS_EEXIST;
    case ENOSPC: case EDQUOT: case EFBIG: return PFS_ENOSPC;
    case ENOMEM: return PFS_ENOMEM;
    case EINVAL: return PFS_EINVAL;
    default: return PFS_EIO;
  }
}

int fail_errno(int e, const char *what, const std::string &path) {
  return fail(errno_status(e), "%s %s: %s", what, path.c_str(), strerror(e));
}

int64_t now_ns() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

}  // namespace pfs

extern "C" const char *pfs_errmsg(void) { return pfs::t_msg.c_str(); }

extern "C" const char *pfs_strerror(int s) {
  switch (s) {
    case PFS_OK: return "PFS_OK: success";
    case PFS_EINVAL: return "PFS_EINVAL: invalid argument";
    case PFS_ENOENT: return "PFS_ENOENT: no such file or target";
    case PFS_EACCES: return "PFS_EACCES: permission denied";
    case PFS_EEXIST: return "PFS_EEXIST: file exists";
    case PFS_ENOSPC: return "PFS_ENOSPC: no space left";
    case PFS_EIO: return "PFS_EIO: I/O error";
    case PFS_ELAYOUT: return "PFS_ELAYOUT: corrupt or inconsistent layout";
    case PFS_EEOF: return "PFS_EEOF: read past end of file";
    case PFS_ENOMEM: return "PFS_ENOMEM: out of memory";
    case PFS_EMPI: return "PFS_EMPI: MPI error";
    case PFS_ENOTSUP: return "PFS_ENOTSUP: not supported";
    case PFS_ESTATE: return "PFS_ESTATE: call out of order";
    default: return "PFS_E?: unknown status";
  }
}
