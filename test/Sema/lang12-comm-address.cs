// Round-12 sweep: the address of a parallel variable where a <cscomm.h>
// function takes its value (`scan(&x, ...)`, send's source `&x`).  The
// pointer converted to bool picked the bool overload, with only Clang's
// warning: `scan(&x, 0, CMC_combiner_add, ...)` compiled and summed 1s
// (y = 1, 2, 3, ... whatever x held), and `send(&d, a, &x, ...)` said its
// *destination* must point to a bool.  Now one error names the argument.
// The correct calls (second RUN) compile clean.
// RUN: not %cstar --emit=spmd -DBAD %s 2>&1 | FileCheck %s
// RUN: %cstar --emit=spmd %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=CLEAN %s
// CLEAN-NOT: error
// CLEAN-NOT: warning
#include <cscomm.h>

shape [8]S;
int:S x, y, a;
double:S d;
bool:S b;

main()
{
    with (S) {
        a = (pcoord(0) * 3) % 8;
#ifdef BAD
        // CHECK: lang12-comm-address.cs:[[@LINE+1]]:18: error: argument 'source' of 'scan' is a value, not the address of one: pass 'x', not '&x'
        y = scan(&x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        // CHECK: lang12-comm-address.cs:[[@LINE+1]]:21: error: argument 'source' of 'send' is a value, not the address of one
        send(&y, a, &x, CMC_combiner_add, &b);
        // CHECK-NOT: must point to a parallel bool
        // CHECK: lang12-comm-address.cs:[[@LINE+1]]:20: error: argument 'source' of 'spread' is a value
        d = spread(&d, 0, CMC_combiner_max);
        // CHECK: lang12-comm-address.cs:[[@LINE+1]]:20: error: argument 'source' of 'global' is a value
        y = global(&x, CMC_combiner_add);
#else
        y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        send(&y, a, x, CMC_combiner_add, &b);
        d = spread(d, 0, CMC_combiner_max);
        y = global(x, CMC_combiner_add);
#endif
    }
    return 0;
}
