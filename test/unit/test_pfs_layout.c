/* Placement of every byte: for several stripe units and target counts, the
 * byte at logical offset o must sit in the stripe file of target (o/U)%N at
 * ((o/U)/N)*U + o%U — checked by reading the stripe files directly. Also: a
 * default file is an ordinary file with no header; a striped file has a
 * layout record that any reader configuration follows. */
#include "pfs_testutil.h"

#include <fcntl.h>

/* Stripe file paths from the layout record (lines "file PATH"; a relative
 * PATH is relative to the record's directory). *nrel counts relative ones. */
static int stripe_files_rel(const char *path, char files[][2100], int max, int *nrel) {
  FILE *f = fopen(path, "r");
  if (!f) return -1;
  char line[1024], dir[1024];
  snprintf(dir, sizeof dir, "%s", path);
  char *sl = strrchr(dir, '/');
  if (sl) *sl = 0; else strcpy(dir, ".");
  int n = 0;
  if (nrel) *nrel = 0;
  while (fgets(line, sizeof line, f))
    if (!strncmp(line, "file ", 5) && n < max) {
      line[strcspn(line, "\n")] = 0;
      if (line[5] == '/') snprintf(files[n++], 2100, "%s", line + 5);
      else {
        snprintf(files[n++], 2100, "%s/%s", dir, line + 5);
        if (nrel) (*nrel)++;
      }
    }
  fclose(f);
  return n;
}
static int stripe_files(const char *path, char files[][2100], int max) {
  return stripe_files_rel(path, files, max, NULL);
}

/* Reads `path` back through the layer and compares with pattern `seed`. */
static void read_back(const pfs_config *c, const char *path, int seed, long long size) {
  pfs_file *f = NULL;
  OK(pfs_open(g_comm, path, PFS_RDONLY, c, &f));
  if (!f) return;
  unsigned char *got = malloc(size);
  pfs_off sz = -1;
  OK(pfs_size(f, &sz));
  CHECK(sz == size, "%s: size %lld want %lld", path, (long long)sz, size);
  OK(pfs_pread(f, 0, got, size, NULL));
  long long e = verify(seed, 0, got, size);
  CHECK(e < 0, "%s: wrong byte at %lld", path, e);
  free(got);
  OK(pfs_close(f));
}

/* Writes `size` bytes of pattern `seed` as `path` (rank 0 writes). */
static void write_file(const pfs_config *c, const char *path, int seed, long long size) {
  pfs_file *f = NULL;
  OK(pfs_open(g_comm, path, PFS_WRONLY | PFS_CREATE | PFS_TRUNC, c, &f));
  if (!f) return;
  unsigned char *buf = malloc(size);
  fill(seed, 0, buf, size);
  if (g_rank == 0) OK(pfs_pwrite(f, 0, buf, size));
  OK(pfs_close(f));
  free(buf);
}

/* Stripe paths in the record: relative to the record's directory when the
 * targets lie under it, so the directory can be moved (and read from any
 * working directory); absolute for targets elsewhere. */
