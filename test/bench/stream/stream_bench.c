/* stream_bench.c — the Stream* benchmark kernel (thesis Figs. 3.7/3.10 scaled
 * up): every VP writes then reads NREC doubles one at a time.
 *   stream_bench stream NVP NREC FILE   Stream* (mode from CSTAR_STREAM_FORCE)
 *   stream_bench sread  NVP NREC FILE   the read half of `stream` alone, of a
 *                                       FILE written by it (for profiling)
 *   stream_bench detect NVP NREC FILE   mode detection alone: NREC 0-byte fwrites,
 *                                       timed without open/close
 *   stream_bench mpiio  NVP NREC FILE   MPI_File_write_at_all/read_at_all, same bytes
 *   stream_bench raw    NVP NREC FILE   one pwrite/pread of each rank's row slice
 *   stream_bench pervp  NVP NREC DIR    naive: one POSIX file per VP
 *   stream_bench pwvp   NVP NREC FILE   naive: one pwrite per VP block
 * Prints "write SECONDS read SECONDS bad N cpuw SECONDS cpur SECONDS mainw
 * SECONDS mainr SECONDS" (wall time, max over ranks, open and close
 * included; then the process CPU time of each phase, all threads, max over
 * ranks; then the CPU time of the program's own thread alone: with Stream*'s
 * helper threads on a spare core, the part on the critical path) and checks
 * every value read.
 * CSTAR_BENCH_DISK=1 (stream and mpiio): "synced" writes and "cold" reads:
 * the data file and metafiles are fsync'ed before the write clock stops, and
 * dropped from the page cache (fsync, then posix_fadvise DONTNEED, which
 * needs no privilege for clean pages) before the read clock starts. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* RUSAGE_THREAD */
#endif
#include <fcntl.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cstar/rt.h"
#include "cstar/stream.h"

/* CPU seconds of this process (all threads) so far: on a loaded machine
 * the wall clock mostly measures the other processes */
