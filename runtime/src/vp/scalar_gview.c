/* vp/scalar_gview.c — a whole parallel variable written to or read from a
 * scalar FILE * (TMC C*'s "global view", docs/language.md §7):
 *
 *     FILE *fp = fopen("a.dat", "w");
 *     fwrite(&a, sizeof(int), 1, fp);      (a: int:S)
 *
 * moves every position's bytes as one array in row-major position order,
 * exactly what a sequential program writing `int a[positions]` writes, from
 * every rank, regardless of the context (MOORE L637: TMC's fwrite/fread and
 * CMFS calls "transfer all VPs' values for a variable, regardless of the VPs'
 * context").  Rank 0 alone touches the FILE (as every scalar stdio call does,
 * vp/scalar_io.c), so these interleave correctly with fprintf & co. on the
 * same file; the other ranks' positions travel to or from rank 0 one rank at
 * a time in bounded chunks (rank r holds positions [first, first+nlocal),
 * consecutive in row-major order, so rank order is position order).
 * The CMFS calls of <cm/cmfs.h> (vp/cmfs.c) use the same two functions on a
 * descriptor. */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cstar/stream.h"
#include "vp/internal.h"

/* Most bytes rank 0 holds for another rank at a time. */
#define GV_CHUNK (1L << 20)

/* The sink or source rank 0 uses: a FILE or a descriptor. */
typedef struct gv_io {
  FILE *f;
  int fd;
} gv_io;

/* rank 0's errno of the last failed transfer (0: none, or the end of the
 * file), for the CMFS calls' -1 (MPI may touch errno in between) */
static int g_err;
int cs_gview_errno(void) { return g_err; }

static long io_write(const gv_io *io, const char *p, long n) {
  if (io->f) return (long)fwrite(p, 1, (size_t)n, io->f);
  long done = 0;
  while (done < n) {
    ssize_t w = write(io->fd, p + done, (size_t)(n - done));
    if (w < 0) g_err = errno;
    if (w <= 0) break;
    done += w;
  }
  return done;
}

static long io_read(const gv_io *io, char *p, long n) {
  if (io->f) return (long)fread(p, 1, (size_t)n, io->f);
  long done = 0;
  while (done < n) {
    ssize_t r = read(io->fd, p + done, (size_t)(n - done));
    if (r < 0) g_err = errno;
    if (r <= 0) break;
    done += r;
  }
  return done;
}

/* Checks shared by both directions; returns the shape. */
static cs_shape_t check(const char *what, const void *root, const void *base, size_t stride, size_t b,
                        const char *file, int line) {
  /* Per position (a scalar function called from an elemental one, through a
   * pointer or from another file, where the compiler cannot see it): each
   * rank would join a different number of times.  This rank stops the job. */
  if (cs_elem_active())
    cs_fatal(file, line,
             "%s of a whole parallel variable called once per position (from an elemental function); it is a "
             "collective transfer: call it outside elemental code",
             what);
  if (!root) cs_fatal_replicated(file, line, "%s of a parallel variable through a null pointer", what);
  cs_shape_t s = cs_pvar_shape(root);
  if (!s || !s->allocated)
    cs_fatal_replicated(file, line, "%s of a parallel variable whose shape is not allocated", what);
  if (b > stride)
    cs_fatal_replicated(file, line,
                        "%s of a parallel variable: %zu bytes per position asked for, but each position of the "
                        "variable holds %zu bytes (size * nitems must not exceed the element)",
                        what, b, stride);
  /* A buffer inside the element (`&b[8]` of `char:S b[16]`, `&r.w`): only
   * the bytes from there to the element's end are this position's (12 from
   * `&b[8]` wrote 4 bytes of the next position's element, and past the
   * storage for the last). root is the variable's storage, element 0. */
  if (stride > 0) {
    ptrdiff_t off = (const char *)base - (const char *)root;
    if (off < 0 || (size_t)off > stride)
      cs_fatal_replicated(file, line,
                          "%s of a parallel variable: the buffer is %td bytes from the start of each position's "
                          "%zu-byte element, outside it (an index out of the array's bounds)",
                          what, off, stride);
    if (b > stride - (size_t)off)
      cs_fatal_replicated(file, line,
                          "%s of a parallel variable: %zu bytes per position asked for, but the buffer starts %td "
                          "bytes into each position's %zu-byte element, which leaves %zu (size * nitems must not "
                          "run past the element)",
                          what, b, off, stride, stride - (size_t)off);
  }
  return s;
}

