// A pointer to parallel variables of shape S given the address of a variable of
// another shape (both declared with constant extents) is a compile-time error;
// it stopped the program only at the first use (*q inside with (S)).  A scalar
// ?: choosing between pointers of two shapes is checked arm by arm.  A cast or
// a `T:void *` pointer converts, as before.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
// RUN: %cstar --emit=spmd -DGOOD %s
#include <stdio.h>
shape [8]S;
shape [5]T;
int:S x;
int:T y;
main(int argc, char **argv)
{
    int:void *v = argc > 1 ? (int:void *)&x : (int:void *)&y;
    int:S *ok = argc > 1 ? &x : (int:S *)v;
    int:T *py = &y;
#ifndef GOOD
    int:S *q = &y;
// CHECK: lang15-ptr-shape.cs:[[@LINE-1]]:16: error: 'q' points to parallel variables of shape 'S', but this points to one of shape 'T'
    ok = argc > 1 ? &x : &y;
// CHECK: lang15-ptr-shape.cs:[[@LINE-1]]:26: error: the pointer assigned points to parallel variables of shape 'S', but this points to one of shape 'T'
    ok = py;
// CHECK: lang15-ptr-shape.cs:[[@LINE-1]]:10: error: the pointer assigned points to parallel variables of shape 'S', but this points to one of shape 'T'
#endif
    with (S) {
        *ok = 3;
        printf("%d\n", += *ok);
    }
}
