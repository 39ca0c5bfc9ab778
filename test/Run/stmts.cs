// Shapes as arguments with automatic `int:current` locals, `with (*sp)`,
// typedef/struct/union parallel variables, a pointer-to-parallel-struct
// parameter (-> and (*q).), switch/continue/goto inside `with` (goto to a
// label inside the body: no warning), nested where/else complementing within
// the enclosing where, with (current), everywhere inside where.
// Expected values computed by hand (see each line).
// RUN: %crun -n 1 %s 2>&1 | FileCheck %s
// RUN: %crun -n 2 %s 2>&1 | FileCheck %s
// RUN: %crun -n 3 %s 2>&1 | FileCheck %s
// CHECK-NOT: warning
// CHECK: 21 9
// CHECK-NEXT: rank 2 dim1 3 pos 6
// CHECK-NEXT: fill 15 7.5
// CHECK-NEXT: v 156 n 1
// CHECK-NEXT: nested 12
// CHECK-NEXT: every 36
// CHECK-NEXT: in everywhere 36
// CHECK-NEXT: in where 16
#include <stdio.h>
shape [6]S;
shape [2][3]T;
typedef int:S pint;
struct pt { int x; double y; };
union u { int i; float f; };
pint v;
struct pt:S p;
union u:S w;

int sumof(shape s)
{
    int r = 0;
    with (s) {
        int:current k = pcoord(0) + 1;
        r += k;
    }
    return r;
}

void fill(struct pt:S *q)
{
    q->x = pcoord(0);
    (*q).y = q->x * 0.5;
}

int main(void)
{
    int i, n = 0;
    shape *sp = &T;
    printf("%d %d\n", sumof(S), sumof(T));
    with (*sp) printf("rank %d dim1 %d pos %d\n", rankof(current), dimof(current, 1), positionsof(current));
    with (S) {
        fill(&p);
        printf("fill %d %.1f\n", += p.x, += p.y);
        w.i = pcoord(0);
        v = w.i * 10;
        for (i = 0; i < 3; i++) {
            switch (i) {
            case 0: v += 1; break;
            case 1: continue;
            default: goto out;
            }
            n++;
        }
    out:
        printf("v %d n %d\n", += v, n);
        where (pcoord(0) > 1) {
            where (pcoord(0) > 3)
                v = 1;
            else
                v = 2;
        } else
            v = 3;
        printf("nested %d\n", += v);
        with (current) v = v + 1;
        everywhere v = v * 2;
        printf("every %d\n", += v);
        where (pcoord(0) < 2) {
            everywhere { printf("in everywhere %d\n", += v); }
            printf("in where %d\n", += v);
        }
    }
    return 0;
}
