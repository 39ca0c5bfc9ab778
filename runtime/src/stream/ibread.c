/* stream/ibread.c — reading the IB segment (the flow of thesis Fig. 3.11).
 *
 * On the first read that reaches the IB segment, this rank reads its slice of
 * NAME.first and walks its VPs' directory lists breadth-first (entry indices
 * sorted, so directory superblocks are read whole, in order, once per level),
 * building each VP's block list. That list gives the data superblocks this
 * rank will need in write order, which becomes a pfs range hint (informed
 * prefetch). Data are read a whole superblock at a time into read buffers
 * found by hash (clock replacement); each VP keeps its current block in its
 * own b_IB buffer, so a VP reading a block in small pieces touches the
 * superblock cache once per block. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stream/internal.h"
#include "stream/worker.h"

static void rat_stop(cs_pfile *f);
static uint64_t *vblk_need(cs_pfile *f);
static void rat_drop(cs_pfile *f);
static void rat_early(cs_pfile *f, const uint32_t *cur, uint64_t blk0, int64_t want0);

/* Informed prefetch: the data superblocks this rank will read, in order, as
 * a pfs range hint. Given at the first superblock-cache miss, not at load:
 * uniform reads of runs (sx_ibr_uniform) read straight into their buffers
 * and never need it, and a hint would make the file layer prefetch the whole
 * segment into its own buffers beside them (CPU, memory and a copy). */
void sx_ibr_hint(cs_pfile *f) {
  sx_ibr *r = f->r;
  size_t nl = (size_t)f->nlocal;
  r->hinted = 1;
  if (!f->ib_ondisk) return;
  uint64_t bps = f->sb_bytes / f->b_ib, nsb = f->old_ib_sbs;
  uint8_t *seen = calloc(nsb + 1, 1);
  pfs_range *rg = malloc((nsb + 1) * sizeof *rg);
  size_t nr = 0;
  if (seen && rg) {
    /* 32-bit division (pointers are 32-bit), a shift when bps is a power
     * of two: this loop runs once per block of every local VP */
    uint32_t b32 = (uint32_t)bps, sh = 0;
    const uint32_t *pp = r->ptrs;
    uint64_t np = r->lay ? 0 : r->off[nl];
    for (uint64_t x = 0; x < r->nlay; x++) /* runs: their superblocks */
      for (uint32_t u = 0; u < r->lay[x].nrun; u++) {
        const sx_run *ru = &r->lay[x].run[u];
        for (uint64_t j = ru->p / bps; j <= (ru->p + ru->n - 1) / bps; j++) seen[j] = 1;
      }
    if ((b32 & (b32 - 1)) == 0) {
      while ((1u << sh) < b32) sh++;
      for (uint64_t x = 0; x < np; x++) seen[pp[x] >> sh] = 1;
    } else {
      for (uint64_t x = 0; x < np; x++) seen[pp[x] / b32] = 1;
    }
    for (uint64_t j = 0; j < nsb; j++)
      if (seen[j]) {
        pfs_off o = (pfs_off)(f->ib_off + j * f->sb_bytes);
        if (nr && rg[nr - 1].off + rg[nr - 1].len == o) rg[nr - 1].len += f->sb_bytes;
        else rg[nr++] = (pfs_range){o, f->sb_bytes};
      }
    if (nr) pfs_hint_ranges(f->data, rg, nr);
  }
  free(seen);
  free(rg);
}


/* ---- directory walk ------------------------------------------------------ */

typedef struct { uint32_t e; uint32_t li; } fr_t;

static int fr_cmp(const void *a, const void *b) {
  uint32_t x = ((const fr_t *)a)->e, y = ((const fr_t *)b)->e;
  return x < y ? -1 : x > y;
}

int sx_load_first(cs_pfile *f) {
  if (f->first_e) return CS_SOK;
  char path[4096];
  snprintf(path, sizeof path, "%s.first", f->name);
  FILE *fp = fopen(path, "rb");
  if (!fp) return sx_err(CS_SEFORMAT, "%s: cannot open (the .meta says there is an IB segment)", path);
  size_t n = (size_t)f->nlocal;
  /* read straight into the entries and decoded in place: at 1M VPs a
   * second 4 MiB buffer was fresh memory faulted and zeroed at every open */
  f->first_e = sx_huge_alloc(4 * n + 4);
  int ok = f->first_e && fseek(fp, 32 + 4L * f->first, SEEK_SET) == 0 && fread(f->first_e, 4, n, fp) == n;
  fclose(fp);
  if (!ok) {
    free(f->first_e);
    f->first_e = NULL;
    return sx_err(CS_SEFORMAT, "%s: truncated: cannot read the entries of VPs %ld..%ld", path,
                  f->first, f->first + f->nlocal - 1);
  }
#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
  for (size_t i = 0; i < n; i++) f->first_e[i] = sx_get32((const uint8_t *)(f->first_e + i));
#endif
  return CS_SOK;
}

static int dir_fail(cs_pfile *f, const char *what, uint64_t j) {
  return sx_err(CS_SEFORMAT, "%s.dir: superblock %llu: %s", f->name, (unsigned long long)j, what);
}

const char *sx_dsb_problem(const cs_pfile *f, uint64_t j, const uint8_t *buf, size_t got) {
  if (got < 16) return "truncated: the file ends before this superblock's header";
  if (memcmp(buf, "CSD1", 4) != 0) return "field magic: not a directory superblock";
  if (sx_get32(buf + 4) != (uint32_t)j) return "field index: wrong superblock index";
  uint32_t used = sx_get32(buf + 8);
  if (used >= f->dsb_bytes / f->E) return "field used: more entries than slots";
  if (got < (size_t)f->E * (1 + (size_t)used)) return "truncated: the file ends inside this superblock's entries";
  if (sx_get32(buf + 12) != sx_crc32(0, buf + f->E, (size_t)used * f->E)) return "field crc: checksum mismatch";
  return NULL;
}

/* Reads and checks directory superblock j into buf. */
static int read_dsb(cs_pfile *f, uint64_t j, uint8_t *buf) {
  if (j >= f->old_dir_sbs) return dir_fail(f, "index beyond dir_sbs of the .meta", j);
  size_t got = 0; /* bytes that exist: the rest reads as zero */
  int st = sx_io_err(pfs_pread(f->dir, (pfs_off)(j * f->dsb_bytes), buf, f->dsb_bytes, &got), "read", f->name);
  if (st) return st;
  f->st.rd_dir_sb_reads++;
  const char *why = sx_dsb_problem(f, j, buf, got);
  return why ? dir_fail(f, why, j) : CS_SOK;
}

/* ---- directory read-ahead ------------------------------------------------------
 * Within a level the walk reads directory superblocks in increasing order,
 * mostly j, j+1, ... Where a core is idle (sx_async_wanted), a helper
 * thread reads and checks (crc) superblock j+1 into a second buffer while
 * the walk takes the entries of j. A superblock the helper did not get
 * whole and valid is read here again, and any error is named from here. */
