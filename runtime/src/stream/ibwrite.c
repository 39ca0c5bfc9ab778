/* stream/ibwrite.c — IB writing (thesis 3.6.4): each VP fills its own b_IB
 * buffer; a full buffer becomes a block of this rank's current data
 * superblock, and a full superblock goes to the file layer as one piece.
 * Superblocks (data and directory) are numbered round-robin over ranks
 * (rank r of P takes base+r, base+r+P, ...), so a rank never needs to talk to
 * another to know where to write — IB writes may happen inside elemental
 * functions. Each VP collects its block numbers in an open directory entry of
 * k pointers; a full entry is placed in this rank's directory superblock with
 * next = NONE. At close the directory superblocks are walked in reverse order
 * to patch `next` (one pass, whole superblocks) and written whole; spilled superblocks (over stream-dirmem) are read back
 * and rewritten whole. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "stream/internal.h"
#include "stream/worker.h"

/* ---- background superblock writer -------------------------------------------
 * Where a core is idle (fewer ranks on this node than CPUs this process may
 * use) and the file layer is the local driver (thread-safe pwrite), full
 * superblocks are written by a helper thread while the program goes on
 * filling the next one in a second buffer: the copy into the page cache
 * (most of an IB write) overlaps the staging. One write in flight; its
 * status is collected by the next flush_sb or sx_ibw_drain (an error shows
 * at the next write or at fflush/fclose, as with pfs write-behind). The
 * thread calls nothing but pfs_pwrite, the tile transpose of layer jobs
 * (emit_all) and madvise. stream-async=0|1 overrides the core count (never
 * the driver rule). */
/* A layer job (uniform appends, see emit_all) is a list of steps over the
 * superblock being filled: copy VPs i..i+cnt-1 out of the tiled vbuf into
 * slots slot.., or (len > 0) write the superblock's first len bytes at off. */
typedef struct sx_wstep {
  long i, cnt;
  uint32_t slot;
  size_t len;
  uint64_t off;
} sx_wstep;

enum { WBT_WRITE, WBT_LAYER, WBT_FAULT };
enum { SX_NHAND = 4 }; /* program-transposed superblocks waiting for the thread's write, at most */

typedef struct sx_wbt {
  sx_worker wk;
  int st; /* deferred status of the last write (read after sx_worker_wait) */
  pfs_file *pf;
  uint64_t off;
  const void *buf;
  size_t len;
  char msg[512];
  uint8_t *spare; /* the other superblock buffer */
  /* layer jobs: the tiled vbuf handed over (lvb, its geometry), the
   * superblock being filled (lsb, owned by the thread while owns_sb), the
   * steps; vb2: the caller's other vbuf (NULL until the first layer) */
  int kind, owns_sb; /* kind: WBT_WRITE, WBT_LAYER, WBT_FAULT */
  int vb2_tried;     /* layer_prefault ran */
  const uint8_t *lvb;
  uint8_t *lsb, *vb2;
  long nl;
  uint32_t tile, b, tc;
  sx_wstep *step;
  size_t nstep, capstep;
  /* units of a layer job: unit u is steps ustart[u]..ustart[u+1]-1, the
   * copies of one whole superblock and its write; steps from ustart[nunit]
   * on fill the superblock left partial (in lsb). Unit 0 continues lsb when
   * the superblock started in an earlier layer (ucont): the thread's alone.
   * The others start at slot 0 and are taken from unext by the thread and
   * by the program when it would otherwise wait (layer_help). */
  size_t *ustart, nunit, ucont;
  _Atomic size_t unext;
  int live;          /* a layer job was posted and not yet waited for */
  /* Units the program transposes for the thread to write (layer_help): hbuf
   * holds SX_NHAND superblock buffers (nh of them allocated); a transposed
   * unit waits in rq_u/rq_b (its unit, its buffer) until the thread writes it
   * and puts its buffer back on hfree. pinflight: units the program has
   * claimed and not yet queued. All of it under hmu; hcv wakes either side. */
  pthread_mutex_t hmu;
  pthread_cond_t hcv;
  uint8_t *hbuf[SX_NHAND];
  int nh, hfree[SX_NHAND], nfree;
  size_t rq_u[SX_NHAND];
  int rq_b[SX_NHAND], nrq, pinflight;
} sx_wbt;

static void wbt_fail(sx_wbt *t, int st) {
  if (st && !t->st) {
    t->st = st;
    snprintf(t->msg, sizeof t->msg, "%s", pfs_errmsg()[0] ? pfs_errmsg() : pfs_strerror(st));
  }
}

/* Faults the len bytes at p in (MADV_POPULATE_WRITE, else a store per
 * page): fresh memory costs a fault and a zeroed page per 4 KiB or 2 MiB,
 * which this moves off the program's thread. */
static void prefault(uint8_t *p, size_t len) {
  uintptr_t a = ((uintptr_t)p + 4095) & ~(uintptr_t)4095, e = ((uintptr_t)p + len) & ~(uintptr_t)4095;
  if (e <= a) return;
#ifdef MADV_POPULATE_WRITE
  if (madvise((void *)a, e - a, MADV_POPULATE_WRITE) == 0) return;
#endif
  for (uintptr_t x = a; x < e; x += 4096) *(volatile uint8_t *)x = 0;
}

/* Unit u of the layer job transposed into buf (every step but its last,
 * which is always the unit's write). */
static void unit_xpose(const sx_wbt *t, size_t u, uint8_t *buf) {
  for (size_t x = t->ustart[u]; x + 1 < t->ustart[u + 1]; x++) {
    const sx_wstep *s = &t->step[x];
    sx_tile_get(buf + (size_t)s->slot * t->b, t->lvb, t->nl, t->tile, t->b, t->tc, s->i, s->cnt);
  }
}

/* Unit u's write from buf; its status. */
static int unit_write(const sx_wbt *t, size_t u, const uint8_t *buf) {
  const sx_wstep *s = &t->step[t->ustart[u + 1] - 1];
  return sx_io_pwrite(t->pf, s->off, buf, s->len);
}

/* Unit u of the layer job, transposed into buf and written from there;
 * the write's status. */
static int run_unit(const sx_wbt *t, size_t u, uint8_t *buf) {
  unit_xpose(t, u, buf);
  return unit_write(t, u, buf);
}

/* The thread: one unit the program transposed (1: *u, *b set), else 0. With
 * wait, waits while the program still has units in flight. */
static int take_ready(sx_wbt *t, size_t *u, int *b, int wait) {
  pthread_mutex_lock(&t->hmu);
  while (wait && !t->nrq && t->pinflight) pthread_cond_wait(&t->hcv, &t->hmu);
  int got = t->nrq > 0;
  if (got) {
    t->nrq--;
    *u = t->rq_u[t->nrq];
    *b = t->rq_b[t->nrq];
  }
  pthread_mutex_unlock(&t->hmu);
  return got;
}

static void give_back(sx_wbt *t, int b) {
  pthread_mutex_lock(&t->hmu);
  t->hfree[t->nfree++] = b;
  pthread_cond_broadcast(&t->hcv);
  pthread_mutex_unlock(&t->hmu);
}

/* The thread writes one queued unit if there is one (1), else 0. */
static int write_ready(sx_wbt *t, int wait) {
  size_t u;
  int b;
  if (!take_ready(t, &u, &b, wait)) return 0;
  if (!t->st) wbt_fail(t, unit_write(t, u, t->hbuf[b]));
  give_back(t, b);
  return 1;
}

