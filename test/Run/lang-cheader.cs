// C* declarations in the program's own header, shared by two .cs files:
// `extern shape`, `extern int:S`, a typedef of a parallel type, parallel
// function prototypes.  The header (and the header it includes) goes through
// the C* front end with each file.  Hand-computed: fill(1) gives a = p + 1
// (p = 0..11, sum 78), twice doubles it (sum 156), d = a / 2 (sum 78).
// RUN: rm -rf %t && mkdir -p %t && %cstar %s %S/Inputs/lang-cheader-lib.cs -o %t/prog
// RUN: %mpiexec -n 1 %t/prog | FileCheck %s
// RUN: %mpiexec -n 2 %t/prog | FileCheck %s
// RUN: %mpiexec -n 3 %t/prog | FileCheck %s
#include <stdio.h>
#include "Inputs/lang-cheader.h"
shape [N]S;
int:S a;
int main(void)
{
    dvec d;
    fill(1);
    with (S) {
        printf("%d %d\n", PSUM(a), total(a));
// CHECK: 78 78
        a = twice(a);
        d = a / 2.0;
        printf("%d %d %g %d\n", PSUM(a), total(a), PSUM(d), [11]a);
// CHECK-NEXT: 156 156 78 24
    }
    return 0;
}
