// User identifiers with the runtime's `cs_` prefix (ECOLAB's cs_arrays.cs
// defines cs_enumerate, cs_count, ...) must not collide with the runtime's
// own cs_* declarations: cstar moves them out of its namespace (docs/compiler.md,
// "Reserved names"). Strings, comments and #include paths are left alone.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: 0 1 3 6
// CHECK-NEXT: count 4 cs_enumerate
// CHECK-NEXT: macro 12
#include <stdio.h>
#include <cscomm.h>
#define cs_twice(v) (2 * (v))
shape [4]S;
int:S a, b;
int cs_count = 0;
void cs_enumerate(int:S *r, int:S *x)
{
    with (S) *r = scan(*x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
    cs_count++;
}
int main()
{
    with (S) a = pcoord(0);
    cs_enumerate(&b, &a);
    printf("%d %d %d %d\n", [0]b, [1]b, [2]b, [3]b);
    with (S) cs_count += b > 0;   /* 1 (from the call) + 3 positive positions */
    printf("count %d %s\n", cs_count, "cs_enumerate");
    printf("macro %d\n", cs_twice([3]b));
    return 0;
}
