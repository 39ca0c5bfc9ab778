/* Reading IB data in the same open that wrote it (w+, a+, r+ after a seek),
 * with tiny blocks, superblocks and directory memory so lists span many
 * superblocks, spilled directory superblocks and the open entry/buffer; then
 * the transposed-tile uniform IB reads mixed with per-VP reads. Every byte
 * is compared with the sequential model, in the same open and after reopen. */
#include "stream_test.h"

static cs_shape_t S;
static model M;
static uint64_t *MPOS; /* model position of every VP */

static uint8_t byte_of(long v, int k, int x) { return (uint8_t)(v * 31 + k * 17 + x); }

/* every (active) VP writes 1..13 bytes at its position */
static void wr_var(cs_pfile *f, int k, int (*act)(long)) {
  long nl = S->nlocal;
  uint8_t *buf = calloc(nl + 1, 16);
  int *ps = malloc((nl + 1) * sizeof *ps), *res = malloc((nl + 1) * sizeof *res);
  unsigned char *mask = malloc(nl + 1);
  for (long i = 0; i < nl; i++) {
    long v = S->first + i;
    ps[i] = 1 + (int)((v * 7 + k * 3) % 13);
    for (int x = 0; x < ps[i]; x++) buf[i * 16 + x] = byte_of(v, k, x);
    mask[i] = act ? (unsigned char)act(v) : 1;
  }
  CHECK_OK(cs_fwrite(f, buf, 16, 1, 1, NULL, ps, act ? mask : NULL, res));
  for (long v = 0; v < S->total; v++) {
    if (act && !act(v)) continue;
    int n = 1 + (int)((v * 7 + k * 3) % 13);
    uint8_t b[16];
    for (int x = 0; x < n; x++) b[x] = byte_of(v, k, x);
    model_write(&M, v, MPOS[v], b, (uint64_t)n);
    MPOS[v] += (uint64_t)n;
  }
  free(buf); free(ps); free(res); free(mask);
}

static void wr_uniform(cs_pfile *f, int k) {
  double *x = cs_palloc(S, sizeof(double));
  for (long i = 0; i < S->nlocal; i++) x[i] = val(S->first + i, k);
  CHECK_OK(cs_fwrite(f, x, 8, 8, 1, NULL, NULL, NULL, NULL));
  for (long v = 0; v < S->total; v++) {
    double d = val(v, k);
    model_write(&M, v, MPOS[v], &d, 8);
    MPOS[v] += 8;
  }
  cs_pfree(x);
}

static void seek_all(cs_pfile *f, long off, int whence) {
  CHECK_OK(cs_fseek(f, off, NULL, whence, NULL, NULL));
  for (long v = 0; v < S->total; v++) MPOS[v] = whence == SEEK_SET ? (uint64_t)off : M.len[v] + off;
}

/* check_rest leaves every VP at its end */
static void check_from(cs_pfile *f, uint64_t from) {
  seek_all(f, (long)from, SEEK_SET);
  check_rest(f, S, &M, from);
  for (long v = 0; v < S->total; v++) MPOS[v] = M.len[v];
}

static void reopen_check(const char *path) {
  cs_pfile *f = cs_fopen(path, "r", S);
  CHECK(f);
  check_rest(f, S, &M, 0);
  CHECK_OK(cs_fclose(f));
}

static int odd(long v) { return v % 2 == 1; }
static int not3(long v) { return v % 3 != 0; }

static void read_back(void) {
  cs_pfile *f = cs_fopen("a.dat", "w+", S);
  CHECK(f);
  for (int k = 0; k < 4; k++) wr_uniform(f, k); /* NB (IB under the debug switch) */
  for (int k = 1; k <= 40; k++) wr_var(f, k, NULL);
  check_from(f, 0);                              /* everything, in the same open */
  for (int k = 41; k <= 50; k++) wr_var(f, k, not3);
  check_from(f, 5);
  check_from(f, 37);                             /* mid-block starts */
  wr_var(f, 51, NULL);
  check_from(f, 0);
  CHECK_OK(cs_fclose(f));
  reopen_check("a.dat");

  f = cs_fopen("a.dat", "a+", S);                /* old lists adopted by the VPs that append */
  CHECK(f);
  for (long v = 0; v < S->total; v++) MPOS[v] = M.len[v];
  for (int k = 60; k <= 65; k++) wr_var(f, k, odd);
  check_from(f, 0);
  wr_var(f, 66, NULL);
  check_from(f, 3);
  CHECK_OK(cs_fclose(f));
  reopen_check("a.dat");

  f = cs_fopen("a.dat", "r+", S);
  CHECK(f);
  check_from(f, 0);                              /* on-disk reads first, then appends */
  seek_all(f, 0, SEEK_END);
  for (int k = 70; k <= 72; k++) wr_var(f, k, not3);
  check_from(f, 0);
  CHECK_OK(cs_fclose(f));
  reopen_check("a.dat");
}

