// Round-7 sweep: a call of a parallel function where no shape is current, or
// where another shape is current, is one error naming the function, its line
// and both shapes (its arguments are then checked against the function's
// shape, not reported one by one) (docs/language.md §6).
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
// RUN: %cstar --emit=spmd -DCLEAN %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=CLEAN %s
#include <stdio.h>
#include <cscomm.h>
shape [8]S;
shape [4]T;
int:S a;
int:T b;

int:S twice(int:S v) { return 2 * v; }
int:current plus1(int:current v) { return v + 1; }
void:S bump(int:S *p) { *p += 1; }
void:current show(int:current v) { printf("%d\n", += v); }
int:S iota() { return pcoord(0); }
elemental int sq(int v) { return v * v; }

main()
{
    int:S r;
    int n = 3;
#ifndef CLEAN
    r = twice(a);
// CHECK: lang7-errors.cs:[[@LINE-1]]:9: error: call of parallel function 'twice' (of shape 'S') where no shape is current; put it inside 'with (S)'
// CHECK-NOT: lang7-errors.cs:[[@LINE-2]]:{{.*}}error
    bump(&a);
// CHECK: lang7-errors.cs:[[@LINE-1]]:5: error: call of parallel function 'bump' (of shape 'S') where no shape is current; put it inside 'with (S)'
    show(a);
// CHECK: lang7-errors.cs:[[@LINE-1]]:5: error: call of parallel function 'show' where no shape is current; put it inside a 'with' statement
// CHECK-NOT: lang7-errors.cs:[[@LINE-2]]:{{.*}}error
    r = iota() + 1;
// CHECK: lang7-errors.cs:[[@LINE-1]]:9: error: call of parallel function 'iota' (of shape 'S') where no shape is current; put it inside 'with (S)'
    with (T) b = twice(a);
// CHECK: lang7-errors.cs:[[@LINE-1]]:18: error: call of parallel function 'twice' (of shape 'S') where the current shape is 'T'; call it inside 'with (S)'
// CHECK-NOT: lang7-errors.cs:[[@LINE-2]]:{{.*}}error
    with (T) {
        bump(&a);
// CHECK: lang7-errors.cs:[[@LINE-1]]:9: error: call of parallel function 'bump' (of shape 'S') where the current shape is 'T'; call it inside 'with (S)'
        b = plus1(a);
// CHECK: lang7-errors.cs:[[@LINE-1]]:19: error: parallel variable 'a' has shape 'S' but the current shape is 'T'; select it with 'with (S)'
    }
    with (S) b = twice(a);
// CHECK: lang7-errors.cs:[[@LINE-1]]:14: error: parallel variable 'b' has shape 'T' but the current shape is 'S'; select it with 'with (T)'
// CHECK-NOT: lang7-errors.cs:[[@LINE-2]]:{{.*}}error
    from_grid_dim(&r, a, 0, 1);
// CHECK: lang7-errors.cs:[[@LINE-1]]:5: error: call of communication function 'from_grid_dim' where no shape is current; put it inside a 'with' statement
// CHECK-NOT: error: call of parallel function 'from_grid_dim'
#endif
    /* correct calls: no diagnostic */
    with (S) { r = twice(a); bump(&a); show(plus1(r)); r = iota(); }
    with (T) { b = plus1(b); show(b); }
    n = sq(n);
    printf("%d\n", n);
// CLEAN-NOT: error
// CLEAN-NOT: warning
    return 0;
}
