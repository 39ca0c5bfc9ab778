/* stream/names.c — remove() and rename() of a Stream* file in scalar C* code.
 *
 * A Stream* file NAME is the data file plus NAME.meta, NAME.first and NAME.dir
 * (docs/stream-format.md §1). The C library's remove/rename would move the
 * data file alone: the metafiles left behind then describe nothing (a later
 * fopen(NAME, "r") reads the old .meta against a missing or foreign data
 * file), and the renamed data file has none (fopen of the new name takes it
 * for an external flat file). So when NAME.meta exists, these act on the
 * whole set (docs/stream.md, "Removing and renaming"):
 *
 *   remove: NAME.meta first (the name stops being a Stream* file at once:
 *           the commit point, as in fclose), then the data file and NAME.dir
 *           through the file layer (their stripe files go too), NAME.first;
 *   rename: the new name's stale metafiles first, then the data file,
 *           .first and .dir, and .meta last (the new name becomes a Stream*
 *           file only when it is whole).
 *
 * Scalar code runs on every rank, so each call is one collective operation:
 * rank 0 does the file system work and every rank returns its result and
 * errno (the C library's remove on every rank raced: one rank got 0 and the
 * others ENOENT). A Stream* file this program has open is refused (EBUSY):
 * its fclose would write the metafiles back. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "stream/internal.h"
#include "vp/internal.h"

cs_pfile **sx_open_table(int *n);

static char *with_suffix(const char *name, const char *suf) {
  size_t a = strlen(name), b = strlen(suf);
  char *p = malloc(a + b + 1);
  if (p) { memcpy(p, name, a); memcpy(p + a, suf, b + 1); }
  return p;
}

static int exists(const char *name, const char *suf) {
  char *p = with_suffix(name, suf);
  int r = p && access(p, F_OK) == 0;
  free(p);
  return r;
}

/* unlink NAME+suf; a missing one is not an error */
static int drop(const char *name, const char *suf) {
  char *p = with_suffix(name, suf);
  int r = p && (unlink(p) == 0 || errno == ENOENT) ? 0 : -1;
  free(p);
  return r;
}

static int move(const char *from, const char *to, const char *suf) {
  char *a = with_suffix(from, suf), *b = with_suffix(to, suf);
  int r = a && b && (rename(a, b) == 0 || errno == ENOENT) ? 0 : -1;
  free(a);
  free(b);
  return r;
}

/* Whether name is the data file of open file f under another spelling
 * ("./x.dat", "sub/../x.dat", an absolute path): the same device and inode.
 * lstat: a symbolic link named here is a file of its own (C removes or
 * renames the link, not the open file). A writer's lock descriptor (rank 0)
 * is the data file whatever the working directory is now; else f's name as
 * opened. */
int sx_same_file(const char *name, const cs_pfile *f) {
  struct stat a, b;
  if (lstat(name, &a) != 0) return 0;
  if (f->lock_fd1 && fstat(f->lock_fd1 - 1, &b) == 0) return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
  return stat(f->name, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* RANK 0: whether this program has name open as a parallel file, by its
 * name as opened or under another spelling of the same file (remove("./x.dat")
 * of an open "x.dat" removed the data file and fclose then wrote a .meta
 * that described nothing). */
static int is_open_here(const char *name) {
  int n;
  cs_pfile **t = sx_open_table(&n);
  for (int k = 0; k < n; k++)
    if (t[k] && t[k]->name && (strcmp(t[k]->name, name) == 0 || sx_same_file(name, t[k]))) return 1;
  return 0;
}

/* rank 0's result and errno on every rank (vp/internal.h) */
static int agree(int r, int err) { return (int)cs_rank0_result(r, err); }

int cs_once_remove(const char *name) {
  int v[2] = {0, 0}; /* is a Stream* file; is open here */
  cs_before_fs_change(); /* a slower rank may not have opened it yet (test/Run/lang11-mkdir.cs) */
  if (cs_rank() == 0 && name) { v[0] = exists(name, ".meta"); v[1] = is_open_here(name); }
  if (cs_nranks() > 1) MPI_Bcast(v, 2, MPI_INT, 0, cs_mpi_comm());
  if (!name) return agree(-1, EFAULT);
  if (v[1]) {
    if (cs_rank() == 0) fprintf(stderr, "cstar: remove(\"%s\"): the program has it open as a parallel file; fclose it first\n", name);
    return agree(-1, EBUSY);
  }
  if (!v[0]) { /* an ordinary file */
    int r = 0, e = 0;
    if (cs_rank() == 0 && (r = remove(name)) != 0) e = errno;
    return agree(r, e);
  }
  int r = 0, e = 0;
  if (cs_rank() == 0 && drop(name, ".meta")) { r = -1; e = errno; }
  r = agree(r, e);
  if (r) return r; /* still a whole Stream* file */
  /* the data file and .dir may be striped: the file layer removes their stripes */
  pfs_unlink(cs_mpi_comm(), name, NULL);
  char *d = with_suffix(name, ".dir");
  if (d) pfs_unlink(cs_mpi_comm(), d, NULL);
  free(d);
  if (cs_rank() == 0) drop(name, ".first");
  return agree(0, 0);
}

int cs_once_rename(const char *from, const char *to) {
  int v[3] = {0, 0, 0}; /* from is a Stream* file; to is one; either is open here */
  cs_before_fs_change(); /* a slower rank may not have opened it yet (test/Run/lang11-mkdir.cs) */
  if (cs_rank() == 0 && from && to) {
    v[0] = exists(from, ".meta");
    v[1] = exists(to, ".meta");
    v[2] = is_open_here(from) || is_open_here(to);
  }
  if (cs_nranks() > 1) MPI_Bcast(v, 3, MPI_INT, 0, cs_mpi_comm());
  if (!from || !to) return agree(-1, EFAULT);
  if (v[2] && (v[0] || v[1])) {
    if (cs_rank() == 0)
      fprintf(stderr, "cstar: rename(\"%s\", \"%s\"): the program has it open as a parallel file; fclose it first\n",
              from, to);
    return agree(-1, EBUSY);
  }
  int r = 0, e = 0;
  if (cs_rank() == 0) {
    if (strcmp(from, to) == 0) {
      r = access(from, F_OK) == 0 || v[0] ? 0 : -1; /* C: renaming a file to itself does nothing */
      if (r) e = errno;
    } else if (!v[0]) {
      /* an ordinary file; if it replaces a Stream* file, that file's
       * metafiles would describe it: they go (.meta first) */
      r = rename(from, to);
      if (r) e = errno;
      else if (v[1]) { drop(to, ".meta"); drop(to, ".first"); drop(to, ".dir"); }
    } else {
      if (v[1]) drop(to, ".meta");
      drop(to, ".first");
      drop(to, ".dir");
      if (move(from, to, "") || move(from, to, ".first") || move(from, to, ".dir") || move(from, to, ".meta")) {
        r = -1;
        e = errno;
      }
    }
  }
  return agree(r, e);
}
