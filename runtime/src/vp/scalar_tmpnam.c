/* vp/scalar_tmpnam.c — tmpnam and tempnam in scalar code: one name for the
 * program (rank 0's), not one per rank (each rank's own name made the ranks
 * open different files: `f = fopen(tmpnam(NULL), "w")` then reading it back
 * failed on every rank but 0). A file of its own so the linker's warning
 * about these calls reaches only programs that make them (as with gcc). */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vp/internal.h"

static int together(void) { return cs_nranks() > 1 && !cs_finalized() && !cs_elem_active(); }

/* rank 0's string (NULL: failed) on every rank, in malloc'ed storage */
static char *agree_string(const char *mine) {
  long n = (long)cs_rank0_result(mine ? (long)strlen(mine) : -1, mine ? 0 : errno);
  if (n < 0) return NULL;
  char *s = cs_xmalloc((size_t)n + 1);
  if (cs_rank() == 0) memcpy(s, mine, (size_t)n + 1);
  MPI_Bcast(s, (int)n + 1, MPI_CHAR, 0, cs_mpi_comm());
  return s;
}

char *cs_once_tmpnam(char *s) {
  static char mine[L_tmpnam];
  if (!together()) return tmpnam(s);
  char *name = agree_string(cs_rank() == 0 ? tmpnam(mine) : NULL);
  if (!name) return NULL;
  char *out = s ? s : mine;
  snprintf(out, L_tmpnam, "%s", name);
  free(name);
  return out;
}

char *cs_once_tempnam(const char *dir, const char *pfx) {
  if (!together()) return tempnam(dir, pfx);
  char *mine = cs_rank() == 0 ? tempnam(dir, pfx) : NULL;
  char *name = agree_string(mine);
  free(mine);
  return name;
}
