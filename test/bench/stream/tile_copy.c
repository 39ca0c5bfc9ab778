/* tile_copy.c — what the tile size costs the copy out of the tiles (the
 * per-call copy of a uniform IB read; docs/benchmarks.md, session 11).
 *
 * A layer of 64 MiB (1M VPs x 64-byte blocks) is filled with streaming
 * stores, as sx_tile_put fills it, so it is in DRAM; then the 8 calls of
 * the layer each copy piece k of every tile (tile/8 bytes per tile, one
 * run per tile, tiles `tile` bytes apart) into an 8 MiB destination and
 * read it back (the benchmark's check loop). Best of 15 per tile size.
 *   cc -O2 -mavx2 tile_copy.c -o tile_copy && ./tile_copy */
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(void) {
  const size_t L = 64u << 20, X = 8u << 20;
  char *src = aligned_alloc(1u << 21, L), *x = aligned_alloc(1u << 21, X);
  if (!src || !x) return 1;
  memset(src, 1, L);
  memset(x, 2, X);
  for (size_t tile = 65536; tile <= (4u << 20); tile *= 4) {
    size_t piece = tile / 8;
    double best = 1e9;
    long sum = 0;
    for (int r = 0; r < 15; r++) {
      for (size_t o = 0; o < L; o += 16) _mm_stream_si128((__m128i *)(src + o), _mm_set1_epi32(r));
      _mm_sfence();
      double t0 = now();
      for (int k = 0; k < 8; k++) {
        for (size_t t = 0; t < L / tile; t++) memcpy(x + t * piece, src + t * tile + k * piece, piece);
        for (size_t o = 0; o < X; o += 64) sum += x[o];
      }
      double t = now() - t0;
      if (t < best) best = t;
    }
    printf("tile %7zu B, runs of %6zu B: one layer's 8 calls %.4f s (%.2f GB/s) [%ld]\n", tile, piece, best,
           L / best / 1e9, sum & 1);
  }
  return 0;
}
