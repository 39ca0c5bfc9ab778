// A program with its own header (`#include "Inputs/lang-header.h"`, which
// includes another): the C compiler of the generated C finds it (it did not:
// "No such file or directory", the generated C lives in a temporary directory),
// and the headers' macros with C* bodies are expanded like the file's own.
// Expected values computed by hand: a = 2*p for p = 0..11.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
#include <stdio.h>
#include "Inputs/lang-header.h"
shape [N]S;
int:S a;
range make_range(int lo, int hi) { range r; r.lo = lo; r.hi = hi; return r; }
main()
{
    range r;
    FORALL(S) {
        a = pcoord(0) * 2;
        r = make_range(SMALLEST(a), BIGGEST(a));
        printf("%d %d %d\n", SUM(a), r.lo, r.hi);
// CHECK: 132 0 22
    }
}
