// The walking skeleton (issue 2): shape, parallel variable, with, pcoord,
// elementwise assignment, reduction, scalar left index, printf once.
// Expected values by hand: a = 1000*i + j on [4][1000]; [3][999]a = 3999;
// sum = sum_{g=0}^{3999} g = 3999*4000/2 = 7998000.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: corner 3999
// CHECK-NEXT: total 7998000
// CHECK-NOT: {{.}}
#include <stdio.h>
shape [4][1000]S;
int:S a;
int main(void) {
    long total = 0;
    with (S) {
        a = pcoord(0) * 1000 + pcoord(1);
        total += a;
        printf("corner %d\n", [3][999]a);
    }
    printf("total %ld\n", total);
    return 0;
}
