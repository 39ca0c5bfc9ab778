// Regression: a `with`/`everywhere` body that is a `where` (or for/if ending in
// one) without an else: the Parse stage's marker `else;` for the `with` bound to
// the inner `where`, and Lower crashed (afterStmt on a null else). ECOLAB writes
// `with (*r->sh) where (*m->list) [...]... = ...;`.
// By hand: odd positions y = 1 (5); the loop adds 10*(9+8+7) = 240; +1000 at
// each of 10; f(7) adds 100 at x = 8, 9 (everywhere); y[0] = -5 (was 1000):
// 5 + 240 + 10000 + 200 - 1000 - 5 = 9440.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: y sum 9440
#include <stdio.h>
#define N 10
shape [N]S;
int:S x, y;

void f(int k)
{
    everywhere where (x > k) y += 100;
}

main()
{
    int i;
    with (S) x = pcoord(0);
    with (S) where (x % 2) y = 1;
    with (S) for (i = 0; i < 3; i++) where (x > i) y += 10;
    with (S) if (N > 5) y += 1000;
    with (S) where (x < 3) f(7);
    with (S) with (S) where (x == 0) y = -5;
    with (S) printf("y sum %d\n", += y);
    return 0;
}
