/* comm/shift.c — grid shifts: dst = [.+k0][.+k1]...x (and to_grid/to_torus).
 *
 * A shift by k along axis a is a shift by k*strides[a] in global row-major
 * position, so with the block distribution the sources of a rank's block
 * are one contiguous interval (grid) or one interval per combination of
 * wrapped axes (torus). Those intervals, minus the local block, are fetched
 * point-to-point from their owners (comm/halo.c); then each row of the last
 * axis is copied in at most three runs (before/inside/after the border), so
 * the copy is a memcpy per run, not a per-element index computation. */
#include <stdlib.h>

#include "comm/comm_internal.h"

#define MAXV 256 /* 2^CS_MAX_RANK variants of wrapped axes */

typedef struct shift_ctx {
  cs_shape_t s;
  int nv;            /* number of variants */
  long D[MAXV];      /* position offset of each variant */
} shift_ctx;

static int cmp_ival(const void *a, const void *b) {
  const cs_ival *x = a, *y = b;
  return x->lo < y->lo ? -1 : x->lo > y->lo;
}

/* Remote intervals of a block [f, f+n): the union over variants of
 * [f+D, f+n+D) clipped to the shape, minus the block itself. */
static int shift_needs(const void *vc, long f, long n, cs_ival *out, int cap) {
  const shift_ctx *c = vc;
  if (n == 0) return 0;
  cs_ival tmp[2 * MAXV];
  int k = 0;
  for (int v = 0; v < c->nv; v++) {
    long lo = f + c->D[v], hi = f + n + c->D[v];
    if (lo < 0) lo = 0;
    if (hi > c->s->total) hi = c->s->total;
    if (lo < f && lo < hi) tmp[k++] = (cs_ival){lo, hi < f ? hi : f};
    if (hi > f + n && lo < hi) tmp[k++] = (cs_ival){lo > f + n ? lo : f + n, hi};
  }
  qsort(tmp, (size_t)k, sizeof *tmp, cmp_ival);
  int m = 0;
  for (int i = 0; i < k; i++) {
    if (m && tmp[i].lo <= out[m - 1].hi) {
      if (tmp[i].hi > out[m - 1].hi) out[m - 1].hi = tmp[i].hi;
    } else {
      if (m == cap) cs_die("shift: too many halo intervals");
      out[m++] = tmp[i];
    }
  }
  return m;
}

/* Source segments available locally after the fetch. */
typedef struct seg { long lo, hi; const char *p; } seg;

static const seg *find_seg(const seg *segs, int ns, long g) {
  for (int i = 0; i < ns; i++)
    if (g >= segs[i].lo && g < segs[i].hi) return &segs[i];
  return NULL;
}

/* Copies dst[ga..gb) (global) from sources [ga+D, gb+D), through segments. */
static void copy_run(char *dst, long f, long ga, long gb, long D, const seg *segs, int ns,
                     size_t es, const unsigned char *mask) {
  while (ga < gb) {
    const seg *sg = find_seg(segs, ns, ga + D);
    if (!sg) cs_die("shift: source position %ld not fetched", ga + D);
    long len = gb - ga, avail = sg->hi - (ga + D);
    if (avail < len) len = avail;
    cs_masked_copy(dst + (size_t)(ga - f) * es, sg->p + (size_t)(ga + D - sg->lo) * es, len, es,
                   mask ? mask + (ga - f) : NULL);
    ga += len;
  }
}

static void fill_run(char *dst, long f, long ga, long gb, size_t es, const void *val,
                     const unsigned char *mask) {
  for (long g = ga; g < gb; g++) {
    if (mask && !mask[g - f]) continue;
    if (val) cs_elem_copy(dst + (size_t)(g - f) * es, val, es);
    else memset(dst + (size_t)(g - f) * es, 0, es);
  }
}

