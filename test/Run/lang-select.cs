// `?:` with a parallel condition and struct operands selects whole structs per
// position (it was rejected: "needs arithmetic or pointer operands"); a
// parallel union written through two members; sizeof of a member and of a
// parallel struct.  Expected values computed by hand (1.0f is 0x3f800000).
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
#include <stdio.h>
typedef struct { int a; double b; } pair;
union u { int i; float f; };
shape [4]S;
pair:S p, q, r;
union u:S un;
main()
{
    int i;
    with (S) {
        p.a = pcoord(0); p.b = 1.5;
        q.a = -1; q.b = -2.5;
        r = pcoord(0) % 2 ? p : q;
        un.f = 1.0f;
        where (pcoord(0) > 1) un.i = 7;
        for (i = 0; i < 4; i++) printf("%d %g %d\n", [i]r.a, [i]r.b, [i]un.i);
        printf("%d %d\n", (int)sizeof p.b, (int)sizeof(r));
    }
}
// CHECK: -1 -2.5 1065353216
// CHECK-NEXT: 1 1.5 1065353216
// CHECK-NEXT: -1 -2.5 7
// CHECK-NEXT: 3 1.5 7
// CHECK-NEXT: 8 16
