// A parallel variable of an element of an array of shapes (PG9 §9.1.1):
// `int:ring[1] a;` (also a parallel function's parameter and result),
// `double:grids[k] v = ...;` with a run-time index, and the
// parenthesised shape expressions `int:(*sp) b;`, `int:(g.sh) c;`.  The
// subscripts were read as a C* shape declarator's dimensions ("brackets are not
// allowed here"), and `int:(ring[1]) a` was "'(ring[1])' is not a shape".
// Sums against scalar loops; gets and sends through such variables.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// RUN: not %cstar --emit=spmd -DBAD %s 2>&1 | FileCheck --check-prefix=BAD %s
// CHECK: ring 6 ref 6 rev 3 count 4
// CHECK: twice 6 0
// CHECK: grids 0: 3 ref 3
// CHECK: grids 1: 9 ref 9
// CHECK: grids 2: 18 ref 18
// CHECK: ptr 10 struct 36 paren 4
// BAD-DAG: lang17-shape-elements.cs:[[@LINE+14]]:18: error: 'count[1]' is not a shape (in the type of 'bad')
#include <stdio.h>
shape [4]ring[3];
shape [][]grids[3];
struct holder { shape sh; int n; };
#ifdef BAD
// BAD-DAG: lang17-shape-elements.cs:[[@LINE+1]]:14: error: file-scope parallel variable 'early' needs a fully specified shape, but 'grids[1]' gets its extents from allocate_shape at run time
int:grids[1] early;
#endif
int:ring[1] twice(int:ring[1] v) { return 2 * v; }
int main()
{
#ifdef BAD
    int count[2];
    int:count[1] bad;
#endif
    int k, i;
    int:ring[1] a, r;
    with (ring[1]) {
        a = pcoord(0);
        r = [3 - pcoord(0)]a;
        printf("ring %d ref %d rev %d count %d\n", += a, 0 + 1 + 2 + 3, [0]r, += (int:ring[1])1);
        r = twice(r);
        printf("twice %d %d\n", [0]r, [3]r);
    }
    for (k = 0; k < 3; k++) {
        int ref = 0, x, y;
        allocate_shape(&grids[k], 2, k + 1, 3);
        with (grids[k]) {
            double:grids[k] v = pcoord(0) + pcoord(1);
            int:grids[k] n;
            n = v;
            for (x = 0; x <= k; x++) for (y = 0; y < 3; y++) ref += x + y;
            printf("grids %d: %d ref %d\n", k, += n, ref);
        }
    }
    {
        shape *sp = &ring[2];
        struct holder g;
        int:(*sp) b;
        g.sh = grids[2];
        with (*sp) {
            b = pcoord(0) + 1;
        }
        with (g.sh) {
            int:(g.sh) c = pcoord(0) * 3 + pcoord(1);
            int:(ring[0]) p;
            int tb = 0, tp = 0;
            with (ring[0]) { p = 1; tp += p; }
            with (*sp) tb += b;
            printf("ptr %d struct %d paren %d\n", tb, += c, tp);
        }
    }
    return 0;
}