static void wbt_job(void *arg) {
  sx_wbt *t = arg;
  if (t->kind == WBT_WRITE) {
    wbt_fail(t, sx_io_pwrite(t->pf, t->off, t->buf, t->len));
    return;
  }
  if (t->kind == WBT_FAULT) {
    prefault(t->vb2, t->len);
    return;
  }
  /* each superblock is transposed into lsb (cache-sized) and written from
   * there while still in cache; then the partial last one is filled */
  sx_worker_test_delay();
  if (t->ucont) wbt_fail(t, run_unit(t, 0, t->lsb));
  for (;;) { /* the program's transposed units first: their buffers go back to it */
    if (write_ready(t, 0)) continue;
    size_t u = t->st ? t->nunit : atomic_fetch_add(&t->unext, 1);
    if (u < t->nunit) wbt_fail(t, run_unit(t, u, t->lsb));
    else if (!write_ready(t, 1)) break; /* none left to claim, none in flight */
  }
  if (t->st) return;
  for (size_t x = t->ustart[t->nunit]; x < t->nstep; x++) {
    const sx_wstep *s = &t->step[x];
    sx_tile_get(t->lsb + (size_t)s->slot * t->b, t->lvb, t->nl, t->tile, t->b, t->tc, s->i, s->cnt);
  }
}

/* The program, about to wait for a layer job: transposes whole superblocks
 * of it (into one of the hand-over buffers) while any are left, and queues
 * them for the thread to write, instead of sleeping. ext4 serialises
 * buffered writes to one file (the inode lock), so the page-cache copies
 * stay on the thread, one after another, and the program takes only the
 * transposes: when both wrote, each spun on the lock while the other copied
 * (1 rank, 2 cores: the program staged a layer in about half the time the
 * thread needed to transpose and write one). Waits for a buffer while all
 * are queued. */
static void layer_help(sx_wbt *t) {
  if (!t->live || !t->nh || sx_worker_share_off()) return;
  for (;;) {
    pthread_mutex_lock(&t->hmu);
    while (!t->nfree && atomic_load(&t->unext) < t->nunit) pthread_cond_wait(&t->hcv, &t->hmu);
    size_t u = t->nfree ? atomic_fetch_add(&t->unext, 1) : t->nunit;
    if (u >= t->nunit) {
      pthread_mutex_unlock(&t->hmu);
      return;
    }
    int b = t->hfree[--t->nfree];
    t->pinflight++; /* in the same critical section as the claim: the thread's
                     * last check sees either this unit queued or in flight */
    pthread_mutex_unlock(&t->hmu);
    unit_xpose(t, u, t->hbuf[b]);
    pthread_mutex_lock(&t->hmu);
    t->rq_u[t->nrq] = u;
    t->rq_b[t->nrq++] = b;
    t->pinflight--;
    pthread_cond_broadcast(&t->hcv);
    pthread_mutex_unlock(&t->hmu);
  }
}

int sx_async_wanted(const cs_pfile *f) {
  const pfs_config *c = pfs_config_current();
  if (!c || strcmp(c->driver, "local") != 0 || c->trace[0]) return 0; /* other drivers call MPI */
  const char *o = cs_getopt("stream-async");
  if (o && *o) return o[0] == '1' || o[0] == 'y' || !strcmp(o, "on");
  return pfs_spare_core(f->nranks);
}

static void wbt_start(cs_pfile *f) {
  sx_ibw *w = f->w;
  sx_wbt *t = calloc(1, sizeof *t);
  if (!t || !(t->spare = malloc(f->sb_bytes)) || sx_worker_start(&t->wk, wbt_job, t) != 0) {
    if (t) free(t->spare);
    free(t);
    return;
  }
  pthread_mutex_init(&t->hmu, NULL);
  pthread_cond_init(&t->hcv, NULL);
  w->bg = t;
}

/* Waits until the thread is idle; returns its deferred status, which stays:
 * a superblock that could not be written is lost, so every later IB write
 * fails too (as C's fwrite does while the disk stays full). */
static int wbt_wait(cs_pfile *f) {
  sx_wbt *t = f->w ? f->w->bg : NULL;
  if (!t) return CS_SOK;
  layer_help(t);
  sx_worker_wait(&t->wk);
  t->owns_sb = 0;
  t->live = 0;
  int st = t->st;
  if (st)
    return sx_err(sx_io_status(st, t->msg), "%s: write (of an earlier IB superblock): %s", f->name, t->msg);
  return CS_SOK;
}

int sx_ibw_drain(cs_pfile *f) { return wbt_wait(f); }

/* Starts the write of len bytes of buf at off in pf (the thread is idle:
 * after wbt_wait); buf must stay untouched until the next wbt_wait. */
static void wbt_hand(sx_wbt *t, pfs_file *pf, uint64_t off, const void *buf, size_t len) {
  t->kind = WBT_WRITE;
  t->pf = pf;
  t->off = off;
  t->buf = buf;
  t->len = len;
  sx_worker_post(&t->wk);
}

static void wbt_stop(sx_ibw *w) {
  sx_wbt *t = w->bg;
  if (!t) return;
  sx_worker_stop(&t->wk);
  free(t->spare);
  free(t->step);
  free(t->ustart);
  for (int b = 0; b < t->nh; b++) free(t->hbuf[b]);
  pthread_mutex_destroy(&t->hmu);
  pthread_cond_destroy(&t->hcv);
  free(t);
  w->bg = NULL;
}

/* ---- directory superblock buffers ----------------------------------------
 * Every buffer is dsb_bytes, zero where no entry was placed (a spilled one is
 * written whole). They are carved from anonymous mappings (64 KiB doubling
 * to 8 MiB; from 4 MiB on 2 MiB aligned and advised for huge pages), so they
 * are zero without a memset and a large directory costs a page fault per
 * 2 MiB, not per 4 KiB (16k faults for the 64 MiB directory of 1M VPs); a
 * spilled buffer goes to a free list and is zeroed when reused. All go at
 * once with the IB write state, to the kept chunks below (zeroed again as
 * they are carved by a later file) or back to the system. */
typedef struct sx_dpool {
  struct { void *map; size_t len; } *chunk;
  size_t nchunk, capchunk;
  uint8_t *cur;    /* next uncarved buffer of the newest chunk */
  size_t left;     /* buffers left in it */
  int cur_used;    /* the newest chunk was used by an earlier file: carve with a memset */
  uint8_t **free_; /* recycled buffers */
  size_t nfree, capfree;
} sx_dpool;

/* Chunks of closed files' pools, kept for the next file (a program that
 * writes a checkpoint every few steps would otherwise fault and zero its
 * whole directory again at every open: 64 MiB at 1M VPs, 12-27% of an IB
 * write's samples on the development VM, where fresh memory costs 1-2 ms
 * per MiB). At most kKeptMax bytes of mappings; a kept chunk is reused for a
 * mapping of exactly its length (the lengths are the same doubling series
 * for every file of the same directory superblock size), and a buffer carved
 * from it is zeroed then. The program's thread only. */
enum { SX_KEPT_SLOTS = 16 };
static const size_t kKeptMax = (size_t)96 << 20;
static struct { void *map; size_t len; } g_kept[SX_KEPT_SLOTS];
static size_t g_kept_bytes;

static void *kept_take(size_t len) {
  for (int x = 0; x < SX_KEPT_SLOTS; x++)
    if (g_kept[x].map && g_kept[x].len == len) {
      void *m = g_kept[x].map;
      g_kept[x].map = NULL;
      g_kept_bytes -= len;
      return m;
    }
  return NULL;
}

static void kept_put(void *map, size_t len) {
  for (int x = 0; x < SX_KEPT_SLOTS && g_kept_bytes + len <= kKeptMax; x++)
    if (!g_kept[x].map) {
      g_kept[x].map = map;
      g_kept[x].len = len;
      g_kept_bytes += len;
      return;
    }
  munmap(map, len);
}

