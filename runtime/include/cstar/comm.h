/* cstar/comm.h — the C* communication runtime (the "comm" layer).
 *
 * What generated code calls for parallel left indexing with parallel indices
 * (get `y = [i][j]x`, send `[i][j]y = x` / `[i]y OP= x`), grid notation
 * (`[.+k][.]x`), and the <cscomm.h> library (scan, spread, reduce, enumerate,
 * rank, global, from/to_grid/torus, read/write_to_position, ..._pvar).
 *
 * Conventions shared by every entry point:
 *  - Parallel storage is what cs_palloc returns (a T* of nlocal+1 elements);
 *    `elemsize` is sizeof(T); combining operations also take the cs_type.
 *  - `s` is the current shape and `mask` its activity mask (nlocal bytes,
 *    NULL = all active). Only active positions of `s` receive results (gets,
 *    scans, spreads) or send values (sends). Positions a send writes into are
 *    written whatever their own activity (C*: a send is not masked at the
 *    destination). Inactive positions' destination elements are left as they were.
 *  - Coordinates are `long` arrays of nlocal(s) elements, one array per axis of
 *    the indexed shape, evaluated by generated code; values at inactive
 *    positions are ignored (they may be garbage).
 *  - An out-of-range index is a run-time error naming file:line (the .cs line).
 *  - Every function is COLLECTIVE over the compute ranks unless marked LOCAL.
 *  - Results do not depend on the rank count, except the last bits of
 *    floating-point + and * spreads and axis reductions (see docs/runtime.md);
 *    floating scans are sequential in scan order (cs_scan).
 */
#ifndef CSTAR_COMM_H
#define CSTAR_COMM_H

#include "cstar/rt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How colliding sends combine, and the plain `=`. Values reaching one
 * destination are applied in increasing order of the sending position, so
 * `=` keeps the value from the highest-numbered sender, and every result is
 * the same at any rank count. */
typedef enum cs_sendop {
  CS_SEND_ASSIGN, /* =   (last = highest sending position wins) */
  CS_SEND_ADD,    /* +=  */
  CS_SEND_SUB,    /* -=  y = ((y - x1) - x2) ... */
  CS_SEND_MUL,    /* *=  */
  CS_SEND_DIV,    /* /=  */
  CS_SEND_AND,    /* &=  */
  CS_SEND_OR,     /* |=  */
  CS_SEND_XOR,    /* ^=  */
  CS_SEND_MIN,    /* <?= */
  CS_SEND_MAX,    /* >?= */
  CS_SEND_LAND,   /* logical and (for CMC_combiner_logand) */
  CS_SEND_LOR     /* logical or */
} cs_sendop;

/* ---- general communication: parallel left indexing ---------------------- */

/* y = [c0][c1]...x : each active position i of s reads x at the position of
 * shape xs named by (coords[0][i], coords[1][i], ...); xs->rank arrays.
 * x may be of another shape than s; dst and x may be the same array (every
 * read sees the values from before the call). */
void cs_get(void *dst, const void *x, size_t elemsize, cs_shape_t xs,
            const long *const *coords, cs_shape_t s, const unsigned char *mask,
            const char *file, int line);

/* Same with global row-major positions of xs instead of coordinates (send
 * addresses from make_send_address); -1 or >= positionsof(xs) is an error. */
void cs_get_pos(void *dst, const void *x, size_t elemsize, cs_shape_t xs, const long *pos,
                cs_shape_t s, const unsigned char *mask, const char *file, int line);

/* [c0][c1]...y OP= x : each active position i of s sends x[i] to y at the
 * position of shape ys named by the coordinates; collisions combine with op
 * in type t (t is ignored for CS_SEND_ASSIGN, which copies elemsize bytes,
 * so structs work). */
void cs_send(void *y, cs_shape_t ys, const void *x, cs_type t, size_t elemsize, cs_sendop op,
             const long *const *coords, cs_shape_t s, const unsigned char *mask,
             const char *file, int line);