static double cpu_of(int who) {
  struct rusage u;
  getrusage(who, &u);
  return u.ru_utime.tv_sec + u.ru_stime.tv_sec + 1e-6 * (u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}
static double cpu(void) { return cpu_of(RUSAGE_SELF); }
#ifdef RUSAGE_THREAD
static double cpu_main(void) { return cpu_of(RUSAGE_THREAD); }
#else
static double cpu_main(void) { return cpu(); }
#endif

static int disk; /* CSTAR_BENCH_DISK */
static const char *const kSuffix[] = {"", ".meta", ".first", ".dir"};

/* Rank 0: every file of the stream PATH (the data file alone for MPI-IO) to
 * disk (fsync), and with drop also out of the page cache; then a barrier. */
static void to_disk(const char *path, int nfiles, int drop) {
  if (cs_rank() == 0)
    for (int x = 0; x < nfiles; x++) {
      char p[4096];
      snprintf(p, sizeof p, "%s%s", path, kSuffix[x]);
      int fd = open(p, O_RDONLY);
      if (fd < 0) continue; /* .first/.dir exist only with an IB segment */
      if (fsync(fd) != 0) perror(p);
      if (drop && posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) != 0) perror(p);
      close(fd);
    }
  MPI_Barrier(MPI_COMM_WORLD);
}

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
  double tw = 0, tr = 0, t0, cw = 0, cr = 0, c0 = 0, mw = 0, mr = 0, m0 = 0;
  disk = getenv("CSTAR_BENCH_DISK") && atoi(getenv("CSTAR_BENCH_DISK"));
  MPI_Comm comm = MPI_COMM_WORLD;
  if (!strcmp(kind, "stream") || !strcmp(kind, "detect") || !strcmp(kind, "sread")) {
    int detect = !strcmp(kind, "detect"), rd_only = !strcmp(kind, "sread");
    cs_pfile *f = NULL;
    if (rd_only) goto read_back;
    MPI_Barrier(comm);
    c0 = cpu();
    m0 = cpu_main();
    t0 = MPI_Wtime();
    f = cs_fopen(path, "w", s);
    if (!f) { fprintf(stderr, "%s\n", cs_stream_errmsg()); return 1; }
    if (detect) t0 = MPI_Wtime(); /* detection alone: the operations, not open/close */
    for (int k = 0; k < nrec; k++) {
      if (!detect) for (long i = 0; i < nl; i++) x[i] = V(first + i, k);
      if (cs_fwrite(f, x, 8, detect ? 0 : 8, 1, NULL, NULL, NULL, NULL)) { fprintf(stderr, "%s\n", cs_stream_errmsg()); return 1; }
    }
    if (detect) tw = MPI_Wtime() - t0;
    if (cs_fclose(f)) { fprintf(stderr, "%s\n", cs_stream_errmsg()); return 1; }
    if (disk && !detect) to_disk(path, 4, 0);
    if (!detect) tw = MPI_Wtime() - t0;
    cw = cpu() - c0;
    mw = cpu_main() - m0;
    if (!detect) {
      if (disk) to_disk(path, 4, 1);
    read_back:
      MPI_Barrier(comm);
      c0 = cpu();
      m0 = cpu_main();
      t0 = MPI_Wtime();
      f = cs_fopen(path, "r", s);
      if (!f) { fprintf(stderr, "%s\n", cs_stream_errmsg()); return 1; }
      for (int k = 0; k < nrec; k++) {
        cs_fread(f, x, 8, 8, 1, NULL, NULL, NULL, NULL);
        for (long i = 0; i < nl; i++) check(x[i], first + i, k);
      }
      cs_fclose(f);
      tr = MPI_Wtime() - t0;
      cr = cpu() - c0;
      mr = cpu_main() - m0;
    }
  } else if (!strcmp(kind, "mpiio")) {
    MPI_File fh;
    MPI_Barrier(comm);
    c0 = cpu();
    t0 = MPI_Wtime();
    MPI_File_open(comm, path, MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, &fh);
    for (int k = 0; k < nrec; k++) {
      for (long i = 0; i < nl; i++) x[i] = V(first + i, k);
      MPI_File_write_at_all(fh, ((MPI_Offset)k * nvp + first) * 8, x, (int)nl, MPI_DOUBLE, MPI_STATUS_IGNORE);
    }
    MPI_File_close(&fh);
    if (disk) to_disk(path, 1, 0);
    tw = MPI_Wtime() - t0;
    cw = cpu() - c0;
    if (disk) to_disk(path, 1, 1);
    MPI_Barrier(comm);
    c0 = cpu();
    t0 = MPI_Wtime();
    MPI_File_open(comm, path, MPI_MODE_RDONLY, MPI_INFO_NULL, &fh);
    for (int k = 0; k < nrec; k++) {
      MPI_File_read_at_all(fh, ((MPI_Offset)k * nvp + first) * 8, x, (int)nl, MPI_DOUBLE, MPI_STATUS_IGNORE);
      for (long i = 0; i < nl; i++) check(x[i], first + i, k);
    }
    MPI_File_close(&fh);
    tr = MPI_Wtime() - t0;
    cr = cpu() - c0;
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
  double t[6] = {tw, tr, cw, cr, mw, mr};
  MPI_Allreduce(MPI_IN_PLACE, t, 6, MPI_DOUBLE, MPI_MAX, comm);
  int nbad = bad;
  MPI_Allreduce(MPI_IN_PLACE, &nbad, 1, MPI_INT, MPI_SUM, comm);
  if (cs_rank() == 0)
    printf("write %.6f read %.6f bad %d cpuw %.6f cpur %.6f mainw %.6f mainr %.6f\n", t[0], t[1], nbad, t[2], t[3],
           t[4], t[5]);
  cs_pfree(x);
  cs_finalize();
  return nbad != 0;
}
