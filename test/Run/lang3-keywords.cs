// C* 6 keywords (round-3 sweep): shapeof(e) of variables, *p of an int:void * and computed
// values, with (shapeof(d)), a shape variable holding a copy (with (s2) of S's variables), the
// predeclared shape physical (one position per rank; file-scope int:physical), overload f, g;.
// Reference: the Python program Inputs/lang3-keywords.py.
// RUN: %python %S/Inputs/lang3-keywords.py > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
/* C* 6 keywords: shapeof, the physical shape, overload declarations */
#include <stdio.h>
shape [4][5]S;
shape [7]T;
int:S a;
double:T d;
int:T k7;
int:physical pid;                 /* file scope: one element per rank */
overload twice, norm;

int twice(int v) { return 2 * v; }
int:current twice(int:current v) { return v + v + 1; }
double norm(double x) { return x < 0 ? -x : x; }
double:current norm(double:current x) { return x < 0 ? -x : x; }

int size_of(int:void *p)
{
    return positionsof(shapeof(*p));
}

int main()
{
    shape s2;
    with (S) a = pcoord(0) * 5 + pcoord(1);
    with (T) d = pcoord(0) - 3.5;
    printf("%d %d %d %d\n", positionsof(shapeof(a)), rankof(shapeof(a)), dimof(shapeof(a), 1),
           positionsof(shapeof(d)));
    printf("%d %d\n", size_of(&a), size_of(&k7));
    with (shapeof(d)) {
        printf("%.1f %.1f\n", += norm(d), norm(-2.5));
        printf("%d\n", positionsof(shapeof(pcoord(0) + 1)));
    }
    s2 = shapeof(a);
    with (s2) printf("%d %d\n", += twice(a), twice(10));
    with (physical) {
        pid = pcoord(0);
        printf("physical rank %d, one position per rank: %d, ids ok: %d\n", rankof(physical),
               positionsof(physical) == += (int:physical)1,
               (+= pid) == positionsof(physical) * (positionsof(physical) - 1) / 2);
    }
    return 0;
}
