/* vp/palloc.c — parallel-variable storage: nlocal+1 zeroed elements after a
 * hidden header. The header is 64 bytes and the block 64-byte aligned, so
 * element 0 starts on a cache line (good for vector loops and for long double).
 *
 * Large storage (from PV_MAP bytes) is a fresh anonymous mapping: the
 * kernel's zero pages, so palloc neither zeroes it nor faults it in; a page
 * costs only when the program first touches it. Freed mappings are kept in a
 * small cache (PV_KEEP_N of them, PV_KEEP_MAX bytes in all) and given to the
 * next request they fit, zeroed then with a memset (a loop that declares a
 * parallel variable per iteration would otherwise map and fault it again
 * every time). Before, posix_memalign + memset zeroed every byte at palloc:
 * a pass over all of it (and every page faulted) even where the program
 * never touched the variable. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "vp/internal.h"
#include "vp/ptrset.h"

#define PV_MAGIC 0x63737076u /* "cspv" */
#define PV_HDR 64

typedef struct pv_header {
  unsigned magic;
  unsigned from_palloc;  /* 1: made by the program's palloc (cs_palloc_user), which pfree may free */
  cs_shape_t shape;
  size_t elemsize;
  long first, nlocal;    /* the shape's layout on this rank when the storage was made */
  size_t maplen;         /* 0: from posix_memalign; else the length of its anonymous mapping */
} pv_header;

_Static_assert(sizeof(pv_header) <= PV_HDR, "header must fit");

static pv_header *hdr(const void *p) {
  pv_header *h = (pv_header *)((char *)p - PV_HDR);
  if (h->magic != PV_MAGIC) cs_die("pointer %p is not a parallel variable from palloc", p);
  return h;
}

/* ---- the live parallel variables ------------------------------------------
 * A program reaches a variable through a pointer it keeps (ECOLAB's
 * `*r->list`); cs_pvar_use_at checks such a pointer before a statement reads
 * or writes the elements, and must not read the header of storage pfree gave
 * back (a large block is unmapped).  So the storage made here is kept in a set
 * (vp/ptrset.h). */
static cs_ptrset g_pv;

static int same_layout(cs_shape_t a, cs_shape_t b) {
  if (a->rank != b->rank) return 0;
  for (int k = 0; k < a->rank; k++)
    if (a->dims[k] != b->dims[k]) return 0;
  return 1;
}

void cs_pvar_use_at(const void *p, cs_shape_t s, const char *file, int line) {
  if (!p || !s) return;  /* (a null pointer: as C; no shape current: reported elsewhere) */
  if (!cs_ptrset_has(&g_pv, p))
    cs_fatal_replicated(file, line, "this pointer does not point to a live parallel variable (freed with pfree, or "
                                    "its block has ended)");
  const pv_header *h = (const pv_header *)((const char *)p - PV_HDR);
  cs_shape_t hs = h->shape;
  const char *hn = hs && hs->name ? hs->name : "?", *sn = s->name ? s->name : "?";
  if (hs != s && !(hs->allocated && s->allocated && same_layout(hs, s)))
    cs_fatal_replicated(file, line, "a parallel variable of shape '%s' (%ld positions) is used where the current "
                                    "shape is '%s' (%ld positions); its elements do not match the positions",
                        hn, hs->allocated ? hs->total : 0L, sn, s->total);
  if (h->first != s->first || h->nlocal != s->nlocal)
    cs_fatal_replicated(file, line, "this parallel variable of shape '%s' was made before the shape was "
                                    "deallocated and allocated again with other extents; its storage does not fit "
                                    "the shape now (palloc it again)", hn);
}

/* ---- large storage: fresh mappings, and a few freed ones kept ------------- */
#define PV_MAP ((size_t)256 << 10)
#define PV_KEEP_N 8
#define PV_KEEP_MAX ((size_t)64 << 20)

static struct { void *p; size_t len; } g_keep[PV_KEEP_N];
static size_t g_keep_bytes;

static size_t page_round(size_t n) {
  size_t pg = 4096;
  return (n + pg - 1) / pg * pg;
}

/* bytes of zeroed storage in a mapping; *maplen its length. NULL if none. */
static void *map_zeroed(size_t bytes, size_t *maplen) {
  size_t len = page_round(bytes);
  int best = -1;
  for (int k = 0; k < PV_KEEP_N; k++) /* the smallest kept mapping that fits, if not over twice the size */
    if (g_keep[k].p && g_keep[k].len >= len && g_keep[k].len / 2 <= len &&
        (best < 0 || g_keep[k].len < g_keep[best].len))
      best = k;
  if (best >= 0) {
    void *p = g_keep[best].p;
    *maplen = g_keep[best].len;
    g_keep_bytes -= *maplen;
    g_keep[best].p = NULL;
    memset(p, 0, bytes); /* its old contents: zeroed as palloc promises */
    return p;
  }
  void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return NULL;
  *maplen = len;
  return p;
}

