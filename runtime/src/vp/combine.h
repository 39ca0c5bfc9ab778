/* vp/combine.h — element-wise combining for reductions, combining sends and
 * scans (runtime-private; one implementation per cs_type via vp/types.h). */
#ifndef CSTAR_VP_COMBINE_H
#define CSTAR_VP_COMBINE_H
#include <stddef.h>
#include "cstar/rt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* 1 if op is defined on type t (bitwise ops are not defined on floating types). */
int cs_op_valid(cs_type t, cs_op op);

/* acc[i] = acc[i] op in[i], i < n, in type t (C's conversions back to t). */
void cs_combine_n(void *acc, const void *in, size_t n, cs_type t, cs_op op);

/* *out = the identity of op in type t (0, 1, all ones, or the type's extreme). */
void cs_identity(void *out, cs_type t, cs_op op);

#ifdef __cplusplus
}
#endif
#endif
