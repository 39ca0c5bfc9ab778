/* What users run into, beyond the error paths of test_pfs_errors:
 *  - stripe units of 1 byte, not a power of two (1000) and larger than the
 *    file (3 MiB for 10000 bytes) over 3 targets: collective write, every
 *    rank reads every byte back, stripe file sizes as the placement says,
 *    unstripe byte-identical;
 *  - 0-byte files (ordinary and striped): size 0, reads report EOF, an
 *    empty collective, stripe/unstripe of an empty file;
 *  - writes at huge offsets (1 TiB): sparse stripe files, the hole reads
 *    as zeros, the size is exact; an offset + length past 2^63 - 1 is
 *    PFS_EINVAL naming the file (it overflowed before);
 *  - a target directory that is a file: PFS_ENOENT naming it, at create
 *    and when an existing striped file's target was replaced by a file;
 *  - two "programs" (independent opens on MPI_COMM_SELF) with one striped
 *    file: both reading is fine; a second CREATE|TRUNC while the first is
 *    writing makes the first one's close fail naming the stripe file (its
 *    data went to the unlinked stripe files), and the file then holds
 *    exactly the second one's bytes (the first close used to overwrite the
 *    record with its own size: PFS_ELAYOUT for every later reader);
 *  - ENOSPC in write-behind (a file size limit on rank 0, small writes,
 *    no flush): the close returns PFS_ENOSPC naming the file on every rank.
 * argv[1]: driver. Expected values are computed here, independently of
 * the layer (pat() from pfs_testutil.h, the placement formula of
 * docs/pfs.md). */
#include "pfs_testutil.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <sys/resource.h>

static void same_everywhere(int s, const char *what) {
  int lo = s, hi = s;
  MPI_Allreduce(MPI_IN_PLACE, &lo, 1, MPI_INT, MPI_MIN, g_comm);
  MPI_Allreduce(MPI_IN_PLACE, &hi, 1, MPI_INT, MPI_MAX, g_comm);
  CHECK(lo == hi, "%s: ranks disagree (%d..%d)", what, lo, hi);
}

/* Stripe file i named in a layout record (rank 0 reads it). */
static int stripe_file(const char *record, int i, char *out, size_t n) {
  FILE *r = fopen(record, "r");
  char line[1200];
  int k = 0, found = 0;
  while (r && fgets(line, sizeof line, r))
    if (!strncmp(line, "file ", 5) && k++ == i) {
      line[strcspn(line, "\n")] = 0;
      snprintf(out, n, "%s", line + 5);
      found = 1;
    }
  if (r) fclose(r);
  return found;
}

static long long file_size(const char *p) {
  struct stat st;
  return stat(p, &st) == 0 ? (long long)st.st_size : -1;
}

/* Bytes of logical [0, size) in target t (docs/pfs.md's formula). */
static long long expect_target_size(long long unit, int nt, int t, long long size) {
  long long n = 0;
  for (long long su = 0; su * unit < size; su++)
    if (su % nt == t) n += (size - su * unit < unit) ? size - su * unit : unit;
  return n;
}

