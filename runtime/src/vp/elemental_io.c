/* vp/elemental_io.c — output of elemental functions, in position order.
 *
 * An elemental function called per position runs on the rank that owns the
 * position: a different number of times on each rank. Between cs_elem_begin
 * and cs_elem_flush (around a statement that calls one per position) what it
 * writes to stdout, or to a scalar file the program opened for writing (only
 * rank 0 holds the real file; the others hold /dev/null), goes to a per-rank
 * buffer for that destination, which the flush writes on rank 0 rank by
 * rank: ranks hold consecutive positions, so the output comes in position
 * order, the same for any number of ranks — what one processor running the
 * positions in order would write. Outside (a call from scalar code, which
 * runs alike on every rank) rank 0 writes at once and the others write
 * nothing, like scalar printf. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vp/internal.h"

/* Destination 0 is stdout, 1 + i the i-th scalar file opened for writing
 * (cs_scalar_file). */
typedef struct { char *p; size_t len, cap; } ebuf;
static ebuf *g_buf;
static int g_nbuf;
static int g_depth; /* statements calling per position now running (nested through parallel functions) */

static ebuf *dest(int d) {
  if (d >= g_nbuf) {
    int n = d + 8;
    ebuf *nb = realloc(g_buf, (size_t)n * sizeof *nb);
    if (!nb) cs_die("out of memory buffering the output of an elemental function");
    memset(nb + g_nbuf, 0, (size_t)(n - g_nbuf) * sizeof *nb);
    g_buf = nb;
    g_nbuf = n;
  }
  return &g_buf[d];
}

static char *reserve(ebuf *b, size_t more) {
  if (b->len + more + 1 > b->cap) {
    size_t nc = b->cap ? 2 * b->cap : 4096;
    while (nc < b->len + more + 1) nc *= 2;
    char *np = realloc(b->p, nc);
    if (!np) cs_die("out of memory buffering the output of an elemental function (%zu bytes)", nc);
    b->p = np;
    b->cap = nc;
  }
  return b->p + b->len;
}

static void put(int d, const void *s, size_t n) {
  ebuf *b = dest(d);
  memcpy(reserve(b, n), s, n);
  b->len += n;
}

/* The buffer FILE *f's output goes to now, or -1: write it at once. */
static int dest_of(FILE *f) {
  if (!g_depth) return -1;
  if (f == stdout) return 0;
  int i = cs_scalar_file_index(f);
  return i < 0 ? -1 : 1 + i;
}

int cs_evfprintf(FILE *f, const char *fmt, va_list ap) {
  int d = dest_of(f);
  if (d < 0) return f == stdout && cs_rank() != 0 ? vsnprintf(NULL, 0, fmt, ap) : vfprintf(f, fmt, ap);
  va_list aq;
  va_copy(aq, ap);
  int n = vsnprintf(NULL, 0, fmt, aq);
  va_end(aq);
  if (n < 0) return n;
  ebuf *b = dest(d);
  vsnprintf(reserve(b, (size_t)n), (size_t)n + 1, fmt, ap);
  b->len += (size_t)n;
  return n;
}

int cs_evprintf(const char *fmt, va_list ap) { return cs_evfprintf(stdout, fmt, ap); }

int cs_eprintf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = cs_evfprintf(stdout, fmt, ap);
  va_end(ap);
  return n;
}

int cs_efputs(const char *s, FILE *f) {
  int d = dest_of(f);
  if (d < 0) return f == stdout && cs_rank() != 0 ? 1 : fputs(s, f);
  put(d, s, strlen(s));
  return 1;
}

int cs_eputs(const char *s) {
  if (!g_depth) return cs_rank() == 0 ? puts(s) : (int)strlen(s) + 1;
  put(0, s, strlen(s));
  put(0, "\n", 1);
  return (int)strlen(s) + 1;
}

int cs_efputc(int c, FILE *f) {
  int d = dest_of(f);
  if (d < 0) return f == stdout && cs_rank() != 0 ? (unsigned char)c : fputc(c, f);
  char ch = (char)c;
  put(d, &ch, 1);
  return (unsigned char)c;
}

int cs_eputchar(int c) { return cs_efputc(c, stdout); }

size_t cs_efwrite(const void *p, size_t size, size_t n, FILE *f) {
  int d = dest_of(f);
  if (d < 0) return f == stdout && cs_rank() != 0 ? n : fwrite(p, size, n, f);
  put(d, p, size * n);
  return n;
}

/* What scalar code printed before is out first: an exit or abort called per
 * position ends the job from another rank (vp/lowering_support.c) before
 * rank 0's stdout buffer would be written. */
void cs_elem_begin(void) {
  if (!g_depth++ && cs_rank() == 0) fflush(stdout);
}

/* Local: inside a statement that calls an elemental function per position
 * (scalar helpers it calls print through the buffers too: vp/scalar_io.c). */
int cs_elem_active(void) { return g_depth > 0; }

void cs_elem_flush(void) {
  int P = cs_nranks(), me = cs_rank(), nd = 1 + cs_scalar_file_count();
  if (g_depth > 0) g_depth--;
  dest(nd - 1); /* every destination has a buffer (empty ones too) */
  long *len = cs_xmalloc((size_t)P * nd * sizeof *len);
  for (int d = 0; d < nd; d++) len[(size_t)me * nd + d] = (long)g_buf[d].len;
  if (P > 1) MPI_Allgather(MPI_IN_PLACE, nd, MPI_LONG, len, nd, MPI_LONG, cs_mpi_comm());
  for (int d = 0; d < nd; d++) {
    FILE *out = d == 0 ? stdout : cs_scalar_file(d - 1);
    long big = 0, total = 0;
    for (int r = 0; r < P; r++) {
      long l = len[(size_t)r * nd + d];
      total += l;
      big = l > big ? l : big;
    }
    if (!total) continue;
    /* rank by rank (counts are ints): rank 0 writes its own, then each other's */
    char *in = me == 0 && P > 1 ? cs_xmalloc((size_t)big + 1) : NULL;
    if (me == 0 && out && g_buf[d].len) fwrite(g_buf[d].p, 1, g_buf[d].len, out);
    for (int r = 1; r < P; r++) {
      long l = len[(size_t)r * nd + d];
      if (!l) continue;
      if (me == r) MPI_Send(g_buf[d].p, (int)l, MPI_CHAR, 0, 77, cs_mpi_comm());
      else if (me == 0) {
        MPI_Recv(in, (int)l, MPI_CHAR, r, 77, cs_mpi_comm(), MPI_STATUS_IGNORE);
        if (out) fwrite(in, 1, (size_t)l, out);
      }
    }
    free(in);
    if (me == 0 && out) fflush(out);
    g_buf[d].len = 0;
  }
  free(len);
}
