// Run-time errors on dynamic shapes name the .cs line (docs/language.md §1, §2):
// palloc of a shape never allocated or deallocated, with on a deallocated
// shape, allocate_shape with a wrong rank or a non-positive extent. Each is
// reported once (shapes are replicated), at 1 and 3 ranks.
// RUN: not %crun -n 1 --flags=-DPALLOC %s > %t.1 2>&1; FileCheck --check-prefix=PALLOC %s < %t.1
// RUN: not %crun -n 3 --flags=-DPALLOC %s > %t.2 2>&1; FileCheck --check-prefix=PALLOC %s < %t.2
// RUN: not %crun -n 3 --flags=-DWITH %s > %t.3 2>&1; FileCheck --check-prefix=WITH %s < %t.3
// RUN: not %crun -n 2 --flags=-DRANK %s > %t.4 2>&1; FileCheck --check-prefix=RANK %s < %t.4
// RUN: not %crun -n 2 --flags=-DEXTENT %s > %t.5 2>&1; FileCheck --check-prefix=EXTENT %s < %t.5
// RUN: not %crun -n 2 --flags=-DNOCUR %s > %t.6 2>&1; FileCheck --check-prefix=NOCUR %s < %t.6
#include <stdio.h>
shape S;
shape [][]G;

#ifdef NOCUR
/* called with no with around it: its local and its result need a current shape */
int:current plus(int k)
{
    int:current t = k;
// NOCUR: lang5-dynerr.cs:[[@LINE-1]]: error: a parallel value of the current shape is made here, but no shape is current (call this code inside a 'with' statement)
// NOCUR-NOT: error
    return t + pcoord(0);
}
void helper() { plus(3); }
#endif

main()
{
    int n = 0;
    int:S *p;
    allocate_shape(&S, 1, 6);
    with (S) n += (int:S)1;
    printf("first %d\n", n);
    deallocate_shape(&S);
#ifdef PALLOC
    p = palloc(S, boolsizeof(int));
// PALLOC: first 6
// PALLOC: lang5-dynerr.cs:[[@LINE-2]]: error: palloc: shape S is not allocated (give it extents with allocate_shape first)
// PALLOC-NOT: error
#endif
#ifdef WITH
    with (S) n += (int:S)1;
// WITH: lang5-dynerr.cs:[[@LINE-1]]: error: with: shape S is not allocated
// WITH-NOT: error
#endif
#ifdef RANK
    allocate_shape(&G, 3, 2, 2, 2);
// RANK: lang5-dynerr.cs:[[@LINE-1]]: error: allocate_shape: shape G was declared with rank 2, allocated with rank 3
#endif
#ifdef EXTENT
    n = -1;
    allocate_shape(&G, 2, 4, n);
// EXTENT: lang5-dynerr.cs:[[@LINE-1]]: error: allocate_shape: extent -1 on axis 1 of shape G is not positive
#endif
#ifdef NOCUR
    helper();
#endif
    printf("not reached %d\n", n);
// PALLOC-NOT: not reached
    return 0;
}