typedef struct sx_dra {
  sx_worker wk;
  cs_pfile *f;
  uint64_t j;  /* the job: superblock j into buf */
  uint8_t *buf;
  int ok;      /* read whole and checked */
  int posted;
} sx_dra;

static void dra_job(void *arg) {
  sx_dra *d = arg;
  cs_pfile *f = d->f;
  size_t got = 0;
  d->ok = pfs_pread(f->dir, (pfs_off)(d->j * f->dsb_bytes), d->buf, f->dsb_bytes, &got) == PFS_OK &&
          sx_dsb_problem(f, d->j, d->buf, got) == NULL;
}

/* A helper thread of ours now reads this file ahead: the file layer's
 * read-ahead (it also runs on the spare core) only advises the kernel and
 * copies nothing into its own buffers -- one copy out of the page cache per
 * byte instead of two (docs/pfs.md, pfs_hint_advise_only).
 * CSTAR_STREAM_LAYER_COPY=1 leaves the layer copying, for comparisons. */
static void layer_advise_only(pfs_file *pf) {
  static int copy = -1;
  if (copy < 0) copy = getenv("CSTAR_STREAM_LAYER_COPY") && atoi(getenv("CSTAR_STREAM_LAYER_COPY"));
  if (!copy) pfs_hint_advise_only(pf);
}

static sx_dra *dra_start(cs_pfile *f) {
  if (f->old_dir_sbs < 2 || !sx_async_wanted(f) || getenv("CSTAR_STREAM_NO_DIR_AHEAD")) return NULL;
  sx_dra *d = calloc(1, sizeof *d);
  if (!d) return NULL;
  d->f = f;
  sx_crc32_table(0, "", 0); /* the tables are built here, not raced by the thread */
  if (!(d->buf = malloc(f->dsb_bytes)) || sx_worker_start(&d->wk, dra_job, d) != 0) {
    free(d->buf);
    free(d);
    return NULL;
  }
  layer_advise_only(f->dir);
  return d;
}

static void dra_stop(sx_dra *d) {
  if (!d) return;
  sx_worker_stop(&d->wk);
  free(d->buf);
  free(d);
}

/* Directory superblock j into *buf (checked), from the helper when it has
 * exactly that one (the buffers swap); then the helper starts on j+1. */
static int dsb_get(cs_pfile *f, sx_dra *d, uint64_t j, uint8_t **buf) {
  int st = CS_SOK, have = 0;
  if (d && d->posted) {
    sx_worker_wait(&d->wk);
    d->posted = 0;
    if (d->ok && d->j == j) {
      uint8_t *x = *buf;
      *buf = d->buf;
      d->buf = x;
      f->st.rd_dir_sb_reads++;
      have = 1;
    }
  }
  if (!have && (st = read_dsb(f, j, *buf))) return st;
  if (d && j + 1 < f->old_dir_sbs) {
    d->j = j + 1;
    d->ok = 0;
    d->posted = 1;
    sx_worker_post(&d->wk);
  }
  return CS_SOK;
}

/* ---- block pointers ----------------------------------------------------------
 * Two forms. CSR: off[i]..off[i+1] index VP i's block numbers in ptrs. Runs
 * (regular directories: what uniform appends write): per block ordinal, the
 * runs of VPs whose blocks are consecutive (VPs i..i+n-1 hold blocks
 * p..p+n-1), sorted by VP: a few runs per superblock instead of one pointer
 * per block (at 1M VPs x 8 blocks: 44 MiB less to allocate, fill and scan). */

/* Blocks VP i's length spans in the IB segment. */
static uint64_t len_blocks(const cs_pfile *f, size_t i) {
  uint64_t L = f->len_uni ? f->ulen : f->len[i], s = sx_ib_start(f);
  return f->ib_ondisk && L > s ? (L - s + f->b_ib - 1) / f->b_ib : 0;
}

/* len_blocks of every VP when the lengths are uniform (one division instead
 * of one per VP in the per-VP loops below), else UINT64_MAX. */
static uint64_t uni_blocks(const cs_pfile *f) { return f->len_uni ? len_blocks(f, 0) : UINT64_MAX; }

uint64_t sx_ibr_nblocks(const cs_pfile *f, long i) {
  const sx_ibr *r = f->r;
  return r->lay ? r->nlay : r->off[i + 1] - r->off[i];
}

/* The run of block ordinal blk that holds VP i, from *ri on (runs are sorted
 * by VP); NULL if none does. */
static const sx_run *run_of(const sx_layer *L, long i, size_t *ri) {
  size_t x = *ri;
  if (x >= L->nrun || L->run[x].i > (uint64_t)i) { /* search from the start */
    size_t lo = 0, hi = L->nrun;
    while (hi - lo > 1) {
      size_t mid = (lo + hi) / 2;
      if (L->run[mid].i <= (uint64_t)i) lo = mid;
      else hi = mid;
    }
    x = lo;
  }
  while (x < L->nrun && L->run[x].i + L->run[x].n <= (uint64_t)i) x++;
  *ri = x;
  return x < L->nrun && L->run[x].i <= (uint64_t)i ? &L->run[x] : NULL;
}

uint32_t sx_ibr_ptr(const cs_pfile *f, long i, uint64_t blk) {
  const sx_ibr *r = f->r;
  if (!r->lay) return r->ptrs[r->off[i] + blk];
  size_t ri = 0;
  const sx_run *u = run_of(&r->lay[blk], i, &ri);
  return u ? u->p + (uint32_t)(i - (long)u->i) : SX_NONE; /* NONE: not reached after a checked walk */
}

/* Appends VP li's block p at ordinal blk; 0, or -1 when the form no longer
 * pays (VPs out of order, too many runs) or memory is short. */
static int run_add(sx_ibr *r, uint64_t blk, uint32_t li, uint32_t p, uint64_t *nruns, uint64_t maxruns) {
  sx_layer *L = &r->lay[blk];
  if (L->nrun) {
    sx_run *t = &L->run[L->nrun - 1];
    if (t->i + t->n == li && t->p + t->n == p) { t->n++; return 0; }
    if (t->i + t->n > li) return -1;
  }
  if (++*nruns > maxruns) return -1;
  if (L->nrun == L->cap) {
    uint32_t nc = L->cap ? 2 * L->cap : 4;
    sx_run *nr = realloc(L->run, nc * sizeof *nr);
    if (!nr) return -1;
    L->run = nr;
    L->cap = nc;
  }
  L->run[L->nrun++] = (sx_run){li, 1, p};
  return 0;
}

static void lay_free(sx_ibr *r) {
  if (r->lay)
    for (uint64_t x = 0; x < r->nlay; x++) free(r->lay[x].run);
  free(r->lay);
  r->lay = NULL;
  r->nlay = 0;
}