static uint8_t *dsb_alloc(cs_pfile *f) {
  sx_ibw *w = f->w;
  size_t B = f->dsb_bytes;
  if (!w->dpool && !(w->dpool = calloc(1, sizeof *w->dpool))) return NULL;
  sx_dpool *d = w->dpool;
  if (d->nfree) {
    uint8_t *b = d->free_[--d->nfree];
    memset(b, 0, B);
    return b;
  }
  if (!d->left) {
    /* chunks of 64 KiB doubling to 8 MiB: a small file maps little and
     * faults no huge page; huge pages from 4 MiB chunks on */
    const size_t huge = 2u << 20, want = (size_t)(64u << 10) << (d->nchunk < 7 ? d->nchunk : 7);
    size_t n = B >= want ? 1 : want / B, big = n * B >= 2 * huge, len = n * B + (big ? huge : 0);
    if (d->nchunk == d->capchunk) {
      size_t nc = d->capchunk ? 2 * d->capchunk : 8;
      void *nn = realloc(d->chunk, nc * sizeof *d->chunk);
      if (!nn) return NULL;
      d->chunk = nn;
      d->capchunk = nc;
    }
    void *m = kept_take(len);
    d->cur_used = m != NULL;
    if (!m && (m = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)) == MAP_FAILED)
      return NULL;
    uint8_t *a = big ? (uint8_t *)(((uintptr_t)m + huge - 1) & ~(uintptr_t)(huge - 1)) : (uint8_t *)m;
#ifdef MADV_HUGEPAGE
    if (big) madvise(a, n * B, MADV_HUGEPAGE);
#endif
    d->chunk[d->nchunk].map = m;
    d->chunk[d->nchunk].len = len;
    d->nchunk++;
    d->cur = a;
    d->left = n;
  }
  uint8_t *b = d->cur;
  d->cur += B;
  d->left--;
  if (d->cur_used) memset(b, 0, B);
  return b;
}

/* A buffer spilled to .dir goes back to the pool (if the free list cannot
 * grow, it simply stays unused until the pool is freed). */
static void dsb_release(cs_pfile *f, uint8_t *b) {
  sx_dpool *d = f->w->dpool;
  if (d->nfree == d->capfree) {
    size_t nc = d->capfree ? 2 * d->capfree : 16;
    uint8_t **nn = realloc(d->free_, nc * sizeof *nn);
    if (!nn) return;
    d->free_ = nn;
    d->capfree = nc;
  }
  d->free_[d->nfree++] = b;
}

static void dpool_free(sx_ibw *w) {
  sx_dpool *d = w->dpool;
  if (!d) return;
  for (size_t x = 0; x < d->nchunk; x++) kept_put(d->chunk[x].map, d->chunk[x].len);
  free(d->chunk);
  free(d->free_);
  free(d);
  w->dpool = NULL;
}

static int ibw_init(cs_pfile *f) {
  sx_ibw *w = calloc(1, sizeof *w);
  size_t nl = (size_t)f->nlocal;
  if (!w) return sx_err(CS_SENOMEM, "%s: out of memory", f->name);
  w->vbuf = sx_big_alloc(nl * f->b_ib + 1);
  w->vfill = calloc(nl + 1, sizeof *w->vfill);
  w->ent = sx_huge_alloc((nl * f->k + 1) * sizeof *w->ent);
  w->nent = calloc(nl + 1, 1);
  w->touched = calloc(nl + 1, 1);
  w->sb = malloc(f->sb_bytes);
  if (!w->vbuf || !w->vfill || !w->ent || !w->nent || !w->touched || !w->sb) {
    f->w = w;
    sx_ibw_free(f);
    return sx_err(CS_SENOMEM, "%s: out of memory for IB buffers of %ld VPs", f->name, f->nlocal);
  }
  w->bps = f->sb_bytes / f->b_ib;
  w->m = f->dsb_bytes / f->E;
  w->sb_base = f->old_ib_sbs;
  w->dir_base = f->old_dir_sbs;
  w->sb_used = w->bps; /* forces a new superblock on the first block */
  w->tile = sx_tile_vps(f->b_ib);
  f->w = w;
  if (sx_async_wanted(f)) wbt_start(f);
  return CS_SOK;
}

void sx_ibw_free(cs_pfile *f) {
  sx_ibw *w = f->w;
  if (!w) return;
  uint8_t *vb2 = w->bg ? w->bg->vb2 : NULL;
  wbt_stop(w);
  sx_big_free(vb2, (size_t)f->nlocal * f->b_ib + 1);
  sx_big_free(w->vbuf, (size_t)f->nlocal * f->b_ib + 1);
  free(w->vfill);
  free(w->ent);
  free(w->nent);
  free(w->touched);
  free(w->sb);
  free(w->tscr);
  if (w->wl)
    for (long i = 0; i < f->nlocal; i++) free(w->wl[i]);
  free(w->wl);
  free(w->wn);
  free(w->wcap);
  free(w->tailp);
  free(w->tail0);
  free(w->keep);
  free(w->keepn);
  dpool_free(w); /* every w->dsb[].buf */
  free(w->dsb);
  free(w);
  f->w = NULL;
}

static uint64_t cur_sb_index(const cs_pfile *f) {
  const sx_ibw *w = f->w;
  return w->sb_base + (w->sb_n - 1) * (uint64_t)f->nranks + (uint64_t)f->rank;
}

uint64_t sx_ibw_cur_sb(const cs_pfile *f) {
  return f->w && f->w->sb_n ? cur_sb_index(f) : UINT64_MAX;
}

/* Gathers the entries placed since the last call into the per-VP lists
 * (entries of one VP are placed in stream order; spilled directory
 * superblocks are read back from .dir). */
int sx_ibw_lists(cs_pfile *f) {
  sx_ibw *w = f->w;
  size_t nl = (size_t)f->nlocal;
  if (!w->wl) {
    w->wl = calloc(nl + 1, sizeof *w->wl);
    w->wn = calloc(nl + 1, sizeof *w->wn);
    w->wcap = calloc(nl + 1, sizeof *w->wcap);
    if (!w->wl || !w->wn || !w->wcap) return sx_err(CS_SENOMEM, "%s: out of memory", f->name);
    w->wd = 0;
    w->wslot = 0;
  }
  uint8_t *tmp = NULL;
  int st = CS_SOK;
  for (; w->wd < w->ndsb; w->wd++, w->wslot = 0) {
    sx_dsb *s = &w->dsb[w->wd];
    const uint8_t *buf = s->buf;
    if (s->used > w->wslot && !buf) {
      if (!tmp && !(tmp = malloc(f->dsb_bytes))) { st = sx_err(CS_SENOMEM, "%s: out of memory", f->name); break; }
      if ((st = sx_io_err(sx_io_pread(f->dir, s->j * f->dsb_bytes, tmp, f->dsb_bytes), "read", f->name))) break;
      buf = tmp;
    }
    for (uint32_t slot = w->wslot + 1; slot <= s->used; slot++) {
      const uint8_t *e = buf + (size_t)slot * f->E;
      long li = (long)sx_get32(e) - f->first;
      for (uint32_t x = 0; x < f->k; x++) {
        uint32_t p = sx_get32(e + 8 + 4 * x);
        if (p == SX_NONE) continue;
        if (w->wn[li] == w->wcap[li]) {
          uint32_t nc = w->wcap[li] ? 2 * w->wcap[li] : 16;
          uint32_t *nw = realloc(w->wl[li], nc * sizeof *nw);
          if (!nw) { st = sx_err(CS_SENOMEM, "%s: out of memory", f->name); goto out; }
          w->wl[li] = nw;
          w->wcap[li] = nc;
        }
        w->wl[li][w->wn[li]++] = p;
      }
      w->wslot = slot;
    }
    if (w->wd + 1 == w->ndsb) break; /* the last one may still fill: keep the watermark in it */
  }
out:
  free(tmp);
  return st;
}

