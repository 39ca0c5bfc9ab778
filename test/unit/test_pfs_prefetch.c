/* Prefetch never changes what a read returns: right hints, wrong hints,
 * sequential window, hints over data this rank just wrote, tiny budgets;
 * and the hints reach the driver (trace). Also stripe/unstripe round trip. */
#include "pfs_testutil.h"

static void reads(pfs_file *f, long long size, int seed, const char *what) {
  unsigned char *b = malloc(size);
  memset(b, 0xee, size);
  /* sequential in odd chunks */
  for (long long o = 0; o < size;) {
    long long n = 7777 + (o % 5) * 1000;
    if (o + n > size) n = size - o;
    OK(pfs_pread(f, o, b + o, n, NULL));
    o += n;
  }
  long long e = verify(seed, 0, b, size);
  CHECK(e < 0, "%s: sequential read wrong at %lld", what, e);
  free(b);
}

int main(int argc, char **argv) {
  pfs_config cfg;
  if (test_init(&argc, &argv, &cfg)) return test_finish("test_pfs_prefetch", 1);
  const char *dirs[] = {"p0", "p1", "p2"};
  make_dirs(dirs, 3);
  pfs_config c = cfg;
  pfs_config_set(&c, "targets", "p0:p1:p2");
  c.stripe_unit = 64 << 10;
  c.prefetch_budget = 256 << 10;
  char trace[64];
  snprintf(trace, sizeof trace, "trace_%s", cfg.driver);
  pfs_config_set(&c, "trace", trace);
  {
    char tf0[96];
    snprintf(tf0, sizeof tf0, "%s.%d", trace, g_rank);
    unlink(tf0);
  }
  MPI_Barrier(g_comm);
  const long long size = 2 * 1024 * 1024 + 4321;
  unsigned char *all = malloc(size);
  fill(9, 0, all, size);
  pfs_file *f = NULL;
  OK(pfs_open(g_comm, "pf.dat", PFS_RDWR | PFS_CREATE | PFS_TRUNC, &c, &f));
  if (!f) return test_finish("test_pfs_prefetch", 0);
  if (g_rank == 0) OK(pfs_pwrite(f, 0, all, size));
  OK(pfs_sync(f, 1));

  reads(f, size, 9, "window");
  /* Right hints: the exact ranges we then read, in order. */
  pfs_range r[40];
  for (int i = 0; i < 40; i++) { r[i].off = (39 - i) * 50000; r[i].len = 30000; }
  OK(pfs_hint_ranges(f, r, 40));
  unsigned char *b = malloc(60000);
  for (int i = 0; i < 40; i++) {
    OK(pfs_pread(f, r[i].off, b, r[i].len, NULL));
    CHECK(verify(9, r[i].off, b, r[i].len) < 0, "hinted range %d wrong", i);
  }
  /* Wrong hints: disclose one order, read another. */
  OK(pfs_hint_ranges(f, r, 40));
  for (int i = 0; i < 40; i++) {
    long long off = (i * 7919LL * 13) % (size - 60000);
    OK(pfs_pread(f, off, b, 60000, NULL));
    CHECK(verify(9, off, b, 60000) < 0, "read under wrong hint %d wrong", i);
  }
  OK(pfs_hint_clear(f));
  /* Hints over bytes this rank rewrites: reads must see the new bytes. */
  OK(pfs_hint_sequential(f, 0));
  MPI_Barrier(g_comm); /* everyone is done reading the old bytes */
  if (g_rank == 0) {
    unsigned char z[5000];
    memset(z, 0x5a, sizeof z);
    OK(pfs_pread(f, 0, b, 1000, NULL));
    OK(pfs_pwrite(f, 70000, z, sizeof z));
    OK(pfs_pread(f, 69000, b, 7000, NULL));
    CHECK(verify(9, 69000, b, 1000) < 0 && b[1000] == 0x5a && b[5999] == 0x5a && verify(9, 75000, b + 6000, 1000) < 0,
          "read after write under prefetch");
  }
  OK(pfs_sync(f, 0));
  if (g_rank == 0) fill(9, 0, all, size), memset(all + 70000, 0x5a, 5000);
  OK(pfs_hint_final_write(f));
  OK(pfs_close(f));
  free(b);

  /* Trace: hints and calls reached the driver. */
  char tf[96];
  snprintf(tf, sizeof tf, "%s.%d", trace, g_rank);
  FILE *t = fopen(tf, "r");
  char line[512];
  int hr = 0, hs = 0, fw = 0;
  while (t && fgets(line, sizeof line, t)) {
    if (strstr(line, "hint ranges")) hr++;
    if (strstr(line, "hint sequential")) hs++;
    if (strstr(line, "hint final_write")) fw++;
  }
  if (t) fclose(t);
  CHECK(hr == 2 && hs == 1 && fw == 1, "trace has %d/%d/%d hint lines", hr, hs, fw);

  /* stripe / unstripe: byte-identical round trip (rank 0, local). */
  if (g_rank == 0) {
    FILE *o = fopen("plain.in", "wb");
    unsigned char *src = malloc(size);
    fill(11, 0, src, size);
    fwrite(src, 1, size, o);
    fclose(o);
    pfs_config sc = cfg;
    pfs_config_set(&sc, "targets", "p0:p1");
    sc.stripe_unit = 3000;
    OK(pfs_stripe("plain.in", "striped.pfs", &sc));
    OK(pfs_unstripe("striped.pfs", "plain.out"));
    FILE *i = fopen("plain.out", "rb");
    unsigned char *back = malloc(size + 1);
    size_t n = i ? fread(back, 1, size + 1, i) : 0;
    if (i) fclose(i);
    CHECK(n == (size_t)size && memcmp(src, back, size) == 0, "unstripe differs (%zu bytes)", n);
    CHECK(pfs_unstripe("no.pfs", "x.out") == PFS_ENOENT && strstr(pfs_errmsg(), "no.pfs"), "unstripe missing");
    free(src);
    free(back);
  }
  free(all);
  return test_finish("test_pfs_prefetch", 0);
}