/* The regular case of the runs form in bulk (what uniform appends write):
 * entries x, x+1, ... of this level in consecutive slots of the loaded
 * directory superblock (used slots), of consecutive VPs at the same block
 * ordinal c, each with the same number kv of pointers (then NONE), each
 * pointer one past the previous entry's, the first entry's extending the
 * last run of its kv block ordinals. Takes them all at once: kv run
 * lengths, their VPs' ordinals, their `next` links appended to out at *nn
 * (out may be fr: *nn <= x, and fr is read first). Returns how
 * many it took; 0 sends entry x down the entry-by-entry path (a new run, an
 * end of list, or anything the checks there must name). */
static size_t walk_stretch(sx_ibr *r, const fr_t *fr, size_t x, size_t nf, uint32_t slot, uint32_t used,
                           const uint8_t *dbuf, uint32_t E, uint32_t K, uint32_t first, uint64_t maxblk,
                           uint32_t *cur, fr_t *out, size_t *nn) {
  uint32_t li = fr[x].li, ev = fr[x].e, c = cur[li];
  if (slot == 0 || slot > used || K > 64) return 0;
  const uint8_t *e0 = dbuf + (size_t)slot * E;
  uint32_t P[64], kv = 0; /* kv pointers, then NONE (a list's last entry) */
  while (kv < K && sx_get32(e0 + 8 + 4 * kv) != SX_NONE) kv++;
  if (!kv || c + (uint64_t)kv > r->nlay) return 0;
  for (uint32_t k = 0; k < K; k++) {
    P[k] = sx_get32(e0 + 8 + 4 * k);
    if (k >= kv) {
      if (P[k] != SX_NONE) return 0;
      continue;
    }
    const sx_layer *L = &r->lay[c + k];
    if (!L->nrun) return 0;
    const sx_run *t = &L->run[L->nrun - 1];
    if (t->i + t->n != li || t->p + t->n != P[k]) return 0;
  }
  /* how far the pattern goes */
  size_t n = 0, lim = nf - x < (size_t)(used - slot + 1) ? nf - x : (size_t)(used - slot + 1);
  for (; n < lim; n++) {
    const fr_t *q = &fr[x + n];
    const uint8_t *e = e0 + n * E;
    if (q->e != ev + n || q->li != li + n || cur[li + n] != c || sx_get32(e) != first + li + (uint32_t)n) break;
    uint32_t k = 0;
    while (k < kv && sx_get32(e + 8 + 4 * k) == P[k] + (uint32_t)n && (uint64_t)P[k] + n < maxblk) k++;
    if (k < kv) break;
    while (k < K && sx_get32(e + 8 + 4 * k) == SX_NONE) k++;
    if (k < K) break;
  }
  for (uint32_t k = 0; k < kv; k++) r->lay[c + k].run[r->lay[c + k].nrun - 1].n += (uint32_t)n;
  for (size_t q = 0; q < n; q++) {
    cur[li + q] = c + kv;
    uint32_t nx = sx_get32(e0 + q * E + 4);
    if (nx != SX_NONE) out[(*nn)++] = (fr_t){nx, li + (uint32_t)q};
  }
  return n;
}

/* Whether block p, VP i's block ordinal c, is its last one and the VP's
 * stream bytes in it end within a data file of dsize bytes. */
static int last_in_file(const cs_pfile *f, size_t i, uint64_t c, uint32_t p, uint64_t dsize) {
  uint64_t nb = len_blocks(f, i);
  if (c + 1 != nb) return 0;
  uint64_t L = f->len_uni ? f->ulen : f->len[i], fill = L - sx_ib_start(f) - (nb - 1) * f->b_ib;
  return f->ib_off + (uint64_t)p * f->b_ib + fill <= dsize;
}

/* Walks every local VP's list breadth-first (one level of every list per
 * pass, entries sorted, so each directory superblock is read once per
 * level) into the pointer form set up in r (runs when r->lay). Returns a
 * status, or -1 (runs only) when the directory is not regular enough: the
 * caller walks again into CSR. */
