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

/* Grow-only scratch buffers kept between calls (the runtime is single
 * threaded): slot k holds at least `bytes` bytes, contents undefined. Large
 * per-call buffers would otherwise be mmap-ed, page-faulted and unmapped on
 * every call. Slots are private to one source file's phase of one call. */
enum {
  CS_SCR_RLIST, CS_SCR_ROWN, CS_SCR_SBUF, CS_SCR_RBUF, CS_SCR_REP, CS_SCR_ANS,
  CS_SCR_SNAPX, CS_SCR_SNAPP, CS_SCR_SNAPM, CS_SCR_COUNTS, CS_SCR_HALO, CS_SCR_REQ,
  CS_SCR_AXIS0, CS_SCR_AXIS1, CS_SCR_AXIS2, CS_SCR_A2A, CS_SCR_POS, CS_SCR_NSLOTS
};
void *cs_scratch(int slot, size_t bytes);

/* The block distribution of a shape of `total` positions over P ranks:
 * owner of g in closed form (no call, no table). */
typedef struct cs_dist { long total, q, rem, big; int P; } cs_dist;
static inline cs_dist cs_dist_of(long total, int P) {
  cs_dist d;
  d.total = total; d.P = P; d.q = total / P; d.rem = total % P; d.big = d.rem * (d.q + 1);
  return d;
}
static inline int cs_dist_owner(const cs_dist *d, long g) {
  return g < d->big ? (int)(g / (d->q + 1)) : (int)(d->rem + (g - d->big) / d->q);
}
static inline long cs_dist_first(const cs_dist *d, int r) {
  return (long)r * d->q + (r < d->rem ? r : d->rem);
}

/* Whether byte ranges [a, a+na) and [b, b+nb) overlap. */
static inline int cs_overlap(const void *a, size_t na, const void *b, size_t nb) {
  const char *x = (const char *)a, *y = (const char *)b;
  return na && nb && x < y + nb && y < x + na;
}

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
 * axis by axis (error at file:line); inactive positions get -1. The result is
 * scratch slot CS_SCR_POS (do not free; valid until the next call). */
long *cs_coords_to_pos(cs_shape_t ts, const long *const *coords, cs_shape_t s,
                       const unsigned char *mask, const char *what, const char *file, int line);

/* A global interval of positions [lo, hi). */
typedef struct cs_ival { long lo, hi; } cs_ival;

/* The remote intervals a rank with block [f, f+n) needs: sorted, disjoint,
 * clipped to the shape, excluding [f, f+n). Returns the count (<= cap). */
typedef int (*cs_needs_fn)(const void *ctx, long f, long n, cs_ival *out, int cap);

/* Point-to-point halo fetch: every rank gets the intervals `needs` names for
 * it, from their owners, into bufs[j] (scratch slot CS_SCR_HALO, nelem*es
 * each, valid until the next fetch; do not free). Only owners of needed data
 * exchange messages. */
int cs_fetch_intervals(const void *x, size_t es, cs_shape_t s, cs_needs_fn needs,
                       const void *ctx, cs_ival *mine, char **bufs, int cap);

/* The same into caller buffers: mine[0..nm) = needs(ctx, first, nlocal, ...)
 * of this rank, bufs[j] receives interval j. */
void cs_fetch_into(const void *x, size_t es, cs_shape_t s, cs_needs_fn needs, const void *ctx,
                   const cs_ival *mine, int nm, char *const *bufs);

#ifdef __cplusplus
}
#endif
#endif
