/* Model-based random test of the file layer, as a user of pfs.h alone would
 * drive it: long random sequences of independent and collective writes and
 * reads, syncs, flushes, truncations, close/reopen with other options, and
 * hints (right, wrong and absurd), each checked against an in-memory model
 * of the logical file kept on every rank. At the end the file is unstriped
 * (or, for an ordinary file, read with stdio) and compared byte for byte.
 *
 * Every rank draws the same random numbers, so each rank knows what every
 * other rank wrote and keeps the same model; the data bytes are a hash of
 * (step, rank, offset), never read back from the layer to build the model.
 *
 * Visibility follows pfs.h: a rank reads its own writes at once; other
 * ranks' independent writes become visible at pfs_sync, at the start of a
 * collective transfer, or at close. So independent writes of one step never
 * overlap another rank's unsynchronised bytes (as MPI-IO requires), and a
 * pread checks only the bytes no other rank has written since the last
 * visibility point.
 *
 * argv[1]: driver (local | mpiio | ionode); argv[2] (optional): number of
 * rounds (default 4). Several layouts per round: one ordinary file, and
 * striped files over 2 and 3 targets with stripe units of 1000 and 4096
 * bytes, so pieces cross units and targets all the time. argv[3]
 * (optional): the first round (each round's random numbers depend only on
 * its number, so one failing round can be replayed alone). PFS_MODEL_TRACE=1
 * in the environment prints each step's operation and the options. */
#include "pfs_testutil.h"

#include <stdint.h>

#define MAXS (96 * 1024) /* largest offset the test writes or reads + len */
#define STEPS 70

static uint64_t g_rng;
static uint64_t rnd(void) { /* xorshift64*, the same sequence on every rank */
  g_rng ^= g_rng >> 12;
  g_rng ^= g_rng << 25;
  g_rng ^= g_rng >> 27;
  return g_rng * 2685821657736338717ull;
}
static long long below(long long n) { return n > 0 ? (long long)(rnd() % (uint64_t)n) : 0; }

/* The byte rank r wrote at off in step s: independent of the layer. */
static unsigned char datum(int s, int r, long long off) {
  uint64_t x = (uint64_t)off * 0x9E3779B97F4A7C15ull ^ (uint64_t)(s * 131 + r + 1) * 0xC2B2AE3D27D4EB4Full;
  x ^= x >> 29;
  return (unsigned char)(x * 0xBF58476D1CE4E5B9ull >> 56);
}

static unsigned char model[MAXS];
static short wstep[MAXS];       /* step and rank of the last write of each byte (messages) */
static signed char wrank[MAXS];
static signed char owner[MAXS]; /* rank whose unsynchronised write holds the byte, or -1 */
static long long msize;         /* logical size every rank agrees on after the next sync */
static long long synced_size;   /* size as of the last visibility point */
static long long own_end;       /* end of this rank's writes since then */

static void visible(void) {
  memset(owner, -1, sizeof owner);
  synced_size = msize;
  own_end = 0;
}

static void put(int s, int r, long long off, long long len) {
  for (long long i = off; i < off + len; i++) model[i] = datum(s, r, i), wstep[i] = (short)s, wrank[i] = (signed char)r;
  if (off + len > msize) msize = off + len;
}

/* A random range [off, off+len) inside [0, MAXS), len in [0, maxlen]. */
static void range(long long maxlen, long long *off, long long *len) {
  *len = below(maxlen + 1);
  *off = below(MAXS - *len + 1);
}

static void fill_step(int s, int r, long long off, unsigned char *b, long long len) {
  for (long long i = 0; i < len; i++) b[i] = datum(s, r, off + i);
}

/* Compares what rank g_rank got for [off, off+len) with the model: every
 * byte below the model's size that no other rank holds unsynchronised;
 * bytes past the size are zeros. */
static void check_bytes(const char *what, int step, long long off, const unsigned char *b, long long len,
                        int strict) {
  for (long long i = 0; i < len; i++) {
    long long o = off + i;
    if (!strict && owner[o] >= 0 && owner[o] != g_rank) continue;
    unsigned char want = o < msize ? model[o] : 0;
    if (b[i] != want) {
      CHECK(0, "step %d %s: byte at %lld is %u, the model says %u (piece %lld+%lld; last written in step %d by rank %d)",
            step, what, o, b[i], want, off, len, wstep[o], wrank[o]);
      return;
    }
  }
}

