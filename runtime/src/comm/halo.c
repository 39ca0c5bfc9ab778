/* comm/halo.c — point-to-point fetch of contiguous global intervals.
 *
 * With the block distribution, the sources of a grid shift (or a stencil's
 * halo) form a few contiguous global intervals per rank. Every rank can
 * compute every other rank's needs from the shape alone, so no request
 * messages are needed: owners send exactly the overlapping pieces, receivers
 * post matching receives (tag = interval index), and only ranks owning halo
 * data talk to each other. */
#include <stdlib.h>

/* MPICH annotates MPI_Waitall in a way GCC misreads for a malloc-ed array. */
#pragma GCC diagnostic ignored "-Wstringop-overflow"

#include "comm/comm_internal.h"

#define MAXIV 64

void cs_fetch_into(const void *x, size_t es, cs_shape_t s, cs_needs_fn needs, const void *ctx,
                   const cs_ival *mine, int nm, char *const *bufs) {
  int P = cs_nranks(), me = cs_rank();
  long f = s->first, n = s->nlocal;
  cs_dist dist = cs_dist_of(s->total, P);
  int maxreq = 0;
  for (int j = 0; j < nm; j++)
    maxreq += cs_dist_owner(&dist, mine[j].hi - 1) - cs_dist_owner(&dist, mine[j].lo) + 1;
  /* sends: pieces of my block that other ranks need */
  int nsend = 0, capsend = 16, heap = 0;
  MPI_Request *req = cs_scratch(CS_SCR_REQ, sizeof(MPI_Request) * (size_t)(maxreq + capsend));
  MPI_Comm comm = cs_mpi_comm();
  for (int j = 0; j < nm; j++) {
    for (int q = cs_dist_owner(&dist, mine[j].lo); q <= cs_dist_owner(&dist, mine[j].hi - 1); q++) {
      long fq = cs_dist_first(&dist, q), nq = dist.q + (q < dist.rem);
      long lo = mine[j].lo > fq ? mine[j].lo : fq, hi = mine[j].hi < fq + nq ? mine[j].hi : fq + nq;
      if (hi <= lo) continue;
      MPI_Irecv(bufs[j] + (size_t)(lo - mine[j].lo) * es, (int)((size_t)(hi - lo) * es), MPI_BYTE,
                q, j, comm, &req[nsend++]);
    }
  }
  cs_ival theirs[MAXIV];
  const char *xc = x;
  for (int r = 0; r < P; r++) {
    if (r == me || n == 0) continue;
    long fr = cs_dist_first(&dist, r), nr = dist.q + (r < dist.rem);
    int nt = needs(ctx, fr, nr, theirs, MAXIV);
    for (int j = 0; j < nt; j++) {
      long lo = theirs[j].lo > f ? theirs[j].lo : f, hi = theirs[j].hi < f + n ? theirs[j].hi : f + n;
      if (hi <= lo) continue;
      if (nsend == maxreq + capsend) {
        MPI_Request *old = req;
        capsend *= 2;
        req = cs_xmalloc(sizeof(MPI_Request) * (size_t)(maxreq + capsend));
        memcpy(req, old, sizeof(MPI_Request) * (size_t)nsend);
        if (heap) free(old);
        heap = 1;
      }
      size_t bytes = (size_t)(hi - lo) * es;
      cs_comm_count(bytes, 1);
      MPI_Isend(xc + (size_t)(lo - f) * es, (int)bytes, MPI_BYTE, r, j, comm, &req[nsend++]);
    }
  }
  MPI_Waitall(nsend, req, MPI_STATUSES_IGNORE);
  if (heap) free(req);
}

int cs_fetch_intervals(const void *x, size_t es, cs_shape_t s, cs_needs_fn needs,
                       const void *ctx, cs_ival *mine, char **bufs, int cap) {
  int nm = needs(ctx, s->first, s->nlocal, mine, cap);
  size_t tot = 0;
  for (int j = 0; j < nm; j++) tot += ((size_t)(mine[j].hi - mine[j].lo) * es + 15) / 16 * 16;
  char *b = cs_scratch(CS_SCR_HALO, tot);
  for (int j = 0; j < nm; j++) {
    bufs[j] = b;
    b += ((size_t)(mine[j].hi - mine[j].lo) * es + 15) / 16 * 16;
  }
  cs_fetch_into(x, es, s, needs, ctx, mine, nm, bufs);
  return nm;
}

/* ---- cs_halo: [f-lo, f) and [f+n, f+n+hi) ------------------------------------ */

typedef struct halo_ctx { long lo, hi, total; } halo_ctx;

static int halo_needs(const void *vc, long f, long n, cs_ival *out, int cap) {
  const halo_ctx *c = vc;
  int k = 0;
  if (n == 0) return 0;
  long a = f - c->lo < 0 ? 0 : f - c->lo;
  if (a < f) out[k++] = (cs_ival){a, f};
  long b = f + n + c->hi > c->total ? c->total : f + n + c->hi;
  if (b > f + n) out[k++] = (cs_ival){f + n, b};
  return k;
}

void cs_halo(const void *x, size_t es, cs_shape_t s, long lo, long hi, void *lo_buf,
             void *hi_buf) {
  halo_ctx c = {lo, hi, s->total};
  cs_ival mine[2];
  char *bufs[2];
  /* receive straight into the caller's buffers: no copy, no allocation */
  int nm = halo_needs(&c, s->first, s->nlocal, mine, 2);
  for (int j = 0; j < nm; j++)
    bufs[j] = mine[j].hi <= s->first /* low halo ends at first: right-align it */
                  ? (char *)lo_buf + (size_t)(lo - (s->first - mine[j].lo)) * es
                  : (char *)hi_buf;
  cs_fetch_into(x, es, s, halo_needs, &c, mine, nm, bufs);
}
