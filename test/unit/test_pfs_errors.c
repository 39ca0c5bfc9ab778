/* Error paths: every failure is a value with a message naming the file and
 * the cause, the same on every rank; nothing aborts. Missing target,
 * read-only target, full disk (/dev/full, surfacing at flush/close with
 * write-behind), corrupt layout record, stripe file truncated behind the
 * layer's back, ordinary file truncated behind its back, bad arguments. */
#include "pfs_testutil.h"

#include <fcntl.h>

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