/* Same with global positions of ys. */
void cs_send_pos(void *y, cs_shape_t ys, const void *x, cs_type t, size_t elemsize,
                 cs_sendop op, const long *pos, cs_shape_t s, const unsigned char *mask,
                 const char *file, int line);

/* Same into a part of each element of y (a struct member, an element of a
 * parallel array: `[i]s.f OP= x`, `[i]y[2] OP= x`): y is the address of that
 * part in local element 0 and ystride (>= elemsize) the size of y's whole
 * elements; the part at local position p is at (char *)y + p * ystride.
 * x is dense (elemsize apart). ys is the shape of the variable. */
void cs_send_pos_strided(void *y, size_t ystride, cs_shape_t ys, const void *x, cs_type t,
                         size_t elemsize, cs_sendop op, const long *pos, cs_shape_t s,
                         const unsigned char *mask, const char *file, int line);
void cs_send_strided(void *y, size_t ystride, cs_shape_t ys, const void *x, cs_type t,
                     size_t elemsize, cs_sendop op, const long *const *coords, cs_shape_t s,
                     const unsigned char *mask, const char *file, int line);

/* ---- grid communication ------------------------------------------------- */

/* What a position whose source lies off the grid gets. */
typedef enum cs_border {
  CS_BORDER_KEEP,  /* the destination element keeps its old value */
  CS_BORDER_VALUE, /* the destination element gets *border_value (NULL = all-zero bytes) */
  CS_BORDER_WRAP   /* torus: coordinates wrap around on every axis */
} cs_border;

/* dst = [.+k0][.+k1]...x over shape s: active position with coordinates c
 * reads x at c+k (k has s->rank entries; 0 = `.` alone). Only halos move:
 * each rank exchanges with the ranks owning positions within the shift. */
void cs_shift(void *dst, const void *x, size_t elemsize, cs_shape_t s, const long *k,
              cs_border border, const void *border_value, const unsigned char *mask);

/* to_grid / to_torus: each active position with coordinates c sends x to c+k
 * in dst. Positions that receive nothing keep their value, except that with
 * CS_BORDER_VALUE a position whose sender would lie off the grid gets
 * *border_value (NULL = zero). */
void cs_shift_send(void *dst, const void *x, size_t elemsize, cs_shape_t s, const long *k,
                   cs_border border, const void *border_value, const unsigned char *mask);

/* Halo fetch for fused stencil loops: after the call, the global positions
 * [first-lo, first) of x are in lo_buf[0..lo) and [first+nlocal,
 * first+nlocal+hi) in hi_buf[0..hi) (positions outside 0..total-1 are left
 * untouched). Buffers hold lo resp. hi elements, allocated by the caller. */
void cs_halo(const void *x, size_t elemsize, cs_shape_t s, long lo, long hi, void *lo_buf,
             void *hi_buf);

/* ---- axis operations: scan, spread, reduce --------------------------------- */

typedef enum cs_direction { CS_UPWARD, CS_DOWNWARD } cs_direction;

/* The copy "combiner" of cs_scan and cs_spread (CMC_combiner_copy): the value
 * of the first active position (of the segment in scan order; of the line
 * in row-major order for spreads). Not for other operations. */
#define CS_OP_COPY ((cs_op)100)

/* dst = scan of x along `axis` in `dir` with op (inclusive or exclusive).
 * sbit: NULL, or nlocal bytes where nonzero starts a new segment (in the
 * direction of the scan; honoured at inactive positions too). Inactive
 * positions contribute nothing and keep their dst value. Exclusive scans give
 * the identity of op at the first active position of each segment (zero
 * bytes for CS_OP_COPY). Floating + and * combine one element after the
 * other in scan order, from the identity, as a sequential loop does: the same
 * bits at any rank count (ranks run one after the other, cs_chain_*). */
void cs_scan(void *dst, const void *x, cs_type t, cs_op op, int axis, cs_direction dir,
             int inclusive, const unsigned char *sbit, cs_shape_t s,
             const unsigned char *mask);

/* The ordered chain behind floating + and * scans: cs_chain_recv receives
 * `bytes` from the preceding rank in direction dir (the rank below for
 * CS_UPWARD) and returns 1, or returns 0 on the first rank; cs_chain_send
 * hands `bytes` on to the next rank (nothing on the last). Every rank calls
 * recv, works, then send: rank r runs after rank r-1. */
