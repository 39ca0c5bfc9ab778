/* Table 3.1, one restriction violated at a time (R8): every case starts from
 * an NB-compliant pattern (all active, 8 B per VP, contiguous, b_NB = 8) and
 * breaks exactly one rule; the mode chosen must be the thesis's fallback, and
 * the bytes must be the same as the sequential model whatever the mode. */
#include "stream_test.h"

static cs_shape_t S;
static model M;
static double *X;
static unsigned char *MASK;
static int *RES;

static cs_pfile *start(const char *path) {
  model_init(&M, S->total);
  cs_pfile *f = cs_fopen(path, "w+", S);
  CHECK(f);
  for (long i = 0; i < S->nlocal; i++) X[i] = val(S->first + i, 0);
  CHECK_OK(cs_fwrite(f, X, 8, 8, 1, NULL, NULL, NULL, NULL)); /* establishes b_NB = 8 */
  CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_NB));
  for (long v = 0; v < S->total; v++) { double d = val(v, 0); model_append(&M, v, &d, 8); }
  return f;
}

static void finish(cs_pfile *f, const char *path) {
  if (getenv("STREAM_TEST_VERBOSE") && cs_rank() == 0) fprintf(stderr, "case %s\n", path);
  CHECK_OK(cs_fclose(f));
  f = cs_fopen(path, "r", S);
  CHECK(f);
  check_rest(f, S, &M, 0);
  CHECK_OK(cs_fclose(f));
}

