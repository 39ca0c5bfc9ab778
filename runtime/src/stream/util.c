/* stream/util.c — CRC-32 (the zlib polynomial, so Python's zlib.crc32 checks
 * our files), error messages, and metafile I/O helpers. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "stream/internal.h"

/* Slicing-by-8: eight tables, eight bytes per step (the directory
 * superblocks are checksummed whole at close and at every read). */
static uint32_t crc_table[8][256];
static int crc_ready;

static void crc_init(void) {
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    crc_table[0][i] = c;
  }
  for (uint32_t i = 0; i < 256; i++)
    for (int t = 1; t < 8; t++)
      crc_table[t][i] = crc_table[0][crc_table[t - 1][i] & 0xff] ^ (crc_table[t - 1][i] >> 8);
  crc_ready = 1;
}

uint32_t sx_crc32(uint32_t crc, const void *buf, size_t len) {
  if (!crc_ready) crc_init();
  const uint8_t *p = buf;
  crc = ~crc;
  while (len >= 8) {
    uint32_t a = crc ^ ((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);
    uint32_t b = (uint32_t)p[4] | (uint32_t)p[5] << 8 | (uint32_t)p[6] << 16 | (uint32_t)p[7] << 24;
    crc = crc_table[7][a & 0xff] ^ crc_table[6][(a >> 8) & 0xff] ^ crc_table[5][(a >> 16) & 0xff] ^
          crc_table[4][a >> 24] ^ crc_table[3][b & 0xff] ^ crc_table[2][(b >> 8) & 0xff] ^
          crc_table[1][(b >> 16) & 0xff] ^ crc_table[0][b >> 24];
    p += 8;
    len -= 8;
  }
  while (len--) crc = crc_table[0][(crc ^ *p++) & 0xff] ^ (crc >> 8);
  return ~crc;
}

/* The message of the last error on this rank. Stream* calls are made by the
 * program's single thread, so one buffer suffices. */
static char g_msg[1024];

const char *cs_stream_errmsg(void) { return g_msg; }

int sx_err(int code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(g_msg, sizeof g_msg, fmt, ap);
  va_end(ap);
  return code;
}

int sx_agree_status(MPI_Comm comm, int st) {
  int n = 1;
  MPI_Comm_size(comm, &n);
  if (n == 1) return st;
  int me;
  MPI_Comm_rank(comm, &me);
  /* lowest failing rank's status and message win, so every rank agrees */
  int in[2] = {st ? me : n, st}, out[2];
  MPI_Allreduce(in, out, 1, MPI_2INT, MPI_MINLOC, comm);
  if (out[0] == n) return 0;
  int code = st;
  MPI_Bcast(&code, 1, MPI_INT, out[0], comm);
  MPI_Bcast(g_msg, sizeof g_msg, MPI_CHAR, out[0], comm);
  return code;
}

int sx_read_whole(const char *path, uint8_t **buf, size_t *size) {
  *buf = NULL;
  *size = 0;
  int fd = open(path, O_RDONLY);
  if (fd < 0) {
    if (errno == ENOENT) return sx_err(CS_SENOENT, "%s: no such file", path);
    return sx_err(CS_SEIO, "%s: cannot open: %s", path, strerror(errno));
  }
  struct stat sb;
  if (fstat(fd, &sb) != 0) {
    close(fd);
    return sx_err(CS_SEIO, "%s: cannot stat: %s", path, strerror(errno));
  }
  size_t n = (size_t)sb.st_size, got = 0;
  uint8_t *b = malloc(n ? n : 1);
  if (!b) { close(fd); return sx_err(CS_SENOMEM, "%s: out of memory", path); }
  while (got < n) {
    ssize_t r = read(fd, b + got, n - got);
    if (r <= 0) {
      if (r < 0 && errno == EINTR) continue;
      free(b);
      close(fd);
      return sx_err(CS_SEIO, "%s: read error: %s", path, r ? strerror(errno) : "short");
    }
    got += (size_t)r;
  }
  close(fd);
  *buf = b;
  *size = n;
  return CS_SOK;
}

/* Write to PATH.tmp, rename over PATH: a reader sees the old or the new
 * file, never half of one (the format's atomic-replacement rule). */
int sx_write_atomic(const char *path, const void *buf, size_t size) {
  size_t pl = strlen(path);
  char *tmp = malloc(pl + 5);
  if (!tmp) return sx_err(CS_SENOMEM, "out of memory");
  memcpy(tmp, path, pl);
  memcpy(tmp + pl, ".tmp", 5);
  int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0666);
  if (fd < 0) {
    int e = errno;
    free(tmp);
    return sx_err(CS_SEIO, "%s: cannot create: %s", path, strerror(e));
  }
  const uint8_t *p = buf;
  size_t done = 0;
  while (done < size) {
    ssize_t w = write(fd, p + done, size - done);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) {
      int e = errno;
      close(fd);
      unlink(tmp);
      free(tmp);
      return sx_err(CS_SEIO, "%s: write error: %s", path, strerror(e));
    }
    done += (size_t)w;
  }
  /* no fsync: rename alone makes the replacement atomic for readers; an
   * fsync here would also force the data file's dirty pages out (ext4
   * journal ordering) and cost more than the whole NB write */
  close(fd);
  if (rename(tmp, path) != 0) {
    int e = errno;
    unlink(tmp);
    free(tmp);
    return sx_err(CS_SEIO, "%s: cannot rename into place: %s", path, strerror(e));
  }
  free(tmp);
  return CS_SOK;
}
