/* <cscomm.h> — the C* communication library (Thinking Machines names).
 *
 * Two views, like <cstar/markers.h>:
 *  - __CSTAR_SEMA__ (Clang's view of marker C): C* prototypes, one
 *    __attribute__((overloadable)) set per arithmetic type, with parallel
 *    values written as annotated scalars (CS_PAR(T) = T:current). The compiler
 *    lowers each call to the cs_* entry of <cstar/comm.h> named beside it.
 *  - otherwise (generated SPMD C): the constants and <cstar/comm.h>.
 * Argument orders follow TMC where known (scan and enumerate from real C*
 * code: research cstar.md §1.6); the others are our decisions, recorded in
 * docs/runtime.md ("<cscomm.h> surface").
 */
#ifndef CSTAR_CSCOMM_H
#define CSTAR_CSCOMM_H

#include <cstar/comm.h>

/* ---- CMC_ constants (both views) ----------------------------------------- */
typedef enum { CMC_upward = CS_UPWARD, CMC_downward = CS_DOWNWARD } CMC_communication_direction_t;
typedef enum { CMC_exclusive = 0, CMC_inclusive = 1 } CMC_scan_inclusion_t;
/* segment modes: CMC_none = no segments; CMC_segment_bit = sbit starts a segment;
 * CMC_start_bit is accepted as a synonym */
typedef enum { CMC_none = 0, CMC_segment_bit = 1, CMC_start_bit = 1 } CMC_segment_mode_t;
#define CMC_no_field 0  /* "no segment bit" argument */
typedef enum {
  CMC_combiner_add = CS_OP_ADD, CMC_combiner_multiply = CS_OP_MUL,
  CMC_combiner_logand = CS_OP_AND, CMC_combiner_logior = CS_OP_OR,
  CMC_combiner_logxor = CS_OP_XOR, CMC_combiner_min = CS_OP_MIN,
  CMC_combiner_max = CS_OP_MAX, CMC_combiner_and = CS_OP_LAND, CMC_combiner_or = CS_OP_LOR,
  CMC_combiner_copy = 100,      /* spread/scan: copy the first value of the segment */
  CMC_combiner_overwrite = 101  /* send: plain `=` (highest sending position wins) */
} CMC_combiner_t;
/* get's collision mode is a performance hint on the CM (PG ch.14); every mode
 * gives the same result here, so the few/many spellings are accepted too */
typedef enum { CMC_collisions = 0, CMC_no_collisions = 1, CMC_few_collisions = 2,
               CMC_many_collisions = 3 } CMC_collision_mode_t;
/* A send address: global row-major position in its shape (scalar or parallel). */
typedef long CMC_sendaddr_t;
/* A position's coordinates on some axes of a shape, for copy_multispread
 * (cstar: docs/language.md §4a): made by make_multi_coord(s, axis_mask,
 * coords) with coords[a] the coordinate on axis a for each axis a in the mask. */
#ifndef CS_MULTI_COORD_DEFINED /* also in <cstar/lower_comm.h> */
#define CS_MULTI_COORD_DEFINED
typedef struct cs_multi_coord { cs_shape_t shape; unsigned axis_mask; long coord[CS_MAX_RANK]; } cs_multi_coord;
#endif
typedef cs_multi_coord CMC_multi_coord_t;
/* Grid borders (our extension; from_grid uses its `value` argument). */
typedef enum { CMC_border_keep = CS_BORDER_KEEP, CMC_border_value = CS_BORDER_VALUE,
               CMC_border_wrap = CS_BORDER_WRAP } CMC_border_t;

#ifdef __CSTAR_SEMA__
#define CS_PAR(T) T __attribute__((annotate("cstar.par:current")))
#define CS_PVOID(T) T __attribute__((annotate("cstar.par:void")))
#define CS_OL __attribute__((overloadable))
typedef CS_PAR(_Bool) cs_pbool_t;

