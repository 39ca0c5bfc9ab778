// K&R declarations without prototypes, called before their K&R definitions
// with parallel parameters (`int:current twice();` ... `int:current twice(v)
// int:current v; {...}`): Sema used the prototype-less declaration and
// rejected the parallel argument ("declare 'twice' 'elemental'").
// By hand: a = 2*(0..7), sum 56.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: 56
#include <stdio.h>
shape [8]S;
int:S a;
int:current twice();
double total();
main()
{
    with (S) {
        a = pcoord(0);
        a = twice(a);
        printf("%g\n", total(a));
    }
}
int:current twice(v)
int:current v;
{
    return v + v;
}
double total(x)
int:S x;
{
    return += x;
}