static int walk(cs_pfile *f, fr_t *fr, uint32_t *cur, uint8_t **dbufp, sx_dra *dra, uint64_t blk0,
                int64_t want0) {
  uint8_t *dbuf = *dbufp;
  sx_ibr *r = f->r;
  size_t nl = (size_t)f->nlocal, nf = 0;
  int st = CS_SOK;
  for (size_t i = 0; i < nl; i++) {
    cur[i] = 0;
    if (f->first_e[i] != SX_NONE) fr[nf++] = (fr_t){f->first_e[i], (uint32_t)i};
    else if (len_blocks(f, i)) /* its IB bytes (the blocks' padding is none of them) */
      return sx_err(CS_SEFORMAT, "%s.first: VP %ld has no directory list but %llu bytes of IB data", f->name,
                    f->first + (long)i,
                    (unsigned long long)((f->len_uni ? f->ulen : f->len[i]) - sx_ib_start(f)));
  }
  uint32_t m = f->dsb_bytes / f->E;
  uint64_t maxblk = f->old_ib_sbs * (f->sb_bytes / f->b_ib), inmeta = maxblk;
  /* every block a list uses was written whole: one past the data file's end
   * is a truncated file (its bytes would read as zeros) */
  pfs_off dsize = 0;
  if (!pfs_size(f->data, &dsize) && (uint64_t)dsize >= f->ib_off && ((uint64_t)dsize - f->ib_off) / f->b_ib < maxblk)
    maxblk = ((uint64_t)dsize - f->ib_off) / f->b_ib;
  else if (!pfs_size(f->data, &dsize) && (uint64_t)dsize < f->ib_off)
    maxblk = 0;
  /* hoisted: the stores into ptrs could alias f's fields */
  const uint32_t K = f->k, E = f->E, first = (uint32_t)f->first;
  uint32_t *ptrs = r->ptrs, msh = 0;
  const uint64_t *off = r->off;
  int runs = r->lay != NULL, nostretch = getenv("CSTAR_STREAM_NO_STRETCH") != NULL;
  /* runs pay while they take less memory than the pointers (12 bytes per run) */
  uint64_t nruns = 0, maxruns = runs ? (r->nptr / 6 > 64 ? r->nptr / 6 : 64) : 0;
  if ((m & (m - 1)) == 0)
    while ((1u << msh) < m) msh++;
  /* A list with more levels than the directory has entries revisits one: a
   * damaged or forged `next` loops (a loop of NONE-only entries adds no
   * pointer, so "more blocks than the VP's length" never ends it). */
  uint64_t level = 0, nsbs = f->old_dir_sbs;
  pfs_off dirsz = 0;
  if (!pfs_size(f->dir, &dirsz) && ((uint64_t)dirsz + f->dsb_bytes - 1) / f->dsb_bytes < nsbs)
    nsbs = ((uint64_t)dirsz + f->dsb_bytes - 1) / f->dsb_bytes;
  while (nf > 0 && !st) { /* one level of every list per pass */
    /* level 1 is the heads (one entry per VP, no loop yet): an empty or
     * missing-superblock .dir is named by dsb_get below ("truncated",
     * "beyond dir_sbs"), not called a loop */
    if (++level > nsbs * (m - 1) && level > 1) {
      st = sx_err(CS_SEFORMAT, "%s.dir: VP %ld's list loops (a next link leads back to an entry already walked)",
                  f->name, f->first + (long)fr[0].li);
      break;
    }
    int sorted = 1;
    for (size_t x = 1; x < nf && sorted; x++) sorted = fr[x - 1].e <= fr[x].e;
    if (!sorted) {
      if (runs) return -1; /* entries out of VP order: not a regular directory */
      qsort(fr, nf, sizeof *fr, fr_cmp);
    }
    uint64_t have = UINT64_MAX;
    uint32_t used = 0;
    size_t nn = 0;
    for (size_t x = 0; x < nf && !st; x++) {
      uint32_t ev = fr[x].e;
      uint64_t j = msh ? ev >> msh : ev / m;
      uint32_t slot = msh ? ev & (m - 1) : ev % m;
      if (j != have) {
        st = dsb_get(f, dra, j, dbufp);
        dbuf = *dbufp;
        if (st) break;
        have = j;
        used = sx_get32(dbuf + 8);
      }
      if (runs && !nostretch) {
        size_t got = walk_stretch(r, fr, x, nf, slot, used, dbuf, E, K, first, maxblk, cur, fr, &nn);
        if (got) {
          x += got - 1;
          continue;
        }
      }
      uint32_t li = fr[x].li;
      /* each names the VP and the entry, as streamstar verify does */
      if (slot == 0 || slot > used) {
        st = sx_err(CS_SEFORMAT, "%s.dir: superblock %llu: VP %ld's list leads to entry %u, a slot not in use "
                    "(the superblock has %u entries in use)", f->name, (unsigned long long)j, f->first + (long)li, ev, used);
        break;
      }
      const uint8_t *e = dbuf + (size_t)slot * E;
      if (sx_get32(e) != first + li) {
        st = sx_err(CS_SEFORMAT, "%s.dir: superblock %llu: entry %u: field vp is %u, but VP %ld's list leads there",
                    f->name, (unsigned long long)j, ev, sx_get32(e), f->first + (long)li);
        break;
      }
      uint64_t c = cur[li], lim = runs ? r->nlay : off[li + 1] - off[li];
      /* the common entry: k pointers, all in range (so none is NONE: maxblk
       * <= NONE), and room for them; with runs, each one extending the last
       * run of its block ordinal */
      uint32_t k0 = 0;
      if (c + K <= lim) {
        if (runs) {
          for (; k0 < K; k0++) {
            uint32_t p = sx_get32(e + 8 + 4 * k0);
            sx_layer *L = &r->lay[c + k0];
            sx_run *t = L->nrun ? &L->run[L->nrun - 1] : NULL;
            if (p >= maxblk || !t || t->i + t->n != li || t->p + t->n != p) break;
            t->n++;
          }
        } else {
          uint32_t mx = 0;
          for (uint32_t k = 0; k < K; k++) {
            uint32_t p = sx_get32(e + 8 + 4 * k);
            mx = p > mx ? p : mx;
          }
          if (mx < maxblk) {
            for (uint32_t k = 0; k < K; k++) ptrs[off[li] + c + k] = sx_get32(e + 8 + 4 * k);
            k0 = K;
          }
        }
        c += k0;
      }
      if (k0 < K) {
        for (uint32_t k = k0; k < K; k++) {
          uint32_t p = sx_get32(e + 8 + 4 * k);
          if (p == SX_NONE) continue;
          /* the VP's last block may end past the data file's end where its
           * stream bytes do not (only its padding is missing): what
           * streamstar recover leaves of a block cut by the end, and what
           * cat, convert, verify and the Python package read */
          int part = p >= maxblk && p < inmeta && c < lim && last_in_file(f, li, c, p, (uint64_t)dsize);
          if ((p >= maxblk && !part) || c >= lim) {
            st = p >= inmeta  ? dir_fail(f, "block pointer beyond ib_sbs", j)
                 : p >= maxblk ? sx_err(CS_SEFORMAT, "%s: the data file has %llu bytes but VP %ld's IB block %u "
                                        "ends at byte %llu: truncated?", f->name, (unsigned long long)dsize,
                                        f->first + (long)li, p,
                                        (unsigned long long)(f->ib_off + ((uint64_t)p + 1) * f->b_ib))
                                : sx_err(CS_SEFORMAT, "%s.dir: superblock %llu: entry %u: VP %ld's list has more "
                                         "than the %llu data blocks its length %llu needs", f->name,
                                         (unsigned long long)j, ev, f->first + (long)li, (unsigned long long)lim,
                                         (unsigned long long)(f->len_uni ? f->ulen : f->len[li]));
            break;
          }
          if (!runs) ptrs[off[li] + c] = p;
          else if (run_add(r, c, li, p, &nruns, maxruns)) return -1;
          c++;
        }
      }
      cur[li] = (uint32_t)c;
      uint32_t nx = sx_get32(e + 4);
      if (nx != SX_NONE) fr[nn++] = (fr_t){nx, li};
    }
    nf = nn;
    if (!st && runs && nf > 0) rat_early(f, cur, blk0, want0);
  }
  const uint64_t ub = uni_blocks(f);
  for (size_t i = 0; i < nl && !st; i++)
    if (cur[i] != (ub != UINT64_MAX ? ub : len_blocks(f, i)))
      st = sx_err(CS_SEFORMAT, "%s.dir: VP %ld: list has %llu blocks, its length needs %llu", f->name,
                  f->first + (long)i, (unsigned long long)cur[i], (unsigned long long)len_blocks(f, i));
  return st;
}

/* Sets up the CSR form (off, ptrs). */
static int csr_alloc(cs_pfile *f) {
  sx_ibr *r = f->r;
  size_t nl = (size_t)f->nlocal;
  r->off = sx_huge_alloc((nl + 1) * sizeof *r->off);
  if (!r->off) return -1;
  r->off[0] = 0;
  for (size_t i = 0; i < nl; i++) r->off[i + 1] = r->off[i] + len_blocks(f, i);
  r->ptrs = sx_huge_alloc((r->off[nl] + 1) * sizeof *r->ptrs);
  return r->ptrs ? 0 : -1;
}

/* Without an IB segment on disk (a file being written whose IB data are all
 * from this session) the state is empty: no lists, only the read buffers. */
/* blk0/want0: the uniform load the caller will ask for first (want0 < 0:
 * none), which the read-ahead thread may start during the walk. */
