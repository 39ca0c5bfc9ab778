// Standard output of elemental functions comes out in position order, the
// same at any rank count: printf/puts/putchar/fprintf(stdout) inside an
// elemental function are buffered per rank and printed after the calling
// statement (docs/language.md §6). A call from scalar code prints once. Lines
// written to a scalar file opened for writing (only rank 0 holds the real
// file) come in position order too, none lost (log.txt).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s > o1 && FileCheck %s < o1 && cp log.txt log1.txt
// RUN: FileCheck --check-prefix=LOG %s < log1.txt
// RUN: %crun -n 2 %s > o2 && cmp o1 o2 && cmp log1.txt log.txt
// RUN: %crun -n 3 %s > o3 && cmp o1 o3 && cmp log1.txt log.txt
// LOG: start
// LOG-NEXT: vp 0 says 0
// LOG-NEXT: -
// LOG-NEXT: vp 1 says 1
// LOG-NEXT: -
// LOG-NEXT: vp 2 says 4
// LOG-NEXT: -
// LOG-NEXT: vp 4 says 16
// LOG: vp 6 says 36
// LOG-NEXT: -
// LOG-NEXT: middle
// LOG-NEXT: vp 10 says 100
// LOG: vp 16 says 256
// LOG-NEXT: -
// LOG-NEXT: end
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

FILE *lg;
elemental int note(int v) { fprintf(lg, "vp %d says %d\n", v, v * v); fputs("-\n", lg); return v; }

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
    lg = fopen("log.txt", "w");
    fprintf(lg, "start\n");
    with (S) {
        int:S w, r;
        w = pcoord(0);
        where (w != 3) r = note(w);
        fprintf(lg, "middle\n");
        r = note(w + 10);
    }
    fprintf(lg, "end\n");
    fclose(lg);
    printf("end\n");
}
