// Arrays of shapes with extents (round-3 sweep, PG9 9.1.1): shape [4]fixed[2] and shape [][]grids[3]
// at file scope (left dimensions on an array declarator were a C syntax error), a block-scope
// array with run-time extents, allocate_shape/deallocate_shape on elements, with (fixed[1]).
// Reference: Inputs/lang3-shape-arrays.py.
// RUN: %python %S/Inputs/lang3-shape-arrays.py > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
/* arrays of shapes (PG9 9.1.1): fully specified `shape [4]fixed[2]`, partially specified
   `shape [][]grids[3]` allocated in a loop, a block-scope array with run-time extents */
#include <stdio.h>
shape [][]grids[3];
shape [4]fixed[2];

long sum_of(shape s)
{
    long r;
    with (s) {
        long:current v = pcoord(0) + 1;
        r = += (v * (rankof(s) == 2 ? pcoord(1) + 1 : 1));
    }
    return r;
}

int main()
{
    int k, n = 3;
    for (k = 0; k < 3; k++) allocate_shape(&grids[k], 2, k + 1, 3);
    for (k = 0; k < 3; k++)
        printf("grid %d: rank %d positions %d sum %ld\n", k, rankof(grids[k]), positionsof(grids[k]), sum_of(grids[k]));
    for (k = 0; k < 2; k++) printf("fixed %d: %d %ld\n", k, positionsof(fixed[k]), sum_of(fixed[k]));
    with (fixed[1]) {
        int:current y = pcoord(0) * 10;
        printf("%d\n", += y);
    }
    {
        shape [n][n + 1]local[2];
        printf("local %d %d %ld\n", positionsof(local[0]), dimof(local[1], 1), sum_of(local[1]));
    }
    deallocate_shape(&grids[1]);
    printf("after %d %d\n", positionsof(grids[1]), rankof(grids[1]));
    return 0;
}