static void odd_units(pfs_config cfg) {
  const long long N = 10000, units[] = {1, 1000, 3 << 20};
  unsigned char *want = malloc(N), *got = malloc(N);
  fill(41, 0, want, N);
  for (int u = 0; u < 3; u++) {
    pfs_config c = cfg;
    pfs_config_set(&c, "targets", "r0:r1:r2");
    c.stripe_unit = units[u];
    pfs_file *f = NULL;
    OK(pfs_open(g_comm, "odd.dat", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &c, &f));
    if (!f) continue;
    /* Pieces of 777 bytes dealt round-robin over the ranks. */
    pfs_piece pc[16];
    int np = 0;
    for (long long o = (long long)g_rank * 777; o < N; o += 777LL * g_nranks) {
      pc[np].off = o;
      pc[np].len = (size_t)(o + 777 <= N ? 777 : N - o);
      pc[np].buf = want + o;
      np++;
    }
    OK(pfs_write_all(f, pc, (size_t)np));
    OK(pfs_close(f));
    OK(pfs_open(g_comm, "odd.dat", PFS_RDONLY, &cfg, &f));
    if (!f) continue;
    int64_t unit = 0;
    int nt = 0;
    OK(pfs_layout(f, &unit, &nt));
    CHECK(unit == units[u] && nt == 3, "unit %lld: layout %lld x %d", units[u], (long long)unit, nt);
    pfs_off sz = -1;
    OK(pfs_size(f, &sz));
    CHECK(sz == N, "unit %lld: size %lld", units[u], (long long)sz);
    memset(got, 0, N);
    size_t n = 0;
    OK(pfs_pread(f, 0, got, N, &n));
    CHECK(n == (size_t)N && verify(41, 0, got, N) < 0, "unit %lld: read back (%zu bytes, first bad %lld)", units[u],
          n, verify(41, 0, got, N));
    /* A read across the end: the part before it, then EOF. */
    n = 0;
    OK(pfs_pread(f, N - 5, got, 100, &n));
    CHECK(n == 5 && verify(41, N - 5, got, 5) < 0, "unit %lld: read across EOF got %zu", units[u], n);
    OK(pfs_close(f));
    if (g_rank == 0) {
      for (int t = 0; t < 3; t++) {
        char sf[1200];
        CHECK(stripe_file("odd.dat", t, sf, sizeof sf), "record names stripe file %d", t);
        char full[1300];
        snprintf(full, sizeof full, "%s%s", sf[0] == '/' ? "" : "./", sf);
        CHECK(file_size(full) == expect_target_size(units[u], 3, t, N), "unit %lld: stripe file %d is %lld bytes, want %lld",
              units[u], t, file_size(full), expect_target_size(units[u], 3, t, N));
      }
      OK(pfs_unstripe("odd.dat", "odd.plain"));
      FILE *p = fopen("odd.plain", "rb");
      size_t r = p ? fread(got, 1, N, p) : 0;
      if (p) fclose(p);
      CHECK(r == (size_t)N && file_size("odd.plain") == N && !memcmp(got, want, N), "unit %lld: unstripe", units[u]);
    }
    MPI_Barrier(g_comm);
  }
  free(want);
  free(got);
}

static void empty_files(pfs_config cfg) {
  const char *tg[] = {".", "r0:r1:r2"};
  for (int k = 0; k < 2; k++) {
    pfs_config c = cfg;
    pfs_config_set(&c, "targets", tg[k]);
    pfs_file *f = NULL;
    OK(pfs_open(g_comm, "empty.dat", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &c, &f));
    if (f) OK(pfs_close(f));
    OK(pfs_open(g_comm, "empty.dat", PFS_RDONLY, &cfg, &f));
    if (!f) continue;
    pfs_off sz = -1;
    OK(pfs_size(f, &sz));
    CHECK(sz == 0, "%s: empty size %lld", tg[k], (long long)sz);
    char b[16];
    size_t n = 99;
    OK(pfs_pread(f, 0, b, sizeof b, &n));
    CHECK(n == 0, "%s: read of an empty file got %zu", tg[k], n);
    int s = pfs_pread(f, 0, b, sizeof b, NULL);
    CHECK(s == PFS_EEOF && strstr(pfs_errmsg(), "empty.dat"), "%s: read without count: %d", tg[k], s);
    OK(pfs_read_all(f, NULL, 0));
    pfs_piece pc = {0, sizeof b, b};
    s = pfs_read_all(f, &pc, 1);
    CHECK(s == PFS_EEOF, "%s: collective read past EOF: %d", tg[k], s);
    same_everywhere(s, "collective read of an empty file");
    OK(pfs_close(f));
    if (g_rank == 0) {
      if (k == 1) {
        OK(pfs_unstripe("empty.dat", "empty.plain"));
        CHECK(file_size("empty.plain") == 0, "unstripe of an empty file: %lld bytes", file_size("empty.plain"));
        pfs_config sc = cfg;
        pfs_config_set(&sc, "targets", "r0:r1");
        OK(pfs_stripe("empty.plain", "empty2.dat", &sc));
        OK(pfs_unstripe("empty2.dat", "empty2.plain"));
        CHECK(file_size("empty2.plain") == 0, "stripe + unstripe of an empty file: %lld", file_size("empty2.plain"));
      } else {
        CHECK(file_size("empty.dat") == 0, "an empty ordinary file holds nothing: %lld", file_size("empty.dat"));
      }
    }
    MPI_Barrier(g_comm);
  }
}

