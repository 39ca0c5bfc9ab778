/* stream/crc32.c — CRC-32/ISO-HDLC (zlib's polynomial, so Python's
 * zlib.crc32 checks our files): one implementation for the runtime and
 * streamstar. It depends on nothing else in the runtime, so a tool or test can
 * compile it alone (test/Tools/sanitize.test builds streamstar with ASan from
 * its sources plus this file). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cstar/crc32.h"

/* Slicing-by-8: eight tables, eight bytes per step (the directory
 * superblocks are checksummed whole at close and at every read). */
static uint32_t crc_table[8][256];
static int crc_hw; /* carry-less multiplication usable (set once below) */

/* Runs at load, before any thread exists: the tables and the CPU check are
 * written once and only read afterwards (no lazy set-up to race on). */
__attribute__((constructor)) static void crc_init(void) {
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    crc_table[0][i] = c;
  }
  for (uint32_t i = 0; i < 256; i++)
    for (int t = 1; t < 8; t++)
      crc_table[t][i] = crc_table[0][crc_table[t - 1][i] & 0xff] ^ (crc_table[t - 1][i] >> 8);
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  crc_hw = __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("sse4.1") &&
           !getenv("CSTAR_STREAM_CRC_TABLE");
#endif
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define SX_CRC_CLMUL 1
/* Carry-less multiply folding (Intel, "Fast CRC Computation for Generic
 * Polynomials Using PCLMULQDQ"; the constants of the reflected zlib
 * polynomial as in Linux crc32-pclmul and Chromium's zlib): len >= 64, a
 * multiple of 16; crc is the running (inverted) register, returned likewise. */
__attribute__((target("pclmul,sse4.1"))) static uint32_t crc_clmul(uint32_t crc, const uint8_t *buf, size_t len) {
  const __m128i k1k2 = _mm_set_epi64x(0x01c6e41596LL, 0x0154442bd4LL);
  const __m128i k3k4 = _mm_set_epi64x(0x00ccaa009eLL, 0x01751997d0LL);
  const __m128i k5k0 = _mm_set_epi64x(0, 0x0163cd6124LL);
  const __m128i poly = _mm_set_epi64x(0x01f7011641LL, 0x01db710641LL);
  const __m128i mask = _mm_setr_epi32(~0, 0, ~0, 0);
  __m128i x1 = _mm_loadu_si128((const __m128i *)(buf + 0x00));
  __m128i x2 = _mm_loadu_si128((const __m128i *)(buf + 0x10));
  __m128i x3 = _mm_loadu_si128((const __m128i *)(buf + 0x20));
  __m128i x4 = _mm_loadu_si128((const __m128i *)(buf + 0x30));
  x1 = _mm_xor_si128(x1, _mm_cvtsi32_si128((int)crc));
  buf += 64;
  len -= 64;
  while (len >= 64) {
    __m128i x5 = _mm_clmulepi64_si128(x1, k1k2, 0x00), x6 = _mm_clmulepi64_si128(x2, k1k2, 0x00);
    __m128i x7 = _mm_clmulepi64_si128(x3, k1k2, 0x00), x8 = _mm_clmulepi64_si128(x4, k1k2, 0x00);
    x1 = _mm_clmulepi64_si128(x1, k1k2, 0x11);
    x2 = _mm_clmulepi64_si128(x2, k1k2, 0x11);
    x3 = _mm_clmulepi64_si128(x3, k1k2, 0x11);
    x4 = _mm_clmulepi64_si128(x4, k1k2, 0x11);
    x1 = _mm_xor_si128(_mm_xor_si128(x1, x5), _mm_loadu_si128((const __m128i *)(buf + 0x00)));
    x2 = _mm_xor_si128(_mm_xor_si128(x2, x6), _mm_loadu_si128((const __m128i *)(buf + 0x10)));
    x3 = _mm_xor_si128(_mm_xor_si128(x3, x7), _mm_loadu_si128((const __m128i *)(buf + 0x20)));
    x4 = _mm_xor_si128(_mm_xor_si128(x4, x8), _mm_loadu_si128((const __m128i *)(buf + 0x30)));
    buf += 64;
    len -= 64;
  }
  /* four lanes into one */
  __m128i x5 = _mm_clmulepi64_si128(x1, k3k4, 0x00);
  x1 = _mm_xor_si128(_mm_xor_si128(_mm_clmulepi64_si128(x1, k3k4, 0x11), x2), x5);
  x5 = _mm_clmulepi64_si128(x1, k3k4, 0x00);
  x1 = _mm_xor_si128(_mm_xor_si128(_mm_clmulepi64_si128(x1, k3k4, 0x11), x3), x5);
  x5 = _mm_clmulepi64_si128(x1, k3k4, 0x00);
  x1 = _mm_xor_si128(_mm_xor_si128(_mm_clmulepi64_si128(x1, k3k4, 0x11), x4), x5);
  while (len >= 16) {
    x5 = _mm_clmulepi64_si128(x1, k3k4, 0x00);
    x1 = _mm_xor_si128(_mm_xor_si128(_mm_clmulepi64_si128(x1, k3k4, 0x11),
                                     _mm_loadu_si128((const __m128i *)buf)), x5);
    buf += 16;
    len -= 16;
  }
  /* 128 -> 64 -> 32 bits, then Barrett reduction */
  x2 = _mm_clmulepi64_si128(x1, k3k4, 0x10);
  x1 = _mm_xor_si128(_mm_srli_si128(x1, 8), x2);
  x2 = _mm_srli_si128(x1, 4);
  x1 = _mm_xor_si128(_mm_clmulepi64_si128(_mm_and_si128(x1, mask), k5k0, 0x00), x2);
  x2 = _mm_clmulepi64_si128(_mm_and_si128(x1, mask), poly, 0x10);
  x2 = _mm_clmulepi64_si128(_mm_and_si128(x2, mask), poly, 0x00);
  x1 = _mm_xor_si128(x1, x2);
  return (uint32_t)_mm_extract_epi32(x1, 1);
}
#endif

uint32_t sx_crc32(uint32_t crc, const void *buf, size_t len) {
#ifdef SX_CRC_CLMUL
  if (crc_hw && len >= 64) {
    size_t chunk = len & ~(size_t)15;
    crc = ~crc_clmul(~crc, (const uint8_t *)buf, chunk);
    return chunk == len ? crc : sx_crc32_table(crc, (const uint8_t *)buf + chunk, len - chunk);
  }
#endif
  return sx_crc32_table(crc, buf, len);
}

uint32_t sx_crc32_table(uint32_t crc, const void *buf, size_t len) {
  const uint8_t *p = (const uint8_t *)buf;
  crc = ~crc;
  while (len >= 8) {
    uint32_t a = crc ^ ((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);
    uint32_t b = (uint32_t)p[4] | (uint32_t)p[5] << 8 | (uint32_t)p[6] << 16 | (uint32_t)p[7] << 24;
    crc = crc_table[7][a & 0xff] ^ crc_table[6][(a >> 8) & 0xff] ^ crc_table[5][(a >> 16) & 0xff] ^
          crc_table[4][a >> 24] ^ crc_table[3][b & 0xff] ^ crc_table[2][(b >> 8) & 0xff] ^
          crc_table[1][(b >> 16) & 0xff] ^ crc_table[0][b >> 24];
    p += 8;
    len -= 8;
  }
  while (len--) crc = crc_table[0][(crc ^ *p++) & 0xff] ^ (crc >> 8);
  return ~crc;
}

