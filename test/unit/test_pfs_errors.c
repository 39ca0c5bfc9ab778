/* Error paths: every failure is a value with a message naming the file and
 * the cause, the same on every rank; nothing aborts. Missing target,
 * read-only target, full disk (/dev/full, surfacing at flush/close with
 * write-behind), corrupt layout record, stripe file truncated behind the
 * layer's back, ordinary file truncated behind its back, a file size limit
 * (ulimit -f) hit by one rank's collective and independent writes, a stripe
 * file removed behind the layer's back, a record cut short, bad arguments. */
#include "pfs_testutil.h"

#include <fcntl.h>
#include <sys/resource.h>

/* All ranks must agree on the code. */
static void same_everywhere(int s, const char *what) {
  int lo = s, hi = s;
  MPI_Allreduce(MPI_IN_PLACE, &lo, 1, MPI_INT, MPI_MIN, g_comm);
  MPI_Allreduce(MPI_IN_PLACE, &hi, 1, MPI_INT, MPI_MAX, g_comm);
  CHECK(lo == hi, "%s: ranks disagree (%d..%d)", what, lo, hi);
}

int main(int argc, char **argv) {
  pfs_config cfg;
  if (test_init(&argc, &argv, &cfg)) return test_finish("test_pfs_errors", 1);
  const char *dirs[] = {"e0", "e1"};
  make_dirs(dirs, 2);
  pfs_file *f = NULL;
  int s;

  /* Missing target. */
  pfs_config c = cfg;
  pfs_config_set(&c, "targets", "e0:nosuchdir");
  s = pfs_open(g_comm, "m.dat", PFS_WRONLY | PFS_CREATE, &c, &f);
  CHECK(s == PFS_ENOENT && strstr(pfs_errmsg(), "nosuchdir") && strstr(pfs_errmsg(), "m.dat"), "missing target: %d", s);
  CHECK(f == NULL, "handle on error");
  same_everywhere(s, "missing target");

  /* Read-only target (as root /sys refuses new files). */
  c = cfg;
  if (geteuid() == 0) pfs_config_set(&c, "targets", "e0:/sys");
  else {
    if (g_rank == 0) { mkdir("ro", 0777); chmod("ro", 0555); }
    MPI_Barrier(g_comm);
    pfs_config_set(&c, "targets", "e0:ro");
  }
  s = pfs_open(g_comm, "ro.dat", PFS_WRONLY | PFS_CREATE, &c, &f);
  CHECK(s == PFS_EACCES || s == PFS_ENOENT, "read-only target gives %d", s);
  CHECK(strstr(pfs_errmsg(), "ro.dat") != NULL, "message names the file");
  same_everywhere(s, "read-only target");
  if (f) pfs_close(f), f = NULL;

  /* Full disk: /dev/full accepts opens and fails every write with ENOSPC.
   * With write-behind the error appears at flush/close. */
  if (strcmp(cfg.driver, "mpiio") != 0) {
    s = pfs_open(g_comm, "/dev/full", PFS_WRONLY, &cfg, &f);
    CHECK(s == PFS_OK, "open /dev/full");
    if (f) {
      char b[4096] = {1};
      s = pfs_pwrite(f, 0, b, sizeof b);
      if (s == PFS_OK) s = pfs_flush(f);
      CHECK(s == PFS_ENOSPC && strstr(pfs_errmsg(), "/dev/full"), "full disk: %d", s);
      s = pfs_close(f);
      CHECK(s == PFS_ENOSPC, "full disk at close: %d", s);
      same_everywhere(s, "full disk");
      f = NULL;
    }
  }

  /* Corrupt layout record. */
  c = cfg;
  pfs_config_set(&c, "targets", "e0:e1");
  c.stripe_unit = 1000;
  OK(pfs_open(g_comm, "c.dat", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &c, &f));
  char data[5000];
  memset(data, 7, sizeof data);
  if (f) {
    if (g_rank == 0) OK(pfs_pwrite(f, 0, data, sizeof data));
    OK(pfs_close(f));
  }
  if (g_rank == 0) {
    int fd = open("c.dat", O_RDWR);
    pwrite(fd, "unit 1001", 9, strlen("cstar-pfs-layout 1\n"));
    close(fd);
  }
  MPI_Barrier(g_comm);
  s = pfs_open(g_comm, "c.dat", PFS_RDONLY, &cfg, &f);
  CHECK(s == PFS_ELAYOUT && strstr(pfs_errmsg(), "c.dat") && strstr(pfs_errmsg(), "corrupt"), "corrupt record: %d", s);
  same_everywhere(s, "corrupt record");

  /* Stripe file truncated behind the layer's back. */
  OK(pfs_open(g_comm, "t.dat", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &c, &f));
  if (f) {
    if (g_rank == 0) OK(pfs_pwrite(f, 0, data, sizeof data));
    OK(pfs_close(f));
  }
  if (g_rank == 0) {
    FILE *r = fopen("t.dat", "r");
    char line[600], sf[600] = "";
    while (r && fgets(line, sizeof line, r))
      if (!strncmp(line, "file ", 5) && !sf[0]) { line[strcspn(line, "\n")] = 0; strcpy(sf, line + 5); }
    if (r) fclose(r);
    CHECK(truncate(sf, 100) == 0, "truncate %s", sf);
  }
  MPI_Barrier(g_comm);
  s = pfs_open(g_comm, "t.dat", PFS_RDONLY, &cfg, &f);
  CHECK(s == PFS_ELAYOUT && strstr(pfs_errmsg(), "behind"), "truncated stripe: %d", s);
  same_everywhere(s, "truncated stripe");

  /* Ordinary file truncated behind the layer's back: reads report EOF. */
  OK(pfs_open(g_comm, "p.dat", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &cfg, &f));
  if (f) {
    if (g_rank == 0) OK(pfs_pwrite(f, 0, data, sizeof data));
    OK(pfs_close(f));
  }
  OK(pfs_open(g_comm, "p.dat", PFS_RDONLY, &cfg, &f));
  MPI_Barrier(g_comm);
  if (g_rank == 0) truncate("p.dat", 10);
  MPI_Barrier(g_comm);
  if (f) {
    char b[100];
    s = pfs_pread(f, 0, b, sizeof b, NULL);
    CHECK(s == PFS_EEOF && strstr(pfs_errmsg(), "p.dat"), "truncated plain: %d", s);
    OK(pfs_close(f));
  }

  /* Full disk as a user meets it without root: a file size limit
   * (ulimit -f, RLIMIT_FSIZE) on rank 0 only. Its collective writes fail
   * with a short write then EFBIG; the layer ignores SIGXFSZ while a limit
   * is set (else the process is killed by signal 25 and nothing names the
   * file), so every rank gets PFS_ENOSPC naming the file and the limit, the
   * direct path (1 MiB pieces) and two-phase alike, and nobody hangs. The
   * ionode driver writes on the I/O node, which has no limit here (its
   * write errors are the /dev/full case above). */
  if (strcmp(cfg.driver, "ionode") != 0) {
    static char big[1 << 20];
    memset(big, 3, sizeof big);
    struct rlimit unlimited, lim;
    getrlimit(RLIMIT_FSIZE, &unlimited);
    lim = unlimited;
    lim.rlim_cur = 100000;
    for (int tp = 0; tp < 2; tp++) {
      pfs_config cf = cfg;
      if (tp) pfs_config_set(&cf, "collective", "two-phase");
      /* The limit is in place when the file is opened, as with ulimit -f
       * in the shell that starts the program. */
      if (g_rank == 0) setrlimit(RLIMIT_FSIZE, &lim);
      OK(pfs_open(g_comm, "fsize.dat", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &cf, &f));
      if (!f) break;
      pfs_piece pc[3];
      for (int i = 0; i < 3; i++) {
        pc[i].off = (long long)(i * g_nranks + g_rank) * (long long)sizeof big;
        pc[i].len = sizeof big;
        pc[i].buf = big;
      }
      s = pfs_write_all(f, pc, 3);
      CHECK(s == PFS_ENOSPC && strstr(pfs_errmsg(), "fsize.dat") && strstr(pfs_errmsg(), "size limit") &&
                (g_nranks == 1 || strstr(pfs_errmsg(), "rank 0")),
            "collective write past the file size limit (%s): %d", tp ? "two-phase" : "direct", s);
      same_everywhere(s, "file size limit");
      s = pfs_close(f);
      same_everywhere(s, "close after the file size limit");
      f = NULL;
      if (g_rank == 0) setrlimit(RLIMIT_FSIZE, &unlimited);
    }
    /* Small independent writes (write-behind with local): the error comes
     * back from the write itself or from the flush, naming the file. */
    if (g_rank == 0) setrlimit(RLIMIT_FSIZE, &lim);
    OK(pfs_open(g_comm, "fsize2.dat", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &cfg, &f));
    if (f) {
      if (g_rank == 0) {
        s = PFS_OK;
        for (int i = 0; i < 40 && !s; i++) s = pfs_pwrite(f, (long long)i * 4096, big, 4096);
        if (!s) s = pfs_flush(f);
        CHECK(s == PFS_ENOSPC && strstr(pfs_errmsg(), "fsize2.dat") && strstr(pfs_errmsg(), "size limit"),
              "independent writes past the file size limit: %d", s);
      }
      pfs_close(f);
      f = NULL;
    }
    if (g_rank == 0) setrlimit(RLIMIT_FSIZE, &unlimited);
  }

  /* A stripe file removed behind the layer's back: PFS_ENOENT naming it
   * on every rank. A record cut short: PFS_ELAYOUT naming the record. */
  OK(pfs_open(g_comm, "gone.dat", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &c, &f));
  if (f) {
    if (g_rank == 0) OK(pfs_pwrite(f, 0, data, sizeof data));
    OK(pfs_close(f));
  }
  char gone[600] = "";
  if (g_rank == 0) {
    FILE *r = fopen("gone.dat", "r");
    char line[600];
    while (r && fgets(line, sizeof line, r))
      if (!strncmp(line, "file ", 5)) { line[strcspn(line, "\n")] = 0; strcpy(gone, line + 5); }
    if (r) fclose(r);
    char moved[700];
    snprintf(moved, sizeof moved, "%s.moved", gone);
    CHECK(rename(gone, moved) == 0, "rename %s", gone);
  }
  MPI_Bcast(gone, sizeof gone, MPI_CHAR, 0, g_comm);
  s = pfs_open(g_comm, "gone.dat", PFS_RDONLY, &cfg, &f);
  CHECK(s == PFS_ENOENT && strstr(pfs_errmsg(), strrchr(gone, '/') + 1), "stripe file removed: %d", s);
  same_everywhere(s, "stripe file removed");
  if (f) pfs_close(f), f = NULL;
  if (g_rank == 0) {
    char moved[700];
    snprintf(moved, sizeof moved, "%s.moved", gone);
    rename(moved, gone);
    truncate("gone.dat", 25);  /* the magic line and a few bytes */
  }
  MPI_Barrier(g_comm);
  s = pfs_open(g_comm, "gone.dat", PFS_RDONLY, &cfg, &f);
  CHECK(s == PFS_ELAYOUT && strstr(pfs_errmsg(), "gone.dat") && strstr(pfs_errmsg(), "corrupt"), "record cut: %d", s);
  same_everywhere(s, "record cut");
  if (f) pfs_close(f), f = NULL;

  /* Bad arguments and missing files. */
  s = pfs_open(g_comm, "nope.dat", PFS_RDONLY, &cfg, &f);
  CHECK(s == PFS_ENOENT && strstr(pfs_errmsg(), "nope.dat"), "missing file: %d", s);
  s = pfs_open(g_comm, "x.dat", 0, &cfg, &f);
  CHECK(s == PFS_EINVAL, "no access mode: %d", s);
  s = pfs_unlink(g_comm, "nope.dat", &cfg);
  CHECK(s == PFS_ENOENT, "unlink missing: %d", s);
  CHECK(pfs_pread(NULL, 0, data, 1, NULL) == PFS_EINVAL, "null file");
  OK(pfs_open(g_comm, "p.dat", PFS_RDONLY, &cfg, &f));
  if (f) {
    s = pfs_pwrite(f, 0, data, 1);
    CHECK(s == PFS_EACCES && strstr(pfs_errmsg(), "read-only"), "write to read-only handle: %d", s);
    OK(pfs_close(f));
  }
  return test_finish("test_pfs_errors", 0);
}
