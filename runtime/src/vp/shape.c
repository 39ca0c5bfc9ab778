/* vp/shape.c — shapes and the block distribution of their positions.
 *
 * Shapes are never freed: generated code and parallel variables keep handles
 * to them, and deallocate_shape only returns a shape to the unspecified
 * state (it can be allocated again with new extents). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vp/internal.h"
#include "vp/ptrset.h"

static int g_next_id = 1;  /* replicated: shapes are created in the same order on every rank */

/* ---- the shapes the runtime made -----------------------------------------
 * A `shape` is a handle, and a program can keep one where nothing set it:
 * ECOLAB's `r->sh = malloc(sizeof(shape)); *r->sh = allocate_shape(r->sh, 1, n);`
 * hands allocate_shape a garbage handle.  Such a handle is an unspecified
 * shape: it is looked up here (by value, never dereferenced) before any use.
 * Shapes are never freed, so the set only grows (vp/ptrset.h). */
static cs_ptrset g_live;

int cs_shape_is_live(cs_shape_t s) { return cs_ptrset_has(&g_live, s); }

/* s when the runtime made it, else NULL (an unspecified shape). */
static cs_shape_t live_or_null(cs_shape_t s) { return cs_shape_is_live(s) ? s : NULL; }

static void distribute(cs_shape_t s) {
  long total = 1;
  for (int a = s->rank - 1; a >= 0; a--) {
    s->strides[a] = total;
    if (s->dims[a] < 0) cs_die("shape %s: negative extent %ld on axis %d",
                               s->name ? s->name : "?", s->dims[a], a);
    if (s->dims[a] && total > LONG_MAX / s->dims[a])
      cs_die("shape %s: too many positions", s->name ? s->name : "?");
    total *= s->dims[a];
  }
  s->total = total;
  cs_block_of(total, cs_nranks(), cs_rank(), &s->first, &s->nlocal);
  s->allocated = 1;
}

static void set_extents(cs_shape_t s, int rank, const long *dims) {
  if (rank < 1 || rank > CS_MAX_RANK)
    cs_die("shape %s: rank %d is not in 1..%d", s->name ? s->name : "?", rank, CS_MAX_RANK);
  s->rank = rank;
  for (int a = 0; a < CS_MAX_RANK; a++) s->dims[a] = a < rank ? dims[a] : 1;
  for (int a = 0; a < CS_MAX_RANK; a++) s->strides[a] = 0;
  distribute(s);
}

cs_shape_t cs_shape_new(const char *name, int rank, const long *dims) {
  cs_shape_t s = cs_xmalloc(sizeof *s);
  memset(s, 0, sizeof *s);
  s->name = name;
  s->id = g_next_id++;
  s->prank = rank;
  set_extents(s, rank, dims);
  cs_ptrset_add(&g_live, s);
  return s;
}

cs_shape_t cs_shape_new_at(const char *name, int rank, const long *dims, const char *file, int line) {
  long total = 1;
  for (int a = 0; a < rank; a++) {
    if (dims[a] < 1)
      cs_fatal_replicated(file, line, "shape %s: extent %ld on axis %d is not positive", name ? name : "?", dims[a], a);
    if (total > LONG_MAX / dims[a])
      cs_fatal_replicated(file, line, "shape %s: too many positions (the extents' product does not fit in a long)",
                          name ? name : "?");
    total *= dims[a];
  }
  return cs_shape_new(name, rank, dims);
}

cs_shape_t cs_shape_unspecified(const char *name, int prank) {
  cs_shape_t s = cs_xmalloc(sizeof *s);
  memset(s, 0, sizeof *s);
  s->name = name;
  s->id = g_next_id++;
  s->prank = prank;
  s->rank = prank > 0 ? -1 : 0;
  cs_ptrset_add(&g_live, s);
  return s;
}

