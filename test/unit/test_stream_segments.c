/* All three segments in one file (R15, R25, R7): 8 B x3 (NB, sets b_NB=8),
 * then 16 B (NB-compliant with another size: CB), 8 B (CB), a write in a
 * partial context (IB), elemental fprintf on some VPs, more IB writes, and
 * per-VP sizes. `write F` writes and checks the segment boundaries; `read F`
 * (any rank count) reads it back with the fastest mode each segment allows
 * and compares every VP's stream with the sequential model; `both` does both. */
#include "stream_test.h"

#define A 7
#define B 5
typedef struct { double x, y; } pair;

static void build_model(model *m) {
  model_init(m, A * B);
  for (long v = 0; v < A * B; v++) {
    for (int k = 0; k < 3; k++) { double d = val(v, k); model_append(m, v, &d, 8); }
    pair p = {val(v, 10), val(v, 11)};
    model_append(m, v, &p, 16);
    double d = val(v, 20);
    model_append(m, v, &d, 8);
    if (v % 3 != 0) { d = val(v, 30); model_append(m, v, &d, 8); }
    if (v % 2 == 0) { char t[64]; int n = sprintf(t, "vp %ld says %d\n", v, (int)(v * 7)); model_append(m, v, t, n); }
    d = val(v, 40);
    model_append(m, v, &d, 8);
    uint8_t bytes[8];
    for (int k = 0; k < 8; k++) bytes[k] = (uint8_t)(v * 13 + k);
    model_append(m, v, bytes, (uint64_t)(v % 5 + 1));
  }
}

static void do_write(const char *path, model *m) {
  cs_shape_t s = mkshape2(A, B);
  long nl = s->nlocal;
  cs_pfile *f = cs_fopen(path, "w", s);
  CHECK(f);
  double *x = cs_palloc(s, sizeof(double));
  for (int k = 0; k < 3; k++) {
    for (long i = 0; i < nl; i++) x[i] = val(s->first + i, k);
    CHECK_OK(cs_fwrite(f, x, 8, 8, 1, NULL, NULL, NULL, NULL));
    CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_NB));
  }
  pair *pp = cs_palloc(s, sizeof(pair));
  for (long i = 0; i < nl; i++) pp[i] = (pair){val(s->first + i, 10), val(s->first + i, 11)};
  CHECK_OK(cs_fwrite(f, pp, 16, 16, 1, NULL, NULL, NULL, NULL));
  CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_CB)); /* different b_NB ends the NB segment */
  for (long i = 0; i < nl; i++) x[i] = val(s->first + i, 20);
  CHECK_OK(cs_fwrite(f, x, 8, 8, 1, NULL, NULL, NULL, NULL));
  CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_CB)); /* NB needs the current mode to be NB */
  if (!forced()) {
    CHECK_EQ_LONG(info(f).b_nb, 8);
    CHECK_EQ_LONG(info(f).nb_rows, 3);
    CHECK_EQ_LONG(info(f).cb_len, 24);
  }
  unsigned char *mask = malloc(nl + 1);
  for (long i = 0; i < nl; i++) { mask[i] = (s->first + i) % 3 != 0; x[i] = val(s->first + i, 30); }
  int *res = malloc((nl + 1) * sizeof *res);
  CHECK_OK(cs_fwrite(f, x, 8, 8, 1, NULL, NULL, mask, res));
  CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_IB));
  for (long i = 0; i < nl; i++) if (mask[i]) CHECK_EQ_LONG(res[i], 1);
  for (long i = 0; i < nl; i++) {
    long v = s->first + i;
    if (v % 2 == 0) CHECK(cs_fprintf(f, i, "vp %ld says %d\n", v, (int)(v * 7)) > 0);
  }
  for (long i = 0; i < nl; i++) x[i] = val(s->first + i, 40);
  CHECK_OK(cs_fwrite(f, x, 8, 8, 1, NULL, NULL, NULL, NULL));
  CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_IB)); /* stays in IB: no backwards seek */
  uint8_t *bb = cs_palloc(s, 8);
  int *ps = malloc((nl + 1) * sizeof *ps);
  for (long i = 0; i < nl; i++) {
    long v = s->first + i;
    for (int k = 0; k < 8; k++) bb[i * 8 + k] = (uint8_t)(v * 13 + k);
    ps[i] = (int)(v % 5 + 1);
  }
  CHECK_OK(cs_fwrite(f, bb, 8, 1, 1, ps, NULL, NULL, res));
  for (long i = 0; i < nl; i++) CHECK_EQ_LONG(res[i], 1);
  long *tell = malloc((nl + 1) * sizeof *tell);
  cs_ftell(f, NULL, tell);
  for (long i = 0; i < nl; i++) CHECK_EQ_LONG(tell[i], (long)m->len[s->first + i]);
  CHECK_OK(cs_fclose(f));
  /* metafiles exist */
  char p2[512];
  snprintf(p2, sizeof p2, "%s.first", path);
  CHECK(access(p2, F_OK) == 0);
  snprintf(p2, sizeof p2, "%s.dir", path);
  CHECK(access(p2, F_OK) == 0);
  free(mask); free(res); free(ps); free(tell);
  cs_pfree(x); cs_pfree(pp); cs_pfree(bb);
}

