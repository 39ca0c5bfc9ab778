/* pfs benchmark helper (driven by test/bench/pfs.py). One measurement per
 * run, printed by rank 0 as a JSON line.
 *
 *   pfs_bench coll  METHOD OP FILE MB_PER_RANK PIECE_KB FSYNC
 *       [RANKS] (posix: move RANKS*MB_PER_RANK, the bytes of the run compared)
 *       METHOD pfs | mpiio | posix; OP write | read. Pieces of PIECE_KB
 *       interleaved over ranks (piece i of rank r at (i*P+r)*piece). posix
 *       is one process doing sequential write(2)/read(2) of the same bytes.
 *       FSYNC=1: writes include fsync; reads start with the file dropped
 *       from the page cache (fsync + POSIX_FADV_DONTNEED), i.e. cold.
 *       Prints seconds, MiB/s and the CPU seconds of the timed part summed
 *       over ranks (user + system, all threads; the end barrier excluded).
 *   pfs_bench paragon FILE MB REQ_KB DELAY_US PREFETCH WINDOW [TRACE]
 *       One rank reads FILE sequentially in REQ_KB requests, sleeping
 *       DELAY_US ("compute") after each; file dropped from the cache first.
 *       Prints total and in-read seconds, the process's CPU seconds, the
 *       layer's counters and a histogram of per-read times (TRACE=1: every
 *       read's time on stderr).
 *   pfs_bench rescan FILE MB REQ_KB PASSES BUDGET_MB MODE
 *       One rank reads FILE PASSES times sequentially in REQ_KB requests,
 *       the file dropped from the kernel's page cache before every pass (a
 *       file larger than memory); the layer's cache is BUDGET_MB. MODE off
 *       (prefetch off), nohint (prefetch on, no hint: window + LRU), hint
 *       (pfs_hint_ranges discloses the PASSES scans: TIP). Reports the read
 *       time, bytes served from the layer's cache and bytes read from files.
 *   pfs_bench cyclic FILE MB REC_B MODE
 *       (driver ionode, from the environment; last rank is the I/O node)
 *       The compute ranks read FILE into a cyclic distribution of REC_B-byte
 *       records (rank r gets records r, r+P, ...) with one pfs_read_all;
 *       MODE two-phase | direct (MB-DDIO: the I/O node packs) | auto.
 *       Prints the time and the check of every byte.
 *   pfs_bench stripe SRC DST
 *       pfs_stripe SRC into DST with the configuration from the environment
 *       (CSTAR_PFS_TARGETS, CSTAR_PFS_STRIPE_UNIT): the striped Paragon case.
 */
#define _GNU_SOURCE
#include "cstar/pfs.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/* Drop FILE (and, for a striped file, its stripe files) from the page cache. */
static void drop_cache(const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0) return;
  char head[32] = {0};
  if (pread(fd, head, 18, 0) == 18 && !strncmp(head, "cstar-pfs-layout 1", 18)) {
    FILE *f = fdopen(fd, "r");
    char line[4200];
    while (fgets(line, sizeof line, f))
      if (!strncmp(line, "file ", 5)) {
        line[strcspn(line, "\n")] = 0;
        /* A relative stripe path is relative to the record's directory. */
        char full[8400];
        const char *sl = strrchr(path, '/');
        if (line[5] == '/' || !sl) snprintf(full, sizeof full, "%s", line + 5);
        else snprintf(full, sizeof full, "%.*s/%s", (int)(sl - path), path, line + 5);
        drop_cache(full);
      }
    fclose(f);
    return;
  }
  fdatasync(fd);
  posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
  close(fd);
}

static double cpu_seconds(void) {
  struct rusage u;
  getrusage(RUSAGE_SELF, &u);
  return u.ru_utime.tv_sec + u.ru_utime.tv_usec * 1e-6 + u.ru_stime.tv_sec + u.ru_stime.tv_usec * 1e-6;
}

static void die(const char *what, int s) {
  fprintf(stderr, "pfs_bench: %s: %s: %s\n", what, pfs_strerror(s), pfs_errmsg());
  MPI_Abort(MPI_COMM_WORLD, 2);
}