/* Rank 0's view of how many positions every rank holds. */
static long *rank_counts(cs_shape_t s) {
  int P = cs_nranks();
  long *cnt = cs_xmalloc(sizeof(long) * (size_t)P);
  long mine = s->nlocal;
  if (P > 1)
    MPI_Gather(&mine, 1, MPI_LONG, cnt, 1, MPI_LONG, 0, cs_mpi_comm());
  else
    cnt[0] = mine;
  return cnt;
}

/* Moves past n bytes of the file (an inactive position's slot). */
static long io_skip(const gv_io *io, long n) {
  if (io->f) return fseek(io->f, n, SEEK_CUR) == 0 ? n : 0;
  if (lseek(io->fd, (off_t)n, SEEK_CUR) != (off_t)-1) return n;
  g_err = errno;
  return 0;
}

/* Rank 0: writes nrec packed records of b data bytes, each after a flag byte
 * when `flagged` (0: skip the position's slot); the bytes done. */
static long emit(const gv_io *io, const char *p, long nrec, size_t b, int flagged) {
  if (!flagged) return io_write(io, p, nrec * (long)b);
  long done = 0;
  for (long i = 0; i < nrec;) {
    const char *r = p + (size_t)i * (b + 1);
    long j = i + 1;  /* a run of records with the same flag */
    while (j < nrec && p[(size_t)j * (b + 1)] == r[0]) j++;
    for (long k = i; k < j; k++) {
      long want = (long)b;
      long w = r[0] ? io_write(io, p + (size_t)k * (b + 1) + 1, want) : io_skip(io, want);
      done += w;
      if (w < want) return done;
    }
    i = j;
  }
  return done;
}

/* COLLECTIVE. Writes b bytes of every position (position i's at
 * base + i*stride) through rank 0's io, or, given the context mask, of the
 * active positions, moving past the slots of the others; every rank gets the
 * bytes written (a skipped slot counts). */
static long gv_write(const gv_io *io, const void *root, const void *base, size_t stride, size_t b,
                     const unsigned char *mask, const char *what, const char *file, int line) {
  cs_shape_t s = check(what, root, base, stride, b, file, line);
  int P = cs_nranks(), me = cs_rank();
  g_err = 0;
  long nl = s->nlocal;
  /* a flag on every rank when any rank has a mask: the records must agree */
  int flagged = mask != NULL;
  if (P > 1) MPI_Allreduce(MPI_IN_PLACE, &flagged, 1, MPI_INT, MPI_MAX, cs_mpi_comm());
  size_t rec = b + (flagged ? 1 : 0);
  /* this rank's positions packed contiguously */
  char *mine = cs_xmalloc((size_t)nl * rec + 1);
  for (long i = 0; i < nl; i++) {
    char *r = mine + (size_t)i * rec;
    if (flagged) *r++ = (char)(mask ? mask[i] != 0 : 1);
    memcpy(r, (const char *)base + (size_t)i * stride, b);
  }
  long total = 0;
  if (P == 1) {
    total = b ? emit(io, mine, nl, b, flagged) : 0;
  } else {
    long *cnt = rank_counts(s);
    long chunk = GV_CHUNK - GV_CHUNK % (long)rec;
    if (chunk <= 0) chunk = (long)rec;
    if (me == 0) {
      int ok = 1;
      if (nl && b) {
        long w = emit(io, mine, nl, b, flagged);
        total += w;
        ok = w == nl * (long)b;
      }
      char *buf = cs_xmalloc((size_t)chunk);
      for (int r = 1; r < P; r++)
        for (long off = 0, n = cnt[r] * (long)rec; off < n; off += chunk) {
          long k = n - off < chunk ? n - off : chunk;
          MPI_Recv(buf, (int)k, MPI_BYTE, r, 0x6776, cs_mpi_comm(), MPI_STATUS_IGNORE);
          if (ok && b) {
            long nrec = k / (long)rec;
            long w = emit(io, buf, nrec, b, flagged);
            total += w;
            ok = w == nrec * (long)b;
          }
        }
      free(buf);
    } else {
      for (long off = 0, n = nl * (long)rec; off < n; off += chunk) {
        long k = n - off < chunk ? n - off : chunk;
        MPI_Send(mine + off, (int)k, MPI_BYTE, 0, 0x6776, cs_mpi_comm());
      }
    }
    free(cnt);
    MPI_Bcast(&total, 1, MPI_LONG, 0, cs_mpi_comm());
  }
  free(mine);
  return total;
}

/* COLLECTIVE. Reads b bytes for every position in position order through
 * rank 0's io; a position past the end of the data keeps its value (one cut
 * short gets the bytes there were), and so does an inactive one when a mask
 * is given (its bytes are read and dropped).  Every rank gets the bytes read. */
