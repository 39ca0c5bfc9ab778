// Overloading on scalar vs parallel arguments: a file may define a function
// with scalar and with parallel parameters under one name; a call with a
// parallel argument runs the parallel version (docs/language.md, section 6).
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: scalar 10
// CHECK-NEXT: parallel 100 300
#include <stdio.h>
shape [10]S;
int:S x;
int twice(int v) { return 2 * v; }
int:current twice(int:current v) { return 2 * v + 1; }
int main(void) {
    printf("scalar %d\n", twice(5));
    with (S) {
        x = pcoord(0);
        x = twice(x);                        /* 2i + 1 */
        printf("parallel %d %d\n", += x, += (twice(x) - 1 + x));   /* sum(2i+1) = 100; sum 3x = 300 */
    }
    return 0;
}
