// prand gives a parallel stream that does not depend on the rank count:
// the printed digest must be the same at 1, 2 and 3 ranks (diffed).
// RUN: %crun -n 1 %s > %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// RUN: FileCheck %s < %t.1
// CHECK: range ok 1
// CHECK: distinct 1
#include <stdio.h>
#include <stdlib.h>
shape [1000]S;
int:S r1, r2;
int main(void) {
    psrand(42);
    with (S) {
        r1 = prand();
        r2 = prand();
        printf("%d %d %d\n", [0]r1, [999]r1, [500]r2);
        printf("%ld\n", (long)(+= (r1 % 1000)) + (+= (r2 % 7)));
        printf("range ok %d\n", (<?= r1) >= 0 && (>?= r1) <= RAND_MAX);
        printf("distinct %d\n", ([0]r1 != [0]r2) && ([1]r1 != [0]r1));
    }
    psrand(42);
    with (S) { r2 = prand(); printf("repeat %d\n", (|= (r2 != r1))); }
    return 0;
}
