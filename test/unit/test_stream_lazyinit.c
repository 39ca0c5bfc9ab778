/* The Stream* code that helper threads run (the IB layer units, read-ahead
 * units: tile transposes, streaming copies, the test delay) decides a few
 * settings lazily at its first call. Two threads make that first call at
 * once here, with nothing ordering them (pthread_create orders each thread
 * after main only), as the program's thread and a helper do when both take
 * units of the process's first shared IB layer job. Under ThreadSanitizer
 * (scripts/sanitize.sh) the unsynchronised caches (util.c x8_hw, worker.c
 * sx_worker_test_delay) were reported here on every run, where the whole-
 * program runs showed them only now and then; without a sanitizer this
 * checks the transposes both threads made against a scalar reference. */
#include <pthread.h>

#include "stream/internal.h"
#include "stream/worker.h"
#include "unit.h"

enum { NL = 256, B = 64, C = 8 }; /* 8-byte pieces of 64-byte blocks: the x8 (AVX-512) path */

typedef struct {
  uint8_t vb[NL * B], out[NL * B], src[4096], dst[4096];
  int ok;
} job;

static void *run(void *arg) {
  job *j = arg;
  uint32_t tile = sx_tile_vps(B);
  sx_worker_test_delay();
  for (int i = 0; i < NL * B; i++) j->vb[i] = (uint8_t)(i * 7 + 3);
  sx_tile_get(j->out, j->vb, NL, tile, B, C, 0, NL);
  for (int i = 0; i < 4096; i++) j->src[i] = (uint8_t)(i * 5 + 1);
  sx_copy_nt(j->dst, j->src, sizeof j->src);
  sx_nt_fence();
  /* reference: VP v's piece k sits in tile t at row k, column v - t0 */
  j->ok = !memcmp(j->dst, j->src, sizeof j->src);
  for (long v = 0; v < NL && j->ok; v++) {
    long t0 = v / (long)tile * (long)tile, tn = NL - t0 < (long)tile ? NL - t0 : (long)tile;
    for (int k = 0; k < B / C && j->ok; k++)
      j->ok = !memcmp(j->out + v * B + k * C, j->vb + t0 * B + ((size_t)k * tn + (size_t)(v - t0)) * C, C);
  }
  return NULL;
}

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  static job a, b;
  pthread_t ta, tb;
  CHECK(pthread_create(&ta, NULL, run, &a) == 0);
  CHECK(pthread_create(&tb, NULL, run, &b) == 0);
  pthread_join(ta, NULL);
  pthread_join(tb, NULL);
  CHECK(a.ok && b.ok);
  unit_pass("stream_lazyinit");
  cs_finalize();
  return 0;
}