static int ibr_load(cs_pfile *f, uint64_t blk0, int64_t want0) {
  int st = CS_SOK;
  if (f->ib_ondisk && (st = sx_load_first(f))) return st;
  sx_ibr *r = calloc(1, sizeof *r);
  if (!r) return sx_err(CS_SENOMEM, "%s: out of memory", f->name);
  f->r = r;
  size_t nl = (size_t)f->nlocal;
  r->vbuf = sx_big_alloc(nl * f->b_ib + 1);
  r->vblk = NULL; /* no VP holds a block; allocated at the first per-VP read (vblk_need) */
  r->ublk = UINT64_MAX;
  r->tile = sx_tile_vps(f->b_ib);
  if (!r->vbuf || sx_sbc_init(&r->data, f->cfg.rdbufs, f->sb_bytes))
    return sx_err(CS_SENOMEM, "%s: out of memory for IB read buffers", f->name);
  uint64_t nptr = 0, nlay = 0, nmin = UINT64_MAX, ub = uni_blocks(f);
  if (ub != UINT64_MAX && nl) {
    nptr = ub * nl, nlay = nmin = ub;
  } else {
    for (size_t i = 0; i < nl; i++) {
      uint64_t nb = len_blocks(f, i);
      nptr += nb;
      nlay = nb > nlay ? nb : nlay;
      nmin = nb < nmin ? nb : nmin;
    }
  }
  r->nptr = nptr;
  /* runs are tried where every VP has the same number of blocks (so that is
   * all the per-VP state there is), many of them per block ordinal */
  if (f->ib_ondisk && nl >= 64 && nmin == nlay && nlay && !getenv("CSTAR_STREAM_NO_RUNS")) {
    r->lay = calloc(nlay + 1, sizeof *r->lay);
    r->nlay = nlay;
  }
  if (!r->lay && csr_alloc(f)) return sx_err(CS_SENOMEM, "%s: out of memory for the block lists", f->name);
  if (!f->ib_ondisk) return CS_SOK;
  /* The walk's frontier and per-VP ordinals live in vbuf, which holds no
   * block until the first load after the walk (an early read-ahead loads
   * into its own buffer): at 1M VPs 12 MiB less fresh memory per open,
   * faulted and zeroed (vbuf itself is usually a kept buffer, sx_big_alloc). */
  size_t frb = (nl + 1) * sizeof(fr_t), need = frb + (nl + 1) * sizeof(uint32_t);
  int in_vbuf = (size_t)nl * f->b_ib + 1 >= need;
  fr_t *fr = in_vbuf ? (fr_t *)(void *)r->vbuf : sx_huge_alloc(frb);
  uint32_t *cur = in_vbuf ? (uint32_t *)(void *)(r->vbuf + frb) : sx_huge_alloc((nl + 1) * sizeof *cur);
  uint8_t *dbuf = malloc(f->dsb_bytes);
  if (!fr || !cur || !dbuf) st = sx_err(CS_SENOMEM, "%s: out of memory for the directory walk", f->name);
  sx_dra *dra = st ? NULL : dra_start(f);
  if (!st) st = walk(f, fr, cur, &dbuf, dra, blk0, want0);
  if (st == -1) { /* not regular: the pointers after all */
    rat_drop(f); /* an early read-ahead reads the runs */
    lay_free(r);
    st = csr_alloc(f) ? sx_err(CS_SENOMEM, "%s: out of memory for the block lists", f->name)
                      : walk(f, fr, cur, &dbuf, dra, blk0, -1);
  }
  dra_stop(dra);
  if (!in_vbuf) {
    free(fr);
    free(cur);
  }
  free(dbuf);
  return st;
}

void sx_ibr_free(cs_pfile *f) {
  sx_ibr *r = f->r;
  if (!r) return;
  rat_stop(f);
  free(r->off);
  free(r->ptrs);
  lay_free(r);
  sx_big_free(r->vbuf, (size_t)f->nlocal * f->b_ib + 1);
  free(r->vblk);
  free(r->tscr);
  free(r->rscr);
  sx_sbc_free(&r->data);
  free(r);
  f->r = NULL;
}

static int ibr_prepare(cs_pfile *f, uint64_t blk0, int64_t want0) {
  int st;
  if (!f->r && (st = ibr_load(f, blk0, want0))) { sx_ibr_free(f); return st; }
  return CS_SOK;
}

int sx_ibr_prepare(cs_pfile *f) { return ibr_prepare(f, 0, -1); }

/* Reading back IB data of VP i written in this session (its list is the
 * write side's: placed entries, then the open entry, then its buffer). Blocks
 * of the superblock being filled come from memory, the others from the file
 * through the superblock read buffers (a superblock is written once, whole,
 * when it is full, and a rank reads its own writes). */
static int ibr_session(cs_pfile *f, long i, uint8_t *d, uint64_t q, uint64_t n) {
  sx_ibw *w = f->w;
  int st;
  if ((st = sx_ibw_drain(f)) || (st = sx_ibw_lists(f)) || (st = sx_ibr_prepare(f))) return st;
  sx_ibw_untile(f);
  uint32_t b = f->b_ib;
  uint64_t bps = f->sb_bytes / b, wn = w->wn[i], nfull = wn + w->nent[i], cur = sx_ibw_cur_sb(f);
  uint32_t fill = w->uni ? w->ufill : w->vfill[i];
  while (n > 0) {
    uint64_t blk = q / b, o = q % b, c = b - o < n ? b - o : n;
    const uint8_t *src;
    if (blk >= nfull) {
      if (blk > nfull || o + c > fill)
        return sx_err(CS_SEIO, "%s: VP %ld: internal error: IB read past the data written", f->name,
                      f->first + i);
      src = w->vbuf + (size_t)i * b + o;
    } else {
      uint64_t p = blk < wn ? w->wl[i][blk] : w->ent[(size_t)i * f->k + (blk - wn)], j = p / bps;
      if (j == cur) {
        src = w->sb + (size_t)(p % bps) * b + o;
      } else {
        uint8_t *sb = NULL;
        if ((st = sx_sbc_get(f, j, &sb))) return st;
        src = sb + (size_t)(p % bps) * b + o;
      }
    }
    memcpy(d, src, c);
    d += c;
    q += c;
    n -= c;
  }
  return CS_SOK;
}

/* n bytes of VP i's IB stream starting at IB offset q (q+n within its length). */
int sx_ibr_read(cs_pfile *f, long i, void *dst, uint64_t q, uint64_t n) {
  int st;
  if (f->w && f->w->touched[i]) return ibr_session(f, i, dst, q, n);
  if (!f->ib_ondisk)
    return sx_err(CS_SEIO, "%s: VP %ld: internal error: IB data neither on disk nor written in this session",
                  f->name, f->first + i);
  if ((st = sx_ibr_prepare(f))) return st;
  sx_ibr *r = f->r;
  uint8_t *d = dst;
  uint32_t b = f->b_ib;
  uint8_t *vb = r->vbuf + (size_t)i * b;
  sx_ibr_sync(f);
  if (!vblk_need(f)) return sx_err(CS_SENOMEM, "%s: out of memory for IB read buffers", f->name);
  while (n > 0) {
    uint64_t blk = q / b, o = q % b;
    if (r->vblk[i] != blk) {
      uint64_t p = sx_ibr_ptr(f, i, blk), bps = f->sb_bytes / b;
      uint8_t *sb = NULL;
      if ((st = sx_sbc_get(f, p / bps, &sb))) return st;
      memcpy(vb, sb + (size_t)(p % bps) * b, b);
      r->vblk[i] = blk;
      r->ublk = UINT64_MAX;
    } else {
      f->st.rd_vp_hits++;
    }
    uint64_t c = b - o < n ? b - o : n;
    memcpy(d, vb + o, c);
    d += c;
    q += c;
    n -= c;
  }
  return CS_SOK;
}

