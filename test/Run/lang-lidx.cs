// Scalar left indexing as a read-modify-write in scalar code: the value of
// `[2]a++`, `[1]a += 10`, `[4]c <?= 2`, `[0]m[2] *= 4` is the same on every rank
// (it was the scratch slot's stale value on the ranks not owning the position:
// `r = [2]a++` gave 0 at 3 ranks).  Also `T x:S` / `T x[3]:S` declarators,
// chained parallel assignments, ++/-- on parallel variables, a static parallel
// function.  Expected values computed by hand.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
#include <stdio.h>
#define N 5
shape [N]S;
int a:S, b:S, c:S;
double m[3]:S;
static int:S sq(int:S v) { return v * v; }
main()
{
    int i, r, r2, r3;
    double d;
    with (S) {
        a = b = c = pcoord(0);
        a++; ++b; c += (b = 3) + 1;
        r = [2]a++;
        --[3]b;
        m[0] = a; m[1] = b; m[2] = c * 0.5;
        printf("r %d a2 %d\n", r, [2]a);
// CHECK: r 3 a2 4
        for (i = 0; i < N; i++) printf("%d %d %d %g %g %g\n", [i]a, [i]b, [i]c, [i]m[0], [i]m[1], [i]m[2]);
// CHECK-NEXT: 1 3 4 1 3 2
// CHECK-NEXT: 2 3 5 2 3 2.5
// CHECK-NEXT: 4 3 6 4 3 3
// CHECK-NEXT: 4 2 7 4 2 3.5
// CHECK-NEXT: 5 3 8 5 3 4
        printf("sq %d\n", += sq(a));
// CHECK-NEXT: sq 62
        r = [1]a += 10;
        r2 = ([4]c <?= 2);
        r3 = --[0]b;
        d = [0]m[2] *= 4;
        printf("%d %d %d %g %d %d %d %g\n", r, r2, r3, d, [1]a, [4]c, [0]b, [0]m[2]);
// CHECK-NEXT: 12 2 2 8 12 2 2 8
        r = [N - 1]a-- + [N - 2]a--;
        printf("%d %d %d\n", r, [N - 1]a, [N - 2]a);
// CHECK-NEXT: 9 4 3
    }
}