static void movable(pfs_config base) {
  const long long size = 3 * 4096 * 3 + 777;
  char cwd[1024];
  if (!getcwd(cwd, sizeof cwd)) cwd[0] = 0;
  if (g_rank == 0 && system("rm -rf mv_a mv_b") != 0) CHECK(0, "rm -rf mv_a mv_b");  /* an earlier run's */
  const char *dirs[] = {"mv_a", "mv_a/t0", "mv_a/t1", "mv_a/t2", "mv_a/sub"};
  make_dirs(dirs, 5);
  pfs_config c = base;
  /* Target spellings that must all come out relative: "./", "//", absolute. */
  char tl[2048];
  snprintf(tl, sizeof tl, "mv_a/t0:./mv_a//t1:%s/mv_a/t2", cwd);
  OK(pfs_config_set(&c, "targets", tl));
  c.stripe_unit = 4096;
  write_file(&c, "mv_a/data", 91, size);
  /* A record whose targets are outside its directory keeps absolute paths. */
  OK(pfs_config_set(&c, "targets", "d0:d1"));
  write_file(&c, "mv_a/sub/outside", 92, size);
  if (g_rank == 0) {
    char files[16][2100];
    int nrel = -1;
    int n = stripe_files_rel("mv_a/data", files, 16, &nrel);
    CHECK(n == 3 && nrel == 3, "mv_a/data: %d stripe files, %d relative; want 3, 3", n, nrel);
    FILE *r = fopen("mv_a/data", "r");
    char line[1024];
    int bad = 0;
    while (r && fgets(line, sizeof line, r))
      if (!strncmp(line, "file ", 5) && (strstr(line, "./") || strstr(line, "//") || line[5] != 't')) bad++;
    if (r) fclose(r);
    CHECK(bad == 0, "mv_a/data: %d stripe paths not of the form tN/NAME", bad);
    n = stripe_files_rel("mv_a/sub/outside", files, 16, &nrel);
    CHECK(n == 2 && nrel == 0, "mv_a/sub/outside: %d stripe files, %d relative; want 2, 0", n, nrel);
    CHECK(rename("mv_a", "mv_b") == 0, "rename mv_a mv_b");
  }
  MPI_Barrier(g_comm);
  /* Moved: the relative record still finds its stripe files; so does the
   * absolute one (its targets did not move). */
  read_back(&base, "mv_b/data", 91, size);
  read_back(&base, "mv_b/sub/outside", 92, size);
  /* And from another working directory, including unstripe (pfs2fs). */
  if (chdir("mv_b/sub") == 0) {
    read_back(&base, "../data", 91, size);
    read_back(&base, "outside", 92, size);
    if (g_rank == 0) {
      OK(pfs_unstripe("../data", "flat"));
      FILE *p = fopen("flat", "rb");
      unsigned char *got = malloc(size + 1);
      size_t k = p ? fread(got, 1, size + 1, p) : 0;
      if (p) fclose(p);
      CHECK(k == (size_t)size && verify(91, 0, got, size) < 0, "unstripe after move: %zu bytes or differ", k);
      free(got);
    }
    CHECK(chdir(cwd) == 0, "chdir back");
  } else {
    CHECK(0, "chdir mv_b/sub");
  }
  MPI_Barrier(g_comm);
  /* Rewriting the moved file keeps the record relative (open for write
   * rewrites the record at open and close). */
  pfs_file *f = NULL;
  OK(pfs_open(g_comm, "mv_b/data", PFS_RDWR, &base, &f));
  if (f) OK(pfs_close(f));
  if (g_rank == 0) {
    char files[16][2100];
    int nrel = -1;
    int n = stripe_files_rel("mv_b/data", files, 16, &nrel);
    CHECK(n == 3 && nrel == 3, "mv_b/data after rewrite: %d stripe files, %d relative", n, nrel);
  }
  read_back(&base, "mv_b/data", 91, size);
  /* fs2pfs with targets under the destination's directory is relative too. */
  if (g_rank == 0) {
    mkdir("mv_b/t9", 0777);
    pfs_config s = base;
    OK(pfs_config_set(&s, "targets", "mv_b/t9:mv_b/t0"));
    s.stripe_unit = 1000;
    OK(pfs_stripe("mv_b/sub/flat", "mv_b/again", &s));
    char files[16][2100];
    int nrel = -1;
    int n = stripe_files_rel("mv_b/again", files, 16, &nrel);
    CHECK(n == 2 && nrel == 2, "mv_b/again: %d stripe files, %d relative", n, nrel);
  }
  MPI_Barrier(g_comm);
  read_back(&base, "mv_b/again", 91, size);
}

/* A record of a format version this build does not read is a clear error
 * (PFS_ELAYOUT naming the file and the version), never read as data. */
static void future_version(pfs_config base) {
  if (g_rank == 0) {
    FILE *p = fopen("v9", "w");
    if (p) {
      fputs("cstar-pfs-layout 9\nunit 4096\nsize 10\ntargets 1\nfile x\ncheck 00000000\n", p);
      fclose(p);
    }
  }
  MPI_Barrier(g_comm);
  pfs_file *f = NULL;
  int s = pfs_open(g_comm, "v9", PFS_RDONLY, &base, &f);
  CHECK(s == PFS_ELAYOUT && f == NULL, "version 9 record: status %d", s);
  CHECK(strstr(pfs_errmsg(), "v9") && strstr(pfs_errmsg(), "version '9'"), "message: %s", pfs_errmsg());
  if (f) pfs_close(f);
}