static int flush_sb(cs_pfile *f, size_t bytes) {
  sx_ibw *w = f->w;
  if (w->sb_n == 0 || bytes == 0) return CS_SOK;
  uint64_t off = f->ib_off + cur_sb_index(f) * f->sb_bytes;
  f->st.ib_sb_written++;
  sx_wbt *t = w->bg;
  if (t) { /* hand the full buffer over, go on in the spare one */
    int st = wbt_wait(f);
    if (st) return st;
    uint8_t *full = w->sb;
    w->sb = t->spare;
    t->spare = full;
    wbt_hand(t, f->data, off, full, bytes);
    return CS_SOK;
  }
  return sx_io_err(sx_io_pwrite(f->data, off, w->sb, bytes), "write", f->name);
}

/* The header of directory superblock j holding `used` entries after it in buf. */
static void dsb_header(const cs_pfile *f, uint8_t *buf, uint64_t j, uint32_t used) {
  memcpy(buf, "CSD1", 4);
  sx_put32(buf + 4, (uint32_t)j);
  sx_put32(buf + 8, used);
  sx_put32(buf + 12, sx_crc32(0, buf + f->E, (size_t)used * f->E));
}

/* Writes the oldest in-memory directory superblocks to .dir until under the
 * memory budget (needs .dir open; otherwise memory simply grows). */
static int spill_dir(cs_pfile *f) {
  sx_ibw *w = f->w;
  for (size_t d = 0; d + 1 < w->ndsb && w->dirmem_used > f->cfg.dirmem && f->dir; d++) {
    sx_dsb *s = &w->dsb[d];
    if (!s->buf) continue;
    /* a valid header and crc (next links still NONE), so that after a crash
     * streamstar recover can use it (docs/stream-format.md §5); the commit
     * reads it back and rewrites the header */
    dsb_header(f, s->buf, s->j, s->used);
    int st = sx_io_err(sx_io_pwrite(f->dir, s->j * f->dsb_bytes, s->buf, f->dsb_bytes), "write",
                       f->name);
    if (st) return st;
    dsb_release(f, s->buf);
    s->buf = NULL;
    w->dirmem_used -= f->dsb_bytes;
    f->st.dir_sb_written++;
  }
  return CS_SOK;
}

static int place_entry(cs_pfile *f, long i) {
  sx_ibw *w = f->w;
  sx_dsb *s = w->ndsb ? &w->dsb[w->ndsb - 1] : NULL;
  if (!s || s->used == w->m - 1) {
    if (w->ndsb == w->capdsb) {
      size_t nc = w->capdsb ? 2 * w->capdsb : 16;
      sx_dsb *nd = realloc(w->dsb, nc * sizeof *nd);
      if (!nd) return sx_err(CS_SENOMEM, "%s: out of memory for the directory", f->name);
      w->dsb = nd;
      w->capdsb = nc;
    }
    s = &w->dsb[w->ndsb];
    s->j = w->dir_base + (uint64_t)w->ndsb * f->nranks + f->rank;
    s->used = 0;
    s->buf = dsb_alloc(f);
    if (!s->buf) return sx_err(CS_SENOMEM, "%s: out of memory for the directory", f->name);
    w->ndsb++;
    w->dirmem_used += f->dsb_bytes;
    int st = spill_dir(f);
    if (st) return st;
  }
  uint8_t *e = s->buf + (size_t)(s->used + 1) * f->E;
  sx_put32(e, (uint32_t)(f->first + i));
  sx_put32(e + 4, SX_NONE);
  uint32_t *p = w->ent + (size_t)i * f->k;
  for (uint32_t x = 0; x < f->k; x++) sx_put32(e + 8 + 4 * x, x < w->nent[i] ? p[x] : SX_NONE);
  s->used++;
  w->nent[i] = 0;
  return CS_SOK;
}

/* VPs i0..i0+n-1, whose buffers continue their old partial last blocks
 * tailp[i0]..tailp[i0]+n-1 (adopt), write them back where they are, and the
 * blocks keep their numbers: no new block per session. Whole blocks (the
 * bytes already there are rewritten unchanged, the rest zero), so a run of
 * VPs whose tails are consecutive blocks is one write straight from vbuf
 * (block p is at ib_off + p * b_IB). Only this rank writes these VPs'
 * blocks, and no reader of the old version looks past a VP's old length, so
 * the old version stays whole until the new .meta commits. Read copies are
 * patched (as ibupdate.c does). */
static int emit_tails(cs_pfile *f, long i0, long n) {
  sx_ibw *w = f->w;
  uint32_t b = f->b_ib, p0 = w->tailp[i0];
  int st = sx_ibw_drain(f); /* the file handle is not shared with the background writer */
  for (long i = i0; i < i0 + n; i++)
    if (w->vfill[i] < b) memset(w->vbuf + (size_t)i * b + w->vfill[i], 0, b - w->vfill[i]);
  if (!st)
    st = sx_io_err(sx_io_pwrite(f->data, f->ib_off + (uint64_t)p0 * b, w->vbuf + (size_t)i0 * b, (size_t)n * b),
                   "write", f->name);
  for (long i = i0; i < i0 + n && !st; i++) {
    uint32_t p = w->tailp[i];
    if (f->r) {
      uint8_t *sb = sx_ibr_cached(f, p / w->bps);
      if (sb) memcpy(sb + (size_t)(p % w->bps) * b, w->vbuf + (size_t)i * b, b);
    }
    w->tailp[i] = SX_NONE;
    w->vfill[i] = 0;
    if (w->keep && w->keep[i]) { /* the old list already ends with block p */
      w->keep[i] = 2;
      continue;
    }
    w->ent[(size_t)i * f->k + w->nent[i]++] = p;
    if (w->nent[i] == f->k) st = place_entry(f, i);
  }
  return st;
}

/* How many VPs from i on continue consecutive old blocks (emit_tails). */
static long tail_run(const cs_pfile *f, long i) {
  const sx_ibw *w = f->w;
  long e = i + 1;
  while (e < f->nlocal && w->vfill[e] && w->tailp[e] != SX_NONE && w->tailp[e] == w->tailp[i] + (uint32_t)(e - i)) e++;
  return e - i;
}

/* VP i, whose list was kept (adopt), gets a new block: its new list
 * starts with the pointers of its old full blocks and, if it was rewritten
 * in place, its old tail block (the old list's first keepn[i] + 1). */
static int unkeep(cs_pfile *f, long i) {
  sx_ibw *w = f->w;
  uint32_t n = w->keepn[i] + (w->keep[i] == 2);
  int st;
  w->keep[i] = 0;
  for (uint32_t x = 0; x < n; x++) {
    w->ent[(size_t)i * f->k + w->nent[i]++] = sx_ibr_ptr(f, i, x);
    if (w->nent[i] == f->k && (st = place_entry(f, i))) return st;
  }
  return CS_SOK;
}

/* VP i's buffer (fill bytes, rest zero) becomes the next block of the
 * current superblock; its number goes into the VP's open entry. */
