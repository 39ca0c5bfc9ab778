// The sample program of the C* Programming Guide, ch. 2 (K&R `main()`, file-scope
// scalar initializer); its documented output is the reference.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: The sum in one element is 3.
// CHECK-NEXT: The sum in all elements is 196608.
#include <stdio.h>
shape [2][32768]ShapeA;
int:ShapeA p1, p2, p3;
int sum = 0;
main()
{
    with (ShapeA) {
        p1 = 1;
        p2 = 2;
        p3 = p1 + p2;
        printf ("The sum in one element is %d.\n", [0][1]p3);
        sum += p3;
        printf ("The sum in all elements is %d.\n", sum);
    }
}
