/* vp/scalar_io.c — scalar left-index reads and scalar I/O done once.
 *
 * Scalar code is replicated on every rank, so a scalar read of a parallel
 * element is a broadcast from its owner, and scalar output happens on rank 0
 * only with its result broadcast (so `n = printf(...)` agrees everywhere).
 * Input is read by rank 0 and the bytes that land in the program's objects are
 * broadcast. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include <time.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/resource.h>
#include <unistd.h>
#include <sys/stat.h>

#include "cstar/stream.h"
#include "vp/internal.h"

#define RING 64
static void *g_ring[RING];
static size_t g_ringcap[RING];
static unsigned g_next;

void *cs_read_elem(cs_shape_t s, long g, const void *p, size_t elemsize) {
  if (g < 0 || g >= s->total)
    cs_die("scalar left index: position %ld out of range for shape %s (%ld positions)", g,
           s->name ? s->name : "?", s->total);
  unsigned k = g_next++ % RING;
  if (g_ringcap[k] < elemsize) {
    free(g_ring[k]);
    g_ring[k] = cs_xmalloc(elemsize < 16 ? 16 : elemsize);
    g_ringcap[k] = elemsize < 16 ? 16 : elemsize;
  }
  int owner = cs_owner(s, g);
  if (owner == cs_rank()) memcpy(g_ring[k], (const char *)p + (size_t)(g - s->first) * elemsize, elemsize);
  if (cs_nranks() > 1) MPI_Bcast(g_ring[k], (int)elemsize, MPI_BYTE, owner, cs_mpi_comm());
  return g_ring[k];
}

/* Whether scalar I/O results travel to the other ranks: not after cs_finalize
 * (an atexit handler's printf runs on rank 0 alone, once, as before). */
static int shared(void) { return cs_nranks() > 1 && !cs_finalized(); }

static int bcast_int(int v) {
  if (shared()) MPI_Bcast(&v, 1, MPI_INT, 0, cs_mpi_comm());
  return v;
}

static long bcast_long(long v) {
  if (shared()) MPI_Bcast(&v, 1, MPI_LONG, 0, cs_mpi_comm());
  return v;
}

static void bcast_bytes(void *p, size_t n) {
  if (shared() && n) MPI_Bcast(p, (int)n, MPI_BYTE, 0, cs_mpi_comm());
}

/* A scalar function called from an elemental one runs per position, a
 * different number of times on each rank, so its I/O must not broadcast: on a
 * VP's stream (cs_vpfile, stream/elemental.c) it is that VP's own I/O, and
 * while a statement calls an elemental function per position (a helper
 * `report(v)` that prints) its output goes to the per-rank buffers printed in
 * position order (vp/elemental_io.c). The cs_s* calls do both. */
#define VPF(f) ((f) && (f) != stdout && (f) != stdin && (f) != stderr && cs_is_vpfile(f))
#define LOCAL(f) (VPF(f) || cs_elem_active())

/* One value for all ranks (the front end's clock and process id), unless the
 * call runs per position (a scalar helper of an elemental function) or after
 * cs_finalize, where collectives cannot run. */
_Static_assert(sizeof(time_t) == sizeof(long) && sizeof(clock_t) == sizeof(long) && sizeof(pid_t) == sizeof(int),
               "cs_once_time/clock/getpid are declared with long and int in cstar/rt.h");
long cs_once_time(void *t) {
  time_t v = time(NULL);
  if (!cs_elem_active()) v = (time_t)bcast_long((long)v);
  if (t) *(time_t *)t = v;
  return (long)v;
}
long cs_once_clock(void) {
  long v = (long)clock();
  return cs_elem_active() ? v : bcast_long(v);
}
/* Rank 0's result r of a clock query, its errno when r is the call's
 * failure value (-1), and on success the n bytes it stored at buf, for every
 * rank; r as it is inside elemental code (the calling rank's). */
