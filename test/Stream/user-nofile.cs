// A missing file: fopen on a parallel FILE and on a scalar FILE both give NULL
// (no crash, no abort) at any rank count.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: parallel fopen: NULL
// CHECK-NEXT: scalar fopen: NULL
#include <stdio.h>
shape [4]S;
FILE:S *f;
main()
{
    FILE *g;
    with (S) {
        f = fopen("no-such-file.dat", "r");
        if (f == NULL) printf("parallel fopen: NULL\n");
        g = fopen("no-such-file.txt", "r");
        if (!g) printf("scalar fopen: NULL\n");
    }
    return 0;
}
