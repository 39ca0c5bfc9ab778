/* vp/ptrset.c — see ptrset.h. */
#include "vp/ptrset.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "vp/internal.h"

#define TOMB ((const void *)1)

static size_t slot_of(const void *p, size_t cap) {
  size_t h = (size_t)(uintptr_t)p;
  h ^= h >> 21;
  h *= 0x9e3779b97f4a7c15ull;
  return (h >> 11) & (cap - 1);
}

/* A table at most a quarter full of live entries, without tombstones (after
 * many removals the same size may do). */
static void rebuild(cs_ptrset *s) {
  size_t n = 0, cap = 64;
  for (size_t i = 0; i < s->cap; i++) n += s->slot[i] && s->slot[i] != TOMB;
  while (4 * (n + 1) > cap) cap *= 2;
  const void **t = cs_xmalloc(cap * sizeof *t);
  memset(t, 0, cap * sizeof *t);
  for (size_t i = 0; i < s->cap; i++)
    if (s->slot[i] && s->slot[i] != TOMB) {
      size_t k = slot_of(s->slot[i], cap);
      while (t[k]) k = (k + 1) & (cap - 1);
      t[k] = s->slot[i];
    }
  free(s->slot);
  s->slot = t;
  s->cap = cap;
  s->used = n;
}

void cs_ptrset_add(cs_ptrset *s, const void *p) {
  if (2 * (s->used + 1) > s->cap) rebuild(s);
  size_t k = slot_of(p, s->cap);
  while (s->slot[k] && s->slot[k] != TOMB) k = (k + 1) & (s->cap - 1);
  if (!s->slot[k]) s->used++;
  s->slot[k] = p;
}

static size_t find(const cs_ptrset *s, const void *p) {
  if (!p || !s->cap) return (size_t)-1;
  for (size_t k = slot_of(p, s->cap); s->slot[k]; k = (k + 1) & (s->cap - 1))
    if (s->slot[k] == p) return k;
  return (size_t)-1;
}

int cs_ptrset_has(const cs_ptrset *s, const void *p) { return find(s, p) != (size_t)-1; }

void cs_ptrset_remove(cs_ptrset *s, const void *p) {
  size_t k = find(s, p);
  if (k != (size_t)-1) s->slot[k] = TOMB;
}
