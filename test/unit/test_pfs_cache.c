/* The read cache (R47, TIP): data read once stay cached within the prefetch
 * budget, so re-reads are served from it; a disclosed repeated scan larger
 * than the cache keeps the blocks needed soonest (MRU-like) instead of
 * cycling everything through (LRU); wrong hints, writes, other ranks' writes
 * and truncation never make a read return old bytes. Every read is checked
 * against the pattern; the counters (pfs_get_stats) are checked with the
 * local driver, where the cache lives (other drivers report zeros). */
#include "pfs_testutil.h"

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#define BS (256 << 10) /* cache block: stripe unit 256 KiB */

static int is_local;

/* Bytes this rank read from the stripe files since the last call: demand
 * misses plus prefetched blocks. */
static long long file_bytes(pfs_file *f, pfs_stats *prev, long long *hits) {
  pfs_stats s;
  OK(pfs_get_stats(f, &s));
  long long b = (s.read_bytes - prev->read_bytes) - (s.cache_hit_bytes - prev->cache_hit_bytes) +
                (s.prefetched_bytes - prev->prefetched_bytes);
  if (hits) *hits = s.cache_hit_bytes - prev->cache_hit_bytes;
  *prev = s;
  return b;
}

/* Reads [0, size) in `piece` chunks and checks every byte against `seed`. */
static void scan(pfs_file *f, long long size, long long piece, int seed, const char *what) {
  unsigned char *b = malloc(piece);
  for (long long o = 0; o < size; o += piece) {
    long long n = o + piece > size ? size - o : piece;
    memset(b, 0xee, n);
    OK(pfs_pread(f, o, b, n, NULL));
    long long e = verify(seed, o, b, n);
    if (e >= 0) {
      CHECK(0, "%s: wrong byte at %lld", what, o + e);
      break;
    }
  }
  free(b);
}

static pfs_file *make(pfs_config c, const char *path, long long size, int seed) {
  pfs_file *f = NULL;
  OK(pfs_open(g_comm, path, PFS_RDWR | PFS_CREATE | PFS_TRUNC, &c, &f));
  if (!f) return NULL;
  if (g_rank == 0) {
    unsigned char *all = malloc(size);
    fill(seed, 0, all, size);
    OK(pfs_pwrite(f, 0, all, size));
    free(all);
  }
  OK(pfs_sync(f, 0));
  return f;
}

/* A disclosed repeated scan of a file 2.5x the cache: after the first pass
 * each pass must read at least 4 blocks fewer from the files (the cache
 * keeps ~2/3 of its blocks from the start of the file: 5 of 8 here). Without
 * retention (blocks freed once read, or LRU) every pass reads all of it. */
static void repeated_scan(pfs_config c) {
  const long long size = 20LL * BS + 12345;
  c.prefetch_budget = 8 * BS;
  pfs_file *f = make(c, "rescan.dat", size, 21);
  if (!f) return;
  pfs_range r[3] = {{0, size}, {0, size}, {0, size}};
  OK(pfs_hint_ranges(f, r, 3));
  pfs_stats st = {0};
  OK(pfs_get_stats(f, &st));
  long long pass[3], hits[3];
  for (int p = 0; p < 3; p++) {
    scan(f, size, BS, 21, "repeated scan"); /* whole blocks: a demand read never half-overlaps a prefetch */
    pass[p] = file_bytes(f, &st, &hits[p]);
    if (getenv("PFS_CACHE_DEBUG"))
      fprintf(stderr, "[rank %d] pass %d: %lld from files, %lld hits, unused prefetch %lld\n", g_rank, p, pass[p],
              hits[p], (long long)st.prefetch_unused_bytes);
  }
  if (is_local) {
    CHECK(pass[1] <= size - 4LL * BS && pass[2] <= size - 4LL * BS,
          "repeated scan read %lld, %lld, %lld bytes from the files per pass (size %lld): re-reads not cached",
          pass[0], pass[1], pass[2], size);
    CHECK(hits[1] >= 4LL * BS && hits[2] >= 4LL * BS, "cache hits per pass %lld %lld %lld", hits[0], hits[1],
          hits[2]);
  }
  /* The same scans with no hint: no prefetch decisions to lean on; every
   * byte still right (window/LRU path). */
  OK(pfs_hint_clear(f));
  for (int p = 0; p < 2; p++) scan(f, size, 100000, 21, "unhinted repeated scan");
  OK(pfs_close(f));
}

