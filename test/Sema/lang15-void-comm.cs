// The <cscomm.h> functions that store through their first argument (from_grid,
// from_torus, to_grid, ..._dim, reduce, send) return nothing; using one as a
// value names the function and its form, not only Clang's 'void'.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
#include <cscomm.h>
shape [4][4]G;
main()
{
    int:G a, c;
    with (G) {
        a = pcoord(0);
        c = from_torus(&a, 1, -2);
// CHECK: lang15-void-comm.cs:[[@LINE-1]]:11: error: assigning to 'int' from incompatible type 'void'; from_torus returns nothing: it stores its result through its first argument (from_torus(&dest, ...))
        int:G d = from_grid_dim(&a, a, 0, 1);
// CHECK: lang15-void-comm.cs:[[@LINE-1]]:15: error: initializing 'int' with an expression of incompatible type 'void'; from_grid_dim returns nothing
    }
}