static int emit_block(cs_pfile *f, long i) {
  sx_ibw *w = f->w;
  int st;
  if (w->tailp && w->tailp[i] != SX_NONE) return emit_tails(f, i, 1);
  if (w->bg && w->bg->owns_sb && (st = wbt_wait(f))) return st; /* a layer job fills w->sb */
  if (w->keep && w->keep[i] && (st = unkeep(f, i))) return st;
  if (w->sb_used == w->bps) {
    if ((st = flush_sb(f, f->sb_bytes))) return st;
    w->sb_n++;
    w->sb_used = 0;
    uint64_t j = cur_sb_index(f);
    if ((j + 1) * w->bps > SX_NONE)
      return sx_err(CS_SENOTSUP, "%s: IB segment exceeds 2^32 blocks of %u bytes (raise stream-bib)",
                    f->name, f->b_ib);
  }
  uint8_t *src = w->vbuf + (size_t)i * f->b_ib;
  if (w->vfill[i] < f->b_ib) memset(src + w->vfill[i], 0, f->b_ib - w->vfill[i]);
  memcpy(w->sb + (size_t)w->sb_used * f->b_ib, src, f->b_ib);
  uint32_t ptr = (uint32_t)(cur_sb_index(f) * w->bps + w->sb_used);
  w->sb_used++;
  w->vfill[i] = 0;
  f->st.ib_blocks++;
  w->ent[(size_t)i * f->k + w->nent[i]++] = ptr;
  if (w->nent[i] == f->k) return place_entry(f, i);
  return CS_SOK;
}

/* Appending to a VP that already has IB data in the file (opened with a, r+,
 * a+): its new list starts with the pointers of its old full blocks, and its
 * old partial last block is read back into its buffer to be continued. Old
 * directory entries are never modified (so ranks never share a superblock
 * being rewritten); they just become unreachable. */
static int adopt(cs_pfile *f, long i) {
  sx_ibw *w = f->w;
  int st;
  if (f->ib_ondisk) {
    if ((st = sx_ibr_prepare(f))) return st;
    sx_ibr_sync(f);
    uint64_t nb = sx_ibr_nblocks(f, i), ib_start = sx_ib_start(f);
    uint64_t Lq = f->len[i] > ib_start ? f->len[i] - ib_start : 0, part = Lq % f->b_ib;
    uint64_t full = part ? nb - 1 : nb;
    /* Without reads in this open (nothing reads the session's list), the
     * old list is kept until the VP needs a new block: a session that only
     * continues the VP's tail block in place writes no entry for it. */
    if (!f->rd && !w->keep && getenv("CSTAR_STREAM_NO_KEEP") == NULL) {
      w->keep = calloc((size_t)f->nlocal + 1, 1);
      w->keepn = malloc(((size_t)f->nlocal + 1) * sizeof *w->keepn);
      if (!w->keep || !w->keepn) return sx_err(CS_SENOMEM, "%s: out of memory", f->name);
    }
    if (w->keep && !f->rd) {
      w->keep[i] = 1;
      w->keepn[i] = (uint32_t)full;
    } else {
      for (uint64_t x = 0; x < full; x++) {
        w->ent[(size_t)i * f->k + w->nent[i]++] = sx_ibr_ptr(f, i, x);
        if (w->nent[i] == f->k && (st = place_entry(f, i))) return st;
      }
    }
    if (part) {
      if ((st = sx_ibr_read(f, i, w->vbuf + (size_t)i * f->b_ib, Lq - part, part))) return st;
      w->vfill[i] = (uint32_t)part;
      if (!w->tailp && getenv("CSTAR_STREAM_NO_TAIL") == NULL) { /* the old way kept for tests */
        w->tailp = malloc(((size_t)f->nlocal + 1) * sizeof *w->tailp);
        w->tail0 = malloc(((size_t)f->nlocal + 1) * sizeof *w->tail0);
        if (!w->tailp || !w->tail0) return sx_err(CS_SENOMEM, "%s: out of memory", f->name);
        for (long k = 0; k < f->nlocal; k++) w->tailp[k] = SX_NONE;
      }
      if (w->tailp) {
        w->tailp[i] = (uint32_t)sx_ibr_ptr(f, i, nb - 1);
        w->tail0[i] = (uint32_t)part;
      }
    }
  }
  w->touched[i] = 1;
  w->any_touched = 1;
  if (f->r && f->r->vblk) f->r->vblk[i] = UINT64_MAX; /* reads of VP i go through the session's list now */
  return CS_SOK;
}

int sx_ibw_append(cs_pfile *f, long i, const void *src, uint64_t n) {
  int st;
  if (!f->w && (st = ibw_init(f))) return st;
  sx_ibw *w = f->w;
  sx_ibw_untile(f); /* callers materialise first; this keeps vbuf VP-major regardless */
  if (!w->touched[i] && (st = adopt(f, i))) return st;
  const uint8_t *s = src;
  uint32_t b = f->b_ib;
  uint8_t *vb = w->vbuf + (size_t)i * b;
  while (n > 0) {
    uint32_t fill = w->vfill[i];
    uint64_t c = b - fill < n ? b - fill : n;
    if (s) memcpy(vb + fill, s, c);
    else memset(vb + fill, 0, c); /* zero fill of a gap left by a seek past the end */
    w->vfill[i] = fill + (uint32_t)c;
    n -= c;
    if (s) s += c;
    if (w->vfill[i] == b && (st = emit_block(f, i))) return st;
  }
  return CS_SOK;
}

int sx_ibw_fill(cs_pfile *f, long i, const void *src, uint32_t n) {
  sx_ibw *w = f->w;
  memcpy(w->vbuf + (size_t)i * f->b_ib + w->vfill[i], src, n);
  w->vfill[i] = f->b_ib;
  return emit_block(f, i);
}

/* Tiles are made only by uniform appends (every VP holds ufill bytes, a
 * multiple of tc): this restores each VP's bytes at vbuf + i*b_IB. */
void sx_ibw_untile(cs_pfile *f) {
  sx_ibw *w = f->w;
  if (!w || !w->tc) return;
  sx_tile_xpose(w->vbuf, f->nlocal, w->tile, f->b_ib, w->tc, w->tscr, -1);
  w->tc = 0;
}

void sx_ibw_materialize(cs_pfile *f) {
  sx_ibw *w = f->w;
  sx_ibw_untile(f);
  if (!w || !w->uni) return;
  /* stored only where it differs: vfill is fresh zeroed memory until a
   * per-VP write, and a store to each of its pages would cost a
   * copy-on-write fault and a TLB shootdown (the common close of a uniform
   * session, ufill 0, then stores nothing) */
  uint32_t u = w->ufill, *v = w->vfill;
  for (long i = 0; i < f->nlocal; i++)
    if (v[i] != u) v[i] = u;
  w->uni = 0;
}

/* Whether emit_all hands this layer to the background thread: tiles (the
 * uniform path) and a second vbuf for the program to stage the next layer
 * in while the thread transposes and writes this one. */
static int layer_async(cs_pfile *f) {
  sx_ibw *w = f->w;
  sx_wbt *t = w->bg;
  if (!t || !w->tc || getenv("CSTAR_STREAM_NO_ASYNC_LAYER")) return 0;
  size_t need = (size_t)f->nlocal / w->bps + 4; /* copies and writes of one layer, at most */
  if (need * 2 > t->capstep) {
    sx_wstep *ns = realloc(t->step, need * 2 * sizeof *ns);
    if (!ns) return 0;
    t->step = ns;
    size_t *nu = realloc(t->ustart, (need * 2 + 1) * sizeof *nu);
    if (!nu) return 0;
    t->ustart = nu;
    t->capstep = need * 2;
  }
  /* hand-over buffers: up to 8 MiB of them (they stay in the last-level
   * cache between the transpose and the write); none: the thread does every unit */
  size_t want = (size_t)(8u << 20) / f->sb_bytes;
  if (want > SX_NHAND) want = SX_NHAND;
  if (want < 1) want = 1;
  while ((size_t)t->nh < want && (t->hbuf[t->nh] = malloc(f->sb_bytes))) {
    t->hfree[t->nfree++] = t->nh;
    t->nh++;
  }
  if (!t->vb2 && !(t->vb2 = sx_big_alloc((size_t)f->nlocal * f->b_ib + 1))) return 0;
  return 1;
}