/* Re-reads without hints: blocks read in a non-sequential order (so no
 * read-ahead), three times. The second pass finds them among the ghosts (read
 * before, not kept) and keeps them; the third is served from the cache. */
static void reread_unhinted(pfs_config c) {
  const long long size = 6LL * BS;
  c.prefetch_budget = 8 * BS;
  pfs_file *f = make(c, "reread.dat", size, 22);
  if (!f) return;
  int order[6] = {4, 1, 5, 0, 3, 2}; /* no two in a row sequential, across passes too */
  unsigned char *b = malloc(BS);
  pfs_stats st = {0};
  OK(pfs_get_stats(f, &st));
  long long hits[3], fb[3];
  for (int p = 0; p < 3; p++) {
    for (int i = 0; i < 6; i++) {
      OK(pfs_pread(f, (long long)order[i] * BS, b, BS, NULL));
      CHECK(verify(22, (long long)order[i] * BS, b, BS) < 0, "re-read pass %d block %d wrong", p, order[i]);
    }
    fb[p] = file_bytes(f, &st, &hits[p]);
  }
  if (is_local)
    CHECK(hits[2] == size && fb[2] == 0, "third pass: %lld bytes from the cache, %lld from the files (passes: %lld %lld)",
          hits[2], fb[2], hits[0], hits[1]);
  /* Cached blocks must follow writes: this rank's own (invalidation)... */
  MPI_Barrier(g_comm); /* every rank has read the old bytes */
  unsigned char z[3000];
  memset(z, 0xa5, sizeof z);
  OK(pfs_pwrite(f, 3LL * BS + 100, z, sizeof z));
  OK(pfs_pread(f, 3LL * BS, b, BS, NULL));
  CHECK(verify(22, 3LL * BS, b, 100) < 0 && b[100] == 0xa5 && b[3099] == 0xa5 &&
            verify(22, 3LL * BS + 3100, b + 3100, BS - 3100) < 0,
        "cached block after own write");
  /* ...and other ranks' after pfs_sync: the last rank rewrites block 1,
   * which every rank has cached. */
  OK(pfs_sync(f, 0));
  OK(pfs_pread(f, 1LL * BS, b, BS, NULL)); /* cached again everywhere */
  if (g_rank == g_nranks - 1) {
    memset(b, 0x3c, BS);
    OK(pfs_pwrite(f, 1LL * BS, b, BS));
  }
  OK(pfs_sync(f, 0));
  OK(pfs_pread(f, 1LL * BS, b, BS, NULL));
  int bad = 0;
  for (int i = 0; i < BS; i++) bad += b[i] != 0x3c;
  CHECK(bad == 0, "block 1 after another rank's write and sync: %d old bytes", bad);
  /* Truncation drops cached bytes past the new end (read as zero). */
  OK(pfs_pread(f, 4LL * BS, b, BS, NULL));
  OK(pfs_truncate(f, 4LL * BS + 10));
  size_t got = 0;
  memset(b, 0xee, BS);
  OK(pfs_pread(f, 4LL * BS, b, BS, &got));
  CHECK(got == 10 && verify(22, 4LL * BS, b, 10) < 0 && b[10] == 0 && b[BS - 1] == 0, "after truncate: got %zu",
        got);
  free(b);
  OK(pfs_close(f));
}

/* Wrong hints: disclose a repeated scan, then read something else (backwards,
 * random, and past EOF); every read right, and the cache never holds more
 * than its budget's worth of wrong guesses for long. */
