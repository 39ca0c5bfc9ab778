/* vp/elemental_io.c — standard output from elemental functions.
 *
 * An elemental function called per position runs on the rank that owns the
 * position: a different number of times on each rank. Between cs_elem_begin
 * and cs_elem_flush (around a statement that calls one per position) its
 * printf/puts/putchar go to a per-rank buffer, which the flush prints rank
 * by rank: ranks hold consecutive positions, so the lines come out in
 * position order, the same for any number of ranks — what one processor
 * running the positions in order would print. Outside (a call from scalar
 * code, which runs alike on every rank) rank 0 prints at once and the others
 * print nothing, like scalar printf. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vp/internal.h"

static char *g_buf;
static size_t g_len, g_cap;
static int g_depth; /* statements calling per position now running (nested through parallel functions) */

static void reserve(size_t more) {
  if (g_len + more + 1 <= g_cap) return;
  size_t nc = g_cap ? 2 * g_cap : 4096;
  while (nc < g_len + more + 1) nc *= 2;
  g_buf = realloc(g_buf, nc);
  if (!g_buf) cs_die("out of memory buffering the output of an elemental function (%zu bytes)", nc);
  g_cap = nc;
}

int cs_evprintf(const char *fmt, va_list ap) {
  if (!g_depth) return cs_rank() == 0 ? vprintf(fmt, ap) : vsnprintf(NULL, 0, fmt, ap);
  va_list aq;
  va_copy(aq, ap);
  int n = vsnprintf(NULL, 0, fmt, aq);
  va_end(aq);
  if (n < 0) return n;
  reserve((size_t)n);
  vsnprintf(g_buf + g_len, (size_t)n + 1, fmt, ap);
  g_len += (size_t)n;
  return n;
}

int cs_eprintf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = cs_evprintf(fmt, ap);
  va_end(ap);
  return n;
}

int cs_eputs(const char *s) {
  size_t n = strlen(s);
  if (!g_depth) return cs_rank() == 0 ? puts(s) : (int)(n + 1);
  reserve(n + 1);
  memcpy(g_buf + g_len, s, n);
  g_len += n;
  g_buf[g_len++] = '\n';
  return (int)(n + 1);
}

int cs_eputchar(int c) {
  if (!g_depth) return cs_rank() == 0 ? putchar(c) : (unsigned char)c;
  reserve(1);
  g_buf[g_len++] = (char)c;
  return (unsigned char)c;
}

void cs_elem_begin(void) { g_depth++; }

void cs_elem_flush(void) {
  int P = cs_nranks();
  if (g_depth > 0) g_depth--;
  if (P == 1) {
    if (g_len) fwrite(g_buf, 1, g_len, stdout);
    g_len = 0;
    return;
  }
  MPI_Comm comm = cs_mpi_comm();
  long mine = (long)g_len, *all = cs_xmalloc((size_t)P * sizeof *all);
  MPI_Allgather(&mine, 1, MPI_LONG, all, 1, MPI_LONG, comm);
  long total = 0, big = 0;
  for (int r = 0; r < P; r++) total += all[r], big = all[r] > big ? all[r] : big;
  if (total > 0) {
    /* rank by rank (counts are ints): rank 0 prints its own, then each other's */
    char *in = cs_rank() == 0 ? cs_xmalloc((size_t)big + 1) : NULL;
    if (cs_rank() == 0 && g_len) fwrite(g_buf, 1, g_len, stdout);
    for (int r = 1; r < P; r++) {
      if (!all[r]) continue;
      if (cs_rank() == r) MPI_Send(g_buf, (int)g_len, MPI_CHAR, 0, 77, comm);
      else if (cs_rank() == 0) {
        MPI_Recv(in, (int)all[r], MPI_CHAR, r, 77, comm, MPI_STATUS_IGNORE);
        fwrite(in, 1, (size_t)all[r], stdout);
      }
    }
    free(in);
    if (cs_rank() == 0) fflush(stdout);
  }
  free(all);
  g_len = 0;
}
