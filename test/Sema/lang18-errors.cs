// Round-18 diagnostics:
//  * `f(b + x)` with a parallel array b, a parallel offset x and a `T:current *`
//    parameter: a different element at each position, which one pointer
//    cannot name; the error says so (it said "parallel argument passed to
//    scalar parameter", as `f(b + 1)` did before `b + 1` became `&b[1]`).
//  * A warning whose fix-its fall on one place of the .cs text (a form written
//    by one of the program's macros) prints no fix-it: inserting "(" and ")"
//    at the macro's name would be a wrong edit.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
#define SUM2(x) += x * 2
shape [8]S;
void:current bump(int:current *p, int v) { *p += v; }
int main(void)
{
    int r = 0;
    with (S) {
        int:S b[3], x = pcoord(0) % 3;
        bump(b + x, 1);
// CHECK: lang18-errors.cs:[[@LINE-1]]:14: error: a parallel array plus a parallel offset ('a + x') names a different element at each position, but parameter 'p' of 'bump' takes one element for all positions
        bump(x + 1 + b, 1);
// CHECK: lang18-errors.cs:[[@LINE-1]]:14: error: a parallel array plus a parallel offset
        bump(b + 1 - x, 1);
// CHECK: lang18-errors.cs:[[@LINE-1]]:14: error: a parallel array plus a parallel offset
        bump(b + 2, 1);
// CHECK-NOT: lang18-errors.cs:[[@LINE-1]]
        r = SUM2(x);
// CHECK: lang18-errors.cs:[[@LINE-1]]:13: warning: '+=' reduces only the operand next to it
// CHECK-NOT: fix-it
    }
    return r;
}