static void wrong_hints(pfs_config c) {
  const long long size = 10LL * BS + 777;
  c.prefetch_budget = 3 * BS;
  pfs_file *f = make(c, "wrong.dat", size, 23);
  if (!f) return;
  pfs_range r[4] = {{0, size}, {0, size}, {5 * BS, BS}, {0, size}};
  OK(pfs_hint_ranges(f, r, 4));
  unsigned char *b = malloc(BS + 100);
  for (long long o = size - 70000; o > 0; o -= 150000) {
    long long n = o + 70000 > size ? size - o : 70000;
    OK(pfs_pread(f, o, b, n, NULL));
    CHECK(verify(23, o, b, n) < 0, "backwards read at %lld under a wrong hint", o);
  }
  OK(pfs_hint_ranges(f, r, 4));
  for (int i = 0; i < 30; i++) {
    long long o = (i * 7919LL * 131) % size;
    long long n = 1 + (i * 4099) % BS;
    size_t got = 0;
    memset(b, 0xee, n);
    OK(pfs_pread(f, o, b, n, &got));
    long long want = o + n > size ? size - o : n;
    CHECK((long long)got == want && verify(23, o, b, want) < 0, "random read %d at %lld (+%lld) got %zu", i, o, n, got);
    for (long long k = want; k < n; k++)
      if (b[k]) { CHECK(0, "byte past EOF not zero"); break; }
  }
  /* A hint naming the same ranges, then the scan it names, twice: right. */
  OK(pfs_hint_ranges(f, r, 2));
  scan(f, size, 50000, 23, "scan after wrong hints");
  scan(f, size, 50000, 23, "second scan after wrong hints");
  free(b);
  OK(pfs_close(f));
}

/* ionode: sequential independent reads get window read-ahead at the I/O
 * node (counted as cache hits, reported by the node); another rank's write
 * into the read-ahead segment is seen after pfs_sync. */
static void node_readahead(pfs_config c) {
  const long long size = 24LL * 65536 + 999;
  c.stripe_unit = 64 << 10;
  pfs_file *f = make(c, "ra.dat", size, 25);
  if (!f) return;
  pfs_stats st = {0};
  long long hits = 0;
  OK(pfs_get_stats(f, &st));
  /* Rank 0 reads the first half sequentially in 32 KiB requests. */
  const long long half = 12LL * 65536;
  if (g_rank == 0) scan(f, half, 32 << 10, 25, "node read-ahead scan");
  long long fb = file_bytes(f, &st, &hits);
  (void)fb;
  if (g_rank == 0)
    CHECK(hits >= half / 2, "ionode read-ahead: %lld of %lld bytes served from the node's segments", hits, half);
  else
    CHECK(hits == 0, "rank %d read nothing but %lld hit bytes", g_rank, hits);
  /* The last rank overwrites bytes just past what rank 0 read (inside its
   * read-ahead window); after sync rank 0 must read the new bytes. */
  MPI_Barrier(g_comm);
  unsigned char z[40000];
  memset(z, 0x77, sizeof z);
  if (g_rank == g_nranks - 1) OK(pfs_pwrite(f, half + 1000, z, sizeof z));
  OK(pfs_sync(f, 0));
  if (g_rank == 0) {
    unsigned char *b = malloc(65536);
    OK(pfs_pread(f, half, b, 65536, NULL));
    CHECK(verify(25, half, b, 1000) < 0 && b[1000] == 0x77 && b[40999] == 0x77 &&
              verify(25, half + 41000, b + 41000, 65536 - 41000) < 0,
          "read after another rank's write into the node's read-ahead segment");
    free(b);
  }
  OK(pfs_close(f));
}

/* ionode: a sequential collective read of consecutive segments is
 * predicted by the I/O node, which builds the next collective's packets
 * during its prefetch (served as cache hits); another rank's write between
 * two collectives is seen (the prediction is dropped). */
static void node_collective(pfs_config c) {
  const long long per = 128 << 10, seg = per * g_nranks, nseg = 8, size = seg * nseg;
  c.stripe_unit = 64 << 10;
  pfs_file *f = make(c, "coll.dat", size, 26);
  if (!f) return;
  pfs_stats st = {0};
  long long hits = 0;
  OK(pfs_get_stats(f, &st));
  unsigned char *b = malloc(per);
  for (long long k = 0; k < nseg; k++) {
    if (k == 5) { /* the last rank rewrites part of segment 5 first */
      unsigned char z[5000];
      memset(z, 0x66, sizeof z);
      /* (after the node's prefetch job for segment 5 has surely run, so
       * that the packets it built are stale) */
      usleep(50000);
      if (g_rank == g_nranks - 1) OK(pfs_pwrite(f, 5 * seg + 100, z, sizeof z));
    }
    pfs_piece p = {k * seg + g_rank * per, (size_t)per, b};
    memset(b, 0xee, per);
    OK(pfs_read_all(f, &p, 1));
    long long e = -1;
    for (long long i = 0; i < per && e < 0; i++) {
      long long o = p.off + i;
      unsigned char want = (k >= 5 && o >= 5 * seg + 100 && o < 5 * seg + 5100) ? 0x66 : pat(26, o);
      if (b[i] != want) e = o;
    }
    CHECK(e < 0, "collective segment %lld: wrong byte at %lld", k, e);
  }
  file_bytes(f, &st, &hits);
  /* Segments 1..4 and 7 can be predicted (5 follows a write, 6 follows the
   * fallback); at least 3 segments' worth must have come from the packets. */
  CHECK(st.prebuilt_bytes >= 3 * per && hits >= st.prebuilt_bytes,
        "ionode collective prefetch: %lld bytes from prebuilt packets, %lld hit bytes, of %lld read",
        (long long)st.prebuilt_bytes, hits, nseg * per);
  free(b);
  OK(pfs_close(f));
}