static unsigned char buf[MAXS];

/* Independent writes: each rank one random piece clear of the bytes other
 * ranks hold unsynchronised (shortened to the first such byte). */
static void op_pwrite(pfs_file *f, int step) {
  for (int r = 0; r < g_nranks; r++) {
    long long off, len;
    range(6000, &off, &len);
    for (long long i = off; i < off + len; i++)
      if (owner[i] >= 0 && owner[i] != r) { len = i - off; break; }
    if (r == g_rank) {
      fill_step(step, r, off, buf, len);
      OK(pfs_pwrite(f, off, buf, (size_t)len));
      if (len > 0 && off + len > own_end) own_end = off + len; /* 0 bytes extend nothing */
    }
    put(step, r, off, len);
    for (long long i = off; i < off + len; i++) owner[i] = (signed char)r;
  }
}

/* Independent reads: each rank one random piece, possibly past the end. */
static void op_pread(pfs_file *f, int step) {
  long long off = 0, len = 0;
  for (int r = 0; r < g_nranks; r++) {
    long long o, l;
    range(9000, &o, &l);
    if (r == g_rank) off = o, len = l;
  }
  memset(buf, 0xAA, (size_t)len);
  size_t got = 12345;
  OK(pfs_pread(f, off, buf, (size_t)len, &got));
  /* Sure to be visible: the size at the last sync and this rank's writes;
   * other ranks' unsynchronised extensions may or may not be. */
  long long lo = synced_size > own_end ? synced_size : own_end;
  long long want_lo = off >= lo ? 0 : (lo - off < len ? lo - off : len);
  long long want_hi = off >= msize ? 0 : (msize - off < len ? msize - off : len);
  CHECK((long long)got >= want_lo && (long long)got <= want_hi,
        "step %d pread %lld+%lld: %zu bytes read, expected %lld..%lld", step, off, len, got, want_lo, want_hi);
  if ((long long)got > len) got = (size_t)len;
  check_bytes("pread", step, off, buf, (long long)got, 0);
  for (long long i = (long long)got; i < len; i++)
    if (buf[i] != 0) { CHECK(0, "step %d pread: byte %lld past the %zu read is %u, not 0", step, off + i, got, buf[i]); break; }
  /* pread is local: without this, another rank could already be writing
   * in a later step, which this read might see. */
  MPI_Barrier(g_comm);
}

/* Collective write: a random set of disjoint pieces over the whole range,
 * each given to a random rank, passed in a random order. */
static void op_write_all(pfs_file *f, int step) {
  visible(); /* the start of a collective transfer */
  enum { NP = 24 };
  long long cut[2 * NP];
  int n = 1 + (int)below(2 * NP - 1);
  n &= ~1;
  if (n == 0) n = 2;
  for (int i = 0; i < n; i++) cut[i] = below(MAXS + 1);
  for (int i = 1; i < n; i++) /* insertion sort */
    for (int j = i; j > 0 && cut[j - 1] > cut[j]; j--) { long long t = cut[j]; cut[j] = cut[j - 1]; cut[j - 1] = t; }
  pfs_piece mine[NP];
  int nm = 0;
  size_t used = 0;
  for (int i = 0; i + 1 < n; i += 2) {
    long long off = cut[i], len = cut[i + 1] - cut[i];
    if (len > 4000) len = 4000; /* NP pieces of at most 4000 bytes fit in buf */
    int r = (int)below(g_nranks);
    if (r == g_rank) {
      fill_step(step, r, off, buf + used, len);
      mine[nm].off = off, mine[nm].len = (size_t)len, mine[nm].buf = buf + used;
      used += (size_t)len, nm++;
    }
    put(step, r, off, len);
    /* Other ranks' pieces are visible at the next visibility point (pfs.h),
     * as in MPI-IO; this rank's own pieces at once. */
    for (long long i = off; i < off + len; i++) owner[i] = (signed char)r;
    if (r == g_rank && len > 0 && off + len > own_end) own_end = off + len;
  }
  for (int i = nm - 1; i > 0; i--) { /* a random order */
    int j = (int)(datum(step, g_rank, i) % (unsigned)(i + 1));
    pfs_piece t = mine[i]; mine[i] = mine[j]; mine[j] = t;
  }
  OK(pfs_write_all(f, mine, (size_t)nm));
}

