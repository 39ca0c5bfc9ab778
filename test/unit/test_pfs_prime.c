/* Priming (docs/pfs.md): the first read at offset 0 of a striped file, with
 * prefetch on, asks the kernel for two stripe units per target ahead, so the
 * first unit of every target is on its way before the reader gets there.
 * Checked on the page cache: after dropping the stripe files from it, one
 * 4 KiB read at offset 0 must bring the first page of the LAST target in
 * (nothing else reads it: the kernel's own read-ahead stays on target 0 and
 * the prefetcher waits for 3 reads); with prefetch off it must not. Also a
 * sequential hint primes from its offset. Bytes always right. Local driver,
 * rank 0 (independent reads). Prints "prime: checked" when the page cache
 * could be dropped (ext4 etc.), "prime: skipped" otherwise (tmpfs). */
#define _GNU_SOURCE
#include "pfs_testutil.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <time.h>

#define UNIT (256 << 10)
#define NT 3

static char g_files[NT][512];

/* The stripe files named by the layout record (relative to the cwd). */
static int stripe_files(const char *rec) {
  FILE *f = fopen(rec, "r");
  char line[480];
  int n = 0;
  while (f && fgets(line, sizeof line, f))
    if (!strncmp(line, "file ", 5) && n < NT) {
      line[strcspn(line, "\n")] = 0;
      snprintf(g_files[n++], sizeof g_files[0], "%s", line + 5);
    }
  if (f) fclose(f);
  return n;
}

static void drop(void) {
  for (int t = 0; t < NT; t++) {
    int fd = open(g_files[t], O_RDONLY);
    if (fd < 0) continue;
    fdatasync(fd);
    posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    close(fd);
  }
}

/* Is page `page` of stripe file t in the page cache? */
static int resident(int t, long page) {
  int fd = open(g_files[t], O_RDONLY);
  if (fd < 0) return -1;
  long ps = sysconf(_SC_PAGESIZE);
  void *m = mmap(NULL, (size_t)ps * (page + 1), PROT_READ, MAP_SHARED, fd, 0);
  close(fd);
  if (m == MAP_FAILED) return -1;
  unsigned char v[64] = {0};
  int r = mincore(m, (size_t)ps * (page + 1), v) == 0 ? (v[page] & 1) : -1;
  munmap(m, (size_t)ps * (page + 1));
  return r;
}

/* Waits up to `ms` for page 0 of the last target to come in. */
static int comes_in(int ms) {
  for (int i = 0; i < ms / 10; i++) {
    if (resident(NT - 1, 0) == 1) return 1;
    struct timespec d = {0, 10 * 1000 * 1000};
    nanosleep(&d, NULL);
  }
  return resident(NT - 1, 0) == 1;
}

/* One case: open, drop, (hint,) one read at `at`; the last target's first
 * page must come in iff `want`. Returns 0 if the page cache could not be
 * dropped (nothing to check). */
static int one(pfs_config c, int prefetch, int hint, int want, const char *what) {
  c.prefetch = prefetch;
  pfs_file *f = NULL;
  OK(pfs_open(MPI_COMM_SELF, "prime.pfs", PFS_RDONLY, &c, &f));
  if (!f) return 0;
  drop();
  if (resident(NT - 1, 0) != 0) { OK(pfs_close(f)); return 0; }
  unsigned char b[4096];
  if (hint) OK(pfs_hint_sequential(f, 0));
  OK(pfs_pread(f, 0, b, sizeof b, NULL));
  CHECK(verify(5, 0, b, sizeof b) < 0, "%s: wrong bytes", what);
  int in = comes_in(want ? 2000 : 300);
  CHECK(in == want, "%s: first page of the last target %s", what, in ? "came in (primed)" : "did not come in");
  /* The whole file still reads right after priming. */
  static unsigned char all[NT * UNIT * 3];
  OK(pfs_pread(f, 0, all, sizeof all, NULL));
  CHECK(verify(5, 0, all, sizeof all) < 0, "%s: file reads wrong after priming", what);
  OK(pfs_close(f));
  return 1;
}

int main(int argc, char **argv) {
  pfs_config cfg;
  if (test_init(&argc, &argv, &cfg)) return test_finish("test_pfs_prime", 1);
  if (g_rank == 0 && !strcmp(cfg.driver, "local")) {
    const char *dirs[] = {"q0", "q1", "q2"};
    for (int i = 0; i < NT; i++) mkdir(dirs[i], 0777);
    pfs_config c = cfg;
    pfs_config_set(&c, "targets", "q0:q1:q2");
    c.stripe_unit = UNIT;
    static unsigned char data[NT * UNIT * 3];
    fill(5, 0, data, sizeof data);
    pfs_file *f = NULL;
    OK(pfs_open(MPI_COMM_SELF, "prime.pfs", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &c, &f));
    if (f) {
      OK(pfs_pwrite(f, 0, data, sizeof data));
      OK(pfs_sync(f, 1));
      OK(pfs_close(f));
    }
    CHECK(stripe_files("prime.pfs") == NT, "layout record names %d stripe files", NT);
    int ok = one(c, 0, 0, 0, "prefetch off");
    ok = ok && one(c, 1, 0, 1, "first read at 0");
    ok = ok && one(c, 1, 1, 1, "sequential hint");
    printf("prime: %s\n", ok ? "checked" : "skipped (the page cache could not be dropped here)");
  }
  return test_finish("test_pfs_prime", 0);
}