/* R49, prefetch never costs: a disclosed scan read back to back (I/O-bound:
 * nothing between reads) must not be prefetched -- the demand read is as fast
 * as the prefetcher's and the prefetch only adds a copy -- while the same
 * disclosed scan with compute between reads is (the prefetched blocks are
 * then found ready). The reads are checked after the timed loop, so checking
 * is not compute between reads. Old behaviour (hinted prefetch always on)
 * prefetched most of the I/O-bound scan. */
/* Every file under dir to disk and out of the kernel's page cache (clean
 * pages drop without privilege): the prefetcher leaves alone blocks the
 * page cache already holds, so a test of prefetching needs a cold file. */
static void drop_kernel_cache(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  char p[4096];
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
    int fd = open(p, O_RDONLY);
    if (fd < 0) continue;
    fsync(fd);
    posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    close(fd);
  }
  closedir(d);
}

static void prefetch_gate(pfs_config c) {
  const long long nb = 16, size = nb * BS;
  c.prefetch_budget = 8 * BS;
  pfs_file *f = make(c, "gate.dat", size, 25);
  if (!f) return;
  unsigned char *all = malloc(size);
  pfs_range r = {0, size};
  pfs_stats st = {0};
  long long pre[2], hits[2], cached[2];
  for (int phase = 0; phase < 2; phase++) {
    OK(pfs_sync(f, 0)); /* drops the cache: both phases start cold */
    drop_kernel_cache("c0");
    drop_kernel_cache("c1");
    MPI_Barrier(g_comm);
    OK(pfs_hint_ranges(f, &r, 1));
    OK(pfs_get_stats(f, &st));
    long long p0 = st.prefetched_bytes, h0 = st.cache_hit_bytes, c0 = st.prefetch_cached_bytes;
    memset(all, 0xee, size);
    for (long long b = 0; b < nb; b++) {
      OK(pfs_pread(f, b * BS, all + b * BS, BS, NULL));
      if (phase == 1) usleep(4000); /* compute: far more than a 256 KiB read */
    }
    long long e = verify(25, 0, all, size);
    CHECK(e < 0, "gate phase %d: wrong byte at %lld", phase, e);
    OK(pfs_get_stats(f, &st));
    pre[phase] = st.prefetched_bytes - p0;
    hits[phase] = st.cache_hit_bytes - h0;
    cached[phase] = st.prefetch_cached_bytes - c0;
    OK(pfs_hint_clear(f));
  }
  if (getenv("PFS_CACHE_DEBUG"))
    fprintf(stderr, "[rank %d] gate: I/O-bound prefetched %lld hits %lld; compute prefetched %lld hits %lld"
            " found cached %lld\n", g_rank, pre[0], hits[0], pre[1], hits[1], cached[1]);
  if (is_local) {
    CHECK(pre[0] <= size / 4, "I/O-bound hinted scan prefetched %lld of %lld bytes (prefetch must pause)", pre[0], size);
    /* With compute the prefetcher engages: it prefetches each block, or
     * finds the kernel's read-ahead already brought it in (then a prefetch
     * would only add a copy, and the demand read takes it from the page
     * cache). */
    CHECK(pre[1] + cached[1] >= size / 4 && hits[1] + cached[1] >= size / 4,
          "hinted scan with compute between reads prefetched %lld bytes, %lld served from them, %lld found in the"
          " page cache (of %lld)", pre[1], hits[1], cached[1], size);
  }
  free(all);
  OK(pfs_close(f));
}

