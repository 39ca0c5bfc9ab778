/* comm/comm_internal.h — helpers shared by the comm layer's source files. */
#ifndef CSTAR_COMM_INTERNAL_H
#define CSTAR_COMM_INTERNAL_H
#include <string.h>
#include "cstar/comm.h"
#include "vp/internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Traffic counters behind cs_comm_get_stats. */
void cs_comm_count(unsigned long long bytes, unsigned long long messages);

/* Lays out P packets of the given byte sizes in one buffer so that packet
 * starts fall in different cache blocks (CacheOptimalStride when the packets
 * are of similar size, else cache-line-aligned and skewed). Fills offsets;
 * returns the buffer size. */
size_t cs_packet_layout(const size_t *bytes, int P, size_t *offsets);

/* MPI_Alltoallv over byte packets described by sizes/offsets, counting traffic. */
void cs_alltoallv_bytes(const void *sbuf, const size_t *ssize, const size_t *soff, void *rbuf,
                        const size_t *rsize, const size_t *roff);

/* Copies one element (fast paths for the common sizes). */
static inline void cs_elem_copy(void *d, const void *s, size_t es) {
  switch (es) {
  case 1: *(char *)d = *(const char *)s; break;
  case 4: memcpy(d, s, 4); break;
  case 8: memcpy(d, s, 8); break;
  case 16: memcpy(d, s, 16); break;
  default: memcpy(d, s, es);
  }
}

/* Copies n elements, only where mask (may be NULL) is set. */
static inline void cs_masked_copy(char *d, const char *s, long n, size_t es,
                                  const unsigned char *mask) {
  if (!mask) { memmove(d, s, (size_t)n * es); return; }
  for (long i = 0; i < n; i++)
    if (mask[i]) cs_elem_copy(d + (size_t)i * es, s + (size_t)i * es, es);
}

/* Global position of each local position's coordinates in shape ts, checked
 * axis by axis (error at file:line); inactive positions get -1. */
long *cs_coords_to_pos(cs_shape_t ts, const long *const *coords, cs_shape_t s,
                       const unsigned char *mask, const char *what, const char *file, int line);

/* A global interval of positions [lo, hi). */
typedef struct cs_ival { long lo, hi; } cs_ival;

/* The remote intervals a rank with block [f, f+n) needs: sorted, disjoint,
 * clipped to the shape, excluding [f, f+n). Returns the count (<= cap). */
typedef int (*cs_needs_fn)(const void *ctx, long f, long n, cs_ival *out, int cap);

/* Point-to-point halo fetch: every rank gets the intervals `needs` names for
 * it, from their owners, into bufs[j] (allocated here, nelem*es each; free
 * with free()). Only owners of needed data exchange messages. */
int cs_fetch_intervals(const void *x, size_t es, cs_shape_t s, cs_needs_fn needs,
                       const void *ctx, cs_ival *mine, char **bufs, int cap);

#ifdef __cplusplus
}
#endif
#endif
