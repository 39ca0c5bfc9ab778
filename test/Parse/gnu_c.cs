// Real C: GNU extensions, K&R definitions, implicit int, typedef names,
// designated initializers, casts, statement expressions pass untouched.
// RUN: %cstar --emit=c %s > %t.c && diff %s %t.c
// RUN: %cstar --emit=spmd %s -o %t.spmd.c
#include <stdio.h>
#include <stddef.h>
typedef struct { int x, y; } pt;
static __inline__ int sq(int v) __attribute__((const));
static __inline__ int sq(int v) { return v * v; }
int old(a, b) int a; char *b; { return a + (b != NULL); }
count;
struct S { unsigned f : 3, : 2; pt p; };
int main(void) {
    pt p = { .x = 1, .y = sq(2) };
    size_t n = sizeof(pt) + offsetof(pt, y);
    int r = ({ int t = p.x; t + 1; });
    __typeof__(r) q = (int)n;
    switch (q) { case 1 ... 3: q = 0; break; default: break; }
    label: if (q > 100) goto label;
    printf("%d %d %d\n", p.y, r, old(q, "x"));
    return count;
}
