/* vp/prand.c — prand/psrand: a parallel random stream independent of the
 * rank count. The value at global position g for the k-th prand call is a
 * hash of (seed, k, g) (splitmix64 finaliser), so no state depends on how
 * positions are spread over ranks. */
#include <stdlib.h>

#include "vp/internal.h"

static unsigned long g_seed = 1;
static unsigned long g_calls = 0;

static unsigned long long mix(unsigned long long z) {
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void cs_psrand(unsigned seed) {
  g_seed = seed;
  g_calls = 0;
}

unsigned long cs_prand_next_call(void) { return g_calls++; }

/* The per-statement part of cs_prand_value; the per-position part is
 * cs_prand_at (<cstar/markers.h>), inline in the position loop: one
 * finaliser per position instead of three and a call (3x faster). */
_Static_assert(RAND_MAX == 2147483647, "cs_prand_at assumes RAND_MAX 2^31-1");
unsigned long long cs_prand_base(unsigned long call) { return mix(mix((unsigned long long)g_seed) ^ call); }

int cs_prand_value(unsigned long call, long g) {
  unsigned long long h = mix(mix(mix((unsigned long long)g_seed) ^ call) ^ (unsigned long long)g);
  return (int)(h % ((unsigned long long)RAND_MAX + 1));
}