/* A freed mapping is kept (the oldest kept ones make room) or unmapped. */
static void unmap_or_keep(void *p, size_t len) {
  if (len > PV_KEEP_MAX) { munmap(p, len); return; }
  for (;;) {
    int empty = -1;
    for (int k = 0; k < PV_KEEP_N && empty < 0; k++)
      if (!g_keep[k].p) empty = k;
    if (empty >= 0 && g_keep_bytes + len <= PV_KEEP_MAX) {
      g_keep[empty].p = p;
      g_keep[empty].len = len;
      g_keep_bytes += len;
      return;
    }
    int big = 0; /* make room: give back the biggest kept mapping */
    for (int k = 1; k < PV_KEEP_N; k++)
      if (g_keep[k].p && (!g_keep[big].p || g_keep[k].len > g_keep[big].len)) big = k;
    munmap(g_keep[big].p, g_keep[big].len);
    g_keep_bytes -= g_keep[big].len;
    g_keep[big].p = NULL;
  }
}

void *cs_palloc(cs_shape_t s, size_t elemsize) {
  if (!cs_shape_is_live(s) || !s->allocated)
    cs_die("palloc: shape %s is not allocated", s && s->name ? s->name : "?");
  if (elemsize && (size_t)(s->nlocal + 1) > (SIZE_MAX - PV_HDR) / elemsize)
    cs_die("out of memory allocating %ld elements of %zu bytes", s->nlocal + 1, elemsize);
  size_t bytes = PV_HDR + (size_t)(s->nlocal + 1) * elemsize, maplen = 0;
  void *blk = NULL;
  static int use_map = -1; /* CSTAR_NO_PALLOC_MAP=1: every size from posix_memalign (comparisons) */
  if (use_map < 0) use_map = getenv("CSTAR_NO_PALLOC_MAP") == NULL;
  if (bytes >= PV_MAP && use_map) {
    if (!(blk = map_zeroed(bytes, &maplen))) cs_die("out of memory allocating %zu bytes", bytes);
  } else {
    if (posix_memalign(&blk, 64, bytes) != 0) cs_die("out of memory allocating %zu bytes", bytes);
    memset(blk, 0, bytes);
  }
  pv_header *h = blk;
  h->maplen = maplen;
  h->magic = PV_MAGIC;
  h->shape = s;
  h->elemsize = elemsize;
  h->first = s->first;
  h->nlocal = s->nlocal;
  cs_ptrset_add(&g_pv, (char *)blk + PV_HDR);
  return (char *)blk + PV_HDR;
}

void *cs_palloc_at(cs_shape_t s, size_t elemsize, const char *file, int line) {
  cs_require_started(file, line);
  /* shapes are replicated, so every rank finds the same: report once */
  if (!s)  /* `int:current t;` or a parallel function run with no `with` around it */
    cs_fatal_replicated(file, line, "a parallel value of the current shape is made here, but no shape is "
                                    "current (call this code inside a 'with' statement)");
  if (!cs_shape_is_live(s) || !s->allocated)  /* a handle the runtime never made is unspecified */
    cs_fatal_replicated(file, line, "palloc: shape %s is not allocated (give it extents with allocate_shape first)",
                        cs_shape_is_live(s) && s->name ? s->name : "?");
  return cs_palloc(s, elemsize);
}

/* palloc(S, size) of the program: the one storage its pfree may free (a
 * declared parallel variable is freed by its block, or lives for the whole
 * program at file scope). */
void *cs_palloc_user(cs_shape_t s, size_t elemsize, const char *file, int line) {
  void *p = cs_palloc_at(s, elemsize, file, line);
  ((pv_header *)((char *)p - PV_HDR))->from_palloc = 1;
  return p;
}

void cs_pfree(void *p) {
  if (!p) return;
  pv_header *h = hdr(p);
  h->magic = 0;  /* a second free is reported instead of corrupting the heap */
  cs_ptrset_remove(&g_pv, p);
  if (h->maplen) unmap_or_keep(h, h->maplen);
  else free(h);
}

/* pfree(p) of the program: p is a replicated scalar, so every rank finds the
 * same; a second pfree (or a pointer palloc never gave) is reported once,
 * with the line, before the heap is touched. NULL is a no-op, as for free. */
void cs_pfree_at(void *p, const char *file, int line) {
  if (!p) return;
  pv_header *h = (pv_header *)((char *)p - PV_HDR);
  if (h->magic != PV_MAGIC)
    cs_fatal_replicated(file, line, "pfree: this pointer is not a parallel variable from palloc (freed already?)");
  if (!h->from_palloc)
    cs_fatal_replicated(file, line, "pfree: this pointer is the address of a declared parallel variable%s%s%s, not "
                        "of storage from palloc (a declared variable is freed when its block exits)",
                        h->shape && h->shape->name ? " of shape '" : "", h->shape && h->shape->name ? h->shape->name : "",
                        h->shape && h->shape->name ? "'" : "");
  cs_pfree(p);
}

void cs_pfree_ptr(void *pp) { cs_pfree(*(void **)pp); }

cs_shape_t cs_pvar_shape(const void *p) { return hdr(p)->shape; }
size_t cs_pvar_elemsize(const void *p) { return hdr(p)->elemsize; }
