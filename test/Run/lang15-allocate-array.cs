// allocate_shape(&s, rank, dims) with the extents in an int array (the rank
// read at run time, as a program that takes its grid from input does) makes
// the same shape as allocate_shape(&s, rank, d0, d1, ...).  The array was read
// as one extent (its address): "shape s: too many positions".  An extent that
// is not an int (a double, a pointer to double) is a compile-time error.
// The sums are compared with scalar loops.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// RUN: not %cstar --emit=spmd -DBAD %s 2>&1 | FileCheck --check-prefix=BAD %s
// CHECK: rank 2: 15 positions, dims 3 5, sum 175 ref 175
// CHECK: rank 3: 24 positions, dims 2 3 4, sum 268 ref 268
// CHECK: same as listed 1
// BAD: lang15-allocate-array.cs:[[@LINE+36]]:27: error: extent argument 1 of allocate_shape has type 'double'; the extents are ints
// BAD: lang15-allocate-array.cs:[[@LINE+36]]:27: error: extent argument 1 of allocate_shape has type 'double *'
#include <stdio.h>
shape s;
shape [][]g;
long ldims[2] = {3, 5};

int:current sq(int:current a) { return a * a; }

main()
{
    int dims[3] = {2, 3, 4};
    int r, i, j, k, ref, a = 0, b = 0;
    for (r = 2; r <= 3; r++) {
        if (r == 2) allocate_shape(&s, r, ldims);
        else allocate_shape(&s, r, dims);
        with (s) {
            int:current v = pcoord(0) + pcoord(1) + (r == 3 ? pcoord(2) : 0);
            ref = 0;
            for (i = 0; i < dimof(s, 0); i++)
                for (j = 0; j < dimof(s, 1); j++)
                    for (k = 0; k < (r == 3 ? dims[2] : 1); k++) ref += (i + j + k) * (i + j + k);
            printf("rank %d: %d positions, dims", rankof(s), positionsof(s));
            for (i = 0; i < r; i++) printf(" %d", dimof(s, i));
            printf(", sum %d ref %d\n", += sq(v), ref);
        }
        deallocate_shape(&s);
    }
    allocate_shape(&g, 2, dims + 1);
    with (g) a = += (pcoord(0) * 10 + pcoord(1));
    deallocate_shape(&g);
    allocate_shape(&g, 2, 3, 4);
    with (g) b = += (pcoord(0) * 10 + pcoord(1));
    printf("same as listed %d\n", a == b);
#ifdef BAD
    double dd[2] = {2, 3};
    allocate_shape(&s, 1, 2.5);
    allocate_shape(&s, 2, dd);
#endif
}
