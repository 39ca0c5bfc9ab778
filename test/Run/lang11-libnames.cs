// Round-11 sweep: a program's own `time` variable and `clock` function (no
// <time.h>), as simulations name them, beside the C library calls that cstar
// runs once (time, clock, getpid, system: lang11-clock.cs, lang11-system.cs).
// The runtime's declarations of those must not bring <time.h> into the
// program, and only calls of the C library's functions are rerouted.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: t 1.5 clock 3 sum 3
#include <stdio.h>
shape [4]S;
double time = 0.5;
int clock(int x) { return x + 1; }
main()
{
    double:S t;
    double sum = 0;
    with (S) {
        t = time * pcoord(0);
        sum += t;
    }
    printf("t %g clock %d sum %g\n", [3]t, clock(2), sum);
    return 0;
}