/* Collective read: each rank random pieces, overlapping, some past EOF. */
static void op_read_all(pfs_file *f, int step) {
  visible();
  enum { NP = 8 };
  pfs_piece mine[NP];
  int nm = 0, past = 0;
  size_t used = 0;
  for (int r = 0; r < g_nranks; r++) {
    int k = (int)below(NP + 1);
    for (int i = 0; i < k; i++) {
      long long off, len;
      range(5000, &off, &len);
      if (off + len > msize && len > 0) past = 1;
      if (r == g_rank) {
        mine[nm].off = off, mine[nm].len = (size_t)len, mine[nm].buf = buf + used;
        memset(buf + used, 0x55, (size_t)len);
        used += (size_t)len, nm++;
      }
    }
  }
  if (getenv("PFS_MODEL_TRACE"))
    for (int i = 0; i < nm; i++) fprintf(stderr, "  rank %d piece %lld+%zu\n", g_rank, (long long)mine[i].off, mine[i].len);
  int s = pfs_read_all(f, mine, (size_t)nm);
  CHECK(s == (past ? PFS_EEOF : PFS_OK), "step %d read_all returned %s, expected %s", step, pfs_strerror(s),
        pfs_strerror(past ? PFS_EEOF : PFS_OK));
  for (int i = 0; i < nm; i++) check_bytes("read_all", step, mine[i].off, mine[i].buf, (long long)mine[i].len, 1);
}

static void op_truncate(pfs_file *f, int step) {
  long long to = below(MAXS + 1);
  OK(pfs_truncate(f, to));
  if (to < msize) memset(model + to, 0, (size_t)(msize - to));
  msize = to;
  visible();
  pfs_off sz = -1;
  OK(pfs_size(f, &sz));
  CHECK(sz == to, "step %d size after truncate to %lld is %lld", step, to, (long long)sz);
  MPI_Barrier(g_comm); /* pfs_size is local: before any rank writes again */
}

static void op_sync(pfs_file *f, int step) {
  OK(pfs_sync(f, (int)below(4) == 0));
  visible();
  pfs_off sz = -1;
  OK(pfs_size(f, &sz));
  CHECK(sz == msize, "step %d size after sync is %lld, the model says %lld", step, (long long)sz, msize);
  MPI_Barrier(g_comm); /* pfs_size is local: before any rank writes again */
}

/* Hints: a right sequential hint, wrong or absurd range lists, clears. */
static void op_hint(pfs_file *f, int step) {
  switch (below(5)) {
  case 0: OK(pfs_hint_sequential(f, below(MAXS))); break;
  case 1: {
    pfs_range rg[6];
    for (int i = 0; i < 6; i++) rg[i].off = below(2 * MAXS), rg[i].len = below(20000);
    OK(pfs_hint_ranges(f, rg, 6));
    break;
  }
  case 2: OK(pfs_hint_clear(f)); break;
  case 3: OK(pfs_hint_final_write(f)); break; /* wrong: the test reads it again */
  default: OK(pfs_flush(f)); break;
  }
  (void)step;
}

static void random_options(pfs_config *c) {
  static const char *coll[] = {"auto", "direct", "two-phase"};
  c->write_behind = (int)below(2);
  c->prefetch = (int)below(2);
  c->wb_budget = below(2) ? 64 << 20 : 8192; /* a tiny queue blocks writers often */
  c->prefetch_budget = below(2) ? 64 << 20 : 16384;
  snprintf(c->collective, sizeof c->collective, "%s", coll[below(3)]);
  if (getenv("PFS_MODEL_TRACE") && g_rank == 0)
    fprintf(stderr, "options: wb %d prefetch %d wb_budget %lld prefetch_budget %lld collective %s\n", c->write_behind,
            c->prefetch, (long long)c->wb_budget, (long long)c->prefetch_budget, c->collective);
}