/* pfs_hint_advise_only: the caller reads ahead itself, so the layer's read-
 * ahead (hinted, and the window of sequential reads) only advises the kernel:
 * nothing is prefetched into the layer's buffers even while the program
 * computes between reads (which engages the copying prefetch: prefetch_gate),
 * every byte is still right, and pfs_hint_clear brings the copying back. */
static void advise_only(pfs_config c) {
  const long long nb = 16, size = nb * BS;
  c.prefetch_budget = 8 * BS;
  pfs_file *f = make(c, "advise.dat", size, 26);
  if (!f) return;
  unsigned char *all = malloc(size);
  pfs_range r = {0, size};
  pfs_stats st = {0};
  long long pre[3], hits[3], cached[3];
  for (int phase = 0; phase < 3; phase++) { /* 0 hinted, 1 window (unhinted), 2 after pfs_hint_clear */
    OK(pfs_sync(f, 0));
    drop_kernel_cache("c0");
    drop_kernel_cache("c1");
    MPI_Barrier(g_comm);
    if (phase == 0) OK(pfs_hint_advise_only(f));
    if (phase == 2) OK(pfs_hint_clear(f));
    if (phase != 1) OK(pfs_hint_ranges(f, &r, 1));
    OK(pfs_get_stats(f, &st));
    long long p0 = st.prefetched_bytes, h0 = st.cache_hit_bytes, c0 = st.prefetch_cached_bytes;
    memset(all, 0xee, size);
    for (long long b = 0; b < nb; b++) {
      OK(pfs_pread(f, b * BS, all + b * BS, BS, NULL));
      usleep(4000);
    }
    long long e = verify(26, 0, all, size);
    CHECK(e < 0, "advise-only phase %d: wrong byte at %lld", phase, e);
    OK(pfs_get_stats(f, &st));
    pre[phase] = st.prefetched_bytes - p0;
    hits[phase] = st.cache_hit_bytes - h0;
    cached[phase] = st.prefetch_cached_bytes - c0;
    if (phase == 0) OK(pfs_hint_ranges(f, NULL, 0)); /* phase 1: no hint, advise-only stays */
  }
  if (is_local) {
    CHECK(pre[0] == 0 && hits[0] == 0 && pre[1] == 0 && hits[1] == 0,
          "advise-only copied into the layer's buffers: hinted %lld prefetched %lld hits, window %lld / %lld",
          pre[0], hits[0], pre[1], hits[1]);
    CHECK(pre[2] + cached[2] >= size / 4 && hits[2] + cached[2] >= size / 4,
          "after pfs_hint_clear the hinted scan with compute prefetched %lld, %lld served, %lld found cached",
          pre[2], hits[2], cached[2]);
  }
  free(all);
  OK(pfs_close(f));
}

int main(int argc, char **argv) {
  pfs_config cfg;
  if (test_init(&argc, &argv, &cfg)) return test_finish("test_pfs_cache", 1);
  is_local = !strcmp(cfg.driver, "local");
  const char *dirs[] = {"c0", "c1"};
  make_dirs(dirs, 2);
  pfs_config c = cfg;
  pfs_config_set(&c, "targets", "c0:c1");
  c.stripe_unit = BS;
  repeated_scan(c);
  reread_unhinted(c);
  wrong_hints(c);
  prefetch_gate(c);
  advise_only(c);
  if (!strcmp(cfg.driver, "ionode")) node_readahead(c), node_collective(c);
  /* Prefetch off: nothing is cached, everything still right. */
  c.prefetch = 0;
  {
    pfs_file *f = make(c, "off.dat", 3LL * BS, 24);
    if (f) {
      scan(f, 3LL * BS, 70000, 24, "prefetch off");
      scan(f, 3LL * BS, 70000, 24, "prefetch off again");
      pfs_stats s;
      OK(pfs_get_stats(f, &s));
      CHECK(s.cache_hit_bytes == 0 && s.prefetched_bytes == 0, "prefetch off but %lld hit, %lld prefetched",
            (long long)s.cache_hit_bytes, (long long)s.prefetched_bytes);
      OK(pfs_close(f));
    }
  }
  return test_finish("test_pfs_cache", 0);
}
