/* vp/scalar_fd.c — POSIX descriptor I/O of scalar code, done once.
 *
 * Scalar code is the front end's: it runs on every rank, but its I/O must
 * happen once, as the stdio calls do (scalar_io.c). Done by every rank,
 * `write(1, ...)` printed its text once per rank, `open(name, O_CREAT |
 * O_EXCL)` succeeded on one rank and failed with EEXIST on the others (whose
 * control flow then parted from rank 0's: a hang at the next collective), and
 * an O_APPEND log got one copy of every record per rank.
 *
 * So rank 0 does the transfer (write, pwrite, read, pread, lseek, fsync,
 * ftruncate, fstat) and every rank gets its result and errno, and what it
 * read. Every rank still holds a descriptor for each one rank 0 opened, so
 * the descriptor numbers stay alike and calls the program makes on its own
 * (fdopen, mmap of a file opened for reading, dup) find one: opened for
 * reading only, every rank opens the file itself; otherwise the other ranks
 * hold /dev/null (rank 0 alone writes the file, as with fopen). Inside
 * elemental code (a call per position) each call is the calling rank's own. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "vp/internal.h"

/* whether rank 0 answers for every rank: scalar code on several ranks */
static int together(void) { return cs_nranks() > 1 && !cs_finalized() && !cs_elem_active(); }

static int agree(int r) { return (int)cs_rank0_result(r, r < 0 ? errno : 0); }
static long agree_long(long r) { return cs_rank0_result(r, r < 0 ? errno : 0); }

/* rank 0's n bytes at p on every rank (MPI counts are ints: 1 GiB pieces) */
static void bcast_from0(void *p, size_t n) {
  for (size_t done = 0; done < n;) {
    size_t k = n - done < ((size_t)1 << 30) ? n - done : ((size_t)1 << 30);
    MPI_Bcast((char *)p + done, (int)k, MPI_BYTE, 0, cs_mpi_comm());
    done += k;
  }
}

static int opens_for_writing(int flags) {
  return (flags & O_ACCMODE) != O_RDONLY || (flags & (O_CREAT | O_TRUNC | O_APPEND)) != 0;
}

int cs_once_open(const char *path, int flags, ...) {
  unsigned mode = 0;
  if (flags & (O_CREAT | O_TMPFILE)) {
    va_list ap;
    va_start(ap, flags);
    mode = va_arg(ap, unsigned);
    va_end(ap);
  }
  if (!together()) return open(path, flags, (mode_t)mode);
  int writes = opens_for_writing(flags);
  /* the others first do what came before (they may still be reading the
   * file rank 0 is about to truncate) */
  if (writes) cs_before_fs_change();
  int fd = -1;
  if (cs_rank() == 0) fd = open(path, flags, (mode_t)mode);
  else if (!writes) fd = open(path, flags);
  int err = fd < 0 ? errno : 0;
  int ok = (int)cs_rank0_result(fd >= 0, err) != 0;
  if (cs_rank() == 0) return fd; /* errno is rank 0's own */
  if (!ok) {
    if (fd >= 0) close(fd);
    return -1; /* cs_rank0_result set rank 0's errno */
  }
  if (fd < 0) fd = open("/dev/null", O_RDWR | (flags & O_CLOEXEC));
  return fd;
}

int cs_once_creat(const char *path, unsigned mode) { return cs_once_open(path, O_CREAT | O_WRONLY | O_TRUNC, mode); }

/* every rank closes its own descriptor; rank 0's result */
int cs_once_close(int fd) {
  int r = close(fd);
  return together() ? agree(r) : r;
}

long cs_once_write(int fd, const void *buf, size_t n) {
  if (!together()) return (long)write(fd, buf, n);
  return agree_long(cs_rank() == 0 ? (long)write(fd, buf, n) : 0);
}

long cs_once_pwrite(int fd, const void *buf, size_t n, long off) {
  if (!together()) return (long)pwrite(fd, buf, n, (off_t)off);
  return agree_long(cs_rank() == 0 ? (long)pwrite(fd, buf, n, (off_t)off) : 0);
}

/* rank 0 reads; the bytes it got land in every rank's buffer */
static long read_result(long r, void *buf) {
  r = agree_long(r);
  if (r > 0) bcast_from0(buf, (size_t)r);
  return r;
}

long cs_once_read(int fd, void *buf, size_t n) {
  if (!together()) return (long)read(fd, buf, n);
  return read_result(cs_rank() == 0 ? (long)read(fd, buf, n) : 0, buf);
}

long cs_once_pread(int fd, void *buf, size_t n, long off) {
  if (!together()) return (long)pread(fd, buf, n, (off_t)off);
  return read_result(cs_rank() == 0 ? (long)pread(fd, buf, n, (off_t)off) : 0, buf);
}

long cs_once_lseek(int fd, long off, int whence) {
  if (!together()) return (long)lseek(fd, (off_t)off, whence);
  return agree_long(cs_rank() == 0 ? (long)lseek(fd, (off_t)off, whence) : 0);
}

int cs_once_fsync(int fd) {
  if (!together()) return fsync(fd);
  return agree(cs_rank() == 0 ? fsync(fd) : 0);
}

int cs_once_fdatasync(int fd) {
  if (!together()) return fdatasync(fd);
  return agree(cs_rank() == 0 ? fdatasync(fd) : 0);
}

int cs_once_ftruncate(int fd, long len) {
  if (!together()) return ftruncate(fd, (off_t)len);
  return agree(cs_rank() == 0 ? ftruncate(fd, (off_t)len) : 0);
}

/* fstat: rank 0's struct stat (its descriptor is the file; the others may
 * hold /dev/null) */
int cs_once_fstat(int fd, void *st) {
  if (!together()) return fstat(fd, (struct stat *)st);
  int r = agree(cs_rank() == 0 ? fstat(fd, (struct stat *)st) : 0);
  if (r == 0) bcast_from0(st, sizeof(struct stat));
  return r;
}