static pfs_file *reopen(pfs_file *f, const char *path, const pfs_config *base) {
  if (f) OK(pfs_close(f));
  visible();
  pfs_config c = *base;
  random_options(&c);
  pfs_file *g = NULL;
  OK(pfs_open(g_comm, path, PFS_RDWR, &c, &g));
  return g;
}

/* Unstripes the closed file (rank 0) and compares it with the model. */
static void compare_whole(const char *path, const char *what) {
  if (g_rank == 0) {
    char flat[256];
    snprintf(flat, sizeof flat, "%s.flat", path);
    OK(pfs_unstripe(path, flat));
    FILE *fp = fopen(flat, "rb");
    CHECK(fp != NULL, "%s: cannot open %s", what, flat);
    if (fp) {
      size_t n = fread(buf, 1, MAXS, fp);
      int extra = fgetc(fp) != EOF;
      fclose(fp);
      CHECK((long long)n == msize && !extra, "%s: unstriped file has %zu bytes, the model %lld", what, n, msize);
      for (size_t i = 0; i < n && i < (size_t)msize; i++)
        if (buf[i] != model[i]) { CHECK(0, "%s: unstriped byte %zu is %u, the model says %u", what, i, buf[i], model[i]); break; }
    }
    remove(flat);
  }
  MPI_Barrier(g_comm);
}

static void run_file(const pfs_config *cfg0, const char *targets, long long unit, int round) {
  pfs_config c = *cfg0;
  OK(pfs_config_set(&c, "targets", targets));
  c.stripe_unit = unit;
  random_options(&c);
  char path[64];
  snprintf(path, sizeof path, "model%d.dat", round);
  memset(model, 0, sizeof model);
  memset(wstep, 0, sizeof wstep);
  memset(wrank, -1, sizeof wrank);
  msize = 0;
  visible();
  pfs_file *f = NULL;
  OK(pfs_open(g_comm, path, PFS_RDWR | PFS_CREATE | PFS_TRUNC, &c, &f));
  if (!f) return;
  for (int step = 1; step <= STEPS && f; step++) {
    long long op = below(100);
    if (getenv("PFS_MODEL_TRACE") && g_rank == 0) fprintf(stderr, "round %d step %d op %lld size %lld\n", round, step, op, msize);
    if (op < 25) op_pwrite(f, step);
    else if (op < 40) op_pread(f, step);
    else if (op < 55) op_write_all(f, step);
    else if (op < 70) op_read_all(f, step);
    else if (op < 78) op_sync(f, step);
    else if (op < 83) op_truncate(f, step);
    else if (op < 93) op_hint(f, step);
    else f = reopen(f, path, &c);
  }
  if (f) OK(pfs_close(f));
  visible();
  char what[128];
  snprintf(what, sizeof what, "round %d, targets %s, unit %lld", round, targets, unit);
  compare_whole(path, what);
  OK(pfs_unlink(g_comm, path, &c));
}

int main(int argc, char **argv) {
  pfs_config cfg;
  int io = test_init(&argc, &argv, &cfg);
  if (!io) {
    int rounds = argc > 2 ? atoi(argv[2]) : 4;
    static const char *dirs[] = {"m0", "m1", "m2"};
    make_dirs(dirs, 3);
    int first = argc > 3 ? atoi(argv[3]) : 0; /* to replay one round */
    for (int round = first; round < first + rounds; round++) {
      g_rng = 0x243F6A8885A308D3ull + (uint64_t)round * 0x9E3779B97F4A7C15ull;
      switch (round % 4) {
      case 0: run_file(&cfg, ".", 1 << 20, round); break;
      case 1: run_file(&cfg, "m0:m1:m2", 1000, round); break;
      case 2: run_file(&cfg, "m0:m1", 4096, round); break;
      default: run_file(&cfg, "m2", 1000, round); break;
      }
    }
  }
  return test_finish("test_pfs_model", io);
}