int sx_ibr_fetch(cs_pfile *f, long i, uint64_t blk, sx_sbmemo *m) {
  sx_ibr *r = f->r;
  if (!r || !f->ib_ondisk || (f->w && f->w->touched[i]) || !vblk_need(f)) return -1;
  uint32_t b = f->b_ib;
  uint64_t p = sx_ibr_ptr(f, i, blk), bps = f->sb_bytes / b, j = p / bps;
  if (p == SX_NONE) return -1;
  if (j == m->j) { /* what sx_sbc_get does on a hit */
    r->data.ref[m->id] = 1;
    f->st.rd_sb_hits++;
  } else {
    uint8_t *sb = NULL;
    if (sx_sbc_get(f, j, &sb)) {
      m->j = UINT64_MAX;
      return -1;
    }
    m->j = j;
    m->sb = sb;
    m->id = sx_sbc_find(&r->data, j);
  }
  memcpy(r->vbuf + (size_t)i * b, m->sb + (size_t)(p % bps) * b, b);
  r->vblk[i] = blk;
  r->ublk = UINT64_MAX;
  return 0;
}

/* vblk, allocated (every VP: no block) at the first per-VP use: uniform
 * reads keep ublk instead, and at 1M VPs the 8 MiB array was fresh memory
 * set at every open. NULL when memory is short. */
static uint64_t *vblk_need(cs_pfile *f) {
  sx_ibr *r = f->r;
  if (!r->vblk && (r->vblk = sx_huge_alloc(((size_t)f->nlocal + 1) * sizeof *r->vblk)))
    memset(r->vblk, 0xff, (size_t)f->nlocal * sizeof *r->vblk); /* UINT64_MAX: no block */
  return r->vblk;
}

/* A failed uniform load leaves vbuf partly overwritten: no VP holds a block. */
static void ub_invalidate(cs_pfile *f) {
  if (f->r->vblk)
    for (long i = 0; i < f->nlocal; i++) f->r->vblk[i] = UINT64_MAX;
  f->r->ublk = UINT64_MAX;
  f->r->tc = 0;
}

/* Piece-transposed tiles (sx_tile_*). A uniform read of c bytes per VP from
 * blocks of b bytes (c divides b) would touch one cache line per VP per call;
 * instead the loaded blocks are kept in tiles (`tile` VPs: the tile's bytes
 * hold piece 0 of every VP of the tile, then piece 1, ...), so each call
 * copies a contiguous run per tile. dir 1: VP-major -> pieces. */
static void tiles_xpose(cs_pfile *f, uint32_t c, int dir) {
  sx_ibr *r = f->r;
  sx_tile_xpose(r->vbuf, f->nlocal, r->tile, f->b_ib, c, r->tscr, dir);
}

void sx_ibr_sync(cs_pfile *f) {
  sx_ibr *r = f->r;
  if (!r) return;
  rat_drop(f); /* per-VP work may update blocks in place: no stale read-ahead */
  if (r->tc) tiles_xpose(f, r->tc, -1);
  r->tc = 0;
  if (r->ublk == UINT64_MAX) return;
  uint64_t blk = r->ublk;
  r->ublk = UINT64_MAX;
  if (!vblk_need(f)) return; /* out of memory: no VP holds a block, reads load it again */
  for (long i = 0; i < f->nlocal; i++) r->vblk[i] = blk;
}

/* ---- loading one block ordinal of every VP --------------------------------
 * Runs of VPs whose blocks are consecutive in the file (the layout uniform
 * appends produce: one block ordinal of a run of VPs is one slice of a
 * superblock) are read straight into their b_IB buffers, one transfer per run:
 * no copy through the superblock cache. When tiling (want: the piece size),
 * runs are read through a chunk buffer that stays in cache and scattered into
 * the tiles from there (no VP-major pass over vbuf, no in-place transpose).
 * The program's thread (worker 0) takes the other VPs, and runs whose
 * superblock is already cached, from the superblock cache; the read-ahead
 * thread (worker 1) touches no shared state (no cache, no messages): it
 * gives up (-1) where a run is short, or on an I/O error, and the program's
 * thread then loads that block ordinal itself, errors and all. */
static int load_layer(cs_pfile *f, uint8_t *vb, uint64_t blk, uint32_t want, uint8_t *scr, uint32_t chunk,
                      int worker, uint64_t *misses, long i0, long i1) {
  sx_ibr *r = f->r;
  long nl = f->nlocal;
  uint32_t b = f->b_ib;
  uint64_t bps = f->sb_bytes / b;
  int whole = (uint64_t)f->sb_bytes == bps * b; /* superblocks abut */
  uint64_t lastj = UINT64_MAX;
  uint8_t *sb = NULL;
  int st = CS_SOK;
  long i = i0;
  size_t ri = 0;
  const sx_layer *L = r->lay ? &r->lay[blk] : NULL;
  /* tiles bigger than the caches are consumed only after the whole layer is
   * in: streaming stores (no read for ownership of vbuf's lines) */
  int nt = want && sx_nt_buffer((size_t)nl * b);
  while (i < i1) {
    uint64_t ptr, j;
    long e;
    if (L) {
      const sx_run *u = run_of(L, i, &ri);
      if (!u) return worker ? -1 : sx_err(CS_SEIO, "%s: VP %ld: internal error: no block %llu", f->name,
                                          f->first + i, (unsigned long long)blk);
      ptr = u->p + (uint64_t)(i - (long)u->i);
      e = (long)(u->i + u->n);
      if (e > i1) e = i1;
    } else {
      ptr = r->ptrs[r->off[i] + blk];
      e = i + 1;
      while (e < i1 && r->ptrs[r->off[e] + blk] == ptr + (uint64_t)(e - i)) e++;
    }
    j = ptr / bps;
    if (!whole && e - i > (long)((j + 1) * bps - ptr)) e = i + (long)((j + 1) * bps - ptr);
    if (e - i >= 16 && (worker || sx_sbc_find(&r->data, j) < 0)) {
      uint64_t at = f->ib_off + j * f->sb_bytes + (ptr % bps) * b;
      if (want) {
        for (long x = i; x < e && !st; x += chunk) {
          long cn = e - x < (long)chunk ? e - x : (long)chunk;
          st = sx_io_pread(f->data, at + (uint64_t)(x - i) * b, scr, (size_t)cn * b);
          if (!st) sx_tile_put(vb, nl, r->tile, b, want, x, cn, scr, nt);
        }
      } else {
        st = sx_io_pread(f->data, at, vb + (size_t)i * b, (size_t)(e - i) * b);
      }
      if (st) return worker ? -1 : sx_io_err(st, "read", f->name);
      (*misses)++;
      i = e;
      continue;
    }
    if (worker) return -1;
    for (; i < e; i++) {
      ptr = sx_ibr_ptr(f, i, blk);
      j = ptr / bps;
      if (j != lastj) {
        if ((st = sx_sbc_get(f, j, &sb))) return st;
        lastj = j;
      }
      if (want) sx_tile_put(vb, nl, r->tile, b, want, i, 1, sb + (size_t)(ptr % bps) * b, 0);
      else memcpy(vb + (size_t)i * b, sb + (size_t)(ptr % bps) * b, b);
    }
  }
  return CS_SOK;
}

