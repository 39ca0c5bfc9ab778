/* comm/misc.c — global, sort rank, and scalar <-> parallel copies. */
#include <stdlib.h>

#include "comm/comm_internal.h"
#include "vp/combine.h"
#include "vp/types.h"

void cs_global(void *out, const void *x, cs_type t, cs_op op, cs_shape_t s,
               const unsigned char *mask) {
  int isfloat = t == CS_T_FLOAT || t == CS_T_DOUBLE || t == CS_T_LDOUBLE;
  if (isfloat && (op == CS_OP_ADD || op == CS_OP_MUL)) {
    cs_reduce_fp(out, x, mask, s, t, op);
    return;
  }
  size_t es = cs_type_size(t);
  cs_identity(out, t, op);
  const char *xc = x;
  for (long i = 0; i < s->nlocal; i++)
    if (!mask || mask[i]) cs_combine_n(out, xc + (size_t)i * es, 1, t, op);
  cs_allreduce(out, t, op);
}

static long double as_ld(const void *p, cs_type t) {
  switch (t) {
#define X(tag, T, isint) case tag: { T v; memcpy(&v, p, sizeof v); return (long double)v; }
    CS_FOR_EACH_TYPE(X)
#undef X
  }
  return 0;
}

typedef struct rank_rec { long key, seg, pos; long double v; } rank_rec;
static int g_desc;
static int cmp_rec(const void *a, const void *b) {
  const rank_rec *x = a, *y = b;
  if (x->key != y->key) return x->key < y->key ? -1 : 1;
  if (x->seg != y->seg) return x->seg < y->seg ? -1 : 1;
  if (x->v != y->v) return (x->v < y->v) != g_desc ? -1 : 1;
  return x->pos < y->pos ? -1 : x->pos > y->pos;
}

/* Sort rank by sample sort, so no rank holds more than about its share of
 * the keys: records (line, segment, value, position) — a strict total order,
 * position breaking ties — are sorted locally, P-1 regular samples per rank
 * are gathered (P(P-1) records in all), P-1 splitters cut the order into one
 * bucket per rank, buckets travel with one MPI_Alltoallv and are sorted.
 * A record's rank is its index within its (line, segment) group in the
 * bucket, plus, for the bucket's first group, the group's records in lower
 * buckets (from an allgather of one boundary summary per rank). The ranks
 * then go back to the positions' owners with a second MPI_Alltoallv. */
typedef struct bound { long key, seg, cnt; int whole, empty; } bound;
typedef struct rank_ans { long pos, r; } rank_ans;

/* Exchanges records of rs bytes, scnt[p] to rank p; *rbuf (scratch `slot`)
 * receives rcnt[p] from each p, in rank order. */
static void a2a_records(const void *sbuf, const size_t *scnt, size_t rs, size_t *rcnt,
                        char **rbuf, int slot) {
  int P = cs_nranks();
  size_t *v = cs_scratch(CS_SCR_COUNTS, sizeof(size_t) * 4 * (size_t)P);
  size_t *sb = v, *so = v + P, *rb = v + 2 * (size_t)P, *ro = v + 3 * (size_t)P;
  long *c = cs_xmalloc(sizeof(long) * 2 * (size_t)P);
  for (int p = 0; p < P; p++) c[p] = (long)scnt[p];
  MPI_Alltoall(c, 1, MPI_LONG, c + P, 1, MPI_LONG, cs_mpi_comm());
  size_t so_ = 0, ro_ = 0;
  for (int p = 0; p < P; p++) {
    rcnt[p] = (size_t)c[P + p];
    sb[p] = scnt[p] * rs; so[p] = so_; so_ += sb[p];
    rb[p] = rcnt[p] * rs; ro[p] = ro_; ro_ += rb[p];
  }
  free(c);
  *rbuf = cs_scratch(slot, ro_);
  cs_alltoallv_bytes(sbuf, sb, so, *rbuf, rb, ro);
}