int cs_chain_recv(void *buf, size_t bytes, cs_direction dir);
void cs_chain_send(const void *buf, size_t bytes, cs_direction dir);

/* dst = combination with op of the active x along the axes in axis_mask (bit a
 * = axis a), delivered to every active position (spread, multispread). Lines
 * with no active position give the identity. */
void cs_spread(void *dst, const void *x, cs_type t, cs_op op, unsigned axis_mask, cs_shape_t s,
               const unsigned char *mask);

/* dst = x at coordinate `coord` of `axis`, in every active position of the
 * line (copy_spread); any element type (elemsize bytes). */
void cs_copy_spread(void *dst, const void *x, size_t elemsize, int axis, long coord,
                    cs_shape_t s, const unsigned char *mask, const char *file, int line);

/* reduce: like cs_spread along one axis but the result is stored only at the
 * active positions whose coordinate on `axis` is `to_coord`. */
void cs_reduce_axis(void *dst, const void *x, cs_type t, cs_op op, int axis, long to_coord,
                    cs_shape_t s, const unsigned char *mask, const char *file, int line);

/* enumerate: dst (int) = number of active positions before this one along
 * `axis` in `dir` within its segment (exclusive) or up to it (inclusive). */
void cs_enumerate(int *dst, int axis, cs_direction dir, int inclusive,
                  const unsigned char *sbit, cs_shape_t s, const unsigned char *mask);

/* rank: dst (int) = sort rank of x among the active positions of its line
 * along `axis` (ascending for CS_UPWARD; equal values ranked by position),
 * within segments. A sample sort: each rank handles about its share of the
 * keys. */
void cs_sort_rank(int *dst, const void *x, cs_type t, int axis, cs_direction dir,
                  const unsigned char *sbit, cs_shape_t s, const unsigned char *mask);

/* global: the op-combination of the active x into *out (scalar of type t);
 * floating + and * use cs_reduce_fp, so every rank count gives the same bits. */
void cs_global(void *out, const void *x, cs_type t, cs_op op, cs_shape_t s,
               const unsigned char *mask);

/* ---- scalar <-> parallel --------------------------------------------------- */

/* read_from_position / write_to_position: element at global position g of x
 * (shape xs). Reading broadcasts from the owner; writing stores v on the owner
 * (every rank passes the same v). */
void cs_read_from_position(void *out, const void *x, size_t elemsize, cs_shape_t xs, long g,
                           const char *file, int line);
void cs_write_to_position(void *x, const void *v, size_t elemsize, cs_shape_t xs, long g,
                          const char *file, int line);

/* read_from_pvar: every rank gets the whole variable in row-major order into
 * array (total elements), inactive positions skipped (left untouched).
 * write_to_pvar: active positions take array[g] (array is replicated). */
void cs_read_from_pvar(void *array, const void *x, size_t elemsize, cs_shape_t s,
                       const unsigned char *mask);
void cs_write_to_pvar(void *x, const void *array, size_t elemsize, cs_shape_t s,
                      const unsigned char *mask);

/* ---- statistics and layout ------------------------------------------------- */

/* LOCAL. Bytes and messages this rank has sent to other ranks through the comm
 * layer since start-up or the last reset (benchmarks report halo-only traffic). */
typedef struct cs_comm_stats { unsigned long long bytes_sent, messages; } cs_comm_stats;
cs_comm_stats cs_comm_get_stats(void);
void cs_comm_reset_stats(void);

/* LOCAL. Thesis ch.4 CacheOptimalStride: the smallest stride (bytes, a multiple
 * of the cache block) >= bytes_per_packet such that packets laid out at that
 * stride start in different blocks of a direct-mapped cache of cache_bytes. */
size_t cs_cache_optimal_stride(size_t bytes_per_packet, int npackets, size_t cache_bytes,
                               size_t block_bytes);

#ifdef __cplusplus
}
#endif
#endif /* CSTAR_COMM_H */