/* The chunk buffer of tiled loads: VPs per chunk (0: cannot tile). */
static uint32_t chunk_vps(uint32_t b) { return b >= (256u << 10) ? 1 : (256u << 10) / b; }

/* ---- read-ahead thread ------------------------------------------------------
 * Uniform reads go through the blocks in order, one block ordinal of every VP
 * at a time. Where a core is idle (sx_async_wanted: the rule of the
 * background superblock writer), a helper thread loads block ordinal blk+1
 * into a second buffer while the program consumes blk from the first: the
 * page-cache copy and the transpose into tiles overlap the program's own
 * work. One job in flight; a job whose block is not the next one wanted is
 * cancelled; per-VP reads never see it (they use vbuf only).
 *
 * A job is split into units of one chunk of VPs (256 KiB of blocks; parts
 * of a tile, disjoint VP ranges), taken in order from a shared counter. The program's thread, when it
 * comes for the block ordinal the job loads and finds it unfinished, takes
 * units too instead of sleeping (and the first load of the open, which has no
 * read-ahead before it, is shared the same way): on two cores the load is then
 * split between the threads wherever each one has time, whichever of the two
 * is the slower (the helper loads a layer in about the time the program
 * consumes one: 0.06-0.07 s each of a 0.11 s read at 1M VPs). A unit the
 * helper gives up on (short runs, I/O error) is loaded again by the program,
 * which names any error. CSTAR_STREAM_NO_SHARE=1: the program only waits. */
enum { U_TODO = 0, U_DONE = 1, U_FAILED = 2 };

typedef struct sx_rat {
  sx_worker wk;
  cs_pfile *f;
  uint64_t blk;      /* the job: this block ordinal of every VP into buf */
  uint32_t want;     /* ... in tiles of pieces of want bytes (0: VP-major) */
  int posted;        /* a job was posted and not yet collected */
  long unit, nunits; /* VPs per unit; units of the layer */
  _Atomic long next; /* the next unit to take (>= nunits: none left, or cancelled) */
  uint8_t *ustat;    /* per unit: U_TODO, U_DONE, U_FAILED (by whoever took it) */
  uint64_t misses;   /* the helper's */
  uint8_t *buf, *scr;
} sx_rat;

static void rat_job(void *arg) {
  sx_rat *t = arg;
  cs_pfile *f = t->f;
  uint64_t misses = 0;
  sx_worker_test_delay();
  for (long u; (u = atomic_fetch_add(&t->next, 1)) < t->nunits;) {
    long i0 = u * t->unit, i1 = i0 + t->unit < f->nlocal ? i0 + t->unit : f->nlocal;
    int st = load_layer(f, t->buf, t->blk, t->want, t->scr, chunk_vps(f->b_ib), 1, &misses, i0, i1);
    t->ustat[u] = st == CS_SOK ? U_DONE : U_FAILED;
  }
  sx_nt_fence(); /* the streaming stores reach memory before the program reads buf */
  t->misses = misses;
}

/* Collects the posted job (if any): the units left untaken are cancelled. */
static void rat_collect(sx_rat *t) {
  atomic_store(&t->next, t->nunits);
  sx_worker_wait(&t->wk);
  t->posted = 0;
}

/* Started at the first uniform load (NULL where no core is idle, or memory
 * for the second buffer is short: then every load is synchronous). */
static sx_rat *rat_start(cs_pfile *f) {
  sx_ibr *r = f->r;
  r->ra_tried = 1;
  if (!sx_async_wanted(f)) return NULL;
  sx_rat *t = calloc(1, sizeof *t);
  if (!t) return NULL;
  t->f = f;
  t->unit = chunk_vps(f->b_ib);
  /* test aid: smaller units (multiples of 8 VPs), so that tests with a few
   * hundred VPs share a layer between the threads */
  const char *ue = getenv("CSTAR_STREAM_RA_UNIT");
  if (ue && atol(ue) > 0) t->unit = (atol(ue) + 7) / 8 * 8;
  t->nunits = (f->nlocal + t->unit - 1) / t->unit;
  atomic_init(&t->next, t->nunits);
  t->buf = sx_big_alloc((size_t)f->nlocal * f->b_ib + 1);
  t->scr = malloc((size_t)chunk_vps(f->b_ib) * f->b_ib);
  t->ustat = calloc((size_t)t->nunits, 1);
  if (!t->buf || !t->scr || !t->ustat || sx_worker_start(&t->wk, rat_job, t) != 0) {
    sx_big_free(t->buf, (size_t)f->nlocal * f->b_ib + 1);
    free(t->scr);
    free(t->ustat);
    free(t);
    return NULL;
  }
  r->ra = t;
  layer_advise_only(f->data);
  return t;
}

static void rat_stop(cs_pfile *f) {
  sx_rat *t = f->r ? f->r->ra : NULL;
  if (!t) return;
  atomic_store(&t->next, t->nunits);
  sx_worker_stop(&t->wk);
  sx_big_free(t->buf, (size_t)f->nlocal * f->b_ib + 1);
  free(t->scr);
  free(t->ustat);
  free(t);
  f->r->ra = NULL;
}

static void rat_drop(cs_pfile *f) {
  if (f->r->ra) rat_collect(f->r->ra);
}

void sx_ibr_drain(cs_pfile *f) {
  if (f->r && f->r->ra) rat_collect(f->r->ra);
}

/* The worker is idle (after rat_collect). */
static void rat_kick(sx_rat *t, uint64_t blk, uint32_t want) {
  t->blk = blk;
  t->want = want;
  t->misses = 0;
  memset(t->ustat, U_TODO, (size_t)t->nunits);
  atomic_store(&t->next, 0);
  t->posted = 1;
  sx_worker_post(&t->wk);
}