static void huge_offsets(pfs_config cfg) {
  const char *tg[] = {".", "r0:r1:r2"};
  const long long far = 1LL << 40;
  unsigned char a[4096], b[4096];
  for (int k = 0; k < 2; k++) {
    pfs_config c = cfg;
    pfs_config_set(&c, "targets", tg[k]);
    c.stripe_unit = 64 << 10;
    pfs_file *f = NULL;
    OK(pfs_open(g_comm, "sparse.dat", PFS_RDWR | PFS_CREATE | PFS_TRUNC, &c, &f));
    if (!f) continue;
    if (g_rank == 0) {
      fill(7, far, a, sizeof a);
      OK(pfs_pwrite(f, far, a, sizeof a));
      fill(7, 0, a, sizeof a);
      OK(pfs_pwrite(f, 0, a, sizeof a));
      /* Past the largest offset: an error value, not an overflow. */
      int s = pfs_pwrite(f, INT64_MAX - 10, a, 100);
      CHECK(s == PFS_EINVAL && strstr(pfs_errmsg(), "sparse.dat") && strstr(pfs_errmsg(), "largest"),
            "%s: write past 2^63: %d", tg[k], s);
      s = pfs_pread(f, INT64_MAX - 10, b, 100, NULL);
      CHECK(s == PFS_EINVAL, "%s: read past 2^63: %d", tg[k], s);
    }
    pfs_piece bad = {INT64_MAX - 10, 100, a};
    int s = pfs_write_all(f, &bad, g_rank == 0 ? 1 : 0);
    CHECK(s == PFS_EINVAL, "%s: collective piece past 2^63: %d", tg[k], s);
    same_everywhere(s, "collective piece past 2^63");
    OK(pfs_close(f));
    OK(pfs_open(g_comm, "sparse.dat", PFS_RDONLY, &cfg, &f));
    if (!f) continue;
    pfs_off sz = 0;
    OK(pfs_size(f, &sz));
    CHECK(sz == far + (long long)sizeof a, "%s: sparse size %lld", tg[k], (long long)sz);
    OK(pfs_pread(f, far, b, sizeof b, NULL));
    CHECK(verify(7, far, b, sizeof b) < 0, "%s: bytes at 1 TiB", tg[k]);
    OK(pfs_pread(f, 0, b, sizeof b, NULL));
    CHECK(verify(7, 0, b, sizeof b) < 0, "%s: bytes at 0", tg[k]);
    memset(b, 1, sizeof b);
    OK(pfs_pread(f, far / 2 + 12345, b, sizeof b, NULL));
    int zeros = 1;
    for (size_t i = 0; i < sizeof b; i++) zeros &= b[i] == 0;
    CHECK(zeros, "%s: the hole reads as zeros", tg[k]);
    OK(pfs_close(f));
    if (g_rank == 0 && k == 1) {
      /* Sparse on disk: every stripe file holds a few blocks, not 1/3 TiB. */
      for (int t = 0; t < 3; t++) {
        char sf[1200];
        struct stat st;
        if (stripe_file("sparse.dat", t, sf, sizeof sf) && stat(sf, &st) == 0)
          CHECK((long long)st.st_blocks * 512 < (1LL << 24), "stripe file %d allocates %lld bytes", t,
                (long long)st.st_blocks * 512);
      }
    }
    if (g_rank == 0) OK(pfs_unlink(MPI_COMM_SELF, "sparse.dat", &cfg));
    MPI_Barrier(g_comm);
  }
}