static void one(pfs_config base, long long unit, int ntargets, long long size) {
  pfs_config c = base;
  char tl[256] = "";
  for (int t = 0; t < ntargets; t++) {
    char d[32];
    snprintf(d, sizeof d, "%sd%d", t ? ":" : "", t);
    strcat(tl, d);
  }
  pfs_config_set(&c, "targets", ntargets == 1 && unit == 0 ? "." : tl);
  c.stripe_unit = unit ? unit : 1 << 20;
  char path[64];
  snprintf(path, sizeof path, "place_%lld_%d", unit, ntargets);
  pfs_file *f = NULL;
  OK(pfs_open(g_comm, path, PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &c, &f));
  if (!f) return;
  /* Each rank writes an interleaved share in odd-sized chunks. */
  unsigned char *buf = malloc(size);
  fill(unit + ntargets, 0, buf, size);
  long long chunk = 997;
  for (long long o = (long long)g_rank * chunk; o < size; o += chunk * g_nranks) {
    long long n = o + chunk > size ? size - o : chunk;
    OK(pfs_pwrite(f, o, buf + o, n));
  }
  OK(pfs_close(f));
  if (g_rank == 0) {
    if (unit == 0) {
      /* Ordinary file: the path holds exactly the data. */
      FILE *p = fopen(path, "rb");
      unsigned char *got = malloc(size + 1);
      size_t n = p ? fread(got, 1, size + 1, p) : 0;
      if (p) fclose(p);
      CHECK(n == (size_t)size && memcmp(got, buf, size) == 0, "plain file differs (%zu bytes)", n);
      free(got);
    } else {
      char files[16][2100];
      int nf = stripe_files(path, files, 16);
      CHECK(nf == ntargets, "record lists %d stripe files, want %d", nf, ntargets);
      int fds[16];
      for (int t = 0; t < nf; t++) fds[t] = open(files[t], O_RDONLY);
      long long bad = 0;
      for (long long o = 0; o < size && nf == ntargets; o++) {
        int t;
        pfs_off to;
        pfs_locate(unit, ntargets, o, &t, &to);
        unsigned char b = 0;
        if (pread(fds[t], &b, 1, to) != 1 || b != buf[o]) bad++;
      }
      CHECK(bad == 0, "unit %lld targets %d: %lld misplaced bytes", unit, ntargets, bad);
      for (int t = 0; t < nf; t++) close(fds[t]);
    }
  }
  /* Any reader configuration reads it back through the record. */
  pfs_config r = base;
  pfs_config_set(&r, "targets", ".");
  r.stripe_unit = 12345;
  OK(pfs_open(g_comm, path, PFS_RDONLY, &r, &f));
  if (f) {
    pfs_off sz = -1;
    OK(pfs_size(f, &sz));
    CHECK(sz == size, "size %lld want %lld", (long long)sz, size);
    unsigned char *got = malloc(size);
    OK(pfs_pread(f, 0, got, size, NULL));
    long long e = verify(unit + ntargets, 0, got, size);
    CHECK(e < 0, "reread wrong at %lld", e);
    int64_t u;
    int nt;
    OK(pfs_layout(f, &u, &nt));
    CHECK(nt == ntargets, "pfs_layout ntargets %d", nt);
    free(got);
    OK(pfs_close(f));
  }
  free(buf);
}

int main(int argc, char **argv) {
  pfs_config cfg;
  if (test_init(&argc, &argv, &cfg)) return test_finish("test_pfs_layout", 1);
  const char *dirs[] = {"d0", "d1", "d2", "d3", "d4"};
  make_dirs(dirs, 5);
  one(cfg, 0, 1, 50000);
  long long units[] = {1, 7, 512, 4096, 65536};
  int counts[] = {1, 2, 3, 5};
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 4; j++) one(cfg, units[i], counts[j], units[i] == 1 ? 3001 : 3 * units[i] * counts[j] + 1234);
  movable(cfg);
  future_version(cfg);
  return test_finish("test_pfs_layout", 0);
}