static void do_read(const char *path, model *m) {
  cs_shape_t s = NULL;
  cs_pfile *f = cs_fopen_shape(path, "r", &s);
  if (!f) fprintf(stderr, "%s\n", cs_stream_errmsg());
  CHECK(f);
  CHECK_EQ_LONG(s->rank, 2);
  CHECK_EQ_LONG(s->dims[0], A);
  CHECK_EQ_LONG(s->dims[1], B);
  long nl = s->nlocal;
  /* a file written under the debug switch has no NB/CB segments: then the
   * reads cannot use NB/CB either (the bytes must still be the same) */
  int segs = info(f).nb_rows == 3;
  double *x = cs_palloc(s, sizeof(double));
  for (int k = 0; k < 3; k++) {
    CHECK_OK(cs_fread(f, x, 8, 8, 1, NULL, NULL, NULL, NULL));
    if (segs) CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_NB)); /* NB reads the NB segment */
    for (long i = 0; i < nl; i++) CHECK(x[i] == val(s->first + i, k));
  }
  pair *pp = cs_palloc(s, sizeof(pair));
  CHECK_OK(cs_fread(f, pp, 16, 16, 1, NULL, NULL, NULL, NULL));
  if (segs) CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_CB)); /* CB reads the CB segment */
  for (long i = 0; i < nl; i++) CHECK(pp[i].x == val(s->first + i, 10) && pp[i].y == val(s->first + i, 11));
  CHECK_OK(cs_fread(f, x, 8, 8, 1, NULL, NULL, NULL, NULL));
  for (long i = 0; i < nl; i++) CHECK(x[i] == val(s->first + i, 20));
  check_rest(f, s, m, 48); /* IB reads the rest */
  CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_IB));
  /* a uniform seek back into the NB segment makes NB possible again */
  CHECK_OK(cs_fseek(f, 8, NULL, SEEK_SET, NULL, NULL));
  CHECK_OK(cs_fread(f, x, 8, 8, 1, NULL, NULL, NULL, NULL));
  if (segs) CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_NB));
  for (long i = 0; i < nl; i++) CHECK(x[i] == val(s->first + i, 1));
  /* and the whole stream again, from 0, in IB */
  CHECK_OK(cs_rewind(f, NULL));
  check_rest(f, s, m, 0);
  CHECK_OK(cs_fclose(f));
  cs_pfree(x); cs_pfree(pp);
}

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  const char *op = argc > 1 ? argv[1] : "both";
  const char *path = argc > 2 ? argv[2] : "seg.dat";
  model m;
  build_model(&m);
  if (!strcmp(op, "write") || !strcmp(op, "both")) do_write(path, &m);
  if (!strcmp(op, "read") || !strcmp(op, "both")) do_read(path, &m);
  unit_pass("stream_segments");
  cs_finalize();
  return 0;
}