static void target_is_a_file(pfs_config cfg) {
  if (g_rank == 0) {
    FILE *p = fopen("notadir", "w");
    if (p) fclose(p);
  }
  MPI_Barrier(g_comm);
  pfs_config c = cfg;
  pfs_config_set(&c, "targets", "r0:notadir");
  pfs_file *f = NULL;
  int s = pfs_open(g_comm, "nd.dat", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &c, &f);
  CHECK(s == PFS_ENOENT && f == NULL && strstr(pfs_errmsg(), "notadir") && strstr(pfs_errmsg(), "not a directory"),
        "target that is a file, at create: %d", s);
  same_everywhere(s, "target that is a file");
  /* An existing striped file whose target directory became a file. */
  pfs_config_set(&c, "targets", "r0:r3");
  if (g_rank == 0) mkdir("r3", 0777);
  MPI_Barrier(g_comm);
  OK(pfs_open(g_comm, "nd.dat", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &c, &f));
  if (f) {
    char d[3000];
    fill(5, 0, (unsigned char *)d, sizeof d);
    if (g_rank == 0) OK(pfs_pwrite(f, 0, d, sizeof d));
    OK(pfs_close(f));
  }
  if (g_rank == 0) {
    char sf[1200];
    if (stripe_file("nd.dat", 1, sf, sizeof sf)) unlink(sf);
    rmdir("r3");
    FILE *p = fopen("r3", "w");
    if (p) fclose(p);
  }
  MPI_Barrier(g_comm);
  s = pfs_open(g_comm, "nd.dat", PFS_RDONLY, &cfg, &f);
  CHECK(s == PFS_ENOENT && f == NULL && strstr(pfs_errmsg(), "r3") && strstr(pfs_errmsg(), "not a directory"),
        "target replaced by a file, at open: %d", s);
  same_everywhere(s, "target replaced by a file");
  if (f) pfs_close(f);
}

/* Two independent opens of one striped file, as two programs would. */
static void two_programs(pfs_config cfg) {
  if (g_rank != 0) { MPI_Barrier(g_comm); return; }
  pfs_config c = cfg;
  pfs_config_set(&c, "targets", "r0:r1");
  c.stripe_unit = 4096;
  unsigned char a[20000], b[20000];
  fill(11, 0, a, sizeof a);
  pfs_file *w = NULL, *r1 = NULL, *r2 = NULL;
  OK(pfs_open(MPI_COMM_SELF, "two.dat", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &c, &w));
  if (w) { OK(pfs_pwrite(w, 0, a, sizeof a)); OK(pfs_close(w)); }
  /* Both read at once. */
  OK(pfs_open(MPI_COMM_SELF, "two.dat", PFS_RDONLY, &cfg, &r1));
  OK(pfs_open(MPI_COMM_SELF, "two.dat", PFS_RDONLY, &cfg, &r2));
  if (r1 && r2) {
    OK(pfs_pread(r1, 0, b, sizeof b, NULL));
    CHECK(verify(11, 0, b, sizeof b) < 0, "first reader");
    memset(b, 0, sizeof b);
    OK(pfs_pread(r2, 0, b, sizeof b, NULL));
    CHECK(verify(11, 0, b, sizeof b) < 0, "second reader");
  }
  if (r1) OK(pfs_close(r1));
  if (r2) OK(pfs_close(r2));
  /* A writes, B re-creates the file with CREATE|TRUNC and writes, A closes
   * after B: A's close must not report success for bytes that are gone. */
  pfs_file *A = NULL, *B = NULL;
  OK(pfs_open(MPI_COMM_SELF, "two.dat", PFS_RDWR | PFS_CREATE | PFS_TRUNC, &c, &A));
  if (A) OK(pfs_pwrite(A, 0, a, sizeof a));
  if (A) OK(pfs_flush(A));
  fill(12, 0, b, 5000);
  OK(pfs_open(MPI_COMM_SELF, "two.dat", PFS_RDWR | PFS_CREATE | PFS_TRUNC, &c, &B));
  if (B) { OK(pfs_pwrite(B, 0, b, 5000)); OK(pfs_close(B)); }
  if (A) {
    int s = pfs_close(A);
    CHECK(s == PFS_ELAYOUT && strstr(pfs_errmsg(), "two.dat") && strstr(pfs_errmsg(), "another program"),
            "first writer's close after a re-create: %d", s);
  }
  /* Whatever A's close said, the file holds B's 5000 bytes: a reader must
   * never get A's size over B's stripe files. */
  pfs_file *R = NULL;
  int s = pfs_open(MPI_COMM_SELF, "two.dat", PFS_RDONLY, &cfg, &R);
  CHECK(s == PFS_OK, "open after the two writers: %d", s);
  if (R) {
    pfs_off sz = 0;
    OK(pfs_size(R, &sz));
    memset(b, 0, 5000);
    OK(pfs_pread(R, 0, b, 5000, NULL));
    CHECK(sz == 5000 && verify(12, 0, b, 5000) < 0, "the second writer's bytes (size %lld)", (long long)sz);
  }
  if (R) pfs_close(R);
  MPI_Barrier(g_comm);
}

