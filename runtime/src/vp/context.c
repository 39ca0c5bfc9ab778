/* vp/context.c — the context stack: current shape and activity mask.
 *
 * Every rank runs the same scalar control flow, so the stack is replicated and
 * all operations here are LOCAL. Mask and condition buffers belong to a stack
 * depth and are reused by later pushes at that depth, so a `where` inside a
 * hot loop does not call malloc.
 *
 * Condition buffers: cs_cond_buffer() returns the buffer of the current depth
 * d. A `where` pushed from depth d reads it; code inside the where runs at
 * depth d+1 and gets a different buffer, so the condition is still intact at
 * the matching cs_where_else — generated code may pass the same buffer again.
 * Inside a `where` the mask is never NULL (NULL only for with/everywhere). */
#include <stdint.h>
#include <string.h>

#include "vp/internal.h"

typedef struct entry {
  cs_context ctx;
  unsigned char *maskbuf; size_t maskcap;   /* owned, reused at this depth */
  unsigned char *condbuf; size_t condcap;   /* owned, reused at this depth */
} entry;

static entry *g_stack = NULL;
static int g_depth = 0;   /* number of entries in use */
static int g_cap = 0;

static entry *push(cs_shape_t s) {
  if (g_depth == g_cap) {
    int ncap = g_cap ? 2 * g_cap : 16;
    g_stack = cs_xrealloc(g_stack, (size_t)ncap * sizeof *g_stack);
    memset(g_stack + g_cap, 0, (size_t)(ncap - g_cap) * sizeof *g_stack);
    g_cap = ncap;
  }
  entry *e = &g_stack[g_depth++];
  e->ctx.shape = s;
  e->ctx.mask = NULL;
  return e;
}

static unsigned char *grow(unsigned char **buf, size_t *cap, size_t n) {
  if (n + 1 > *cap) {  /* +1: never a zero-size buffer for an empty rank */
    *buf = cs_xrealloc(*buf, n + 1);
    *cap = n + 1;
  }
  return *buf;
}

static entry *top(const char *what) {
  if (g_depth == 0) cs_die("%s outside any with statement", what);
  return &g_stack[g_depth - 1];
}

void cs_with_push(cs_shape_t s, const char *file, int line) {
  cs_require_started(file, line);
  /* Every rank finds it alike (shapes are replicated): one message. */
  if (!cs_shape_is_live(s)) s = NULL;  /* a handle the runtime never made: unspecified */
  if (!s || !s->allocated)
    cs_fatal_replicated(file, line, "with: shape %s is not allocated", s && s->name ? s->name : "?");
  push(s);
}

void cs_with_pop(void) { cs_context_pop(); }

void cs_everywhere_push(void) { push(top("everywhere")->ctx.shape); }

void cs_context_pop(void) {
  if (g_depth == 0) cs_die("context stack underflow");
  g_depth--;
}

/* m[i] = 1 where cond[i] is nonzero (neg: zero) and outer[i] (if any) is 1,
 * else 0: 8 positions per 64-bit word (a byte loop the compiler cannot
 * vectorize, since m may alias cond for all it knows, took 5 instructions
 * per position: 6% of a `where`-masked fread loop). Words are read before
 * they are written, so m == cond is fine. */
static void mask_of(unsigned char *m, const unsigned char *cond, const unsigned char *outer, long n, int neg) {
  const uint64_t lo7 = 0x7f7f7f7f7f7f7f7fULL, ones = 0x0101010101010101ULL;
  long i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t c, o;
    memcpy(&c, cond + i, 8);
    c = ((((c & lo7) + lo7) | c) & ~lo7) >> 7; /* 1 in each byte that is nonzero */
    if (neg) c ^= ones;
    if (outer) {
      memcpy(&o, outer + i, 8);
      c &= o;
    }
    memcpy(m + i, &c, 8);
  }
  for (; i < n; i++) {
    unsigned char c = (unsigned char)((cond[i] != 0) ^ neg);
    m[i] = outer ? (unsigned char)(outer[i] & c) : c;
  }
}

void cs_where_push(const unsigned char *cond) {
  cs_shape_t s = top("where")->ctx.shape;
  const unsigned char *outer = g_stack[g_depth - 1].ctx.mask;
  entry *e = push(s);
  long n = s->nlocal;
  unsigned char *m = grow(&e->maskbuf, &e->maskcap, (size_t)n);
  mask_of(m, cond, outer, n, 0);
  e->ctx.mask = m;
}

/* The `where` of generated code (Lower): cond is the cs_cond_buffer() of the
 * current depth, 0 or 1 at every position the current mask has active (every
 * position when it is NULL), and left unchanged until the matching
 * cs_context_pop. With no enclosing mask the new mask *is* cond (no copy:
 * mask_of's pass over nlocal bytes was 2 instructions per position per
 * `where`, 3% of a where50 run); otherwise as cs_where_push. Nothing writes
 * through a context's mask, and cond lives at this depth until the pop, as
 * the mask buffer would. */
void cs_where_push01(const unsigned char *cond) {
  cs_shape_t s = top("where")->ctx.shape;
  const unsigned char *outer = g_stack[g_depth - 1].ctx.mask;
  if (outer) {
    cs_where_push(cond);
    return;
  }
  entry *e = push(s);
  e->ctx.mask = (unsigned char *)cond;
}

void cs_where_else(const unsigned char *cond) {
  if (g_depth < 2) cs_die("else of where without a matching where");
  entry *e = &g_stack[g_depth - 1];
  const unsigned char *outer = g_stack[g_depth - 2].ctx.mask;
  long n = e->ctx.shape->nlocal;
  /* (after cs_where_push01 the mask may be cond itself: the else mask goes
   * to this depth's own buffer) */
  unsigned char *m = grow(&e->maskbuf, &e->maskcap, (size_t)n);
  mask_of(m, cond, outer, n, 1);
  e->ctx.mask = m;
}

/* longjmp out of a with/where (vp/jump.c): back to the depth setjmp saw */
int cs_context_depth(void) { return g_depth; }
void cs_context_cut(int depth) {
  if (depth >= 0 && depth < g_depth) g_depth = depth;
}

cs_shape_t cs_current(void) { return g_depth ? g_stack[g_depth - 1].ctx.shape : NULL; }

const unsigned char *cs_mask(void) { return g_depth ? g_stack[g_depth - 1].ctx.mask : NULL; }

unsigned char *cs_cond_buffer(void) {
  entry *e = top("where condition");
  return grow(&e->condbuf, &e->condcap, (size_t)e->ctx.shape->nlocal);
}
