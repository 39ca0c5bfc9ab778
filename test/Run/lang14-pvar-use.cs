// A pointer to a parallel variable (ECOLAB's `double:void *list` beside its
// `shape *sh`) used in parallel code is checked once per statement: a variable
// of another shape than the current one (`with (*b.sh) *a.list = 1;` with a
// and b of different sizes), one freed by pfree, or one made before its shape
// was deallocated and allocated again with other extents ran past its storage
// (segfault, or silent corruption of other variables).  Now each is a run-time
// error naming the line.  A variable of another shape with the same extents
// (ECOLAB gives every array a shape of its own) is fine, and so is a null
// pointer in code no position runs.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// RUN: not %crun -n 2 --flags=-DOTHER %s > %t.o 2>&1; FileCheck --check-prefix=OTHER %s < %t.o
// RUN: not %crun -n 3 --flags=-DSTALE %s > %t.s 2>&1; FileCheck --check-prefix=STALE %s < %t.s
// RUN: not %crun -n 1 --flags=-DFREED %s > %t.f 2>&1; FileCheck --check-prefix=FREED %s < %t.f
// CHECK: same extents 90 sum 45 empty 0
// OTHER: lang14-pvar-use.cs:53: error: a parallel variable of shape 'small' (4 positions) is used where the current shape is 'big' (5000 positions)
// STALE: lang14-pvar-use.cs:59: error: this parallel variable of shape 'small' was made before the shape was deallocated and allocated again with other extents
// FREED: lang14-pvar-use.cs:64: error: this pointer does not point to a live parallel variable (freed with pfree, or its block has ended)
#include <stdio.h>

typedef struct { int size; shape *sh; double:void *list; } array;

void make(array *r, shape *sh, int n)
{
    r->size = n;
    r->sh = sh;
    allocate_shape(sh, 1, n);
    r->list = palloc(*sh, boolsizeof(double));
}

int main()
{
    shape s1, s2, small, big;
    array a, b, c, d;
    double t, sum, e;
    make(&a, &s1, 10);
    make(&b, &s2, 10);
    with (*a.sh) *a.list = pcoord(0);
    with (*b.sh) {                       /* a's shape has b's extents: fine */
        *b.list = *a.list * 2;
        t = += *b.list;
        sum = += *a.list;
    }
    {
        double:void *none = 0;
        with (s1) where (pcoord(0) < 0) *(double:current *)none = 1;  /* no position runs it */
        e = 0;
    }
    printf("same extents %g sum %g empty %g\n", t, sum, e);
    make(&c, &small, 4);
    make(&d, &big, 5000);
#ifdef OTHER
    with (*d.sh) *c.list = 1;
#endif
#ifdef STALE
    deallocate_shape(&small);
    allocate_shape(&small, 1, 4000);
    with (small)
        *c.list = 2;
#endif
#ifdef FREED
    pfree(d.list);
    with (big) {
        *d.list += 1;
    }
#endif
    return 0;
}