/* At the first tiled layer: the second vbuf is allocated here and faulted
 * in by the background thread while the program stages the first layer. */
static int layer_prefault(cs_pfile *f) {
  sx_wbt *t = f->w->bg;
  if (!t || t->vb2 || t->vb2_tried || getenv("CSTAR_STREAM_NO_ASYNC_LAYER")) return CS_SOK;
  int st = wbt_wait(f);
  if (st) return st;
  t->vb2_tried = 1;
  size_t n = (size_t)f->nlocal * f->b_ib + 1;
  if (!(t->vb2 = sx_big_alloc(n))) return CS_SOK; /* layer_async tries again, else synchronous */
  t->kind = WBT_FAULT;
  t->len = n;
  sx_worker_post(&t->wk);
  return CS_SOK;
}

static sx_wstep *add_step(sx_wbt *t) { return &t->step[t->nstep++]; }

/* Every local VP's buffer is full: they become consecutive blocks, copied
 * into the superblock a run at a time (local VPs' buffers are contiguous).
 * With a background thread and tiles (1 rank per core pair: the layer_async
 * case), the program only numbers the blocks and places the entries; the
 * thread transposes the tiles into the superblock and writes it, while the
 * program stages the next layer into the other vbuf. */
static int emit_all(cs_pfile *f) {
  sx_ibw *w = f->w;
  uint32_t b = f->b_ib;
  long nl = f->nlocal, i = 0;
  int st = CS_SOK;
  sx_wbt *t = NULL;
  /* the previous layer's job fills w->sb and reads its step list; a
   * superblock write or the prefault may be in flight */
  if (w->bg && (st = wbt_wait(f))) return st;
  if (layer_async(f)) {
    t = w->bg;
    t->nstep = 0;
  }
  while (i < nl) {
    if (w->sb_used == w->bps) {
      if (t && w->sb_n) { /* (sb_n 0: no superblock started yet) */
        sx_wstep *s = add_step(t);
        *s = (sx_wstep){0, 0, 0, f->sb_bytes, f->ib_off + cur_sb_index(f) * f->sb_bytes};
        f->st.ib_sb_written++;
      } else if (!t && (st = flush_sb(f, f->sb_bytes))) {
        return st;
      }
      w->sb_n++;
      w->sb_used = 0;
      if ((cur_sb_index(f) + 1) * w->bps > SX_NONE) {
        st = sx_err(CS_SENOTSUP, "%s: IB segment exceeds 2^32 blocks of %u bytes (raise stream-bib)",
                    f->name, f->b_ib);
        goto out;
      }
    }
    long cnt = (long)(w->bps - w->sb_used);
    if (cnt > nl - i) cnt = nl - i;
    if (t) *add_step(t) = (sx_wstep){i, cnt, w->sb_used, 0, 0};
    else if (w->tc) sx_tile_get(w->sb + (size_t)w->sb_used * b, w->vbuf, nl, w->tile, b, w->tc, i, cnt);
    else memcpy(w->sb + (size_t)w->sb_used * b, w->vbuf + (size_t)i * b, (size_t)cnt * b);
    uint32_t ptr0 = (uint32_t)(cur_sb_index(f) * w->bps + w->sb_used);
    w->sb_used += (uint32_t)cnt;
    f->st.ib_blocks += (uint64_t)cnt;
    for (long x = 0; x < cnt; x++, i++) {
      w->ent[(size_t)i * f->k + w->nent[i]++] = ptr0 + (uint32_t)x;
      if (w->nent[i] == f->k && (st = place_entry(f, i))) goto out;
    }
  }
out:
  if (t) { /* hand the layer over (what was numbered, also after an error); stage
            * the next one in the other vbuf */
    t->kind = WBT_LAYER;
    t->owns_sb = 1;
    t->pf = f->data;
    t->lvb = w->vbuf;
    t->lsb = w->sb;
    t->nl = nl;
    t->tile = w->tile;
    t->b = b;
    t->tc = w->tc;
    w->vbuf = t->vb2;
    t->vb2 = (uint8_t *)t->lvb;
    /* units: each write step closes one */
    t->nunit = 0;
    t->ustart[0] = 0;
    for (size_t x = 0; x < t->nstep; x++)
      if (t->step[x].len) t->ustart[++t->nunit] = x + 1;
    t->ucont = t->nunit && (t->step[0].len || t->step[0].slot != 0);
    atomic_store(&t->unext, t->ucont);
    t->live = 1;
    sx_nt_fence(); /* the staging's streaming stores, before the thread reads them */
    sx_worker_post(&t->wk);
  }
  return st;
}

/* Uniform append: every local VP active, all at position == length >= the
 * IB start, each writing n bytes from base + i*stride. Per-VP state stays in
 * its uniform form (one position, one length, one buffer fill), so the cost
 * per VP is the copy into its buffer and, once per b_IB bytes, its block. */
int sx_ibw_uniform(cs_pfile *f, const uint8_t *base, size_t stride, uint64_t n, int *st) {
  long nl = f->nlocal;
  if (!f->wr || !f->pos_uni || !f->len_uni || nl <= 0 || f->ib_ondisk || n == 0) return 0;
  uint64_t p = f->append ? f->ulen : f->upos, ib_start = sx_ib_start(f);
  if (p != f->ulen || p < ib_start) return 0;
  uint32_t b = f->b_ib, fill = (uint32_t)((p - ib_start) % b);
  if (!f->w && (*st = ibw_init(f))) return 1;
  sx_ibw *w = f->w;
  if (!w->uni) { /* every VP's buffer must hold `fill` bytes (checked once per switch) */
    for (long i = 0; i < nl; i++)
      if (w->vfill[i] != fill) return 0;
  } else if (w->ufill != fill) {
    return 0;
  }
  sx_freeze(f);
  if (!w->all_touched) {
    memset(w->touched, 1, (size_t)nl);
    w->all_touched = w->any_touched = 1;
  }
  w->uni = 1;
  uint64_t done = 0;
  *st = CS_SOK;
  while (done < n) {
    uint64_t c = b - fill < n - done ? b - fill : n - done;
    if (fill == 0) { /* no VP holds bytes: the layout of vbuf is free to choose */
      w->tc = nl >= 64 && c < b && b % c == 0 && (w->tscr || (w->tscr = malloc((size_t)w->tile * b)))
                  ? (uint32_t)c : 0;
      if (w->tc && (*st = layer_prefault(f))) break;
    } else if (w->tc && c % w->tc) {
      sx_ibw_untile(f);
    }
    if (w->tc) { /* piece-transposed tiles: one contiguous run per tile and piece */
      uint32_t tc = w->tc, m = (uint32_t)(c / tc);
      int nt = sx_nt_buffer((size_t)nl * b); /* read back only when the layer is full */
      for (long i0 = 0; i0 < nl; i0 += w->tile) {
        long tn = nl - i0 < (long)w->tile ? nl - i0 : (long)w->tile;
        uint8_t *t = w->vbuf + (size_t)i0 * b + (size_t)(fill / tc) * tn * tc;
        const uint8_t *src = base + done + (size_t)i0 * stride;
        for (uint32_t k = 0; k < m; k++, t += (size_t)tn * tc, src += tc)
          if (stride == tc && m == 1 && nt) sx_copy_nt(t, src, (size_t)tn * tc);
          else if (stride == tc && m == 1) memcpy(t, src, (size_t)tn * tc);
          else sx_copy_strided(t, tc, src, stride, tn, tc);
      }
    } else {
      sx_copy_strided(w->vbuf + fill, b, base + done, stride, nl, c);
    }
    fill += (uint32_t)c;
    done += c;
    if (fill == b) {
      w->ufill = 0;
      if ((*st = emit_all(f))) break;
      fill = 0;
    }
  }
  w->ufill = fill;
  if (*st) { /* per-VP arrays from here on; every VP got the error */
    f->upos = f->ulen = p + done;
    sx_materialize_all(f);
    for (long i = 0; i < nl; i++) sx_set_err(f, i);
    return 1;
  }
  f->upos = f->ulen = p + n;
  return 1;
}