void cs_sort_rank(int *dst, const void *x, cs_type t, int axis, cs_direction dir,
                  const unsigned char *sbit, cs_shape_t s, const unsigned char *mask) {
  long n = s->nlocal;
  int P = cs_nranks(), me = cs_rank();
  size_t es = cs_type_size(t);
  /* segment number along the line: inclusive count of segment starts */
  int *seg = cs_xmalloc(sizeof(int) * (size_t)(n + 1));
  if (sbit) {
    int *b = cs_xmalloc(sizeof(int) * (size_t)(n + 1));
    for (long i = 0; i < n; i++) b[i] = sbit[i] != 0;
    cs_scan(seg, b, CS_T_INT, CS_OP_ADD, axis, dir, 1, NULL, s, NULL);
    free(b);
  } else memset(seg, 0, sizeof(int) * (size_t)(n + 1));
  long m = 0;
  rank_rec *mine = cs_xmalloc(sizeof(rank_rec) * (size_t)(n + 1));
  const char *xc = x;
  for (long i = 0; i < n; i++) {
    if (mask && !mask[i]) continue;
    long g = s->first + i;
    long key = (g / (s->strides[axis] * s->dims[axis])) * s->strides[axis] + g % s->strides[axis];
    mine[m++] = (rank_rec){key, seg[i], g, as_ld(xc + (size_t)i * es, t)};
  }
  free(seg);
  g_desc = dir == CS_DOWNWARD;
  qsort(mine, (size_t)m, sizeof *mine, cmp_rec);
  if (P == 1) {
    for (long j = 0, r = 0; j < m; j++) {
      if (j == 0 || mine[j].key != mine[j - 1].key || mine[j].seg != mine[j - 1].seg) r = 0;
      dst[mine[j].pos - s->first] = (int)r++;
    }
    free(mine);
    return;
  }
  MPI_Comm comm = cs_mpi_comm();
  /* regular samples and splitters */
  int ns = (int)(m < P - 1 ? m : P - 1);
  rank_rec *smp = cs_xmalloc(sizeof(rank_rec) * (size_t)P * (size_t)P);
  rank_rec *all = smp + P - 1;
  for (int j = 0; j < ns; j++) smp[j] = mine[(long)(j + 1) * m / (ns + 1)];
  int *cnt = cs_xmalloc(sizeof(int) * 2 * (size_t)P), *dis = cnt + P;
  int nb = ns * (int)sizeof(rank_rec);
  MPI_Allgather(&nb, 1, MPI_INT, cnt, 1, MPI_INT, comm);
  int tot = 0;
  for (int q = 0; q < P; q++) { dis[q] = tot; tot += cnt[q]; }
  cs_comm_count((unsigned long long)nb * (unsigned long long)(P - 1), (unsigned long long)(P - 1));
  MPI_Allgatherv(smp, nb, MPI_BYTE, all, cnt, dis, MPI_BYTE, comm);
  long S = tot / (long)sizeof(rank_rec);
  if (S == 0) { free(cnt); free(smp); free(mine); return; }  /* no active position anywhere */
  qsort(all, (size_t)S, sizeof *all, cmp_rec);
  rank_rec *spl = smp;  /* P-1 splitters */
  for (int k = 0; k < P - 1; k++) spl[k] = all[(long)(k + 1) * S / P];
  /* bucket b gets the records above splitters 0..b-1 and not above splitter b */
  size_t *scnt = cs_xmalloc(sizeof(size_t) * 2 * (size_t)P), *rcnt = scnt + P;
  long lo = 0;
  for (int b = 0; b < P; b++) {
    long hi = m;
    if (b < P - 1) {  /* first index whose record is above spl[b] */
      long a = lo, z = m;
      while (a < z) {
        long mid = a + (z - a) / 2;
        if (cmp_rec(&mine[mid], &spl[b]) > 0) z = mid; else a = mid + 1;
      }
      hi = a;
    }
    scnt[b] = (size_t)(hi - lo);
    lo = hi;
  }
  char *rb;
  a2a_records(mine, scnt, sizeof(rank_rec), rcnt, &rb, CS_SCR_AXIS0);
  long M = 0;
  for (int p = 0; p < P; p++) M += (long)rcnt[p];
  rank_rec *bk = (rank_rec *)rb;
  qsort(bk, (size_t)M, sizeof *bk, cmp_rec);
  /* boundary summaries: my last group and its size here */
  bound my = {0, 0, 0, 0, M == 0};
  if (M > 0) {
    long j = M - 1;
    while (j > 0 && bk[j - 1].key == bk[M - 1].key && bk[j - 1].seg == bk[M - 1].seg) j--;
    my = (bound){bk[M - 1].key, bk[M - 1].seg, M - j, j == 0, 0};
  }
  bound *bs = cs_xmalloc(sizeof(bound) * (size_t)P);
  cs_comm_count(sizeof(bound) * (unsigned long long)(P - 1), (unsigned long long)(P - 1));
  MPI_Allgather(&my, (int)sizeof my, MPI_BYTE, bs, (int)sizeof my, MPI_BYTE, comm);
  long carry = 0;
  if (M > 0)
    for (int q = me - 1; q >= 0; q--) {
      if (bs[q].empty) continue;
      if (bs[q].key != bk[0].key || bs[q].seg != bk[0].seg) break;
      carry += bs[q].cnt;
      if (!bs[q].whole) break;
    }
  /* answers, grouped by the owner of the position */
  cs_dist dist = cs_dist_of(s->total, P);
  for (int p = 0; p < P; p++) scnt[p] = 0;
  for (long j = 0; j < M; j++) scnt[cs_dist_owner(&dist, bk[j].pos)]++;
  rank_ans *ans = cs_xmalloc(sizeof(rank_ans) * (size_t)(M + 1));
  size_t *cur = cs_xmalloc(sizeof(size_t) * (size_t)P);
  for (int p = 0, o = 0; p < P; p++) { cur[p] = (size_t)o; o += (int)scnt[p]; }
  for (long j = 0, r = carry; j < M; j++) {
    if (j > 0 && (bk[j].key != bk[j - 1].key || bk[j].seg != bk[j - 1].seg)) r = 0;
    ans[cur[cs_dist_owner(&dist, bk[j].pos)]++] = (rank_ans){bk[j].pos, r++};
  }
  char *ra;
  a2a_records(ans, scnt, sizeof(rank_ans), rcnt, &ra, CS_SCR_AXIS1);
  long R = 0;
  for (int p = 0; p < P; p++) R += (long)rcnt[p];
  const rank_ans *got = (const rank_ans *)ra;
  for (long j = 0; j < R; j++) dst[got[j].pos - s->first] = (int)got[j].r;
  free(cur); free(ans); free(bs); free(scnt); free(cnt); free(smp); free(mine);
}

