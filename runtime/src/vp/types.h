/* vp/types.h — one X-macro list of the cs_type element types, so every
 * type-generic routine (reductions, combining sends, scans) is written once. */
#ifndef CSTAR_VP_TYPES_H
#define CSTAR_VP_TYPES_H
#include <stdbool.h>

/* X(cs_type tag, C type, is_integer) */
#define CS_FOR_EACH_TYPE(X)              \
  X(CS_T_CHAR, char, 1)                  \
  X(CS_T_SCHAR, signed char, 1)          \
  X(CS_T_UCHAR, unsigned char, 1)        \
  X(CS_T_SHORT, short, 1)                \
  X(CS_T_USHORT, unsigned short, 1)      \
  X(CS_T_INT, int, 1)                    \
  X(CS_T_UINT, unsigned int, 1)          \
  X(CS_T_LONG, long, 1)                  \
  X(CS_T_ULONG, unsigned long, 1)        \
  X(CS_T_LLONG, long long, 1)            \
  X(CS_T_ULLONG, unsigned long long, 1)  \
  X(CS_T_FLOAT, float, 0)                \
  X(CS_T_DOUBLE, double, 0)              \
  X(CS_T_LDOUBLE, long double, 0)        \
  X(CS_T_BOOL, _Bool, 1)

#endif
