/* <cm/cmfs.h> — the CM file system calls of TMC C* programs (docs/language.md
 * §7d; research/cstar.md §2.2: the forms real C* code used, e.g. NCSA HDF's
 * CM-5 extension).
 *
 * A CMFS file is an ordinary file; rank 0 does the I/O and every rank gets
 * its result and errno (runtime/src/vp/cmfs.c).  The parallel transfers
 *
 *   int CMFS_write_file_always(int fd, void:void *source, int bytes_per_position);
 *   int CMFS_read_file_always(int fd, void:void *destination, int bytes_per_position);
 *   CMFS_write_file / CMFS_read_file (the same, honouring the context)
 *   CMFS_write_file_physical / CMFS_read_file_physical (v7.1: total bytes)
 *
 * take the address of a parallel variable of any shape (`&x`, `&x.f`, a
 * parallel array, a pointer to one): written here with a `void *` parameter,
 * the compiler sees the parallel argument and lowers the call to
 * cs_cmfs_transfer (compiler/lib/Lower/StreamCalls.cpp), which moves every
 * position's bytes_per_position bytes in row-major position order.
 */
#ifndef CSTAR_CM_CMFS_H
#define CSTAR_CM_CMFS_H

#include <fcntl.h>
#include <unistd.h>

/* open flags (UNIX's) and lseek origins (BSD's L_SET/L_INCR/L_XTND names) */
#define CMFS_O_RDONLY O_RDONLY
#define CMFS_O_WRONLY O_WRONLY
#define CMFS_O_RDWR O_RDWR
#define CMFS_O_CREAT O_CREAT
#define CMFS_O_TRUNC O_TRUNC
#define CMFS_O_EXCL O_EXCL
#define CMFS_O_APPEND O_APPEND
#define CMFS_L_SET SEEK_SET
#define CMFS_L_INCR SEEK_CUR
#define CMFS_L_XTND SEEK_END
#define CMFS_SEEK_SET SEEK_SET
#define CMFS_SEEK_CUR SEEK_CUR
#define CMFS_SEEK_END SEEK_END

/* Scalar calls (collective: every rank calls them, rank 0 does the I/O). */
int CMFS_open(const char *path, int flags, ...);   /* a descriptor, or -1 and errno */
int CMFS_close(int fd);
long CMFS_lseek(int fd, long offset, int whence);   /* the new offset, or -1 */
long CMFS_serial_lseek(int fd, long offset, int whence);
int CMFS_serial_write_file(int fd, const void *buffer, int nbytes);  /* bytes, or -1 */
int CMFS_serial_read_file(int fd, void *buffer, int nbytes);         /* bytes, 0 at the end, or -1 */
void CMFS_perror(const char *s);

/* Parallel transfers: the buffer must be a parallel variable (the compiler
 * checks and lowers them; there is no function of these names to call). */
int CMFS_write_file(int fd, const void *source, int bytes_per_position);
int CMFS_read_file(int fd, void *destination, int bytes_per_position);
int CMFS_write_file_always(int fd, const void *source, int bytes_per_position);
int CMFS_read_file_always(int fd, void *destination, int bytes_per_position);
int CMFS_write_file_physical(int fd, const void *source, int bytes_per_position);
int CMFS_read_file_physical(int fd, void *destination, int bytes_per_position);

#endif