void cs_read_from_position(void *out, const void *x, size_t es, cs_shape_t xs, long g,
                           const char *file, int line) {
  if (g < 0 || g >= xs->total)
    cs_fatal_replicated(file, line, "read_from_position: position %ld out of range for shape %s", g,
             xs->name ? xs->name : "?");
  memcpy(out, cs_read_elem(xs, g, x, es), es);
}

void cs_write_to_position(void *x, const void *v, size_t es, cs_shape_t xs, long g,
                          const char *file, int line) {
  if (g < 0 || g >= xs->total)
    cs_fatal_replicated(file, line, "write_to_position: position %ld out of range for shape %s", g,
             xs->name ? xs->name : "?");
  long l = g - xs->first;
  if (l >= 0 && l < xs->nlocal) memcpy((char *)x + (size_t)l * es, v, es);
}

void cs_read_from_pvar(void *array, const void *x, size_t es, cs_shape_t s,
                       const unsigned char *mask) {
  int P = cs_nranks();
  long n = s->nlocal;
  size_t rs = es + 1;
  char *mine = cs_xmalloc((size_t)(n + 1) * rs);
  for (long i = 0; i < n; i++) {
    memcpy(mine + (size_t)i * rs, (const char *)x + (size_t)i * es, es);
    mine[(size_t)i * rs + es] = (char)(!mask || mask[i]);
  }
  int *cnt = cs_xmalloc(sizeof(int) * 2 * (size_t)P), *dis = cnt + P;
  for (int q = 0; q < P; q++) {
    long f, nq;
    cs_block_of(s->total, P, q, &f, &nq);
    if ((size_t)(f + nq) * rs > 0x7fffffff) cs_die("read_from_pvar: variable over 2 GiB");
    cnt[q] = (int)((size_t)nq * rs);
    dis[q] = (int)((size_t)f * rs);
  }
  char *all = cs_xmalloc((size_t)s->total * rs + 1);
  cs_comm_count((unsigned long long)n * rs * (unsigned long long)(P - 1), (unsigned long long)(P - 1));
  MPI_Allgatherv(mine, cnt[cs_rank()], MPI_BYTE, all, cnt, dis, MPI_BYTE, cs_mpi_comm());
  for (long g = 0; g < s->total; g++)
    if (all[(size_t)g * rs + es]) memcpy((char *)array + (size_t)g * es, all + (size_t)g * rs, es);
  free(all); free(cnt); free(mine);
}

void cs_write_to_pvar(void *x, const void *array, size_t es, cs_shape_t s,
                      const unsigned char *mask) {
  for (long i = 0; i < s->nlocal; i++)
    if (!mask || mask[i])
      memcpy((char *)x + (size_t)i * es, (const char *)array + (size_t)(s->first + i) * es, es);
}
