// `shape sh[3];` in a block (no left dimensions) is an automatic array: C leaves
// its elements indeterminate, and allocate_shape(&sh[n], ...) read a garbage
// shape (a segfault that depended on what the stack held before). Each element
// is now made unspecified on entry, like `shape s;`. dirty() fills the stack the
// next call reuses, so the garbage is certain here.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: sh[0] rank 1 pos 2 count 2
// CHECK-NEXT: sh[1] rank 2 pos 6 count 6
// CHECK-NEXT: sh[2] rank 3 pos 12 count 12
// CHECK-NEXT: again 1 5
#include <stdio.h>
#include <string.h>

void dirty()
{
    volatile unsigned char junk[4096];
    memset((void *)junk, 0xA5, sizeof junk);
}

void shapes()
{
    shape sh[3];
    int n;
    for (n = 0; n < 3; n++)
        allocate_shape(&sh[n], n + 1, 2, 3, 2);
    for (n = 0; n < 3; n++)
        with (sh[n]) {
            int:current t = 1;
            printf("sh[%d] rank %d pos %d count %d\n", n, rankof(sh[n]), positionsof(sh[n]), += t);
        }
    for (n = 0; n < 3; n++)
        deallocate_shape(&sh[n]);
    allocate_shape(&sh[1], 1, 5);
    printf("again %d %d\n", rankof(sh[1]), positionsof(sh[1]));
}

main()
{
    dirty();
    shapes();
}
