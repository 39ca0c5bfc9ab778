/* comm/layout.c — packet buffer layout and the byte all-to-all.
 *
 * Packing writes P packets in tandem. If packet starts map to the same cache
 * set, each write evicts another packet's current line (thesis ch.4, Theorem
 * 4.1). CacheOptimalStride picks an inter-packet stride whose LCM with the
 * cache size (in blocks) is at least stride*P, so all starts differ. */
#include <stdlib.h>

#include "comm/comm_internal.h"

#define CACHE_BYTES (1u << 20) /* a typical L2; any power of two works */
#define BLOCK_BYTES 64u

static cs_comm_stats g_stats;

void cs_comm_count(unsigned long long bytes, unsigned long long messages) {
  g_stats.bytes_sent += bytes;
  g_stats.messages += messages;
}
cs_comm_stats cs_comm_get_stats(void) { return g_stats; }
void cs_comm_reset_stats(void) { g_stats.bytes_sent = g_stats.messages = 0; }

static struct { void *p; size_t cap; } g_scr[CS_SCR_NSLOTS];

void *cs_scratch(int slot, size_t bytes) {
  if (bytes == 0) bytes = 1;
  if (bytes > g_scr[slot].cap) {
    size_t cap = g_scr[slot].cap + g_scr[slot].cap / 2;
    if (cap < bytes) cap = bytes;
    free(g_scr[slot].p);
    g_scr[slot].p = cs_xmalloc(cap);
    g_scr[slot].cap = cap;
  }
  return g_scr[slot].p;
}

static size_t gcd(size_t a, size_t b) {
  while (b) { size_t t = a % b; a = b; b = t; }
  return a;
}

size_t cs_cache_optimal_stride(size_t bytes_per_packet, int npackets, size_t cache_bytes,
                               size_t block_bytes) {
  size_t blocks_in_cache = cache_bytes / block_bytes;
  size_t bpp = (bytes_per_packet + block_bytes - 1) / block_bytes;
  if (bpp == 0) bpp = 1;
  /* Theorem 4.1 can only be met while the packets fit in the cache. */
  if (bpp * (size_t)npackets <= blocks_in_cache)
    while ((bpp / gcd(bpp, blocks_in_cache)) * blocks_in_cache < bpp * (size_t)npackets) bpp++;
  return bpp * block_bytes;
}

size_t cs_packet_layout(const size_t *bytes, int P, size_t *offsets) {
  size_t maxb = 0, sum = 0;
  for (int p = 0; p < P; p++) { sum += bytes[p]; if (bytes[p] > maxb) maxb = bytes[p]; }
  size_t stride = cs_cache_optimal_stride(maxb, P, CACHE_BYTES, BLOCK_BYTES);
  if (stride * (size_t)P <= 2 * sum + (size_t)P * 4 * BLOCK_BYTES) {
    for (int p = 0; p < P; p++) offsets[p] = (size_t)p * stride;
    return stride * (size_t)P;
  }
  /* Skewed sizes: a common stride would waste memory. Align each packet to a
   * cache line and skew successive starts by one line so they do not share a
   * set when the sizes happen to be multiples of the cache size. */
  size_t off = 0;
  for (int p = 0; p < P; p++) {
    off = (off + BLOCK_BYTES - 1) / BLOCK_BYTES * BLOCK_BYTES + (p ? BLOCK_BYTES : 0);
    offsets[p] = off;
    off += bytes[p];
  }
  return off + BLOCK_BYTES;
}

void cs_alltoallv_bytes(const void *sbuf, const size_t *ssize, const size_t *soff, void *rbuf,
                        const size_t *rsize, const size_t *roff) {
  int P = cs_nranks(), me = cs_rank();
  int *sc = cs_scratch(CS_SCR_A2A, 4 * sizeof(int) * (size_t)P), *sd = sc + P, *rc = sd + P, *rd = rc + P;
  unsigned long long bytes = 0, msgs = 0;
  for (int p = 0; p < P; p++) {
    if (ssize[p] > (size_t)0x7fffffff || soff[p] > (size_t)0x7fffffff ||
        rsize[p] > (size_t)0x7fffffff || roff[p] > (size_t)0x7fffffff)
      cs_die("communication buffer over 2 GiB");
    sc[p] = (int)ssize[p]; sd[p] = (int)soff[p]; rc[p] = (int)rsize[p]; rd[p] = (int)roff[p];
    if (p != me && ssize[p]) { bytes += ssize[p]; msgs++; }
  }
  cs_comm_count(bytes, msgs);
  MPI_Alltoallv(sbuf, sc, sd, MPI_BYTE, rbuf, rc, rd, MPI_BYTE, cs_mpi_comm());
}

long *cs_coords_to_pos(cs_shape_t ts, const long *const *coords, cs_shape_t s,
                       const unsigned char *mask, const char *what, const char *file, int line) {
  long n = s->nlocal;
  long *pos = cs_scratch(CS_SCR_POS, sizeof(long) * (size_t)(n + 1));
  for (long i = 0; i < n; i++) {
    if (mask && !mask[i]) { pos[i] = -1; continue; }
    long g = 0;
    for (int a = 0; a < ts->rank; a++) {
      long c = coords[a][i];
      if (c < 0 || c >= ts->dims[a])
        cs_fatal(file, line, "%s: index %ld out of range for axis %d of shape %s (extent %ld)",
                 what, c, a, ts->name ? ts->name : "?", ts->dims[a]);
      g += c * ts->strides[a];
    }
    pos[i] = g;
  }
  return pos;
}