static long share_query(long r, void *buf, size_t n) {
  if (cs_elem_active()) return r;
  int e = bcast_int(r == -1 ? errno : 0);
  r = bcast_long(r);
  if (r == -1) errno = e;
  else if (buf) bcast_bytes(buf, n);
  return r;
}
int cs_once_gettimeofday(void *tv, void *tz) {
  return (int)share_query(gettimeofday((struct timeval *)tv, tz), tv, sizeof(struct timeval));
}
int cs_once_clock_gettime(int clk, void *ts) {
  return (int)share_query(clock_gettime((clockid_t)clk, (struct timespec *)ts), ts, sizeof(struct timespec));
}
long cs_once_times(void *buf) {
  return share_query((long)times((struct tms *)buf), buf, sizeof(struct tms));
}
int cs_once_getrusage(int who, void *ru) {
  return (int)share_query(getrusage(who, (struct rusage *)ru), ru, sizeof(struct rusage));
}
int cs_once_getpid(void) {
  int v = (int)getpid();
  return cs_elem_active() ? v : bcast_int(v);
}

void cs_once_perror(const char *s) {
  if (cs_elem_active() || cs_rank() == 0) perror(s);
}

/* Every rank has done what came before (e.g. opened for reading the file
 * about to be unlinked: each rank opens a scalar file it reads) before rank 0
 * changes the file system (vp/internal.h; also remove/rename, stream/names.c). */
void cs_before_fs_change(void) {
  if (shared() && !cs_elem_active()) MPI_Barrier(cs_mpi_comm());
}

/* The one "rank 0 did it" exchange of the scalar calls done once (here,
 * scalar_sys.c, fopen in lowering_support.c, remove/rename in
 * stream/names.c): rank 0's result r and its error number err (0: none) on
 * every rank, errno set where err is not 0, so `if (r < 0 && errno ==
 * EEXIST)` takes one branch everywhere. Other ranks pass anything. Local
 * (rank 0's own values stay) inside elemental code, on one rank or after
 * cs_finalize. */
long cs_rank0_result(long r, int err) {
  long v[2] = {r, err};
  if (shared() && !cs_elem_active()) MPI_Bcast(v, 2, MPI_LONG, 0, cs_mpi_comm());
  if (v[1]) errno = (int)v[1];
  return v[0];
}
static int agree_errno(int r) { return (int)cs_rank0_result(r, r ? errno : 0); }
_Static_assert(sizeof(mode_t) == sizeof(unsigned int), "cs_once_mkdir takes mode_t as unsigned int in cstar/rt.h");
int cs_once_mkdir(const char *path, unsigned int mode) {
  if (cs_elem_active()) return mkdir(path, (mode_t)mode);
  cs_before_fs_change();
  return agree_errno(cs_rank() == 0 ? mkdir(path, (mode_t)mode) : 0);
}
int cs_once_rmdir(const char *path) {
  if (cs_elem_active()) return rmdir(path);
  cs_before_fs_change();
  return agree_errno(cs_rank() == 0 ? rmdir(path) : 0);
}
int cs_once_unlink(const char *path) {
  if (cs_elem_active()) return unlink(path);
  cs_before_fs_change();
  return agree_errno(cs_rank() == 0 ? unlink(path) : 0);
}

int cs_once_system(const char *cmd) {
  if (cs_elem_active()) return system(cmd);
  int r = 0;
  /* the command may change files (`rm -f out.txt`): the other ranks first
   * do what came before it (rank 0 runs ahead: its broadcasts do not wait) */
  cs_before_fs_change();
  if (cs_rank() == 0) {
    fflush(stdout);
    r = system(cmd);
  }
  return bcast_int(r);
}

int cs_once_vfprintf(FILE *f, const char *fmt, va_list ap) {
  if (LOCAL(f)) return cs_svfprintf(f, fmt, ap);
  int r = 0;
  if (cs_rank() == 0) r = vfprintf(f, fmt, ap);
  return bcast_int(r);
}

int cs_printf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = cs_once_vfprintf(stdout, fmt, ap);
  va_end(ap);
  return r;
}

int cs_once_fprintf(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = cs_once_vfprintf(f, fmt, ap);
  va_end(ap);
  return r;
}

