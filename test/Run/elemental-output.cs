// Standard output of elemental functions comes out in position order, the
// same at any rank count: printf/puts/putchar/fprintf(stdout) inside an
// elemental function are buffered per rank and printed after the calling
// statement (docs/language.md §6). A call from scalar code prints once.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s > o1 && FileCheck %s < o1
// RUN: %crun -n 2 %s > o2 && cmp o1 o2
// RUN: %crun -n 3 %s > o3 && cmp o1 o3
// CHECK: v 0
// CHECK-NEXT: v 1
// CHECK-NEXT: v 2
// CHECK-NEXT: v 3
// CHECK-NEXT: v 4
// CHECK-NEXT: v 5
// CHECK-NEXT: v 6
// CHECK-NEXT: sum 42
// CHECK-NEXT: even 100
// CHECK-NEXT: [102]
// CHECK-NEXT: even 104
// CHECK-NEXT: [106]
// CHECK-NEXT: after where
// CHECK-NEXT: v 3
// CHECK-NEXT: scalar 7
// CHECK-NEXT: nested 0:1
// CHECK-NEXT: <<0>>
// CHECK-NEXT: nested 1:2
// CHECK-NEXT: <<1>>
// CHECK: nested 6:7
// CHECK-NEXT: <<6>>
// CHECK-NEXT: in pfun 0
// CHECK: in pfun 6
// CHECK-NEXT: end
#include <stdio.h>
shape [7]S;

elemental int show(int v) { printf("v %d\n", v); return v * 2; }

elemental void even(int v)
{
    if (v % 4 == 0) fprintf(stdout, "even %d\n", v);
    else { putchar('['); printf("%d", v); puts("]"); }
}

elemental int inner(int v) { printf("<<%d>>\n", v); return v; }
elemental int outer(int v) { printf("nested %d:%d\n", v, v + 1); return inner(v); }

elemental int tag(int v) { printf("in pfun %d\n", v); return v; }
void pfun(int:current a) { int:current b; where (a >= 0) b = tag(a); }

main()
{
    int:S x, y;
    with (S) {
        x = pcoord(0);
        y = show(x);
        printf("sum %d\n", += y);
        where (x % 2 == 0) even(x + 100);
        printf("after where\n");
        printf("scalar %d\n", show(3) + 1);
        y = outer(x);
    }
    with (S) {
        int:S z;
        z = pcoord(0);
        pfun(z);
    }
    printf("end\n");
}
