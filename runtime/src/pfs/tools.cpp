// fs2pfs / pfs2fs (PDIOL): copy an ordinary file into the layer with a given
// layout, and copy a layer file of any layout back to an ordinary file.
// LOCAL: no MPI needed, so tools can call them outside an MPI job.
#include "internal.h"

#include <cerrno>
#include <fcntl.h>
#include <functional>
#include <unistd.h>

using namespace pfs;

namespace {

const int64_t kChunk = 4 << 20;

int copy(int64_t size, const std::function<int(int64_t, char *, int64_t, int64_t &)> &rd,
         const std::function<int(int64_t, const char *, int64_t)> &wr) {
  std::vector<char> buf(kChunk);
  for (int64_t off = 0; off < size;) {
    int64_t got = 0;
    if (int s = rd(off, buf.data(), std::min(kChunk, size - off), got)) return s;
    if (got <= 0) break;
    if (int s = wr(off, buf.data(), got)) return s;
    off += got;
  }
  return PFS_OK;
}

}  // namespace

extern "C" int pfs_stripe(const char *src, const char *dst, const pfs_config *cfg) {
  if (!src || !dst) return fail(PFS_EINVAL, "pfs_stripe: null path");
  const pfs_config &c = cfg ? *cfg : process_config();
  int in = ::open(src, O_RDONLY | O_CLOEXEC);
  if (in < 0) return fail_errno(errno, "open", src);
  int64_t size = lseek(in, 0, SEEK_END);
  Layout L;
  bool created = false;
  StripeIO out;
  int s = layout_resolve(dst, PFS_WRONLY | PFS_CREATE | PFS_TRUNC, c, L, created);
  if (!s) s = out.open(L, true, true);
  if (!s) s = out.truncate(0);
  if (!s)
    s = copy(size,
             [&](int64_t off, char *b, int64_t n, int64_t &got) { return read_full(in, off, b, n, got, src); },
             [&](int64_t off, const char *b, int64_t n) { return out.pwrite(off, b, n); });
  ::close(in);
  if (!s && !L.plain) {
    L.recorded_size = size;
    s = layout_write(dst, L);
  }
  return s;
}

extern "C" int pfs_unstripe(const char *src, const char *dst) {
  if (!src || !dst) return fail(PFS_EINVAL, "pfs_unstripe: null path");
  pfs_config c;
  pfs_config_default(&c);
  Layout L;
  bool created = false;
  StripeIO in;
  int64_t size = 0;
  int s = layout_resolve(src, PFS_RDONLY, c, L, created);
  if (!s) s = in.open(L, false, false);
  if (!s) s = in.size(size);
  if (s) return s;
  int out = ::open(dst, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (out < 0) return fail_errno(errno, "create", dst);
  s = copy(size, [&](int64_t off, char *b, int64_t n, int64_t &got) { return in.pread(off, b, n, got); },
           [&](int64_t off, const char *b, int64_t n) { return write_full(out, off, b, n, dst); });
  if (::close(out) != 0 && !s) s = fail_errno(errno, "close", dst);
  return s;
}