int cs_once_puts(const char *s) {
  if (cs_elem_active()) return cs_eputs(s);
  return bcast_int(cs_rank() == 0 ? puts(s) : 0);
}
int cs_once_putchar(int c) {
  if (cs_elem_active()) return cs_efputc(c, stdout);
  return bcast_int(cs_rank() == 0 ? putchar(c) : 0);
}
int cs_once_fputs(const char *s, FILE *f) {
  if (LOCAL(f)) return cs_sfputs(s, f);
  return bcast_int(cs_rank() == 0 ? fputs(s, f) : 0);
}
int cs_once_fputc(int c, FILE *f) {
  if (LOCAL(f)) return cs_sfputc(c, f);
  return bcast_int(cs_rank() == 0 ? fputc(c, f) : 0);
}
int cs_once_fflush(FILE *f) {
  /* a VP's bytes go at the next collective operation (as cs_sfflush), the
   * buffered output after the statement */
  if (LOCAL(f)) return 0;
  return bcast_int(cs_rank() == 0 ? fflush(f) : 0);
}

size_t cs_once_fwrite(const void *p, size_t size, size_t n, FILE *f) {
  if (LOCAL(f)) return cs_sfwrite(p, size, n, f);
  return (size_t)bcast_long(cs_rank() == 0 ? (long)fwrite(p, size, n, f) : 0);
}

int cs_once_fgetc(FILE *f) {
  if (VPF(f)) return cs_sfgetc(f);
  return bcast_int(cs_rank() == 0 ? fgetc(f) : 0);
}
int cs_once_getchar(void) { return cs_once_fgetc(stdin); }

long cs_once_getdelim(char **line, size_t *cap, int delim, FILE *f) {
  if (VPF(f)) return (long)cs_sgetdelim(line, cap, delim, f);
  if (cs_elem_active() || !shared()) return (long)getdelim(line, cap, delim, f);
  long n = -1;
  int err = 0;
  if (cs_rank() == 0) {
    n = (long)getdelim(line, cap, delim, f);
    if (n < 0) err = errno;
  }
  n = cs_rank0_result(n, err);
  if (n < 0) return n;
  if (cs_rank() != 0 && (!*line || *cap < (size_t)n + 1)) {
    char *p = realloc(*line, (size_t)n + 1);
    if (!p) cs_die("out of memory reading a line of %ld bytes", n);
    *line = p;
    *cap = (size_t)n + 1;
  }
  bcast_bytes(*line, (size_t)n + 1);
  return n;
}
long cs_once_getline(char **line, size_t *cap, FILE *f) { return cs_once_getdelim(line, cap, '\n', f); }

int cs_once_feof(FILE *f) {
  if (VPF(f)) return cs_sfeof(f);
  if (cs_elem_active()) return feof(f);
  return bcast_int(cs_rank() == 0 ? feof(f) : 0);
}
int cs_once_ferror(FILE *f) {
  if (VPF(f)) return cs_sferror(f);
  if (cs_elem_active()) return ferror(f);
  return bcast_int(cs_rank() == 0 ? ferror(f) : 0);
}
long cs_once_ftell(FILE *f) {
  if (VPF(f)) return cs_sftell(f);
  if (cs_elem_active()) return ftell(f);
  return bcast_long(cs_rank() == 0 ? ftell(f) : 0);
}

char *cs_once_fgets(char *s, int n, FILE *f) {
  if (VPF(f)) return cs_sfgets(s, n, f);
  int ok = 0;
  if (cs_rank() == 0) ok = fgets(s, n, f) != NULL;
  ok = bcast_int(ok);
  if (!ok) return NULL;
  int len = bcast_int(cs_rank() == 0 ? (int)strlen(s) + 1 : 0);
  bcast_bytes(s, (size_t)len);
  return s;
}