/* ENOSPC in write-behind, never flushed by the program: close reports it
 * on every rank, naming the file. */
static void enospc_at_close(pfs_config cfg) {
  if (!strcmp(cfg.driver, "ionode")) return;  /* the I/O node has no limit here */
  struct rlimit unlimited, lim;
  getrlimit(RLIMIT_FSIZE, &unlimited);
  lim = unlimited;
  lim.rlim_cur = 50000;
  if (g_rank == 0) setrlimit(RLIMIT_FSIZE, &lim);
  pfs_file *f = NULL;
  OK(pfs_open(g_comm, "nospace.dat", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &cfg, &f));
  if (f) {
    static unsigned char b[4096];
    int s = PFS_OK;
    if (g_rank == 0)
      for (int i = 0; i < 30 && !s; i++) s = pfs_pwrite(f, (long long)i * 4096, b, sizeof b);
    int c = pfs_close(f);
    if (!strcmp(cfg.driver, "local")) {
      /* Queued: the writes return at once, the close reports it everywhere.
       * Once the writer has failed, the next write reports it too (sticky, as
       * C's stdio after a failed buffer write): which write that is depends on
       * the writer's timing, so a write may say ENOSPC before the close. */
      CHECK(s == PFS_OK || s == PFS_ENOSPC, "queued writes return at once or the writer's error: %d", s);
      CHECK(c == PFS_ENOSPC && strstr(pfs_errmsg(), "nospace.dat"), "close after a write-behind ENOSPC: %d", c);
      same_everywhere(c, "close after a write-behind ENOSPC");
    } else if (g_rank == 0) {
      /* mpiio writes at once: the write says so. */
      CHECK(s == PFS_ENOSPC || c == PFS_ENOSPC, "write past the limit: write %d close %d", s, c);
    }
  }
  if (g_rank == 0) setrlimit(RLIMIT_FSIZE, &unlimited);
}

int main(int argc, char **argv) {
  pfs_config cfg;
  if (test_init(&argc, &argv, &cfg)) return test_finish("test_pfs_robust", 1);
  const char *dirs[] = {"r0", "r1", "r2"};
  make_dirs(dirs, 3);
  odd_units(cfg);
  empty_files(cfg);
  huge_offsets(cfg);
  target_is_a_file(cfg);
  two_programs(cfg);
  enospc_at_close(cfg);
  return test_finish("test_pfs_robust", 0);
}
