// Round-9 sweep: a constant direction, inclusion or segment-mode argument of
// scan, enumerate or rank that is neither of its two values is a compile-time
// error naming the argument (it was read as the other value: a misplaced
// argument, e.g. the combiner where the direction goes, went unnoticed).
// The valid spellings compile without a diagnostic.
// RUN: not %cstar --emit=spmd -DBAD %s 2>&1 | FileCheck %s
// A cast to a parallel type of another shape was accepted and ignored, and a
// declaration naming two shapes took the first:
// RUN: not %cstar --emit=spmd -DSHAPES %s 2>&1 | FileCheck --check-prefix=SHAPES %s
// A GNU statement expression holding parallel values (a MAX macro applied to
// a parallel variable) compiled to C with undeclared temporaries:
// RUN: not %cstar --emit=spmd -DSTMTEXPR %s 2>&1 | FileCheck --check-prefix=STMTEXPR %s
// RUN: %cstar --emit=spmd %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=CLEAN %s
#include <stdio.h>
#include <cscomm.h>
shape [8]S;
shape [2][4]G;
int:S x, y;
#ifdef SHAPES
int:S z:G;
// SHAPES: lang9-errors.cs:[[@LINE-1]]:7: error: 'z' is declared with two shapes, 'S' and 'G'; write one ('int:S x;' or 'int x:S;')
int w:S;
int:S v:S;
int:G g;
void cast(void)
{
    with (S) x = (int:G)y;
// SHAPES: lang9-errors.cs:[[@LINE-1]]:{{[0-9]+}}: error: cast of a parallel value of shape 'S' to a parallel type of shape 'G'; a cast cannot change the shape
    with (S) x = (int:S)y + (long:S)w + (int:current)v;
}
#endif
#define MAX(a, b) ({ __typeof__(a) a_ = (a), b_ = (b); a_ > b_ ? a_ : b_; })
#ifdef STMTEXPR
void stmtexpr(void)
{
    with (S) x = MAX(y, 2);
// STMTEXPR: lang9-errors.cs:[[@LINE-1]]:{{[0-9]+}}: error: a statement expression '({ ... })' with parallel values is not supported
    with (S) x = ({ int:S t = y; t + 1; });
// STMTEXPR: lang9-errors.cs:[[@LINE-1]]:18: error: a statement expression '({ ... })' with parallel values is not supported
}
#endif
int main(void)
{
    with (S) {
#ifdef BAD
        y = scan(x, 0, CMC_combiner_add, CMC_combiner_max, CMC_none, CMC_no_field, CMC_inclusive);
// CHECK: lang9-errors.cs:[[@LINE-1]]:42: error: scan: direction argument 6 is neither CMC_upward nor CMC_downward (argument 4)
        y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, 2);
// CHECK: lang9-errors.cs:[[@LINE-1]]:78: error: scan: inclusion argument 2 is neither CMC_exclusive nor CMC_inclusive (argument 7)
        y = enumerate(0, CMC_upward, CMC_inclusive, 5, CMC_no_field);
// CHECK: lang9-errors.cs:[[@LINE-1]]:53: error: enumerate: segment mode argument 5 is neither CMC_none nor CMC_segment_bit (argument 4)
        y = rank(x, 0, -1, CMC_none, CMC_no_field);
// CHECK: lang9-errors.cs:[[@LINE-1]]:24: error: rank: direction argument -1 is neither CMC_upward nor CMC_downward (argument 3)
#endif
        y = scan(x, 0, CMC_combiner_add, CMC_downward, CMC_segment_bit, CMC_no_field, CMC_exclusive);
        y = enumerate(0, 1, 0, 0, CMC_no_field) + rank(x, 0, CMC_upward, CMC_none, CMC_no_field);
        x = y + MAX(3, 4);   /* a scalar statement expression is fine */
    }
    return 0;
}
// SHAPES-NOT: error:
// CLEAN-NOT: error
// CLEAN-NOT: warning