#define CS_CSCOMM_DECLS(T)                                                                    \
  /* cs_scan */                                                                               \
  CS_OL CS_PAR(T) scan(CS_PAR(T) source, int axis, CMC_combiner_t combiner,                   \
                       CMC_communication_direction_t direction, CMC_segment_mode_t smode,     \
                       cs_pbool_t *sbit, CMC_scan_inclusion_t inclusion);                     \
  /* cs_spread */                                                                             \
  CS_OL CS_PAR(T) spread(CS_PAR(T) source, int axis, CMC_combiner_t combiner);                \
  CS_OL CS_PAR(T) multispread(CS_PAR(T) source, unsigned axis_mask, CMC_combiner_t combiner); \
  /* cs_copy_spread */                                                                        \
  CS_OL CS_PAR(T) copy_spread(CS_PAR(T) *sourcep, int axis, int coordinate);                  \
  /* cs_lc_copy_multispread (a get of the line's position) */                                 \
  CS_OL CS_PAR(T) copy_multispread(CS_PAR(T) *sourcep, unsigned axis_mask,                    \
                                   CMC_multi_coord_t multi_coord);                            \
  /* cs_reduce_axis */                                                                        \
  CS_OL void reduce(CS_PAR(T) *destp, CS_PAR(T) source, int axis, CMC_combiner_t combiner,    \
                    int to_coordinate);                                                       \
  /* cs_global */                                                                             \
  CS_OL T global(CS_PAR(T) source, CMC_combiner_t combiner);                                  \
  /* cs_sort_rank */                                                                          \
  CS_OL CS_PAR(unsigned) rank(CS_PAR(T) source, int axis,                                     \
                              CMC_communication_direction_t direction,                        \
                              CMC_segment_mode_t smode, cs_pbool_t *sbit);                    \
  /* cs_shift (from_*) and cs_shift_send (to_*); distances: one per axis */                   \
  CS_OL void from_grid_dim(CS_PAR(T) *destp, CS_PAR(T) source, int axis, int distance);       \
  CS_OL void from_torus_dim(CS_PAR(T) *destp, CS_PAR(T) source, int axis, int distance);      \
  CS_OL void to_grid_dim(CS_PAR(T) *destp, CS_PAR(T) source, int axis, int distance);         \
  CS_OL void to_torus_dim(CS_PAR(T) *destp, CS_PAR(T) source, int axis, int distance);        \
  CS_OL void from_grid(CS_PAR(T) *destp, CS_PAR(T) source, T value, ...);                     \
  CS_OL void from_torus(CS_PAR(T) *destp, CS_PAR(T) source, ...);                             \
  CS_OL void to_grid(CS_PAR(T) *destp, CS_PAR(T) source, T value, ...);                       \
  CS_OL void to_torus(CS_PAR(T) *destp, CS_PAR(T) source, ...);                               \
  /* cs_get_pos / cs_send_pos */                                                              \
  CS_OL CS_PAR(T) get(CS_PAR(CMC_sendaddr_t) address, CS_PVOID(T) *sourcep,                   \
                      CMC_collision_mode_t collision_mode);                                   \
  CS_OL void send(CS_PVOID(T) *destp, CS_PAR(CMC_sendaddr_t) address, CS_PAR(T) source,       \
                  CMC_combiner_t combiner, cs_pbool_t *notify);                               \
  /* cs_read_from_position / cs_write_to_position */                                          \
  CS_OL T read_from_position(CMC_sendaddr_t address, CS_PVOID(T) *sourcep);                   \
  CS_OL void write_to_position(CMC_sendaddr_t address, CS_PVOID(T) *destp, T value);          \
  /* cs_read_from_pvar / cs_write_to_pvar */                                                  \
  CS_OL void read_from_pvar(T *array, CS_PAR(T) source);                                      \
  CS_OL void write_to_pvar(CS_PAR(T) *destp, T *array);                                       \
  /* the manuals' form, as real code calls it: `p = write_to_pvar(array);` */                 \
  CS_OL CS_PAR(T) write_to_pvar(T *array);                                                   \
  CS_CSCOMM_ARRAY_DECLS(T, [*]) CS_CSCOMM_ARRAY_DECLS(T, [*][*])                              \
  CS_CSCOMM_ARRAY_DECLS(T, [*][*][*]) CS_CSCOMM_ARRAY_DECLS(T, [*][*][*][*])                  \
  CS_CSCOMM_ARRAY_DECLS(T, [*][*][*][*][*]) CS_CSCOMM_ARRAY_DECLS(T, [*][*][*][*][*][*])      \
  CS_CSCOMM_ARRAY_DECLS(T, [*][*][*][*][*][*][*])

