/* Header of lang-header.cs: plain C declarations and macros with C* bodies. */
#ifndef LANG_HEADER_H
#define LANG_HEADER_H
#define N 12
typedef struct { int lo, hi; } range;
range make_range(int lo, int hi);
#define SUM(x) (+= (x))
#define FORALL(s) with (s)
#include "lang-header2.h"
#endif
