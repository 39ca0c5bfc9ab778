/* stream_bench.c — the Stream* benchmark kernel (thesis Figs. 3.7/3.10 scaled
 * up): every VP writes then reads NREC doubles one at a time.
 *   stream_bench stream NVP NREC FILE   Stream* (mode from CSTAR_STREAM_FORCE)
 *   stream_bench detect NVP NREC FILE   mode detection alone: NREC 0-byte fwrites,
 *                                       timed without open/close
 *   stream_bench mpiio  NVP NREC FILE   MPI_File_write_at_all/read_at_all, same bytes
 *   stream_bench raw    NVP NREC FILE   one pwrite/pread of each rank's row slice
 *   stream_bench pervp  NVP NREC DIR    naive: one POSIX file per VP
 *   stream_bench pwvp   NVP NREC FILE   naive: one pwrite per VP block
 * Prints "write SECONDS read SECONDS" (max over ranks, open and close
 * included) and checks every value read. */
#include <fcntl.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cstar/rt.h"
#include "cstar/stream.h"

static double V(long v, int k) { return v * 64.0 + k; }
static int bad;

static void check(double got, long v, int k) {
  if (got != V(v, k) && bad++ < 3) fprintf(stderr, "VP %ld record %d: got %g\n", v, k, got);
}

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  if (argc < 5) { fprintf(stderr, "usage: stream_bench KIND NVP NREC FILE\n"); return 2; }
  const char *kind = argv[1], *path = argv[4];
  long nvp = atol(argv[2]);
  int nrec = atoi(argv[3]);
  long d[1] = {nvp};
  cs_shape_t s = cs_shape_new("S", 1, d);
  long nl = s->nlocal, first = s->first;
  double *x = cs_palloc(s, sizeof(double));
  double tw = 0, tr = 0, t0;
  MPI_Comm comm = MPI_COMM_WORLD;
  if (!strcmp(kind, "stream") || !strcmp(kind, "detect")) {
    int detect = !strcmp(kind, "detect");
    MPI_Barrier(comm);
    t0 = MPI_Wtime();
    cs_pfile *f = cs_fopen(path, "w", s);
    if (!f) { fprintf(stderr, "%s\n", cs_stream_errmsg()); return 1; }
    if (detect) t0 = MPI_Wtime(); /* detection alone: the operations, not open/close */
    for (int k = 0; k < nrec; k++) {
      if (!detect) for (long i = 0; i < nl; i++) x[i] = V(first + i, k);
      if (cs_fwrite(f, x, 8, detect ? 0 : 8, 1, NULL, NULL, NULL, NULL)) { fprintf(stderr, "%s\n", cs_stream_errmsg()); return 1; }
    }
    if (detect) tw = MPI_Wtime() - t0;
    if (cs_fclose(f)) { fprintf(stderr, "%s\n", cs_stream_errmsg()); return 1; }
    if (!detect) tw = MPI_Wtime() - t0;
    if (!detect) {
      MPI_Barrier(comm);
      t0 = MPI_Wtime();
      f = cs_fopen(path, "r", s);
      if (!f) { fprintf(stderr, "%s\n", cs_stream_errmsg()); return 1; }
      for (int k = 0; k < nrec; k++) {
        cs_fread(f, x, 8, 8, 1, NULL, NULL, NULL, NULL);
        for (long i = 0; i < nl; i++) check(x[i], first + i, k);
      }
      cs_fclose(f);
      tr = MPI_Wtime() - t0;
    }
  } else if (!strcmp(kind, "mpiio")) {
    MPI_File fh;
    MPI_Barrier(comm);
    t0 = MPI_Wtime();
    MPI_File_open(comm, path, MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, &fh);
    for (int k = 0; k < nrec; k++) {
      for (long i = 0; i < nl; i++) x[i] = V(first + i, k);
      MPI_File_write_at_all(fh, ((MPI_Offset)k * nvp + first) * 8, x, (int)nl, MPI_DOUBLE, MPI_STATUS_IGNORE);
    }
    MPI_File_close(&fh);
    tw = MPI_Wtime() - t0;
    MPI_Barrier(comm);
    t0 = MPI_Wtime();
    MPI_File_open(comm, path, MPI_MODE_RDONLY, MPI_INFO_NULL, &fh);
    for (int k = 0; k < nrec; k++) {
      MPI_File_read_at_all(fh, ((MPI_Offset)k * nvp + first) * 8, x, (int)nl, MPI_DOUBLE, MPI_STATUS_IGNORE);
      for (long i = 0; i < nl; i++) check(x[i], first + i, k);
    }
    MPI_File_close(&fh);
    tr = MPI_Wtime() - t0;
  } else if (!strcmp(kind, "raw") || !strcmp(kind, "pwvp")) {
    int per = !strcmp(kind, "pwvp");
    MPI_Barrier(comm);
    t0 = MPI_Wtime();
    if (cs_rank() == 0) close(open(path, O_CREAT | O_TRUNC | O_WRONLY, 0644));
    MPI_Barrier(comm);
    int fd = open(path, O_WRONLY);
    for (int k = 0; k < nrec; k++) {
      for (long i = 0; i < nl; i++) x[i] = V(first + i, k);
      off_t base = ((off_t)k * nvp + first) * 8;
      if (per) for (long i = 0; i < nl; i++) pwrite(fd, x + i, 8, base + 8 * i);
      else pwrite(fd, x, nl * 8, base);
    }
    close(fd);
    MPI_Barrier(comm);
    tw = MPI_Wtime() - t0;
    t0 = MPI_Wtime();
    fd = open(path, O_RDONLY);
    for (int k = 0; k < nrec; k++) {
      off_t base = ((off_t)k * nvp + first) * 8;
      if (per) for (long i = 0; i < nl; i++) pread(fd, x + i, 8, base + 8 * i);
      else pread(fd, x, nl * 8, base);
      for (long i = 0; i < nl; i++) check(x[i], first + i, k);
    }
    close(fd);
    MPI_Barrier(comm);
    tr = MPI_Wtime() - t0;
  } else if (!strcmp(kind, "pervp")) { /* the file-per-VP alternative */
    char p[4096];
    MPI_Barrier(comm);
    t0 = MPI_Wtime();
    for (long i = 0; i < nl; i++) {
      snprintf(p, sizeof p, "%s/vp%ld", path, first + i);
      int fd = open(p, O_CREAT | O_TRUNC | O_WRONLY, 0644);
      for (int k = 0; k < nrec; k++) { double v = V(first + i, k); write(fd, &v, 8); }
      close(fd);
    }
    MPI_Barrier(comm);
    tw = MPI_Wtime() - t0;
    t0 = MPI_Wtime();
    for (long i = 0; i < nl; i++) {
      snprintf(p, sizeof p, "%s/vp%ld", path, first + i);
      int fd = open(p, O_RDONLY);
      for (int k = 0; k < nrec; k++) { double v; read(fd, &v, 8); check(v, first + i, k); }
      close(fd);
    }
    MPI_Barrier(comm);
    tr = MPI_Wtime() - t0;
  }
  double t[2] = {tw, tr};
  MPI_Allreduce(MPI_IN_PLACE, t, 2, MPI_DOUBLE, MPI_MAX, comm);
  int nbad = bad;
  MPI_Allreduce(MPI_IN_PLACE, &nbad, 1, MPI_INT, MPI_SUM, comm);
  if (cs_rank() == 0) printf("write %.6f read %.6f bad %d\n", t[0], t[1], nbad);
  cs_pfree(x);
  cs_finalize();
  return nbad != 0;
}