cs_shape_t cs_allocate_shape(cs_shape_t *sp, int rank, const long *dims) {
  if (!cs_shape_is_live(*sp)) *sp = cs_shape_unspecified(NULL, 0);
  cs_shape_t s = *sp;
  if (s->prank > 0 && rank != s->prank)
    cs_die("allocate_shape: shape %s was declared with rank %d, allocated with rank %d",
           s->name ? s->name : "?", s->prank, rank);
  set_extents(s, rank, dims);
  return s;
}

cs_shape_t cs_allocate_shape_at(cs_shape_t *sp, int rank, const long *dims, const char *file, int line) {
  if (!cs_shape_is_live(*sp)) *sp = NULL;  /* never set by the runtime: unspecified */
  const char *name = *sp && (*sp)->name ? (*sp)->name : "?";
  if (*sp && (*sp)->prank > 0 && rank != (*sp)->prank)
    cs_fatal_replicated(file, line, "allocate_shape: shape %s was declared with rank %d, allocated with rank %d", name,
                        (*sp)->prank, rank);
  /* Parallel variables of an allocated shape hold storage for its extents:
   * new extents under them would make every later access run past it. */
  if (*sp && (*sp)->allocated)
    cs_fatal_replicated(file, line,
                        "allocate_shape: shape %s is already allocated (rank %d, %ld positions); call "
                        "deallocate_shape(&%s) first",
                        name, (*sp)->rank, (*sp)->total, name);
  if (rank < 1 || rank > CS_MAX_RANK)
    cs_fatal_replicated(file, line, "allocate_shape: rank %d of shape %s is not in 1..%d", rank, name, CS_MAX_RANK);
  for (int a = 0; a < rank; a++)
    if (dims[a] < 1)
      cs_fatal_replicated(file, line, "allocate_shape: extent %ld on axis %d of shape %s is not positive", dims[a], a,
                          name);
  return cs_allocate_shape(sp, rank, dims);
}

void cs_deallocate_shape(cs_shape_t *sp) {
  cs_shape_t s = live_or_null(*sp);
  if (!s) return;
  s->allocated = 0;
  s->rank = s->prank > 0 ? -1 : 0;
  s->total = s->first = s->nlocal = 0;
}

int cs_rankof(cs_shape_t s) {
  if (!cs_shape_is_live(s)) return 0;
  return s->rank == -1 ? s->prank : s->rank;
}

long cs_dimof(cs_shape_t s, int axis) {
  if (!cs_shape_is_live(s) || !s->allocated || axis < 0 || axis >= s->rank) return 0;
  return s->dims[axis];
}

long cs_dimof_at(cs_shape_t s, int axis, const char *file, int line) {
  s = live_or_null(s);
  const char *name = s && s->name ? s->name : "?";
  if (!s || !s->allocated)
    cs_fatal_replicated(file, line, "dimof: shape %s is not allocated (it has no extents yet)", name);
  if (axis < 0 || axis >= s->rank)
    cs_fatal_replicated(file, line, "dimof: axis %d is out of range for shape %s of rank %d (axes are 0 to %d)", axis,
                        name, s->rank, s->rank - 1);
  return s->dims[axis];
}

long cs_positionsof(cs_shape_t s) { return cs_shape_is_live(s) && s->allocated ? s->total : 0; }

int cs_owner(cs_shape_t s, long g) {
  int P = cs_nranks();
  long base = s->total / P, rem = s->total % P;
  long big = rem * (base + 1);  /* positions held by the ranks with one extra */
  if (g < big) return (int)(g / (base + 1));
  return (int)(rem + (g - big) / base);
}

typedef void (*fatal_fn)(const char *, int, const char *, ...);

