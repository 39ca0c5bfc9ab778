/* Round trips through every path of a driver (argv[1]: local|mpiio|ionode),
 * for several layouts and with write-behind / prefetch on and off:
 * independent writes crossing stripe boundaries, collective writes of small
 * interleaved pieces (two-phase) and large pieces, collective reads with a
 * different piece arrangement, reads past EOF, truncate, sync visibility. */
#include "pfs_testutil.h"

#include <sys/resource.h>

static void run(pfs_config c, const char *tag) {
  const int P = g_nranks, r = g_rank;
  const long long U = c.stripe_unit;
  char path[64];
  snprintf(path, sizeof path, "rt_%s", tag);
  pfs_file *f = NULL;

  /* 1. Independent writes: rank r owns [r*R, (r+1)*R), odd chunk sizes. */
  const long long R = 3 * U + 123;
  OK(pfs_open(g_comm, path, PFS_RDWR | PFS_CREATE | PFS_TRUNC, &c, &f));
  if (!f) return;
  unsigned char *buf = malloc(R * P + 4096);
  fill(1, 0, buf, R * P);
  for (long long o = r * R, k = 1; o < (r + 1) * R; k++) {
    long long n = (k * U) / 3 + 17;
    if (o + n > (r + 1) * R) n = (r + 1) * R - o;
    OK(pfs_pwrite(f, o, buf + o, n));
    o += n;
  }
  /* Read-your-writes before any flush. */
  unsigned char *got = malloc(R * P + 4096);
  OK(pfs_pread(f, r * R + 5, got, U + 10, NULL));
  CHECK(verify(1, r * R + 5, got, U + 10) < 0, "%s: own write not visible", tag);
  OK(pfs_sync(f, 0));
  /* After sync every rank reads everything, including other ranks' bytes. */
  memset(got, 0, R * P);
  for (long long o = 0; o < R * P;) {
    long long n = U / 2 + 333;
    if (o + n > R * P) n = R * P - o;
    OK(pfs_pread(f, o, got + o, n, NULL));
    o += n;
  }
  long long e = verify(1, 0, got, R * P);
  CHECK(e < 0, "%s: independent round trip wrong at %lld", tag, e);
  pfs_off sz = 0;
  OK(pfs_size(f, &sz));
  CHECK(sz == R * P, "%s: size %lld want %lld", tag, (long long)sz, R * P);
  /* Past EOF: nread reports the short count, NULL nread gives PFS_EEOF. */
  size_t nr = 0;
  OK(pfs_pread(f, R * P - 10, got, 100, &nr));
  CHECK(nr == 10, "%s: nread %zu want 10", tag, nr);
  CHECK(pfs_pread(f, R * P - 10, got, 100, NULL) == PFS_EEOF && strstr(pfs_errmsg(), path), "%s: EEOF", tag);
  OK(pfs_close(f));

  /* 2. Collective, small interleaved pieces (two-phase), written once... */
  const long long S = 100, NP = (4 * U) / (S * P) + 3;
  pfs_piece *pc = malloc(sizeof(pfs_piece) * (NP + 64));
  unsigned char *cb = malloc(NP * S + 4096);
  for (long long i = 0; i < NP; i++) {
    pc[i].off = (i * P + r) * S;
    pc[i].len = S;
    pc[i].buf = cb + i * S;
    fill(2, pc[i].off, cb + i * S, S);
  }
  OK(pfs_open(g_comm, path, PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &c, &f));
  if (!f) return;
  OK(pfs_write_all(f, pc, NP));
  OK(pfs_close(f));
  /* ...and read back in a different arrangement: blocks of 77 bytes, cyclic
   * in the opposite rank order, so every piece moves between ranks. */
  const long long T = NP * P * S, Q = 77;
  OK(pfs_open(g_comm, path, PFS_RDONLY, &c, &f));
  if (!f) return;
  long long nq = 0;
  unsigned char *rb = malloc(T + 4096);
  for (long long i = 0; i * Q < T; i++)
    if (i % P == P - 1 - r) {
      pc[nq].off = i * Q;
      pc[nq].len = (i + 1) * Q > T ? T - i * Q : Q;
      pc[nq].buf = rb + i * Q;
      if (++nq == NP + 60) break;
    }
  OK(pfs_read_all(f, pc, nq));
  for (long long i = 0; i < nq; i++) {
    e = verify(2, pc[i].off, pc[i].buf, pc[i].len);
    CHECK(e < 0, "%s: two-phase read piece %lld wrong at %lld", tag, i, e);
    if (e >= 0) break;
  }
  /* A collective read past EOF zero-fills and fails on every rank. */
  unsigned char tail[64];
  pfs_piece past = {T - 16, 64, tail};
  int s = pfs_read_all(f, &past, r == 0 ? 1 : 0);
  CHECK(s == PFS_EEOF, "%s: collective past EOF gives %d", tag, s);
  if (r == 0) CHECK(verify(2, T - 16, tail, 16) < 0 && tail[20] == 0, "%s: past-EOF data", tag);
  OK(pfs_close(f));

  /* 3. Collective, large pieces (direct path), pieces crossing units. */
  const long long L = U + U / 2 + 1, NL = 3;
  unsigned char *lb = malloc(NL * L);
  for (long long i = 0; i < NL; i++) {
    pc[i].off = (i * P + r) * L + 7;
    pc[i].len = L;
    pc[i].buf = lb + i * L;
    fill(3, pc[i].off, lb + i * L, L);
  }
  OK(pfs_open(g_comm, path, PFS_RDWR | PFS_CREATE | PFS_TRUNC, &c, &f));
  if (!f) return;
  OK(pfs_write_all(f, pc, NL));
  memset(lb, 0, NL * L);
  /* read back the neighbour's pieces: visible at the start of a collective */
  for (long long i = 0; i < NL; i++) pc[i].off = (i * P + (r + 1) % P) * L + 7;
  OK(pfs_read_all(f, pc, NL));
  for (long long i = 0; i < NL; i++) {
    e = verify(3, pc[i].off, lb + i * L, L);
    CHECK(e < 0, "%s: large piece %lld wrong at %lld", tag, i, e);
  }
  /* 4. Truncate shrinks and extends with zeros. */
  OK(pfs_truncate(f, 1000));
  OK(pfs_size(f, &sz));
  CHECK(sz == 1000, "%s: truncated size %lld", tag, (long long)sz);
  OK(pfs_truncate(f, 3 * U + 5));
  OK(pfs_pread(f, 990, got, 3 * U + 5 - 990, NULL));
  CHECK(verify(3, 990, got, 0) < 0 && got[10] == 0 && got[3 * U - 990] == 0, "%s: extension not zero", tag);
  OK(pfs_close(f));
  OK(pfs_unlink(g_comm, path, &c));
  CHECK(access(path, F_OK) != 0, "%s: unlink left the file", tag);
  free(buf); free(got); free(pc); free(cb); free(rb); free(lb);
}

