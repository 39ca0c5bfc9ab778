/* vp/cmfs.c — the CM file system calls of <cm/cmfs.h> (docs/language.md §7d).
 *
 * A CMFS file is an ordinary file here: rank 0 holds it, as every scalar
 * descriptor call of the program (vp/scalar_fd.c, whose once-calls these
 * are), and every rank gets rank 0's result and errno.  The parallel
 * transfers move a whole parallel variable in row-major position order
 * through rank 0 (vp/scalar_gview.c), so a file written by
 * CMFS_write_file_always is the array a sequential program would write.
 * Every call is COLLECTIVE (scalar code runs on every rank). */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "vp/internal.h"

int CMFS_open(const char *path, int flags, ...) {
  unsigned mode = 0;
  if (flags & O_CREAT) {
    va_list ap;
    va_start(ap, flags);
    mode = va_arg(ap, unsigned);
    va_end(ap);
  }
  return cs_once_open(path, flags, mode);
}

int CMFS_close(int fd) { return cs_once_close(fd); }

long CMFS_lseek(int fd, long offset, int whence) { return cs_once_lseek(fd, offset, whence); }
long CMFS_serial_lseek(int fd, long offset, int whence) { return cs_once_lseek(fd, offset, whence); }

int CMFS_serial_write_file(int fd, const void *buf, int nbytes) {
  if (nbytes < 0) {
    errno = EINVAL;
    return -1;
  }
  return (int)cs_once_write(fd, buf, (size_t)nbytes);
}

int CMFS_serial_read_file(int fd, void *buf, int nbytes) {
  if (nbytes < 0) {
    errno = EINVAL;
    return -1;
  }
  return (int)cs_once_read(fd, buf, (size_t)nbytes);
}

void CMFS_perror(const char *s) { cs_once_perror(s); }

/* The parallel transfers (the compiler lowers CMFS_read_file & co. here, with
 * the variable's storage root: StreamCalls.cpp).  The result: -1 and errno
 * when rank 0's descriptor failed; the total bytes for the _physical forms
 * (ADD71: "the total number of bytes ... rather than the number of bytes read
 * or written per-position"); else bytes per position — all of them when
 * every position's slot moved, else what the last position got (end of
 * file). */
int cs_cmfs_transfer(const char *name, int fd, const void *root, void *base, size_t stride, int bytes,
                     const char *file, int line) {
  if (bytes < 0)
    cs_fatal_replicated(file, line, "%s: bytes_per_position is %d (negative)", name, bytes);
  int write = strstr(name, "write") != NULL;
  int always = strstr(name, "_always") != NULL || strstr(name, "_physical") != NULL;
  int physical = strstr(name, "_physical") != NULL;
  long positions = cs_pvar_shape(root)->total;
  long r = write ? cs_gview_write_fd(fd, root, base, stride, (size_t)bytes, always, name, file, line)
                 : cs_gview_read_fd(fd, root, base, stride, (size_t)bytes, always, name, file, line);
  long expect = positions * (long)bytes;
  /* rank 0's errno tells a failed descriptor (bad fd, no space) from the end
   * of the file (errno stays 0 there) */
  int err = (r < expect && cs_rank() == 0) ? cs_gview_errno() : 0;
  long v = cs_rank0_result(err ? -1 : r, err);
  if (v < 0) return -1;
  if (physical) return (int)v;
  if (v >= expect) return bytes;
  long last = v - (positions - 1) * (long)bytes;
  return last <= 0 ? 0 : (int)last;
}
