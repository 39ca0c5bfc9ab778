// Round-7 sweep: run-time errors of shape queries and allocation name the .cs
// line (docs/language.md §1): dimof with an axis outside 0..rank-1 (a run-time
// axis, so the compiler cannot see it), dimof of a shape with no extents, and
// allocate_shape of a shape that is already allocated, a block-scope shape
// with a run-time extent of 0.  Without them the
// program runs: a local `shape s;` is a new shape on every call, and a shape
// released by deallocate_shape may be allocated again.  1, 2 and 3 ranks.
// RUN: %crun -n 1 %s > %t.ok1 2>&1 && FileCheck --check-prefix=OK %s < %t.ok1
// RUN: %crun -n 3 %s > %t.ok3 2>&1 && diff %t.ok1 %t.ok3
// RUN: not %crun -n 1 --flags=-DAXIS %s > %t.1 2>&1; FileCheck --check-prefix=AXIS %s < %t.1
// RUN: not %crun -n 3 --flags=-DAXIS %s > %t.2 2>&1; FileCheck --check-prefix=AXIS %s < %t.2
// RUN: not %crun -n 2 --flags=-DNEG %s > %t.3 2>&1; FileCheck --check-prefix=NEG %s < %t.3
// RUN: not %crun -n 2 --flags=-DUNALLOC %s > %t.4 2>&1; FileCheck --check-prefix=UNALLOC %s < %t.4
// RUN: not %crun -n 3 --flags=-DTWICE %s > %t.5 2>&1; FileCheck --check-prefix=TWICE %s < %t.5
// RUN: not %crun -n 2 --flags=-DZERO %s > %t.6 2>&1; FileCheck --check-prefix=ZERO %s < %t.6
#include <stdio.h>
shape [3][5][2]C;
shape U;
shape [][]G;

shape line(n)
int n;
{
    shape s;
    allocate_shape(&s, 1, n);    /* a new shape on every call */
    return s;
}

main()
{
    int k, total = 0;
    shape a, b;
    for (k = 0; k < 3; k++) total = total * 10 + dimof(C, k);
    printf("dims %d rank %d\n", total, rankof(C));
    a = line(4);
    b = line(6);
    printf("lines %d %d\n", positionsof(a), positionsof(b));
    allocate_shape(&G, 2, 2, 7);
    printf("G %d x %d\n", dimof(G, 0), dimof(G, 1));
#ifdef AXIS
    printf("%d\n", dimof(C, k));
// AXIS: lang7-dynerr.cs:[[@LINE-1]]: error: dimof: axis 3 is out of range for shape C of rank 3 (axes are 0 to 2)
// AXIS-NOT: error
#endif
#ifdef NEG
    k = -1;
    printf("%d\n", dimof(G, k));
// NEG: lang7-dynerr.cs:[[@LINE-1]]: error: dimof: axis -1 is out of range for shape G of rank 2 (axes are 0 to 1)
#endif
#ifdef UNALLOC
    printf("%d\n", dimof(U, 0));
// UNALLOC: lang7-dynerr.cs:[[@LINE-1]]: error: dimof: shape U is not allocated (it has no extents yet)
#endif
#ifdef TWICE
    allocate_shape(&G, 2, 3, 3);
// TWICE: lang7-dynerr.cs:[[@LINE-1]]: error: allocate_shape: shape G is already allocated (rank 2, 14 positions); call deallocate_shape(&G) first
// TWICE-NOT: error
#endif
#ifdef ZERO
    k = 0;
    {
        shape [4][k]Z;
// ZERO: lang7-dynerr.cs:[[@LINE-1]]: error: shape Z: extent 0 on axis 1 is not positive
// ZERO-NOT: error
        printf("%d\n", positionsof(Z));
    }
#endif
    deallocate_shape(&G);
    allocate_shape(&G, 2, 3, 3);
    with (G) {
        int:G v = pcoord(0) * 3 + pcoord(1);
        total = += v;
    }
    printf("G again %d positions, sum %d\n", positionsof(G), total);
    return 0;
}
// OK: dims 352 rank 3
// OK: lines 4 6
// OK: G 2 x 7
// OK: G again 9 positions, sum 36