/* The scalar array of read_from_pvar/write_to_pvar may be a multi-dimensional
 * array of T (`float buf[R][C]` for a [R][C] shape, as a sequential program
 * holds the data): it decays to a pointer to an array, which fits no `T *`
 * overload (Clang called `write_to_pvar(buf)` ambiguous). Its elements lie in
 * row-major order like the positions, so the runtime takes it as a `T *`
 * (the lowered call passes the array's address, a `void *`). */
#define CS_CSCOMM_ARRAY_DECLS(T, DIMS)                                                        \
  CS_OL void read_from_pvar(T(*array) DIMS, CS_PAR(T) source);                                \
  CS_OL void write_to_pvar(CS_PAR(T) *destp, T(*array) DIMS);                                 \
  CS_OL CS_PAR(T) write_to_pvar(T(*array) DIMS);

CS_CSCOMM_DECLS(char) CS_CSCOMM_DECLS(signed char) CS_CSCOMM_DECLS(unsigned char)
CS_CSCOMM_DECLS(short) CS_CSCOMM_DECLS(unsigned short) CS_CSCOMM_DECLS(int)
CS_CSCOMM_DECLS(unsigned) CS_CSCOMM_DECLS(long) CS_CSCOMM_DECLS(unsigned long)
CS_CSCOMM_DECLS(long long) CS_CSCOMM_DECLS(unsigned long long) CS_CSCOMM_DECLS(float)
CS_CSCOMM_DECLS(double) CS_CSCOMM_DECLS(long double) CS_CSCOMM_DECLS(_Bool)

/* enumerate: cs_enumerate */
CS_PAR(int) enumerate(int axis, CMC_communication_direction_t direction,
                      CMC_scan_inclusion_t inclusion, CMC_segment_mode_t smode,
                      cs_pbool_t *sbit);
/* make_send_address: global position from coordinates (scalar or parallel),
 * checked against the shape's extents (cs_position / cs_coords_to_pos). */
/* elemental: parallel coordinates give a parallel address */
CS_OL __attribute__((annotate("cstar.elemental"))) CMC_sendaddr_t make_send_address(shape s, ...);
/* make_news_address (cstar): the position's address in NEWS (grid) order.  On
 * the CM the two orders differ; here positions are always in row-major order,
 * so it is make_send_address (both address any position of the shape). */
CS_OL __attribute__((annotate("cstar.elemental"))) CMC_sendaddr_t make_news_address(shape s, ...);
/* make_multi_coord: scalar; cs_lc_multi_coord checks mask and coordinates */
CMC_multi_coord_t make_multi_coord(shape s, unsigned axis_mask, const int *axis_coords);
#endif /* __CSTAR_SEMA__ */
/* Communication statistics, callable from C* programs. C* code uses these
 * cstar_* names: every `cs_*` identifier in a .cs file is renamed out of the
 * runtime's namespace (docs/compiler.md, "Reserved names"). LOCAL: bytes and
 * messages this rank sent to other ranks since start-up or the last reset. */
typedef cs_comm_stats cstar_comm_stats;
static inline cstar_comm_stats cstar_comm_get_stats(void) { return cs_comm_get_stats(); }
static inline void cstar_comm_reset_stats(void) { cs_comm_reset_stats(); }

#endif /* CSTAR_CSCOMM_H */