/* Called by the walk after each pass over the lists (runs form): once every
 * VP's block ordinal blk0 is known -- after the first pass, for a uniform
 * file: each first entry holds k pointers -- the read-ahead thread starts
 * loading it while the walk goes on with the next levels, which add runs to
 * later block ordinals only. The first uniform load then finds the job
 * (rat_finish); a walk that fails or starts again into CSR cancels it. */
static void rat_early(cs_pfile *f, const uint32_t *cur, uint64_t blk0, int64_t want0) {
  sx_ibr *r = f->r;
  if (want0 < 0 || r->ra_tried || sx_worker_share_off() || blk0 >= r->nlay) return;
  for (long i = 0; i < f->nlocal; i++)
    if (cur[i] <= blk0) return;
  if (want0 && !r->rscr && !(r->rscr = malloc((size_t)chunk_vps(f->b_ib) * f->b_ib))) return;
  sx_rat *t = rat_start(f);
  if (t) rat_kick(t, blk0, (uint32_t)want0);
}

/* The program's side of job (blk, want), which is posted: takes units while
 * any are left, waits for the helper's last one, then loads again each unit
 * the helper gave up on. Errors are the program's own (named); on one the
 * job is cancelled and buf holds no complete layer. */
static int rat_finish(cs_pfile *f, sx_rat *t, uint64_t *misses) {
  sx_ibr *r = f->r;
  int st = CS_SOK;
  uint32_t chunk = chunk_vps(f->b_ib);
  if (!sx_worker_share_off())
    for (long u; !st && (u = atomic_fetch_add(&t->next, 1)) < t->nunits;) {
      long i0 = u * t->unit, i1 = i0 + t->unit < f->nlocal ? i0 + t->unit : f->nlocal;
      st = load_layer(f, t->buf, t->blk, t->want, r->rscr, chunk, 0, misses, i0, i1);
      t->ustat[u] = U_DONE;
    }
  rat_collect(t);
  *misses += t->misses;
  for (long u = 0; !st && u < t->nunits; u++)
    if (t->ustat[u] != U_DONE) {
      long i0 = u * t->unit, i1 = i0 + t->unit < f->nlocal ? i0 + t->unit : f->nlocal;
      st = load_layer(f, t->buf, t->blk, t->want, r->rscr, chunk, 0, misses, i0, i1);
    }
  return st;
}

/* Block ordinal blk of every VP into vbuf, as tiles of `want`-byte pieces
 * (0: VP-major): through the read-ahead job when there is a helper (the
 * buffers swap; a job for another block ordinal or layout is cancelled and
 * this one posted and shared), else here; then the thread starts on blk+1
 * when every VP has one. */
static int uniform_load(cs_pfile *f, uint64_t blk, uint32_t want, uint64_t nblk) {
  sx_ibr *r = f->r;
  int st = sx_ibr_write_back(f); /* the loads below read the file, not the buffers */
  if (st) return st;
  sx_rat *t = r->ra ? r->ra : r->ra_tried ? NULL : rat_start(f);
  uint64_t misses = 0;
  if (t) {
    if (t->posted && (t->blk != blk || t->want != want)) rat_collect(t);
    if (!t->posted) rat_kick(t, blk, want);
    st = rat_finish(f, t, &misses);
    f->st.rd_sb_misses += misses;
    if (st) return st;
    uint8_t *x = r->vbuf;
    r->vbuf = t->buf;
    t->buf = x;
  } else {
    st = load_layer(f, r->vbuf, blk, want, r->rscr, chunk_vps(f->b_ib), 0, &misses, 0, f->nlocal);
    f->st.rd_sb_misses += misses;
    if (st) return st;
  }
  if (t && blk + 1 < nblk) rat_kick(t, blk + 1, want);
  return CS_SOK;
}

/* Uniform read: every local VP active, all at the same position with the
 * bytes inside every VP's IB data (same length). All VPs then need the same
 * block ordinal: one pass loads it for every VP (uniform_load), one strided
 * copy per piece delivers the bytes. */
int sx_ibr_uniform(cs_pfile *f, uint8_t *base, size_t stride, uint64_t n, int *st) {
  long nl = f->nlocal;
  if (!f->rd || !f->pos_uni || nl <= 0 || !f->ib_ondisk || n == 0 || f->bnb_pending || !sx_len_reuniform(f))
    return 0;
  if (f->w && f->w->any_touched) return 0;
  uint64_t p = f->upos, ib_start = sx_ib_start(f);
  if (p < ib_start || p + n > f->ulen) return 0;
  uint32_t b = f->b_ib;
  uint64_t q = p - ib_start, done = 0, nblk = (f->ulen - ib_start + b - 1) / b;
  if (!f->r) { /* the first load, as the loop below will ask for it (see rat_early) */
    uint64_t o = q % b, c = b - o < n ? b - o : n;
    *st = ibr_prepare(f, q / b, c < b && b % c == 0 && o % c == 0 && nl >= 64 ? (int64_t)c : 0);
    if (*st) goto fail;
  }
  sx_ibr *r = f->r;
  while (done < n) {
    uint64_t blk = q / b, o = q % b, c = b - o < n - done ? b - o : n - done;
    /* pieces of c bytes in tiles (see tiles_xpose) when they pay */
    uint32_t want = c < b && b % c == 0 && o % c == 0 && nl >= 64 &&
                    (r->tscr || (r->tscr = malloc((size_t)r->tile * b))) ? (uint32_t)c : 0;
    if (r->ublk != blk) {
      /* the whole vbuf is reloaded, straight into the layout wanted */
      if (want && !r->rscr && !(r->rscr = malloc((size_t)chunk_vps(b) * b))) want = 0;
      r->tc = want;
      if ((*st = uniform_load(f, blk, want, nblk))) { ub_invalidate(f); goto fail; }
      r->ublk = blk;
    } else {
      f->st.rd_vp_hits += (uint64_t)nl;
    }
    if (want) {
      if (r->tc != c) {
        if (r->tc) tiles_xpose(f, r->tc, -1);
        tiles_xpose(f, (uint32_t)c, 1);
        r->tc = (uint32_t)c;
      }
      uint32_t k = (uint32_t)(o / c);
      for (long i0 = 0; i0 < nl; i0 += r->tile) {
        long tn = nl - i0 < (long)r->tile ? nl - i0 : (long)r->tile;
        const uint8_t *src = r->vbuf + (size_t)i0 * b + (size_t)k * tn * c;
        if (stride == c) memcpy(base + done + (size_t)i0 * stride, src, (size_t)tn * c);
        else sx_copy_strided(base + done + (size_t)i0 * stride, stride, src, c, tn, c);
      }
    } else {
      if (r->tc) { tiles_xpose(f, r->tc, -1); r->tc = 0; }
      sx_copy_strided(base + done, stride, r->vbuf + o, b, nl, c);
    }
    q += c;
    done += c;
  }
  f->upos = p + n;
  return 1;
fail:
  for (long i = 0; i < nl; i++) sx_set_err(f, i);
  return 1;
}
