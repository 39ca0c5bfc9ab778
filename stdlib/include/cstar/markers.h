/* cstar/markers.h — what the compiler puts in front of every C* translation unit.
 *
 * Two modes:
 *  - __CSTAR_SEMA__ defined (Clang's view of the "marker C" the Parse stage
 *    produces): declares the marker functions and tags the C* forms were
 *    rewritten into, so Clang can type them.  None of them exists at run time.
 *  - otherwise (the generated SPMD C, compiled by mpicc): only the user-visible
 *    C* library and the lowering-support functions that generated code calls.
 * See docs/compiler.md ("Marker C") for the meaning of every marker.
 */
#ifndef CSTAR_MARKERS_H
#define CSTAR_MARKERS_H

#include <stddef.h>
#include <stdio.h>
#include <cstar/rt.h>

#ifdef __cplusplus
extern "C" {
#endif

/* C* `shape` is a handle to a runtime shape. */
typedef cs_shape_t shape;
/* C* `bool` (one byte per element here; boolsizeof counts bits). */
typedef _Bool bool;

/* ---- the C* library a program calls (both modes) ------------------------- */
static inline int rankof(shape s) { return cs_rankof(s); }
static inline int dimof(shape s, int axis) { return (int)cs_dimof(s, axis); }
static inline int positionsof(shape s) { return (int)cs_positionsof(s); }
/* allocate_shape(&s, rank, d0, d1, ...): extents as int arguments. */
shape allocate_shape(shape *s, int rank, ...);
static inline void deallocate_shape(shape *s) { cs_deallocate_shape(s); }
/* allocate_detailed_shape(&s, rank, then per axis: length, weight, ordering,
 * on-chip bits, off-chip bits): the CM layout hints are accepted and ignored
 * (the compiler checks there are 5 values per axis and uses the lengths). */
shape allocate_detailed_shape(shape *s, int rank, ...);
enum { CM_news_order = 0, CM_send_order = 1, CMC_news_order = 0, CMC_send_order = 1 };
/* palloc(s, bools): storage for a parallel variable of shape s whose elements
 * are `bools` bits (boolsizeof) big; the result is a pointer to a parallel
 * variable (`void:void *`). */
void *palloc(shape s, int bools);
void pfree(void *p);
void psrand(unsigned seed);
/* The predeclared shape `physical` (rank 1, one position per MPI rank): the
 * one shape whose extent depends on the number of ranks. */
extern shape physical;

#ifdef __CSTAR_SEMA__
/* ---- markers: Sema only ---------------------------------------------------- */
extern shape current;                 /* the current shape */
shape shapeof();                       /* shapeof(e): the shape of parallel e (not evaluated) */
int pcoord(int axis);                  /* parallel int of the current shape */
int prand(void);                       /* parallel int of the current shape */
int __cs_with(shape s);                /* if (__cs_with(S)) body else;  = with (S) body */
int __cs_where(_Bool cond);            /* if (__cs_where(c)) a else b  = where (c) a else b */
int __cs_everywhere(void);             /* if (__cs_everywhere()) body else; */
void __cs_lidx(long i0, ...);          /* (*(__cs_lidx(i, j), &(x)))  = [i][j]x */
int __cs_dot(int axis);                /* `.` in a left index */
extern const int __cs_tag_min, __cs_tag_max;   /* (__cs_tag_min ? (a) : (b)) = a <? b */
enum { __cs_tag_mod = 1 };                     /* (__cs_tag_mod ? (a) : (b)) = a %% b (a constant: 10 %% 4 is one) */
void __cs_minasg(void), __cs_maxasg(void);      /* a = (__cs_minasg(), (b)) = a <?= b */
void __cs_modasg(void);                         /* a %= (__cs_modasg(), (b)) = a %%= b */
void __cs_red_add(void), __cs_red_sub(void), __cs_red_mul(void), __cs_red_div(void),
    __cs_red_and(void), __cs_red_or(void), __cs_red_xor(void), __cs_red_min(void),
    __cs_red_max(void);                /* (__cs_red_add(), (x)) = += x */
void __cs_pcast(shape s);              /* (T)(__cs_pcast(S), (e)) = (T:S)e */
#else
/* ---- lowering support: what generated code calls (runtime/src/vp/lowering_support.c) */
void cs_lower_register_init(void (*fn)(void));  /* LOCAL: from a TU constructor */
void cs_lower_run_inits(void);                  /* COLLECTIVE: after cs_init, in main */
void cs_lower_exit(int code) __attribute__((noreturn));  /* exit(): finalize first */
/* LOCAL: scratch storage of nlocal elements for a floating reduction; a stack,
 * released in reverse order by cs_lower_tmp_pop. */
void *cs_lower_tmp_push(cs_shape_t s, size_t elemsize);
void cs_lower_tmp_pop(void);
/* LOCAL: pcoord(axis) of the rank's positions of s, as a table of nlocal ints
 * (runtime/src/vp/shape.c); a position loop reads __pcA[__i] instead of
 * dividing per position.  Valid until the next call asking for 32 other
 * layouts. */
const int *cs_pcoords(cs_shape_t s, int axis);
/* A `volatile int:S v;` is `volatile int *` storage: pass it to the runtime's
 * `const void *` parameters without gcc's discarded-qualifier warnings. */
#define cs_pvar_shape(p) (cs_pvar_shape)((const void *)(p))
#define cs_read_elem(s, g, p, es) (cs_read_elem)((s), (g), (const void *)(p), (es))
/* prand() at global position g: cs_prand_value(call, g) ==
 * cs_prand_at(cs_prand_base(call), g) (runtime/src/vp/prand.c). */
unsigned long long cs_prand_base(unsigned long call);
static inline int cs_prand_at(unsigned long long base, long g) {
  unsigned long long z = (base ^ (unsigned long long)g) + 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return (int)((z ^ (z >> 31)) % 2147483648ull);
}
/* Floating + and * reductions fed in chunks (runtime/src/vp/reduce_fp.c), so
 * consecutive reductions share one pass over memory; same bits as
 * cs_reduce_fp at any rank count.  begin/feed: LOCAL; feed the rank's local
 * positions [i0, i0+cnt) in increasing order, all of them; end: COLLECTIVE,
 * writes the result (type t) to *out and frees the fold. */
typedef struct cs_fpfold cs_fpfold;
cs_fpfold *cs_fpfold_begin(cs_shape_t s, cs_type t, cs_op op);
void cs_fpfold_feed(cs_fpfold *f, const void *vals, const unsigned char *mask, long i0, long cnt);
void cs_fpfold_end(cs_fpfold *f, void *out);
/* LOCAL: an exact local partial (integer operators, <? >?) that cs_fpfold_end
 * combines over all ranks in its own exchange and writes back to *val: a fused
 * group of reductions costs one collective. */
void cs_fpfold_also(cs_fpfold *f, void *val, cs_type t, cs_op op);
/* LOCAL: *acc = *acc OP (fold of the cnt values, inactive ones skipped) for a
 * floating type and OP <? or >?, with 8 independent chains (a plain loop has
 * one, 4 cycles a value).  The value is that of any order: <? and >? are exact
 * (only the sign of a zero minimum may depend on it). */
void cs_fold_chunk(void *acc, const void *vals, const unsigned char *mask, long cnt, cs_type t, cs_op op);
/* Positions per chunk of a fused reduction pass (values stay in L1). */
#define CS_FOLD_CHUNK 1024
/* Scalar I/O done once: cs_printf and the cs_once_* family of cstar/rt.h. */
/* Scalar fopen (lowering_support.c): files opened for writing are opened by
 * rank 0 only (other ranks write to /dev/null), so no rank truncates another's
 * output; the result's NULL-ness agrees on every rank. */
FILE *cs_lower_fopen(const char *path, const char *mode);
int cs_lower_vprintf(const char *fmt, __builtin_va_list ap);
#endif

#ifdef __cplusplus
}
#endif
/* Parallel files (FILE:S *): the Stream* view of stdio. */
#include <cstar/stream_stdio.h>
#endif /* CSTAR_MARKERS_H */
