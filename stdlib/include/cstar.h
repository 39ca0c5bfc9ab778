/* <cstar.h> — the C* library a program may include.  Everything here is also
 * visible without the include: the compiler puts <cstar/markers.h> in front of
 * every C* file (shape, bool, rankof, dimof, positionsof, allocate_shape,
 * deallocate_shape, palloc, pfree, pcoord, prand, psrand). */
#ifndef CSTAR_H
#define CSTAR_H
#include <cstar/markers.h>
#endif
