// Shapes of every kind: fully specified, unspecified and partially specified
// with allocate_shape/deallocate_shape (re-allocated with another rank), several
// per declaration, an array of shapes, shape parameters and results, shape
// pointers, block-scope shapes with run-time extents, current, nested with.
// K&R main(argc, argv). Expected values by hand, in the comments below.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: rank Grid 2 dims 4 6 pos 24
// CHECK-NEXT: rank Free 0, rank Part 2
// CHECK-NEXT: Free 3 24; Part 2 15
// CHECK-NEXT: Part sum 30
// CHECK-NEXT: Free sum 36
// CHECK-NEXT: positionsof(current) 24
// CHECK-NEXT: coordsum Free 4950
// CHECK-NEXT: [3][5]g 35
// CHECK-NEXT: coordsum *sp 21
// CHECK-NEXT: tab[0] 6
// CHECK-NEXT: tab[1] 28
// CHECK-NEXT: Local max 5 min 0
// CHECK-NEXT: made 9 36
// CHECK-NEXT: inner 21
// CHECK-NEXT: outer 10
/* Shapes of every kind. Expected values computed by hand (see comments). */
#include <stdio.h>
#include <stdlib.h>

shape [4][6]Grid;           /* fully specified */
shape Free;                 /* unspecified */
shape [][]Part;             /* partially specified, rank 2 */
shape [5]A, [7]B;           /* several per declaration */
shape tab[2];               /* array of shapes */

int:Grid g;

/* shape as parameter: sum of coordinates over all positions */
int coordsum(shape s)
{
    int r = 0;
    with (s) {
        int:current c = pcoord(0);
        r += c;
    }
    return r;
}

shape make(int n)
{
    shape t;
    allocate_shape(&t, 1, n);
    return t;
}

int:current iota()
{
    return pcoord(0);
}

int main(argc, argv)
int argc; char **argv;
{
    shape *sp;
    int n = 3, m = 5, i;

    printf("rank Grid %d dims %d %d pos %d\n", rankof(Grid), dimof(Grid, 0), dimof(Grid, 1), positionsof(Grid));
    printf("rank Free %d, rank Part %d\n", rankof(Free), rankof(Part));  /* 0, 2 */

    allocate_shape(&Free, 3, 2, 3, 4);
    allocate_shape(&Part, 2, n, m);
    printf("Free %d %d; Part %d %d\n", rankof(Free), positionsof(Free), rankof(Part), positionsof(Part)); /* 3 24; 2 15 */

    /* Part [3][5]: sum over pcoord(1) = 3 * (0+1+2+3+4) = 30 */
    with (Part) {
        int:Part v = pcoord(1);
        printf("Part sum %d\n", += v);
    }
    /* Free [2][3][4]: sum of pcoord(2) = 6 * 6 = 36 */
    with (Free) {
        int:current w = pcoord(2);
        printf("Free sum %d\n", += w);
        printf("positionsof(current) %d\n", positionsof(current));
    }
    deallocate_shape(&Free);
    allocate_shape(&Free, 1, 100);
    printf("coordsum Free %d\n", coordsum(Free));   /* 4950 */

    sp = &Grid;
    with (*sp) {
        g = pcoord(0) * 10 + pcoord(1);
        printf("[3][5]g %d\n", [3][5]g);           /* 35 */
    }
    sp = &B;
    printf("coordsum *sp %d\n", coordsum(*sp));   /* 0+..+6 = 21 */

    for (i = 0; i < 2; i++)
        allocate_shape(&tab[i], 1, (i + 1) * 4);
    for (i = 0; i < 2; i++)
        printf("tab[%d] %d\n", i, coordsum(tab[i])); /* 6, 28 */

    {
        /* block-scope shape with run-time extent */
        shape [n * 2]Local;
        with (Local) {
            int:Local x = iota();
            printf("Local max %d min %d\n", >?= x, <?= x); /* 5 0 */
        }
    }
    {
        shape s = make(9);
        printf("made %d %d\n", positionsof(s), coordsum(s)); /* 9 36 */
    }
    with (A) {
        int:current q = 2;
        with (B) {
            int:current q2 = 3;
            printf("inner %d\n", += q2); /* 21 */
        }
        printf("outer %d\n", += q);   /* 10 */
    }
    return 0;
}
