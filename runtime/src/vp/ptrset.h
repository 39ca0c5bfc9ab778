/* vp/ptrset.h — a set of pointers, looked up by value (never dereferenced):
 * which handles the runtime made (shapes, vp/shape.c) and which parallel
 * variables are live (vp/palloc.c).  Open addressing; a removed pointer leaves
 * a tombstone.  LOCAL, main thread only.  Runtime-private. */
#ifndef CSTAR_VP_PTRSET_H
#define CSTAR_VP_PTRSET_H

#include <stddef.h>

typedef struct cs_ptrset {
  const void **slot;
  size_t cap, used;  /* used: live entries and tombstones */
} cs_ptrset;

void cs_ptrset_add(cs_ptrset *s, const void *p);
void cs_ptrset_remove(cs_ptrset *s, const void *p);  /* p not in s: nothing */
int cs_ptrset_has(const cs_ptrset *s, const void *p);

#endif
