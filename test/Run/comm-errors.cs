// Out-of-range parallel left indices are run-time errors naming the .cs line,
// not memory corruption; so is a wrong index count for a shape whose rank is
// only known at run time.
// RUN: not %crun -n 2 %s 1 2>&1 | FileCheck %s --check-prefix=GET
// RUN: not %crun -n 2 %s 2 2>&1 | FileCheck %s --check-prefix=SEND
// RUN: not %crun -n 1 %s 3 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not %crun -n 3 %s 4 2>&1 | FileCheck %s --check-prefix=ADDR
// A scalar left index out of range is found by every rank and reported once:
// RUN: not %crun -n 2 %s 5 2>&1 | FileCheck %s --check-prefix=SCALAR
// RUN: not %crun -n 2 %s 5 2>&1 | grep -c 'out of range' | FileCheck %s --check-prefix=ONCE
// A wrong index count for a run-time shape in a <cscomm.h> call: every rank
// finds it, it is printed once.
// RUN: not %crun -n 3 %s 6 2>&1 | FileCheck %s --check-prefix=TOGRID
// RUN: not %crun -n 2 %s 6 2>&1 | grep -c 'to_grid: 1 index' | FileCheck %s --check-prefix=ONCE
// RUN: not %crun -n 3 %s 6 2>&1 | grep -c 'to_grid: 1 index' | FileCheck %s --check-prefix=ONCE
#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>
shape [10]S;
shape U;
int:S x, y;
int main(int argc, char **argv) {
    int which = argc > 1 ? atoi(argv[1]) : 0;
    allocate_shape(&U, 2, 3, 4);
    with (S) {
        x = pcoord(0);
        if (which == 1)
            y = [x + 1]x;
// GET: comm-errors.cs:[[@LINE-1]]: {{.*}}get: position 10 out of range for shape S (10 positions)
        if (which == 2)
            [x - 1]y += x;
// SEND: comm-errors.cs:[[@LINE-1]]: {{.*}}send: position -1 out of range for shape S
        if (which == 3) {
            int:U u;
            y = [x]u;
// RANK: comm-errors.cs:[[@LINE-1]]: {{.*}}left index: 1 index for shape 'U' of rank 2
        }
        if (which == 4)
            y = get(make_send_address(S, x * 2), &x, CMC_collisions);
// ADDR: comm-errors.cs:[[@LINE-1]]: {{.*}}out of range
    }
    if (which == 5)
        printf("%d\n", [which + 7]x);
// SCALAR: comm-errors.cs:[[@LINE-1]]: {{.*}}index 12 out of range for axis 0 of shape S (extent 10)
// ONCE: {{^}}1{{$}}
    if (which == 6)
        with (U) {
            int:U g, h;
            g = pcoord(0);
            to_grid(&h, g, 0, 1);
// TOGRID: comm-errors.cs:[[@LINE-1]]: {{.*}}to_grid: 1 index for shape 'U' of rank 2
        }
    printf("no error\n");
    return 0;
}
