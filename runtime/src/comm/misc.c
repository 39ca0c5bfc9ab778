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

void cs_sort_rank(int *dst, const void *x, cs_type t, int axis, cs_direction dir,
                  const unsigned char *sbit, cs_shape_t s, const unsigned char *mask) {
  long n = s->nlocal;
  int P = cs_nranks();
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
  int *cnt = cs_xmalloc(sizeof(int) * 2 * (size_t)P), *dis = cnt + P;
  int mb = (int)(m * (long)sizeof(rank_rec));
  MPI_Allgather(&mb, 1, MPI_INT, cnt, 1, MPI_INT, cs_mpi_comm());
  long tot = 0;
  for (int q = 0; q < P; q++) { dis[q] = (int)tot; tot += cnt[q]; }
  rank_rec *all = cs_xmalloc((size_t)tot + sizeof(rank_rec));
  cs_comm_count((unsigned long long)mb * (unsigned long long)(P - 1), (unsigned long long)(P - 1));
  MPI_Allgatherv(mine, mb, MPI_BYTE, all, cnt, dis, MPI_BYTE, cs_mpi_comm());
  long M = tot / (long)sizeof(rank_rec);
  g_desc = dir == CS_DOWNWARD;
  qsort(all, (size_t)M, sizeof *all, cmp_rec);
  for (long j = 0, r = 0; j < M; j++) {
    if (j == 0 || all[j].key != all[j - 1].key || all[j].seg != all[j - 1].seg) r = 0;
    long g = all[j].pos;
    if (g >= s->first && g < s->first + n) dst[g - s->first] = (int)r;
    r++;
  }
  free(all); free(cnt); free(mine); free(seg);
}

void cs_read_from_position(void *out, const void *x, size_t es, cs_shape_t xs, long g,
                           const char *file, int line) {
  if (g < 0 || g >= xs->total)
    cs_fatal(file, line, "read_from_position: position %ld out of range for shape %s", g,
             xs->name ? xs->name : "?");
  memcpy(out, cs_read_elem(xs, g, x, es), es);
}

void cs_write_to_position(void *x, const void *v, size_t es, cs_shape_t xs, long g,
                          const char *file, int line) {
  if (g < 0 || g >= xs->total)
    cs_fatal(file, line, "write_to_position: position %ld out of range for shape %s", g,
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
