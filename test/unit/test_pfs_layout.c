/* Placement of every byte: for several stripe units and target counts, the
 * byte at logical offset o must sit in the stripe file of target (o/U)%N at
 * ((o/U)/N)*U + o%U — checked by reading the stripe files directly. Also: a
 * default file is an ordinary file with no header; a striped file has a
 * layout record that any reader configuration follows. */
#include "pfs_testutil.h"

#include <fcntl.h>

/* Stripe file paths from the layout record (lines "file PATH"). */
static int stripe_files(const char *path, char files[][512], int max) {
  FILE *f = fopen(path, "r");
  if (!f) return -1;
  char line[1024];
  int n = 0;
  while (fgets(line, sizeof line, f))
    if (!strncmp(line, "file ", 5) && n < max) {
      line[strcspn(line, "\n")] = 0;
      snprintf(files[n++], 512, "%s", line + 5);
    }
  fclose(f);
  return n;
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
      char files[16][512];
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
  return test_finish("test_pfs_layout", 0);
}