static long gv_read(const gv_io *io, const void *root, void *base, size_t stride, size_t b,
                    const unsigned char *mask, const char *what, const char *file, int line) {
  cs_shape_t s = check(what, root, base, stride, b, file, line);
  int P = cs_nranks(), me = cs_rank();
  g_err = 0;
  long nl = s->nlocal;
  char *mine = cs_xmalloc((size_t)nl * b + 1);
  long got = 0;  /* bytes of this rank's positions that arrived */
  long total = 0;
  if (P == 1) {
    got = total = b ? io_read(io, mine, nl * (long)b) : 0;
  } else {
    long *cnt = rank_counts(s);
    long chunk = GV_CHUNK - GV_CHUNK % (long)(b ? b : 1);
    if (chunk <= 0) chunk = (long)b;
    if (me == 0) {
      int eof = 0;
      if (nl > 0 && b > 0) {
        got = io_read(io, mine, nl * (long)b);
        eof = got < nl * (long)b;
      }
      total = got;
      char *buf = cs_xmalloc((size_t)chunk);
      for (int r = 1; r < P; r++) {
        long sent = 0, n = cnt[r] * (long)b;
        for (long off = 0; off < n; off += chunk) {
          long k = n - off < chunk ? n - off : chunk;
          long g = eof ? 0 : io_read(io, buf, k);
          if (g < k) eof = 1;
          total += g;
          /* the rank learns each chunk's length from the message */
          MPI_Send(buf, (int)g, MPI_BYTE, r, 0x6772, cs_mpi_comm());
          sent += g;
          if (g < k) break;
        }
        (void)sent;
      }
      free(buf);
    } else {
      for (long off = 0, n = nl * (long)b; off < n;) {
        long k = n - off < chunk ? n - off : chunk;
        MPI_Status st;
        int g = 0;
        MPI_Recv(mine + off, (int)k, MPI_BYTE, 0, 0x6772, cs_mpi_comm(), &st);
        MPI_Get_count(&st, MPI_BYTE, &g);
        off += g;
        got = off;
        if (g < k) break;
      }
    }
    free(cnt);
    MPI_Bcast(&total, 1, MPI_LONG, 0, cs_mpi_comm());
  }
  for (long i = 0; i < nl && (long)((size_t)i * b) < got; i++) {
    if (mask && !mask[i]) continue;
    long have = got - (long)((size_t)i * b);
    memcpy((char *)base + (size_t)i * stride, mine + (size_t)i * b, have < (long)b ? (size_t)have : b);
  }
  free(mine);
  return total;
}

/* The count C gives for one position: nitems when every position's bytes
 * moved, else the whole items of the last position (the one cut short in
 * position order). */
static size_t items(long bytes, long positions, size_t size, size_t nitems) {
  long b = (long)(size * nitems);
  if (b == 0) return 0;
  if (bytes >= positions * b) return nitems;
  long last = bytes - (positions - 1) * b;
  return last <= 0 ? 0 : (size_t)(last / (long)size);
}

size_t cs_gview_fwrite(const void *root, const void *base, size_t stride, size_t size, size_t nitems, FILE *f,
                       const char *file, int line) {
  gv_io io = {f, -1};
  if (!f) cs_fatal_replicated(file, line, "fwrite of a parallel variable to a null FILE *");
  long w = gv_write(&io, root, base, stride, size * nitems, NULL, "fwrite", file, line);
  return items(w, cs_pvar_shape(root)->total, size, nitems);
}

size_t cs_gview_fread(const void *root, void *base, size_t stride, size_t size, size_t nitems, FILE *f,
                      const char *file, int line) {
  gv_io io = {f, -1};
  if (!f) cs_fatal_replicated(file, line, "fread of a parallel variable from a null FILE *");
  long r = gv_read(&io, root, base, stride, size * nitems, NULL, "fread", file, line);
  return items(r, cs_pvar_shape(root)->total, size, nitems);
}

/* The context mask applies when the variable is of the current shape. */
static const unsigned char *mask_for(const void *root, int always) {
  if (always || !root) return NULL;
  cs_shape_t s = cs_pvar_shape(root);
  return s == cs_current() ? cs_mask() : NULL;
}

long cs_gview_write_fd(int fd, const void *root, const void *base, size_t stride, size_t b, int always,
                       const char *what, const char *file, int line) {
  gv_io io = {NULL, fd};
  return gv_write(&io, root, base, stride, b, mask_for(root, always), what, file, line);
}

long cs_gview_read_fd(int fd, const void *root, void *base, size_t stride, size_t b, int always, const char *what,
                      const char *file, int line) {
  gv_io io = {NULL, fd};
  return gv_read(&io, root, base, stride, b, mask_for(root, always), what, file, line);
}
