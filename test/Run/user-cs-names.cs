// Known gap: user identifiers with the runtime's `cs_` prefix collide with the
// runtime's declarations (<cstar/comm.h> is visible through <cscomm.h>, and the
// generated C links against libcstar). ECOLAB cs_arrays.cs defines its own
// `void cs_enumerate(iarray *r, iarray *x)`, which conflicts with the runtime's
// cs_enumerate ("conflicting types", pointing into an internal header).
// XFAIL: *
// RUN: %crun -n 2 %s | FileCheck %s
// CHECK: 0 1 3 6
#include <stdio.h>
#include <cscomm.h>
shape [4]S;
int:S a, b;
void cs_enumerate(int:S *r, int:S *x)
{
    with (S) *r = scan(*x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
}
int main()
{
    with (S) a = pcoord(0);
    cs_enumerate(&b, &a);
    printf("%d %d %d %d\n", [0]b, [1]b, [2]b, [3]b);
    return 0;
}
