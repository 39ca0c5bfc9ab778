// cstar_wtime() from <cstar.h>: wall-clock seconds; a 30 ms sleep between
// two readings must measure 0.025..5 s on every rank, and time never goes
// backwards across a parallel loop.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: sleep measured ok on all ranks
// CHECK-NEXT: monotone 1
#include <stdio.h>
#include <unistd.h>
#include <cstar.h>

shape [64]S;

main()
{
    double t0, t1, t2;
    int ok;
    t0 = cstar_wtime();
    usleep(30000);
    t1 = cstar_wtime();
    ok = t1 - t0 >= 0.025 && t1 - t0 < 5.0;
    with (S) {
        int:S x = pcoord(0);
        int:S okp = ok;
        x = x * x + 1;
        t2 = cstar_wtime();
        if (&= okp) printf("sleep measured ok on all ranks\n");
        else printf("sleep measured %g s\n", t1 - t0);
        printf("monotone %d\n", &= (int:S)(t2 >= t1));
    }
}