char *cs_once_gets(char *s) {
  int ok = 0;
  if (cs_rank() == 0) {
    /* C89's gets: up to the newline (dropped) or end of input; like it, no
     * bound on s.  NULL when end of input comes before any character. */
    int c;
    size_t n = 0;
    while ((c = getchar()) != EOF && c != '\n') s[n++] = (char)c;
    s[n] = 0;
    ok = !(c == EOF && (n == 0 || ferror(stdin)));
  }
  ok = bcast_int(ok);
  if (!ok) return NULL;
  int len = bcast_int(cs_rank() == 0 ? (int)strlen(s) + 1 : 0);
  bcast_bytes(s, (size_t)len);
  return s;
}

size_t cs_once_fread(void *p, size_t size, size_t n, FILE *f) {
  if (VPF(f)) return cs_sfread(p, size, n, f);
  size_t got = (size_t)bcast_long(cs_rank() == 0 ? (long)fread(p, size, n, f) : 0);
  bcast_bytes(p, got * size);
  return got;
}

/* scanf: rank 0 scans; then every assigned object is broadcast. The format is
 * walked to learn each pointer's object size (strings: their length). */
static int vscan_bcast(FILE *f, const char *fmt, va_list ap) {
  int r = 0;
  va_list ap2;
  va_copy(ap2, ap);
  if (cs_rank() == 0) r = vfscanf(f, fmt, ap);
  r = bcast_int(r);
  int assigned = r < 0 ? 0 : r;
  for (const char *c = fmt; *c; c++) {
    if (*c != '%') continue;
    c++;
    if (*c == '%') continue;
    int suppress = 0;
    if (*c == '*') { suppress = 1; c++; }
    long width = 0;
    while (*c >= '0' && *c <= '9') width = width * 10 + (*c++ - '0');
    int hh = 0, h = 0, l = 0, L = 0, j = 0, z = 0, t = 0;
    for (;; c++) {
      if (*c == 'h') { if (h) hh = 1; h = 1; }
      else if (*c == 'l') l++;
      else if (*c == 'L') L = 1;
      else if (*c == 'j') j = 1;
      else if (*c == 'z') z = 1;
      else if (*c == 't') t = 1;
      else break;
    }
    char conv = *c;
    if (conv == '[') {  /* skip the scan set: ']' right after '[' or '[^' is literal */
      c++;
      if (*c == '^') c++;
      if (*c == ']') c++;
      while (*c && *c != ']') c++;
    }
    if (!*c) break;
    if (suppress) continue;
    void *p = va_arg(ap2, void *);
    if (conv == 'n') { bcast_bytes(p, sizeof(int)); continue; }
    if (assigned <= 0) continue;
    assigned--;
    size_t sz;
    switch (conv) {
    case 'd': case 'i': case 'u': case 'o': case 'x': case 'X':
      sz = hh ? 1 : h ? sizeof(short) : l >= 2 ? sizeof(long long) : l ? sizeof(long)
         : j ? sizeof(long long) : z ? sizeof(size_t) : t ? sizeof(ptrdiff_t) : sizeof(int);
      break;
    case 'a': case 'e': case 'f': case 'g': case 'A': case 'E': case 'F': case 'G':
      sz = L ? sizeof(long double) : l ? sizeof(double) : sizeof(float);
      break;
    case 'c': sz = (size_t)(width ? width : 1); break;
    case 's': case '[':
      sz = (size_t)bcast_int(cs_rank() == 0 ? (int)strlen((char *)p) + 1 : 0);
      break;
    case 'p': sz = sizeof(void *); break;
    default: sz = 0;
    }
    bcast_bytes(p, sz);
  }
  va_end(ap2);
  return r;
}

int cs_once_scanf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vscan_bcast(stdin, fmt, ap);
  va_end(ap);
  return r;
}

/* the <stdarg.h> forms a program's own scanf-like wrapper calls */
int cs_once_vscanf(const char *fmt, va_list ap) { return vscan_bcast(stdin, fmt, ap); }
int cs_once_vfscanf(FILE *f, const char *fmt, va_list ap) {
  return VPF(f) ? cs_svfscanf(f, fmt, ap) : vscan_bcast(f, fmt, ap);
}

int cs_once_fscanf(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = VPF(f) ? cs_svfscanf(f, fmt, ap) : vscan_bcast(f, fmt, ap);
  va_end(ap);
  return r;
}
