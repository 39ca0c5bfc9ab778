// Casts to typedefs of parallel types and unary reductions of scalar values (round-3 sweep):
// `+= (pint)1` with `typedef int:S pint;` is parallel (it gave a "reduction of a scalar value"
// warning); a scalar operand is promoted, so `+= 1` counts the active positions.
// RUN: %crun -n 1 %s 2>&1 | FileCheck %s
// RUN: %crun -n 2 %s 2>&1 | FileCheck %s
// RUN: %crun -n 3 %s 2>&1 | FileCheck %s
#include <stdio.h>
shape [7]S;
typedef int:S pint;
typedef double:current dcur;
int main(void)
{
    int k = 3;
    with (S) {
        printf("%d %d %.1f\n", += (pint)1, += (pint)pcoord(0), += (dcur)0.5);
// CHECK-NOT: warning
// CHECK: 7 21 3.5
        where (pcoord(0) < 2) printf("%d %d\n", += (int:current)1, *= (pint)k);
// CHECK-NEXT: 2 9
        where (pcoord(0) > 9) printf("%d %d\n", += (pint)1, <?= (pint)k);
// CHECK-NEXT: 0 2147483647
    }
    return 0;
}