/* ---- packing a small session -----------------------------------------------
 * A writing session whose IB data fit in one data superblock and one
 * directory superblock per rank, none of them on disk yet (the thesis's Fig.
 * 3.4 debug file: opened with "a" in a loop, a few lines, closed), would add
 * P data and P directory superblocks of logical file size at every close
 * (sparse, but `ls` shows them). Instead its blocks are packed, rank after
 * rank, from the first block past every block in use (the .meta field
 * ib_used_blocks; unknown: the next superblock), and its entries, rank after
 * rank, after the entries of .dir's last superblock, which rank 0 rewrites
 * (new entries first, then its header: a reader of the old version never
 * sees a superblock inconsistent with itself after a process crash). Block
 * pointers and entry indices are renumbered before `next` is patched.
 * CSTAR_STREAM_NO_PACK=1 keeps the round-robin layout (tests). */
typedef struct {
  uint64_t B0;          /* first block of the packed data */
  uint64_t have_tail;   /* entries continue .dir's last superblock */
  uint64_t tail_j, u0;  /* that superblock and its entries in use */
  uint8_t *tail;        /* rank 0: its first E * (1 + u0) bytes */
} sx_pack;

/* Rank 0: whether .dir's last superblock (dir_base - 1) can take more
 * entries, with its used prefix read (and checked) into pk->tail; a
 * superblock that fails the readers' checks is left alone. */
static void pack_probe_tail(cs_pfile *f, sx_pack *pk) {
  sx_ibw *w = f->w;
  uint64_t j = w->dir_base - 1;
  uint8_t h[16];
  size_t got = 0;
  if (!f->ib_ondisk || w->dir_base == 0 || !f->dir) return;
  if (pfs_pread(f->dir, (pfs_off)(j * f->dsb_bytes), h, sizeof h, &got) || got < sizeof h) return;
  uint32_t used = sx_get32(h + 8);
  if (used == 0 || used >= w->m - 1) return;
  size_t n = (size_t)f->E * (1 + used);
  uint8_t *t = malloc(n);
  if (!t) return;
  if (pfs_pread(f->dir, (pfs_off)(j * f->dsb_bytes), t, n, &got) || sx_dsb_problem(f, j, t, got)) {
    free(t);
    return;
  }
  pk->have_tail = 1;
  pk->tail_j = j;
  pk->u0 = used;
  pk->tail = t;
}

/* The global index of packed entry q (0-based over all ranks). */
static uint64_t pack_index(const cs_pfile *f, const sx_pack *pk, uint64_t q) {
  uint64_t m = f->w->m, cap = pk->have_tail ? m - 1 - pk->u0 : 0;
  if (q < cap) return pk->tail_j * m + pk->u0 + 1 + q;
  q -= cap;
  return (f->w->dir_base + q / (m - 1)) * m + 1 + q % (m - 1);
}

/* Rank 0 writes the n packed entries (ents, E bytes each, in global order). */
static int pack_write_dir(cs_pfile *f, const sx_pack *pk, const uint8_t *ents, uint64_t n) {
  uint32_t E = f->E, m = f->w->m;
  uint8_t *buf = calloc(1, f->dsb_bytes);
  if (!buf) return sx_err(CS_SENOMEM, "%s: out of memory", f->name);
  int st = CS_SOK;
  uint64_t q = 0;
  if (pk->have_tail && n) { /* the old superblock, continued */
    uint64_t c = m - 1 - pk->u0 < n ? m - 1 - pk->u0 : n;
    size_t at = (size_t)E * (1 + pk->u0);
    memcpy(buf, pk->tail, at);
    memcpy(buf + at, ents, (size_t)c * E);
    dsb_header(f, buf, pk->tail_j, (uint32_t)(pk->u0 + c));
    uint64_t off = pk->tail_j * f->dsb_bytes;
    st = sx_io_err(sx_io_pwrite(f->dir, off + at, buf + at, (size_t)c * E), "write", f->name);
    if (!st) st = sx_io_err(sx_io_pwrite(f->dir, off, buf, 16), "write", f->name);
    f->st.dir_sb_written++;
    q = c;
  }
  for (uint64_t j = f->w->dir_base; q < n && !st; j++) { /* fresh superblocks */
    uint64_t c = m - 1 < n - q ? m - 1 : n - q;
    memset(buf, 0, E);
    memcpy(buf + E, ents + (size_t)q * E, (size_t)c * E);
    dsb_header(f, buf, j, (uint32_t)c);
    st = sx_io_err(sx_io_pwrite(f->dir, j * f->dsb_bytes, buf, (size_t)E * (1 + c)), "write", f->name);
    f->st.dir_sb_written++;
    q += c;
  }
  free(buf);
  return st;
}

/* COLLECTIVE. Packs the session when every rank's part is small (*packed
 * set, the status agreed), else does nothing (*packed 0, no status change:
 * the round-robin commit follows). st_in: this rank's status so far. */
