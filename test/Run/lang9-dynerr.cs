// Round-9 sweep: run-time errors left open by lang8, each naming the .cs
// line and printed once: a scan, enumerate or rank direction (or inclusion,
// or segment mode) known only at run time that is not one of its two values
// (was read as the other value), pfree of the address of a declared parallel
// variable (freed it, then the block freed it again), make_multi_coord with
// a coordinate out of range, copy_multispread with a multi_coord of another
// shape or an axis the multi_coord does not give.  Without an error the
// program runs (and pfree of palloc storage works).
// RUN: %crun -n 3 %s 0 2>&1 | FileCheck --check-prefix=OK %s
// RUN: not %crun -n 2 %s 1 2>&1 | FileCheck --check-prefix=DIR %s
// RUN: not %crun -n 2 %s 1 2>&1 | grep -c 'direction' | FileCheck --check-prefix=ONCE %s
// RUN: not %crun -n 3 %s 2 2>&1 | FileCheck --check-prefix=INCL %s
// RUN: not %crun -n 1 %s 3 2>&1 | FileCheck --check-prefix=RANKDIR %s
// RUN: not %crun -n 3 %s 4 2>&1 | FileCheck --check-prefix=SMODE %s
// RUN: not %crun -n 2 %s 5 2>&1 | FileCheck --check-prefix=PFREE %s
// RUN: not %crun -n 2 %s 5 2>&1 | grep -c 'pfree' | FileCheck --check-prefix=ONCE %s
// RUN: not %crun -n 3 %s 6 2>&1 | FileCheck --check-prefix=PFREEG %s
// RUN: not %crun -n 2 %s 7 2>&1 | FileCheck --check-prefix=MCOORD %s
// RUN: not %crun -n 3 %s 8 2>&1 | FileCheck --check-prefix=MSHAPE %s
// RUN: not %crun -n 2 %s 9 2>&1 | FileCheck --check-prefix=MAXIS %s
#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>
shape [10]S;
shape [3][4]G;
int:S x, y;
int:G g;
int main(int argc, char **argv)
{
    int w = atoi(argv[1]), bad = w == 1 ? 2 : w == 2 ? -1 : w == 3 ? 7 : w == 4 ? 3 : 0;
    int c[2] = {2, w == 7 ? 4 : 3};
    CMC_multi_coord_t mc = make_multi_coord(G, w == 9 ? 1 : 3, c);
// MCOORD: lang9-dynerr.cs:[[@LINE-1]]: error: make_multi_coord: coordinate 4 on axis 1 is out of range for shape 'G' (0 to 3)
    with (S) {
        x = pcoord(0);
        y = scan(x, 0, CMC_combiner_add, w == 1 ? bad : CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
// DIR: lang9-dynerr.cs:[[@LINE-1]]: error: scan: direction 2 is not CMC_upward or CMC_downward
        y = enumerate(0, CMC_downward, w == 2 ? bad : CMC_exclusive, CMC_none, CMC_no_field);
// INCL: lang9-dynerr.cs:[[@LINE-1]]: error: enumerate: inclusion -1 is not CMC_exclusive or CMC_inclusive
        y = rank(x, 0, w == 3 ? bad : CMC_downward, CMC_none, CMC_no_field);
// RANKDIR: lang9-dynerr.cs:[[@LINE-1]]: error: rank: direction 7 is not CMC_upward or CMC_downward
        y = scan(x, 0, CMC_combiner_max, CMC_upward, w == 4 ? bad : CMC_none, CMC_no_field, CMC_exclusive);
// SMODE: lang9-dynerr.cs:[[@LINE-1]]: error: scan: segment mode 3 is not CMC_none or CMC_segment_bit
        {
            int:S local = 5;
            int:S *p = palloc(S, boolsizeof(int));
            *p = local + x;
            if (w == 0) printf("sum %d\n", += *p);
            pfree(p);
            if (w == 5) pfree(&local);
// PFREE: lang9-dynerr.cs:[[@LINE-1]]: error: pfree: this pointer is the address of a declared parallel variable of shape 'S', not of storage from palloc (a declared variable is freed when its block exits)
            if (w == 6) { int:S *q = &x; pfree(q); }
// PFREEG: lang9-dynerr.cs:[[@LINE-1]]: error: pfree: this pointer is the address of a declared parallel variable of shape 'S'
        }
        if (w == 8) y = copy_multispread(&x, 1, mc);
// MSHAPE: lang9-dynerr.cs:[[@LINE-1]]: error: copy_multispread: the multi_coord was made for shape 'G', not for the current shape 'S'
    }
    with (G) {
        g = pcoord(0) * 10 + pcoord(1);
        g = copy_multispread(&g, 2, mc);
// MAXIS: lang9-dynerr.cs:[[@LINE-1]]: error: copy_multispread: axis mask 0x2 names an axis the multi_coord (mask 0x1) gives no coordinate for
        if (w == 0) printf("g %d %d\n", [0][0]g, [2][1]g);
    }
    printf("y %d %d\n", [0]y, [9]y);
    return 0;
}
// OK: sum 95
// OK: g 3 23
// OK: y -2147483648 8
// ONCE: 1
