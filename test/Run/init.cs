// Parallel initializers: scalar, brace lists for parallel arrays, structs
// and 2-D arrays, at file scope (constants, stored at start-up) and in blocks
// (elementwise values such as pcoord).  Expected sums computed by hand over 8
// positions: g 5*8, x sum 2i = 56, gy[2] 3*8, y[1] sum i = 28, y[0] 1.5*8,
// gp.x 4*8, p.y 2.5*8, q[1][1] sum i = 28, q[0][1] 2*8, t under a where 7*4.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: 40 56 24 28 12 32 20 28 16
// CHECK-NEXT: 28
#include <stdio.h>
shape [8]S;
struct pt { int x; double y; };
int:S g = 5;
double:S gy[3] = {1, 2, 3};
struct pt:S gp = {4, 0.5 + 0.5 * 0};

main()
{
    int n;
    with (S) {
        int:S x = pcoord(0) * 2;
        double:S y[3] = {1.5, pcoord(0), 3};
        struct pt:S p = {pcoord(0), 2.5};
        int:S q[2][2] = {{1, 2}, {3, pcoord(0)}};
        printf("%d %d %g %g %g %d %g %d %d\n", += g, += x, += gy[2], += y[1], += y[0], += gp.x,
               += p.y, += q[1][1], += q[0][1]);
        where (pcoord(0) < 4) {
            int:current t = 7;
            n = += t;
        }
        printf("%d\n", n);
    }
}
