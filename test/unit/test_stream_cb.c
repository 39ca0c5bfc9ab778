/* The CB buffer cycle of thesis Fig. 3.5 (R11): VP buffers of 32 bytes, each
 * VP writes 24 bytes (3 doubles) twice. After write 1 every buffer holds 24
 * bytes and nothing was sent; write 2 fills the remaining 8 bytes, sends all
 * buffers as one unit, then keeps the other 16 bytes. Then a write larger than
 * the buffer (fill to capacity, send, repeat), and the stored file. */
#include <stdlib.h>
#include "stream_test.h"

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  setenv("CSTAR_STREAM_BCB", "32", 1);
  setenv("CSTAR_STREAM_FORCE", "cb", 1); /* 24 B contiguous would otherwise be NB */
  cs_shape_t s = mkshape1(10);
  long nl = s->nlocal;
  model m;
  model_init(&m, s->total);
  cs_pfile *f = cs_fopen("fig35.dat", "w", s);
  CHECK(f);
  double *x = cs_palloc(s, 24);
  for (int w = 0; w < 2; w++) {
    for (long i = 0; i < nl; i++)
      for (int k = 0; k < 3; k++) x[3 * i + k] = val(s->first + i, 3 * w + k);
    CHECK_OK(cs_fwrite(f, x, 24, 24, 1, NULL, NULL, NULL, NULL));
    for (long v = 0; v < s->total; v++)
      for (int k = 0; k < 3; k++) { double d = val(v, 3 * w + k); model_append(&m, v, &d, 8); }
    cs_stream_info in = info(f);
    CHECK_EQ_LONG(in.last_mode, CS_MODE_CB);
    CHECK_EQ_LONG(in.b_cb, 32);
    CHECK_EQ_LONG(in.cb_flushes, w == 0 ? 0 : 1); /* one collective send at write 2 */
    CHECK_EQ_LONG(in.cb_fill, w == 0 ? 24 : 16);
  }
  /* 100 bytes per VP: fill 16 (send), 32 (send), 32 (send), 20 left */
  uint8_t *b = cs_palloc(s, 100);
  for (long i = 0; i < nl; i++) for (int k = 0; k < 100; k++) b[100 * i + k] = (uint8_t)(s->first + i + 3 * k);
  CHECK_OK(cs_fwrite(f, b, 100, 100, 1, NULL, NULL, NULL, NULL));
  for (long v = 0; v < s->total; v++) {
    uint8_t t[100];
    for (int k = 0; k < 100; k++) t[k] = (uint8_t)(v + 3 * k);
    model_append(&m, v, t, 100);
  }
  CHECK_EQ_LONG(info(f).cb_flushes, 4);
  CHECK_EQ_LONG(info(f).cb_fill, 20);
  CHECK_OK(cs_fclose(f));
  /* stored layout: row r of the CB segment = block r of every VP */
  if (cs_rank() == 0) {
    FILE *fp = fopen("fig35.dat", "rb");
    CHECK(fp);
    uint8_t blk[32];
    for (long r = 0; r < 5; r++)
      for (long v = 0; v < s->total; v++) {
        CHECK(fread(blk, 1, 32, fp) == 32);
        uint64_t n = m.len[v] - 32 * r < 32 ? m.len[v] - 32 * r : 32;
        CHECK(memcmp(blk, m.b[v] + 32 * r, n) == 0);
      }
    fclose(fp);
  }
  unsetenv("CSTAR_STREAM_FORCE");
  f = cs_fopen("fig35.dat", "r", s);
  CHECK(f);
  CHECK_EQ_LONG(info(f).b_cb, 32);
  for (int w = 0; w < 2; w++) { /* CB reads, same buffers */
    CHECK_OK(cs_fread(f, x, 24, 24, 1, NULL, NULL, NULL, NULL));
    CHECK_EQ_LONG(info(f).last_mode, CS_MODE_CB);
    for (long i = 0; i < nl; i++) CHECK(memcmp(x + 3 * i, m.b[s->first + i] + 24 * w, 24) == 0);
  }
  check_rest(f, s, &m, 48);
  CHECK_OK(cs_fclose(f));
  cs_pfree(x);
  cs_pfree(b);
  unit_pass("stream_cb");
  cs_finalize();
  return 0;
}