static int coll(int argc, char **argv, int rank, int P) {
  const char *method = argv[2], *op = argv[3], *path = argv[4];
  long long per = atoll(argv[5]) << 20, piece = atoll(argv[6]) << 10;
  int dosync = atoi(argv[7]), write = !strcmp(op, "write");
  long long np = per / piece;
  char *buf = malloc(per);
  memset(buf, rank + 1, per);
  if (!write && dosync && rank == 0) drop_cache(path);
  /* MPI-IO has no O_TRUNC: MPI_File_set_size(0) truncates, and only when
   * there is something to cut -- ftruncate of a fresh file arms ext4's
   * replace-via-truncate writeback at close (auto_da_alloc), a cost write(2)
   * with O_TRUNC and pfs (which skips it) never pay (docs/pfs.md). */
  int exists = 0;
  if (rank == 0) { struct stat sb; exists = stat(path, &sb) == 0 && sb.st_size > 0; }
  MPI_Bcast(&exists, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Barrier(MPI_COMM_WORLD);
  double c0 = cpu_seconds(), t0 = now();
  if (!strcmp(method, "posix")) {
    if (rank == 0) {
      int fd = open(path, write ? O_WRONLY | O_CREAT | O_TRUNC : O_RDONLY, 0666);
      long long total = per * (argc > 8 ? atoll(argv[8]) : P);  /* bytes of the P-rank run compared */
      for (long long o = 0; o < total; o += piece) {
        char *b = buf + (o % per);
        ssize_t n = write ? pwrite(fd, b, piece, o) : pread(fd, b, piece, o);
        if (n != piece) { fprintf(stderr, "posix short\n"); MPI_Abort(MPI_COMM_WORLD, 2); }
      }
      if (write && dosync) fsync(fd);
      close(fd);
    }
  } else if (!strcmp(method, "mpiio")) {
    MPI_File fh;
    MPI_File_open(MPI_COMM_WORLD, path, write ? MPI_MODE_WRONLY | MPI_MODE_CREATE : MPI_MODE_RDONLY, MPI_INFO_NULL, &fh);
    if (write && exists) MPI_File_set_size(fh, 0);
    int *lens = malloc(sizeof(int) * np);
    MPI_Aint *offs = malloc(sizeof(MPI_Aint) * np);
    for (long long i = 0; i < np; i++) { lens[i] = (int)piece; offs[i] = (i * P + rank) * piece; }
    MPI_Datatype ft;
    MPI_Type_create_hindexed((int)np, lens, offs, MPI_BYTE, &ft);
    MPI_Type_commit(&ft);
    MPI_File_set_view(fh, 0, MPI_BYTE, ft, "native", MPI_INFO_NULL);
    MPI_Status st;
    if (write) MPI_File_write_at_all(fh, 0, buf, (int)per, MPI_BYTE, &st);
    else MPI_File_read_at_all(fh, 0, buf, (int)per, MPI_BYTE, &st);
    if (write && dosync) MPI_File_sync(fh);
    MPI_File_close(&fh);
    MPI_Type_free(&ft);
    free(lens); free(offs);
  } else {
    pfs_file *f;
    int s = pfs_open(MPI_COMM_WORLD, path, write ? PFS_WRONLY | PFS_CREATE | PFS_TRUNC : PFS_RDONLY, NULL, &f);
    if (s) die("open", s);
    pfs_piece *pc = malloc(sizeof(pfs_piece) * np);
    for (long long i = 0; i < np; i++) { pc[i].off = (i * P + rank) * piece; pc[i].len = piece; pc[i].buf = buf + i * piece; }
    s = write ? pfs_write_all(f, pc, np) : pfs_read_all(f, pc, np);
    if (s) die(op, s);
    if (write && dosync && (s = pfs_sync(f, 1))) die("sync", s);
    if ((s = pfs_close(f))) die("close", s);
    free(pc);
  }
  /* CPU of the timed part, before the barrier's spin: the work itself
   * (user + system of every thread), summed over ranks. */
  double c = cpu_seconds() - c0, call = c;
  MPI_Barrier(MPI_COMM_WORLD);
  double t = now() - t0;
  MPI_Reduce(&c, &call, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    printf("{\"seconds\": %.6f, \"mib_per_s\": %.2f, \"cpu_seconds\": %.6f}\n", t,
           (double)per * (argc > 8 ? atoll(argv[8]) : P) / (1 << 20) / t, call);
  free(buf);
  return 0;
}

/* Per-read wait histogram bounds (microseconds): where the unhidden read
 * time goes (a few cold reads, or every read a little). */
static const double kHistUs[] = {10, 20, 50, 100, 200, 500, 1000, 2000, 5000};
#define NHIST (int)(sizeof kHistUs / sizeof kHistUs[0])

static int paragon(int argc, char **argv, int rank) {
  const char *path = argv[2];
  long long size = atoll(argv[3]) << 20, req = atoll(argv[4]) << 10;
  long delay = atol(argv[5]);
  int trace = argc > 8 && atoi(argv[8]);  /* 1: print every read's time on stderr */
  pfs_config c;
  pfs_config_load(&c, NULL, NULL);
  c.prefetch = atoi(argv[6]);
  c.window = atoi(argv[7]);
  drop_cache(path);
  char *buf = malloc(req);
  long long nreq = (size + req - 1) / req;
  double *rt = malloc(sizeof(double) * nreq);
  pfs_file *f;
  double c0 = cpu_seconds();
  int s = pfs_open(MPI_COMM_SELF, path, PFS_RDONLY, &c, &f);
  if (s) die("open", s);
  double io = 0, t0 = now();
  long long i = 0;
  for (long long o = 0; o < size; o += req, i++) {
    double a = now();
    if ((s = pfs_pread(f, o, buf, req, NULL))) die("read", s);
    rt[i] = now() - a;
    io += rt[i];
    if (delay) { struct timespec d = {delay / 1000000, (delay % 1000000) * 1000}; nanosleep(&d, NULL); }
  }
  double t = now() - t0;
  pfs_stats st;
  pfs_get_stats(f, &st);
  pfs_close(f);
  double cpu = cpu_seconds() - c0;
  /* Histogram of per-read times: counts and summed seconds per bucket
   * (bucket k: below kHistUs[k] us; the last one: the rest), and the time
   * of the first 8 reads (the start before prefetch engages). */
  long long hn[NHIST + 1] = {0};
  double hs[NHIST + 1] = {0}, first8 = 0, first64 = 0;
  for (long long k = 0; k < nreq; k++) {
    int b = 0;
    while (b < NHIST && rt[k] * 1e6 >= kHistUs[b]) b++;
    hn[b]++, hs[b] += rt[k];
    if (k < 8) first8 += rt[k];
    if (k < 64) first64 += rt[k];
    if (trace) fprintf(stderr, "read %lld %.1f us\n", k, rt[k] * 1e6);
  }
  printf("{\"seconds\": %.6f, \"read_seconds\": %.6f, \"cpu_seconds\": %.6f, \"first8_seconds\": %.6f, \"first64_seconds\": %.6f, "
         "\"hit_bytes\": %lld, \"prefetched_bytes\": %lld, \"unused_bytes\": %lld, \"hist_us\": [",
         t, io, cpu, first8, first64, (long long)st.cache_hit_bytes, (long long)st.prefetched_bytes,
         (long long)st.prefetch_unused_bytes);
  for (int b = 0; b <= NHIST; b++)
    printf("%s[%g, %lld, %.6f]", b ? ", " : "", b < NHIST ? kHistUs[b] : -1.0, hn[b], hs[b]);
  printf("]}\n");
  free(rt);
  free(buf);
  return 0;
}

static int rescan(int argc, char **argv) {
  const char *path = argv[2], *mode = argv[7];
  long long size = atoll(argv[3]) << 20, req = atoll(argv[4]) << 10;
  int passes = atoi(argv[5]);
  pfs_config c;
  pfs_config_load(&c, NULL, NULL);
  c.prefetch_budget = atoll(argv[6]) << 20;
  c.prefetch = strcmp(mode, "off") != 0;
  char *buf = malloc(req);
  pfs_file *f;
  drop_cache(path);
  int s = pfs_open(MPI_COMM_SELF, path, PFS_RDONLY, &c, &f);
  if (s) die("open", s);
  if (!strcmp(mode, "hint")) {
    pfs_range *r = malloc(sizeof *r * passes);
    for (int i = 0; i < passes; i++) r[i].off = 0, r[i].len = size;
    if ((s = pfs_hint_ranges(f, r, passes))) die("hint", s);
    free(r);
  }
  double io = 0;
  for (int p = 0; p < passes; p++) {
    drop_cache(path);
    double a = now();
    for (long long o = 0; o < size; o += req)
      if ((s = pfs_pread(f, o, buf, req, NULL))) die("read", s);
    io += now() - a;
  }
  pfs_stats st;
  pfs_get_stats(f, &st);
  pfs_close(f);
  printf("{\"read_seconds\": %.6f, \"hit_bytes\": %lld, \"file_bytes\": %lld}\n", io, (long long)st.cache_hit_bytes,
         (long long)(st.read_bytes - st.cache_hit_bytes + st.prefetched_bytes));
  free(buf);
  return 0;
}

static int cyclic(int argc, char **argv) {
  const char *path = argv[2];
  long long size = atoll(argv[3]) << 20, rec = atoll(argv[4]);
  pfs_config c;
  pfs_config_load(&c, NULL, NULL);
  if (pfs_config_set(&c, "collective", argv[5])) die("config", PFS_EINVAL);
  MPI_Comm comm;
  int io = 0, s = pfs_init(&c, &comm, &io);
  if (s) die("init", s);
  if (io) return 0;
  int rank, P;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &P);
  pfs_file *f;
  if ((s = pfs_open(comm, path, PFS_RDONLY, NULL, &f))) die("open", s);
  long long nrec = size / rec, mine = (nrec - rank + P - 1) / P;
  char *buf = malloc(mine * rec + 1);
  pfs_piece *pc = malloc(sizeof(pfs_piece) * (mine + 1));
  for (long long i = 0; i < mine; i++) { pc[i].off = (i * P + rank) * rec; pc[i].len = rec; pc[i].buf = buf + i * rec; }
  /* warm-up: the file in the page cache, the node's buffers allocated */
  if ((s = pfs_read_all(f, pc, mine))) die("read", s);
  MPI_Barrier(comm);
  double t0 = now();
  if ((s = pfs_read_all(f, pc, mine))) die("read", s);
  MPI_Barrier(comm);
  double t = now() - t0;
  /* The file holds byte (o * 131 + 7) & 255 at offset o (written by pfs.py). */
  long long bad = 0;
  for (long long i = 0; i < mine; i++)
    for (long long k = 0; k < rec; k++)
      if ((unsigned char)buf[i * rec + k] != (unsigned char)((((i * P + rank) * rec + k) * 131 + 7) & 255)) bad++;
  long long allbad = 0;
  MPI_Reduce(&bad, &allbad, 1, MPI_LONG_LONG, MPI_SUM, 0, comm);
  pfs_close(f);
  pfs_finalize();
  if (rank == 0) printf("{\"seconds\": %.6f, \"mib_per_s\": %.2f, \"bad_bytes\": %lld}\n", t, size / t / (1 << 20), allbad);
  free(buf);
  free(pc);
  return 0;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, P;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &P);
  int rc = 2;
  if (argc >= 8 && !strcmp(argv[1], "coll")) rc = coll(argc, argv, rank, P);
  else if (argc >= 8 && !strcmp(argv[1], "paragon")) rc = rank == 0 ? paragon(argc, argv, rank) : 0;
  else if (argc >= 8 && !strcmp(argv[1], "rescan")) rc = rank == 0 ? rescan(argc, argv) : 0;
  else if (argc >= 6 && !strcmp(argv[1], "cyclic")) rc = cyclic(argc, argv);
  else if (argc >= 4 && !strcmp(argv[1], "stripe") && rank == 0) {
    pfs_config c;
    pfs_config_load(&c, NULL, NULL);
    int s = pfs_stripe(argv[2], argv[3], &c);
    if (s) die("stripe", s);
    rc = 0;
  }
  else if (rank == 0) fprintf(stderr, "usage: see the comment at the top of pfs_bench.c\n");
  MPI_Finalize();
  return rc;
}
