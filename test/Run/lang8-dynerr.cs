// Round-8 sweep: run-time errors of <cscomm.h> arguments the compiler cannot
// see name the .cs line and are printed once (docs/language.md §4a): an axis
// past the rank of the current shape in scan, enumerate, spread, rank and
// pcoord (rank and pcoord divided by a missing extent: SIGFPE), an axis mask
// of multispread naming no axis, a bitwise combiner on floating values (was a
// message without file:line, printed by every rank).  A shape with fewer
// positions than ranks (T) still reports.  Without an error the program runs.
// RUN: %crun -n 3 %s 0 2>&1 | FileCheck --check-prefix=OK %s
// RUN: not %crun -n 2 %s 1 2>&1 | FileCheck --check-prefix=SCAN %s
// RUN: not %crun -n 2 %s 1 2>&1 | grep -c 'out of range' | FileCheck --check-prefix=ONCE %s
// RUN: not %crun -n 3 %s 2 2>&1 | FileCheck --check-prefix=SPREAD %s
// RUN: not %crun -n 2 %s 3 2>&1 | FileCheck --check-prefix=RANK %s
// RUN: not %crun -n 3 %s 4 2>&1 | FileCheck --check-prefix=ENUM %s
// RUN: not %crun -n 3 %s 5 2>&1 | FileCheck --check-prefix=PCOORD %s
// RUN: not %crun -n 3 %s 5 2>&1 | grep -c 'out of range' | FileCheck --check-prefix=ONCE %s
// RUN: not %crun -n 1 %s 6 2>&1 | FileCheck --check-prefix=MULTI %s
// RUN: not %crun -n 2 %s 7 2>&1 | FileCheck --check-prefix=FLOAT %s
// RUN: not %crun -n 2 %s 7 2>&1 | grep -c 'logand' | FileCheck --check-prefix=ONCE %s
// RUN: not %crun -n 2 %s 8 2>&1 | FileCheck --check-prefix=GLOBAL %s
// A segment bit of another shape (read past its storage before; a cast hides
// it from the compiler) and a notify
// flag of another shape than send's destination, for a shape made at run time:
// RUN: not %crun -n 3 %s 9 2>&1 | FileCheck --check-prefix=SBIT %s
// RUN: not %crun -n 2 %s 10 2>&1 | FileCheck --check-prefix=NOTIFY %s
#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>
shape [10]S;
shape [2]T;
shape U;
int:S x, y;
int:T t;
double:S d;
int main(int argc, char **argv)
{
    int w = atoi(argv[1]), ax = w ? 1 : 0;
    allocate_shape(&U, 1, 4);
    {
    bool:U ub;
    bool:void *pb = &ub;      /* cast back to the wrong shape below */
    with (S) {
        if (w == 9)
            y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_segment_bit, (bool:S *)pb, CMC_inclusive);
// SBIT: lang8-dynerr.cs:[[@LINE-1]]: error: scan: parallel variable of shape 'U' used where the current shape is 'S'
        if (w == 10)
            send(&t, make_send_address(T, pcoord(0) % 2), x, CMC_combiner_add, &ub);
// NOTIFY: lang8-dynerr.cs:[[@LINE-1]]: error: send: the notify flag is of shape 'U', the destination of shape 'T'; they must be of one shape
        x = pcoord(0);
        if (w == 1)
            y = scan(x, ax, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
// SCAN: lang8-dynerr.cs:[[@LINE-1]]: error: scan: axis 1 is out of range for shape 'S' of rank 1 (axes are 0 to 0)
        if (w == 2)
            y = spread(x, ax + 2, CMC_combiner_add);
// SPREAD: lang8-dynerr.cs:[[@LINE-1]]: error: spread: axis 3 is out of range for shape 'S' of rank 1
        if (w == 3)
            y = rank(x, ax, CMC_upward, CMC_none, CMC_no_field);
// RANK: lang8-dynerr.cs:[[@LINE-1]]: error: rank: axis 1 is out of range for shape 'S' of rank 1
        if (w == 4)
            y = enumerate(-ax, CMC_upward, CMC_inclusive, CMC_none, CMC_no_field);
// ENUM: lang8-dynerr.cs:[[@LINE-1]]: error: enumerate: axis -1 is out of range for shape 'S' of rank 1
        if (w == 6)
            y = multispread(x, 2 * ax, CMC_combiner_max);
// MULTI: lang8-dynerr.cs:[[@LINE-1]]: error: multispread: axis mask 0x2 names an axis past the rank 1 of shape 'S'
        d = x * 0.5;
        if (w == 7)
            d = scan(d, 0, CMC_combiner_logior, CMC_upward, CMC_none, CMC_no_field, CMC_exclusive);
// FLOAT: lang8-dynerr.cs:[[@LINE-1]]: error: scan: combiner logand/logior/logxor needs integer (or bool) values; these are floating
        if (w == 8)
            printf("%g\n", global(d, CMC_combiner_logxor));
// GLOBAL: lang8-dynerr.cs:[[@LINE-1]]: error: global: combiner logand/logior/logxor needs integer (or bool) values
    }
    with (T) {
        if (w == 5)
            t = pcoord(ax) + 1;
// PCOORD: lang8-dynerr.cs:[[@LINE-1]]: error: pcoord: axis 1 is out of range for shape 'T' of rank 1
        t = pcoord(ax - ax) + 1;
    }
    with (S) y = scan(x, ax, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
    }
    printf("ok %d %d\n", [1]t, [9]y);
// OK: ok 2 45
// ONCE: 1
    return 0;
}