/* A rank that reaches a collective first waits without spinning (local
 * driver: the layer's own waits; docs/pfs.md "Waiting"): the last rank
 * arrives 300 ms late, and the others must spend well under that in CPU
 * (spinning, MPICH's wait took about all of it on an idle core). */
static double cpu_now(void) {
  struct rusage u;
  getrusage(RUSAGE_SELF, &u);
  return u.ru_utime.tv_sec + u.ru_utime.tv_usec * 1e-6 + u.ru_stime.tv_sec + u.ru_stime.tv_usec * 1e-6;
}
static void quiet_wait(pfs_config c) {
  if (g_nranks < 2 || strcmp(c.driver, "local")) return;
  pfs_file *f = NULL;
  OK(pfs_open(g_comm, "rt_wait", PFS_WRONLY | PFS_CREATE | PFS_TRUNC, &c, &f));
  if (!f) return;
  double c0 = cpu_now();
  if (g_rank == g_nranks - 1) usleep(300000);
  OK(pfs_sync(f, 0));
  double used = cpu_now() - c0;
  if (g_rank != g_nranks - 1) CHECK(used < 0.075, "waiting 300 ms in pfs_sync took %.3f s of CPU", used);
  OK(pfs_close(f));
  OK(pfs_unlink(g_comm, "rt_wait", &c));
}

int main(int argc, char **argv) {
  pfs_config cfg;
  if (test_init(&argc, &argv, &cfg)) return test_finish("test_pfs_roundtrip", 1);
  quiet_wait(cfg);
  const char *dirs[] = {"t0", "t1", "t2"};
  make_dirs(dirs, 3);
  struct { const char *tag, *targets; long long unit; int wb, pf; } v[] = {
      {"plain", ".", 64 << 10, 1, 1},     {"plain_nowb", ".", 32 << 10, 0, 0},
      {"s3", "t0:t1:t2", 4096, 1, 1},     {"s2_odd", "t0:t1", 1000, 1, 0},
      {"s3_nopf", "t0:t1:t2", 8192, 0, 1}, {"s1", "t1", 65536, 1, 1},
  };
  for (int i = 0; i < 6; i++) {
    pfs_config c = cfg;
    pfs_config_set(&c, "targets", v[i].targets);
    c.stripe_unit = v[i].unit;
    c.write_behind = v[i].wb;
    c.prefetch = v[i].pf;
    c.wb_budget = 256 << 10;   /* small budgets exercise blocking and eviction */
    c.prefetch_budget = 512 << 10;
    run(c, v[i].tag);
  }
  return test_finish("test_pfs_roundtrip", 0);
}