static int pack_session(cs_pfile *f, uint32_t *first_out, int st_in, int *packed) {
  sx_ibw *w = f->w;
  const uint64_t bps = w->bps;
  sx_dsb *d = w->ndsb ? &w->dsb[0] : NULL;
  uint64_t u = w->sb_n ? w->sb_used : 0, e = d ? d->used : 0;
  /* sums over ranks of {not small, blocks, entries}; exclusive prefix of the last two */
  uint64_t tot[3] = {st_in || w->sb_n > 1 || w->ndsb > 1 || (d && !d->buf) || getenv("CSTAR_STREAM_NO_PACK"),
                     u, e};
  uint64_t pre[3] = {0, 0, 0}, my[3] = {0, u, e};
  *packed = 0;
  if (f->nranks > 1) {
    MPI_Allreduce(MPI_IN_PLACE, tot, 3, MPI_UINT64_T, MPI_SUM, f->comm);
    MPI_Exscan(my, pre, 3, MPI_UINT64_T, MPI_SUM, f->comm);
    if (f->rank == 0) pre[1] = pre[2] = 0; /* Exscan leaves rank 0's undefined */
  }
  sx_pack pk = {0};
  pk.B0 = f->ib_ondisk && f->old_ib_used ? f->old_ib_used : w->sb_base * bps;
  if (tot[0] || pk.B0 + tot[1] >= SX_NONE) return CS_SOK;
  if (f->rank == 0) pack_probe_tail(f, &pk);
  if (f->nranks > 1) {
    uint64_t t[3] = {pk.have_tail, pk.tail_j, pk.u0};
    MPI_Bcast(t, 3, MPI_UINT64_T, 0, f->comm);
    pk.have_tail = t[0], pk.tail_j = t[1], pk.u0 = t[2];
  }
  *packed = 1;
  int st = wbt_wait(f);
  /* data: this rank's u blocks at B0 + pre[1]; its pointers renumbered */
  uint64_t J = w->sb_n ? cur_sb_index(f) : UINT64_MAX, nb0 = pk.B0 + pre[1];
  for (uint32_t slot = 1; d && slot <= d->used; slot++)
    for (uint32_t x = 0; x < f->k; x++) {
      uint8_t *pp = d->buf + (size_t)slot * f->E + 8 + 4 * x;
      uint32_t p = sx_get32(pp);
      if (p != SX_NONE && p / bps == J) sx_put32(pp, (uint32_t)(nb0 + p % bps));
    }
  if (!st && u) {
    st = sx_io_err(sx_io_pwrite(f->data, f->ib_off + nb0 * f->b_ib, w->sb, (size_t)u * f->b_ib), "write",
                   f->name);
    f->st.ib_sb_written++;
  }
  /* `next` links and heads, in the packed numbering */
  for (long i = 0; i < f->nlocal; i++) first_out[i] = SX_NONE;
  for (uint32_t slot = d ? d->used : 0; slot >= 1; slot--) {
    uint8_t *en = d->buf + (size_t)slot * f->E;
    long li = (long)sx_get32(en) - f->first;
    sx_put32(en + 4, first_out[li]);
    first_out[li] = (uint32_t)pack_index(f, &pk, pre[2] + slot - 1);
  }
  /* the entries go to rank 0, which writes them */
  uint8_t *all = NULL;
  int *cnt = NULL, *dsp = NULL;
  if (f->rank == 0) {
    all = malloc((size_t)tot[2] * f->E + 1);
    cnt = malloc(f->nranks * sizeof *cnt);
    dsp = malloc(f->nranks * sizeof *dsp);
    if ((!all || !cnt || !dsp) && !st) st = sx_err(CS_SENOMEM, "%s: out of memory", f->name);
  }
  int mine = (int)(e * f->E), ok = !st || f->rank != 0;
  if (f->nranks > 1) {
    MPI_Bcast(&ok, 1, MPI_INT, 0, f->comm); /* rank 0 has its buffers */
    if (ok) {
      MPI_Gather(&mine, 1, MPI_INT, cnt, 1, MPI_INT, 0, f->comm);
      if (f->rank == 0)
        for (int r = 0, at = 0; r < f->nranks; r++) dsp[r] = at, at += cnt[r];
      MPI_Gatherv(d ? d->buf + f->E : NULL, mine, MPI_BYTE, all, cnt, dsp, MPI_BYTE, 0, f->comm);
    }
  } else if (ok && e) {
    memcpy(all, d->buf + f->E, (size_t)mine);
  }
  if (f->rank == 0 && !st) st = pack_write_dir(f, &pk, all, tot[2]);
  free(all);
  free(cnt);
  free(dsp);
  free(pk.tail);
  if (!ok && !st) st = sx_err(CS_SEIO, "%s: rank 0 could not gather the directory", f->name);
  st = sx_agree_status(f->comm, st);
  if (!st) {
    uint64_t end = pk.B0 + tot[1];
    uint64_t nsb = (end + bps - 1) / bps, ndir = tot[2] ? pack_index(f, &pk, tot[2] - 1) / w->m + 1 : 0;
    f->old_ib_sbs = nsb > w->sb_base ? nsb : w->sb_base;
    f->old_dir_sbs = ndir > w->dir_base ? ndir : w->dir_base;
    f->old_ib_used = end;
  }
  return st;
}

/* Close-time processing. COLLECTIVE. first_out (nlocal) receives each local
 * VP's first entry (NONE if it has no IB data). */
int sx_ibw_commit(cs_pfile *f, uint32_t *first_out) {
  int st = CS_SOK;
  if (!f->w && (st = ibw_init(f))) return st;
  sx_ibw_materialize(f);
  sx_ibw *w = f->w;
  /* 1. partial VP buffers become blocks; open entries are placed */
  for (long i = 0; i < f->nlocal && !st; i++) {
    if (!w->vfill[i]) continue;
    if (w->tailp && w->tailp[i] != SX_NONE) {
      long n = tail_run(f, i);
      st = emit_tails(f, i, n);
      i += n - 1;
    } else {
      st = emit_block(f, i);
    }
  }
  for (long i = 0; i < f->nlocal && !st; i++)
    if (w->nent[i]) st = place_entry(f, i);
  /* 1b. a small session is packed (and committed) instead */
  int packed = 0;
  int pst = pack_session(f, first_out, st, &packed);
  if (packed) {
    st = pst;
    goto heads;
  }
  /* 2. patch `next` walking the directory in reverse (the thesis's order),
   * in memory: with the background writer this runs beside its last layer
   * job (the directory buffers are not the job's), where it ran after it */
  for (long i = 0; i < f->nlocal; i++) first_out[i] = SX_NONE;
  pfs_piece *pc = calloc(w->ndsb + 1, sizeof *pc);
  size_t npc = 0;
  if (!pc && !st) st = sx_err(CS_SENOMEM, "%s: out of memory", f->name);
  for (size_t d = w->ndsb; d-- > 0 && !st;) {
    sx_dsb *s = &w->dsb[d];
    int spilled = s->buf == NULL;
    if (spilled) {
      s->buf = dsb_alloc(f);
      if (!s->buf) { st = sx_err(CS_SENOMEM, "%s: out of memory", f->name); break; }
      if ((st = sx_io_err(sx_io_pread(f->dir, s->j * f->dsb_bytes, s->buf, f->dsb_bytes), "read",
                          f->name)))
        break;
    }
    for (uint32_t slot = s->used; slot >= 1; slot--) {
      uint8_t *e = s->buf + (size_t)slot * f->E;
      long li = (long)sx_get32(e) - f->first;
      sx_put32(e + 4, first_out[li]);
      first_out[li] = (uint32_t)(s->j * w->m + slot);
    }
    dsb_header(f, s->buf, s->j, s->used);
    pc[npc].off = (pfs_off)(s->j * f->dsb_bytes);
    pc[npc].len = (size_t)(s->used + 1) * f->E;
    pc[npc].buf = s->buf;
    npc++;
  }
  /* 3. the last, partial data superblock */
  if (!st) st = flush_sb(f, (size_t)w->sb_used * f->b_ib);
  int s2 = wbt_wait(f); /* the data superblocks are in the file before the directory */
  if (!st) st = s2;
  /* 4. the directory superblocks; independent, like every Stream* write:
   * only this rank ever writes these superblocks, so its earlier spills
   * cannot overtake the patched versions. Nothing is left to overlap them
   * with: the program writes them itself (no hand-over per superblock). */
  for (size_t x = 0; x < npc && !st; x++)
    st = sx_io_err(sx_io_pwrite(f->dir, (uint64_t)pc[x].off, pc[x].buf, pc[x].len), "write", f->name);
  s2 = wbt_wait(f);
  if (!st) st = s2;
  st = sx_agree_status(f->comm, st);
  f->st.dir_sb_written += npc;
  free(pc);
heads:
  if (!st && f->ib_ondisk) {
    if (!(st = sx_load_first(f)))
      for (long i = 0; i < f->nlocal; i++)
        if (!w->touched[i] || (w->keep && w->keep[i])) first_out[i] = f->first_e[i];
  }
  if (packed) return st; /* pack_session counted the slots in use */
  /* 4. how many superblock slots are in use, over all ranks */
  uint64_t mx[2] = {w->sb_n ? cur_sb_index(f) + 1 : 0,
                    w->ndsb ? w->dsb[w->ndsb - 1].j + 1 : 0};
  if (f->nranks > 1) MPI_Allreduce(MPI_IN_PLACE, mx, 2, MPI_UINT64_T, MPI_MAX, f->comm);
  if (mx[0] < w->sb_base) mx[0] = w->sb_base;
  if (mx[1] < w->dir_base) mx[1] = w->dir_base;
  f->old_ib_sbs = mx[0];
  f->old_dir_sbs = mx[1];
  f->old_ib_used = 0; /* unknown: the next session starts at a new superblock */
  return st;
}