void cs_shift(void *dst, const void *x, size_t es, cs_shape_t s, const long *k,
              cs_border border, const void *bval, const unsigned char *mask) {
  const int R = s->rank, L = R - 1;
  const long f = s->first, n = s->nlocal;
  const int wrap = border == CS_BORDER_WRAP;
  long kk[CS_MAX_RANK];
  int all_off = 0;
  for (int a = 0; a < R; a++) {
    kk[a] = k[a];
    if (wrap) kk[a] = ((k[a] % s->dims[a]) + s->dims[a]) % s->dims[a];
    else if (k[a] >= s->dims[a] || -k[a] >= s->dims[a]) all_off = 1;
  }
  /* variants: bit i of v set = the i-th shifted axis wraps (torus only) */
  shift_ctx *c = cs_xmalloc(sizeof *c);
  c->s = s;
  int axes[CS_MAX_RANK], na = 0;
  for (int a = 0; a < R; a++) if (wrap && kk[a]) axes[na++] = a;
  c->nv = all_off ? 0 : 1 << na;
  for (int v = 0; v < c->nv; v++) {
    long D = 0;
    for (int a = 0; a < R; a++) D += kk[a] * s->strides[a];
    for (int i = 0; i < na; i++)
      if (v >> i & 1) D -= s->dims[axes[i]] * s->strides[axes[i]];
    c->D[v] = D;
  }
  /* x may be dst: read from a snapshot of the local block then */
  const char *src = x;
  char *snap = NULL;
  if (dst == x && n > 0) {
    snap = cs_scratch(CS_SCR_SNAPX, (size_t)n * es);
    memcpy(snap, x, (size_t)n * es);
    src = snap;
  }
  cs_ival iv[2 * MAXV];
  char *bufs[2 * MAXV];
  int nb = c->nv ? cs_fetch_intervals(src, es, s, shift_needs, c, iv, bufs, 2 * MAXV) : 0;
  seg *segs = cs_xmalloc(sizeof(seg) * (size_t)(nb + 1));
  int ns = 0;
  segs[ns++] = (seg){f, f + n, src};
  for (int j = 0; j < nb; j++) segs[ns++] = (seg){iv[j].lo, iv[j].hi, bufs[j]};

  char *d = dst;
  const long dl = s->dims[L];
  const void *fillv = border == CS_BORDER_VALUE ? bval : NULL;
  for (long g0 = f; g0 < f + n;) {
    long cl = g0 % dl;  /* strides[L] == 1 */
    long g1 = g0 + (dl - cl);
    if (g1 > f + n) g1 = f + n;
    const unsigned char *m = mask ? mask + (g0 - f) : NULL;
    (void)m;
    /* outer axes: off the grid, or which of them wrap */
    int off = all_off, vbits = 0;
    for (int a = 0; a < L && !off; a++) {
      long ca = cs_coord(s, a, g0) + kk[a];
      if (ca < 0 || ca >= s->dims[a]) {
        if (!wrap) off = 1;
        else for (int i = 0; i < na; i++) if (axes[i] == a) vbits |= 1 << i;
      }
    }
    if (off) {
      if (border != CS_BORDER_KEEP) fill_run(d, f, g0, g1, es, fillv, mask);
      g0 = g1;
      continue;
    }
    /* last axis: coordinate cl + j + kk[L] for j in [0, g1-g0) */
    long lo_ok = -kk[L] - cl, hi_ok = dl - kk[L] - cl;  /* in-grid j range */
    long len = g1 - g0;
    if (!wrap) {
      long a = lo_ok < 0 ? 0 : lo_ok, b = hi_ok > len ? len : hi_ok;
      if (b < a) b = a;
      if (border != CS_BORDER_KEEP) {
        fill_run(d, f, g0, g0 + (a < len ? a : len), es, fillv, mask);
        fill_run(d, f, g0 + b, g1, es, fillv, mask);
      }
      if (b > a) copy_run(d, f, g0 + a, g0 + b, c->D[0], segs, ns, es, mask);
    } else {
      int li = -1;
      for (int i = 0; i < na; i++) if (axes[i] == L) li = i;
      long b = hi_ok > len ? len : (hi_ok < 0 ? 0 : hi_ok);
      if (b > 0) copy_run(d, f, g0, g0 + b, c->D[vbits], segs, ns, es, mask);
      if (b < len) copy_run(d, f, g0 + b, g1, c->D[vbits | (li >= 0 ? 1 << li : 0)], segs, ns, es, mask);
    }
    g0 = g1;
  }
  free(segs); free(c);
}

/* to_grid / to_torus: position c sends to c+k, i.e. position d receives from
 * d-k when that sender exists and is active. The senders' activity travels as
 * a byte array through the same shift. */
void cs_shift_send(void *dst, const void *x, size_t es, cs_shape_t s, const long *k,
                   cs_border border, const void *bval, const unsigned char *mask) {
  long nk[CS_MAX_RANK];
  for (int a = 0; a < s->rank; a++) nk[a] = -k[a];
  if (!mask) {  /* every sender active: a get from d-k, borders as given */
    cs_shift(dst, x, es, s, nk, border, bval, NULL);
    return;
  }
  long n = s->nlocal;
  unsigned char *act = cs_xmalloc((size_t)n + 1);
  unsigned char zero = 0;
  char *tmp = cs_xmalloc((size_t)(n + 1) * es);
  cs_shift(act, mask, 1, s, nk, border == CS_BORDER_WRAP ? CS_BORDER_WRAP : CS_BORDER_VALUE,
           &zero, NULL);
  cs_shift(tmp, x, es, s, nk, border, bval, NULL);
  /* tmp holds the border fill where the sender is off the grid; act is 0 there,
   * so border positions are recognised separately */
  unsigned char *ongrid = cs_xmalloc((size_t)n + 1);
  unsigned char one = 1;
  memset(ongrid, 0, (size_t)n + 1);
  unsigned char *ones = cs_xmalloc((size_t)n + 1);
  memset(ones, 1, (size_t)n + 1);
  cs_shift(ongrid, ones, 1, s, nk, border == CS_BORDER_WRAP ? CS_BORDER_WRAP : CS_BORDER_VALUE,
           &zero, NULL);
  (void)one;
  char *d = dst;
  for (long i = 0; i < n; i++) {
    int from_border = !ongrid[i];
    if (act[i] || (from_border && border == CS_BORDER_VALUE))
      cs_elem_copy(d + (size_t)i * es, tmp + (size_t)i * es, es);
  }
  free(ones); free(ongrid); free(tmp); free(act);
}
