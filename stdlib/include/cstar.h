/* <cstar.h> — the C* library a program may include.  Everything here is also
 * visible without the include: the compiler puts <cstar/markers.h> in front of
 * every C* file (shape, bool, rankof, dimof, positionsof, allocate_shape,
 * deallocate_shape, palloc, pfree, pcoord, prand, psrand). */
#ifndef CSTAR_H
#define CSTAR_H
#include <cstar/markers.h>

/* Wall-clock seconds since an arbitrary point, for timing parts of a program
 * (MPI_Wtime: each rank reads its own clock; take the max over ranks with a
 * reduction, e.g. `>?= (double:S)(t1 - t0)` inside a with, for a figure). A
 * scalar function: call it outside or inside `with`. */
double cs_wtime(void);
static inline double cstar_wtime(void) { return cs_wtime(); }
#endif
