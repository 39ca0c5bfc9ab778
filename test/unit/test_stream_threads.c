/* Several IB files at once, each with its own helper threads (docs/stream.md:
 * background superblock writer, read-ahead, directory read-ahead), all
 * running together with the file layer's write-behind and prefetch thread:
 * the case the single-file tests never make. Written for the sanitizer runs
 * (scripts/sanitize.sh).
 *
 *   1. a.dat: NREC uniform records, the first IB layer writes of the
 *      process, shared by the program and its helper (with
 *      CSTAR_STREAM_HELPER_DELAY_US the program takes the first units and the
 *      helper the rest: both threads then make their first transpose, whose
 *      lazily decided AVX-512 switch (util.c: x8_hw) was a data race that
 *      ThreadSanitizer reported);
 *   2. b.dat written with its background writer while a.dat is read with its
 *      read-ahead: b's first layer job is posted and not waited for when
 *      a's first read-ahead job starts; then each record of b is written
 *      while a's next layer loads;
 *   3. a.dat and b.dat read in lock step (two read-ahead helpers), then
 *      c.dat, a copy of both made while they are read (three helpers).
 * Every value read is compared with the formula that wrote it; results do
 * not depend on the rank count. The helpers are forced on
 * (CSTAR_STREAM_ASYNC=1) whatever the cores. */
#include "stream_test.h"

enum { NREC = 40 }; /* 5 blocks of 8 doubles per VP at b_IB 64 */
static cs_shape_t S;

static double va(long v, int k) { return (double)v * 1000.0 + k + 0.25; }
static double vb(long v, int k) { return -(double)v * 10.0 - k - 0.5; }

static void wr(cs_pfile *f, double (*fn)(long, int), int k, double *x) {
  for (long i = 0; i < S->nlocal; i++) x[i] = fn(S->first + i, k);
  CHECK_OK(cs_fwrite(f, x, sizeof *x, sizeof *x, 1, NULL, NULL, NULL, NULL));
}

static void rd(cs_pfile *f, double (*fn)(long, int), int k, double *x) {
  CHECK_OK(cs_fread(f, x, sizeof *x, sizeof *x, 1, NULL, NULL, NULL, NULL));
  for (long i = 0; i < S->nlocal; i++)
    if (x[i] != fn(S->first + i, k)) {
      fprintf(stderr, "rank %d: VP %ld record %d: read %g, wrote %g\n", cs_rank(), S->first + i, k, x[i],
              fn(S->first + i, k));
      CHECK(0);
    }
}

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  long V = argc > 1 ? atol(argv[1]) : 3000;
  S = mkshape1(V);
  double *x = calloc((size_t)S->nlocal + 1, sizeof *x), *y = calloc((size_t)S->nlocal + 1, sizeof *y);
  setenv("CSTAR_STREAM_FORCE", "ib", 1);
  setenv("CSTAR_STREAM_BIB", "64", 1);
  setenv("CSTAR_STREAM_SB", "4096", 1); /* 64 blocks a superblock: many units a layer */

  /* 1 */
  setenv("CSTAR_STREAM_ASYNC", "1", 1);
  cs_pfile *a = cs_fopen("a.dat", "w", S);
  CHECK(a);
  for (int k = 0; k < NREC; k++) wr(a, va, k, x);
  CHECK_OK(cs_fclose(a));

  /* 2 */
  cs_pfile *b = cs_fopen("b.dat", "w", S);
  CHECK(b);
  for (int k = 0; k < 8; k++) wr(b, vb, k, x); /* one whole layer: its job is posted */
  a = cs_fopen("a.dat", "r", S);
  CHECK(a);
  for (int k = 0; k < NREC; k++) {
    rd(a, va, k, y);
    if (k + 8 < NREC) wr(b, vb, k + 8, x);
  }
  CHECK_OK(cs_fclose(b));
  CHECK_OK(cs_fclose(a));

  /* 3 */
  a = cs_fopen("a.dat", "r", S);
  b = cs_fopen("b.dat", "r", S);
  CHECK(a && b);
  for (int k = 0; k < NREC; k++) {
    rd(b, vb, k, y);
    rd(a, va, k, y);
  }
  CHECK_OK(cs_fseek(a, 0, NULL, SEEK_SET, NULL, NULL));
  CHECK_OK(cs_fseek(b, 0, NULL, SEEK_SET, NULL, NULL));
  cs_pfile *c = cs_fopen("c.dat", "w", S);
  CHECK(c);
  for (int k = 0; k < NREC; k++) {
    rd(a, va, k, y);
    CHECK_OK(cs_fwrite(c, y, sizeof *y, sizeof *y, 1, NULL, NULL, NULL, NULL));
    rd(b, vb, k, y);
    CHECK_OK(cs_fwrite(c, y, sizeof *y, sizeof *y, 1, NULL, NULL, NULL, NULL));
  }
  CHECK_OK(cs_fclose(c));
  CHECK_OK(cs_fclose(b));
  CHECK_OK(cs_fclose(a));
  c = cs_fopen("c.dat", "r", S);
  CHECK(c);
  for (int k = 0; k < NREC; k++) {
    rd(c, va, k, y);
    rd(c, vb, k, y);
  }
  CHECK_OK(cs_fclose(c));

  free(x);
  free(y);
  unit_pass("stream_threads");
  cs_finalize();
  return 0;
}
