// Round-9 sweep: a volatile parallel variable read and written by scalar
// left indexing compiled with gcc warnings ("passing argument 1 of
// 'cs_pvar_shape' discards 'volatile' qualifier") in the generated C.
// RUN: %cstar %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=NOWARN %s
// RUN: %mpiexec -n 2 %t | FileCheck %s
// NOWARN-NOT: warning
#include <stdio.h>
shape [5]S;
volatile int:S vv;
int main(void)
{
    with (S) {
        volatile double:S d = pcoord(0) * 0.5;
        vv = pcoord(0) * 3;
        [2]vv = 40;
        [1]vv += 1;
        printf("%d %d %g %d\n", [1]vv, [2]vv, [4]d, += vv);
// CHECK: 4 40 2 65
    }
    return 0;
}