static void write_x(cs_pfile *f, int k, const unsigned char *mask) {
  for (long i = 0; i < S->nlocal; i++) X[i] = val(S->first + i, k);
  CHECK_OK(cs_fwrite(f, X, 8, 8, 1, NULL, NULL, mask, RES));
  for (long v = 0; v < S->total; v++) {
    long i = v - S->first;
    int act = 1;
    if (mask) { /* the model needs every VP's activity: recompute the rule */
      act = v % 4 != 1;
    }
    (void)i;
    if (act) { double d = val(v, k); model_append(&M, v, &d, 8); }
  }
}

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  S = mkshape1(23);
  long nl = S->nlocal;
  X = cs_palloc(S, sizeof(double));
  MASK = malloc(nl + 1);
  RES = malloc((nl + 1) * sizeof *RES);
  for (long i = 0; i < nl; i++) MASK[i] = (S->first + i) % 4 != 1;

  /* control: all rules hold -> NB */
  cs_pfile *f = start("r0.dat");
  write_x(f, 1, NULL);
  CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_NB));
  finish(f, "r0.dat");

  /* CB rule 1: not all VPs active -> IB */
  f = start("r1.dat");
  write_x(f, 1, MASK);
  CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_IB));
  finish(f, "r1.dat");

  /* CB rule 2: VPs transfer different byte counts -> IB */
  f = start("r2.dat");
  {
    int *ps = malloc((nl + 1) * sizeof *ps);
    uint8_t *b = cs_palloc(S, 8);
    for (long i = 0; i < nl; i++) { ps[i] = (int)((S->first + i) % 3 + 1); memset(b + 8 * i, (int)(S->first + i), 8); }
    CHECK_OK(cs_fwrite(f, b, 8, 1, 1, NULL, ps, NULL, RES));
    CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_IB));
    for (long v = 0; v < S->total; v++) { uint8_t t[8]; memset(t, (int)v, 8); model_append(&M, v, t, v % 3 + 1); }
    free(ps); cs_pfree(b);
  }
  finish(f, "r2.dat");

  /* CB rule 3: an elemental operation -> IB on that rank at once, the others
   * at the next collective (R10) */
  f = start("r3.dat");
  if (S->nlocal > 0 && cs_rank() == 0) {
    CHECK(cs_fputc('Z', f, 0) == 'Z');
    CHECK_EQ_LONG(info(f).mode, want_mode(CS_MODE_IB));
  }
  if (cs_rank() != 0) CHECK_EQ_LONG(info(f).mode, want_mode(CS_MODE_NB));
  model_append(&M, 0, "Z", 1);
  write_x(f, 1, NULL);
  CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_IB));
  CHECK_EQ_LONG(info(f).mode, want_mode(CS_MODE_IB));
  finish(f, "r3.dat");

  /* CB rule 4: VPs seek to different offsets -> IB */
  f = start("r4.dat");
  {
    long *off = malloc((nl + 1) * sizeof *off);
    for (long i = 0; i < nl; i++) off[i] = (S->first + i) % 2 ? 0 : 8;
    CHECK_OK(cs_fseek(f, 0, off, SEEK_SET, NULL, RES));
    CHECK_EQ_LONG(info(f).mode, want_mode(CS_MODE_IB));
    for (long i = 0; i < nl; i++) X[i] = val(S->first + i, 1);
    CHECK_OK(cs_fwrite(f, X, 8, 8, 1, NULL, NULL, NULL, NULL));
    CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_IB));
    for (long v = 0; v < S->total; v++) { double d = val(v, 1); model_write(&M, v, v % 2 ? 0 : 8, &d, 8); }
    free(off);
  }
  finish(f, "r4.dat");

  /* NB rule 2: a transfer of another size than b_NB -> CB */
  f = start("r5.dat");
  {
    double *y = cs_palloc(S, 16);
    for (long i = 0; i < nl; i++) { y[2 * i] = val(S->first + i, 1); y[2 * i + 1] = val(S->first + i, 2); }
    CHECK_OK(cs_fwrite(f, y, 16, 16, 1, NULL, NULL, NULL, NULL));
    CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_CB));
    for (long v = 0; v < S->total; v++) { double d[2] = {val(v, 1), val(v, 2)}; model_append(&M, v, d, 16); }
    cs_pfree(y);
  }
  finish(f, "r5.dat");

  /* NB rule 3: strided data (a struct field) -> CB */
  f = start("r6.dat");
  {
    struct { double a; int b; } *st = cs_palloc(S, sizeof *st);
    for (long i = 0; i < nl; i++) st[i].a = val(S->first + i, 1);
    CHECK_OK(cs_fwrite(f, &st[0].a, sizeof *st, 8, 1, NULL, NULL, NULL, NULL));
    CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_CB));
    for (long v = 0; v < S->total; v++) { double d = val(v, 1); model_append(&M, v, &d, 8); }
    cs_pfree(st);
  }
  finish(f, "r6.dat");

  /* NB rule 4: a seek offset that is not a multiple of b_NB -> CB */
  f = start("r7.dat");
  write_x(f, 1, NULL);
  CHECK_OK(cs_fseek(f, 4, NULL, SEEK_SET, NULL, NULL));
  CHECK_EQ_LONG(info(f).mode, want_mode(CS_MODE_CB));
  for (long i = 0; i < nl; i++) X[i] = val(S->first + i, 2);
  CHECK_OK(cs_fwrite(f, X, 8, 8, 1, NULL, NULL, NULL, NULL));
  CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_CB));
  for (long v = 0; v < S->total; v++) { double d = val(v, 2); model_write(&M, v, 4, &d, 8); }
  finish(f, "r7.dat");

  /* a seek back to the start after IB: NB again (thesis 3.6.6) */
  f = start("r8.dat");
  write_x(f, 1, MASK);
  CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_IB));
  CHECK_OK(cs_fseek(f, 0, NULL, SEEK_SET, NULL, NULL));
  for (long i = 0; i < nl; i++) X[i] = val(S->first + i, 5);
  CHECK_OK(cs_fwrite(f, X, 8, 8, 1, NULL, NULL, NULL, NULL));
  CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_NB));
  for (long v = 0; v < S->total; v++) { double d = val(v, 5); model_write(&M, v, 0, &d, 8); }
  finish(f, "r8.dat");

  free(MASK); free(RES); cs_pfree(X);
  unit_pass("stream_rules");
  cs_finalize();
  return 0;
}
