// `f(b + 1)` with a parallel array b and a `T:current *` parameter is C's
// `f(&b[1])` (docs/language.md §6): element 1 is passed by a copy and
// copied back; `k + b`, `b - k` with a scalar k, and parentheses around it
// too; also as an argument of a parallel function with a parallel result
// (the copy-back comes before the assignment).  Before session 18 this was
// the error "parallel argument passed to scalar parameter".
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: ptr-args bad 0
// CHECK-NOT: bad
#include <stdio.h>
#define N 7
shape [N]S;
void:current bump(int:current *p, int v) { *p += v; }
int:current take(int:current *p) { int:current old = *p; *p = -1; return old; }
int main(void)
{
    int bad = 0, i, k, j = 3;
    with (S) {
        int:S b[5], got;
        int ref[5][N], rg[N];
        for (k = 0; k < 5; k++) b[k] = pcoord(0) + 10 * k;
        bump(b + 1, 100);
        bump(2 + b, 200);
        bump((b + j), 300);
        bump(b + j + 1 - 1 + 1, 400);   /* b + 4 */
        where (pcoord(0) % 2) bump(b - 0, 1);
        got = take(b + 2);
        for (i = 0; i < N; i++) {
            for (k = 0; k < 5; k++) ref[k][i] = i + 10 * k;
            ref[1][i] += 100; ref[2][i] += 200; ref[3][i] += 300; ref[4][i] += 400;
            if (i % 2) ref[0][i] += 1;
            rg[i] = ref[2][i]; ref[2][i] = -1;
            for (k = 0; k < 5; k++) if ([i]b[k] != ref[k][i]) { bad++; printf("b %d %d: %d %d\n", k, i, [i]b[k], ref[k][i]); }
            if ([i]got != rg[i]) { bad++; printf("got %d\n", i); }
        }
    }
    printf("ptr-args bad %d\n", bad);
    return 0;
}