/* Uniform IB reads (piece-transposed tiles) mixed with per-VP reads and
 * different piece sizes. */
static void tiles(void) {
  const char *force = getenv("CSTAR_STREAM_FORCE");
  char *saved = force ? strdup(force) : NULL;
  setenv("CSTAR_STREAM_FORCE", "ib", 1);
  cs_pfile *f = cs_fopen("t.dat", "w", S);
  CHECK(f);
  for (int k = 0; k < 24; k++) wr_uniform(f, k);
  CHECK_OK(cs_fclose(f));
  if (saved) setenv("CSTAR_STREAM_FORCE", saved, 1); else unsetenv("CSTAR_STREAM_FORCE");
  free(saved);

  long nl = S->nlocal;
  double *x = cs_palloc(S, 2 * sizeof(double));
  int *ps = malloc((nl + 1) * sizeof *ps);
  f = cs_fopen("t.dat", "r", S);
  CHECK(f);
  int k = 0;
  for (; k < 3; k++) {
    CHECK_OK(cs_fread(f, x, 8, 8, 1, NULL, NULL, NULL, NULL));
    for (long i = 0; i < nl; i++) CHECK(x[i] == val(S->first + i, k));
  }
  for (long i = 0; i < nl; i++) ps[i] = 8; /* per-VP sizes: the per-VP path */
  CHECK_OK(cs_fread(f, x, 8, 1, 1, NULL, ps, NULL, NULL));
  for (long i = 0; i < nl; i++) CHECK(x[i] == val(S->first + i, k));
  k++;
  for (; k < 6; k++) { /* 4-byte pieces */
    uint32_t *h = (uint32_t *)x;
    CHECK_OK(cs_fread(f, h, 8, 4, 1, NULL, NULL, NULL, NULL));
    CHECK_OK(cs_fread(f, h + 1, 8, 4, 1, NULL, NULL, NULL, NULL));
    for (long i = 0; i < nl; i++) CHECK(x[i] == val(S->first + i, k));
  }
  for (; k < 10; k += 2) { /* 16-byte pieces */
    CHECK_OK(cs_fread(f, x, 16, 16, 1, NULL, NULL, NULL, NULL));
    for (long i = 0; i < nl; i++) CHECK(x[2 * i] == val(S->first + i, k) && x[2 * i + 1] == val(S->first + i, k + 1));
  }
  for (; k < 13; k++) { /* 8-byte pieces to a strided destination */
    CHECK_OK(cs_fread(f, x, 16, 8, 1, NULL, NULL, NULL, NULL));
    for (long i = 0; i < nl; i++) CHECK(x[2 * i] == val(S->first + i, k));
  }
  CHECK_OK(cs_fread(f, x, 8, 8, 1, NULL, NULL, NULL, NULL)); /* then the block's rest per VP */
  for (long i = 0; i < nl; i++) CHECK(x[i] == val(S->first + i, k));
  k++;
  for (long i = 0; i < nl; i++) ps[i] = 8;
  for (; k < 24; k++) {
    CHECK_OK(cs_fread(f, x, 8, 1, 1, NULL, ps, NULL, NULL));
    for (long i = 0; i < nl; i++) CHECK(x[i] == val(S->first + i, k));
  }
  CHECK_OK(cs_fclose(f));
  free(ps);
  cs_pfree(x);
}

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  /* tiny blocks and superblocks, directory memory spilled at once */
  setenv("CSTAR_STREAM_BIB", "8", 1);
  setenv("CSTAR_STREAM_SB", "64", 1);
  setenv("CSTAR_STREAM_DIRPTRS", "2", 1);
  setenv("CSTAR_STREAM_DIRMEM", "0", 1);
  S = mkshape1(37);
  model_init(&M, S->total);
  MPOS = calloc(S->total, sizeof *MPOS);
  read_back();
  unsetenv("CSTAR_STREAM_BIB");
  unsetenv("CSTAR_STREAM_SB");
  unsetenv("CSTAR_STREAM_DIRPTRS");
  unsetenv("CSTAR_STREAM_DIRMEM");
  S = mkshape1(1000);
  model_init(&M, S->total);
  free(MPOS);
  MPOS = calloc(S->total, sizeof *MPOS);
  tiles();
  unit_pass("stream_rw");
  cs_finalize();
  return 0;
}