static long position(cs_shape_t s, int n, const long *coords, const char *file, int line,
                     fatal_fn fatal) {
  if (!s->allocated)
    fatal(file, line, "shape %s is not allocated", s->name ? s->name : "?");
  if (n != s->rank)
    fatal(file, line, "%d indices given for shape %s of rank %d", n,
          s->name ? s->name : "?", s->rank);
  long g = 0;
  for (int a = 0; a < n; a++) {
    if (coords[a] < 0 || coords[a] >= s->dims[a])
      fatal(file, line, "index %ld out of range for axis %d of shape %s (extent %ld)",
            coords[a], a, s->name ? s->name : "?", s->dims[a]);
    g += coords[a] * s->strides[a];
  }
  return g;
}

long cs_position(cs_shape_t s, int n, const long *coords, const char *file, int line) {
  return position(s, n, coords, file, line, cs_fatal);
}

long cs_scalar_position(cs_shape_t s, int n, const long *coords, const char *file, int line) {
  return position(s, n, coords, file, line, cs_fatal_replicated);
}

/* ---- pcoord tables ---------------------------------------------------------
 * pcoord(a) in a position loop was cs_coord(s, a, first + i): a division and a
 * modulo per position (15x a plain assignment on a 1M-position shape).  The
 * loops now read a table of the rank's coordinates on that axis, made once per
 * layout.  A table depends only on the layout (rank, extents, first, nlocal),
 * so entries are keyed by it, not by the shape handle: a shape deallocated and
 * allocated again with other extents simply misses.  A table handed out stays
 * valid for the loop that asked (a loop asks for all its axes before it runs,
 * and nothing inside it asks again); 32 entries, replaced round robin. */
typedef struct pc_entry {
  int rank;
  long dims[CS_MAX_RANK], first, nlocal;
  int *c[CS_MAX_RANK];
  int *zero;  /* for an axis past the rank (see below) */
} pc_entry;
static pc_entry g_pc[32];
static int g_pc_next;

static int pc_match(const pc_entry *e, cs_shape_t s) {
  if (e->rank != s->rank || e->first != s->first || e->nlocal != s->nlocal) return 0;
  for (int a = 0; a < s->rank; a++)
    if (e->dims[a] != s->dims[a]) return 0;
  return 1;
}

const int *cs_pcoords(cs_shape_t s, int axis) {
  pc_entry *e = NULL;
  for (int k = 0; k < 32 && !e; k++)
    if (g_pc[k].rank > 0 && pc_match(&g_pc[k], s)) e = &g_pc[k];
  if (!e) {
    e = &g_pc[g_pc_next];
    g_pc_next = (g_pc_next + 1) % 32;
    for (int a = 0; a < CS_MAX_RANK; a++) { free(e->c[a]); e->c[a] = NULL; }
    free(e->zero);
    e->zero = NULL;
    e->rank = s->rank;
    e->first = s->first;
    e->nlocal = s->nlocal;
    for (int a = 0; a < s->rank; a++) e->dims[a] = s->dims[a];
  }
  /* A loop asks for every constant axis its body names, also one it never
   * evaluates (`rankof(s) == 2 ? pcoord(1) : 1` on a rank-1 shape): such an
   * axis gets zeros, never read. */
  if (axis < 0 || axis >= s->rank) {
    if (!e->zero) {
      e->zero = cs_xmalloc((size_t)(s->nlocal + 1) * sizeof *e->zero);
      memset(e->zero, 0, (size_t)(s->nlocal + 1) * sizeof *e->zero);
    }
    return e->zero;
  }
  if (!e->c[axis]) {
    int *c = cs_xmalloc((size_t)(s->nlocal + 1) * sizeof *c);
    /* walk the coordinate with carries: one division for the first position */
    long stride = s->strides[axis], dim = s->dims[axis];
    long v = (s->first / stride) % dim, left = stride - s->first % stride;
    for (long i = 0; i < s->nlocal; i++) {
      c[i] = (int)v;
      if (--left == 0) { left = stride; if (++v == dim) v = 0; }
    }
    c[s->nlocal] = 0;
    e->c[axis] = c;
  }
  return e->c[axis];
}
