// Round-12 sweep: ending a program badly.  A failed assert in scalar code
// printed its message once per rank (or once, by chance) naming
// `__cs_user_main`; abort() in scalar code ended mpiexec with status 6 or 15
// by chance at 2-3 ranks; exit(3) or a failed assert in an elemental function,
// where one position's call ends the program from one rank, hung at 2 and 3
// ranks (the exit waited in a collective the other ranks never reached).
// In the EXIT and EASSERT runs the message comes from the rank that holds the
// position, "total 30" from rank 0: mpiexec forwards the two ranks' pipes in
// whichever order it reads them, so their order is not checked (CI, session
// 15, saw it vary under load).
// Now: one message, status 134 (128 + SIGABRT, as a shell reports for one
// process) at every rank count, and exit's own status from per-position code.
// RUN: %python %S/Inputs/lang12/status.py %crun -n 1 %s 1 > %t.a1 && FileCheck --check-prefix=ASSERT %s < %t.a1
// RUN: %python %S/Inputs/lang12/status.py %crun -n 3 %s 1 > %t.a3 && FileCheck --check-prefix=ASSERT %s < %t.a3
// RUN: %python %S/Inputs/lang12/status.py %crun -n 2 %s 2 > %t.b2 && FileCheck --check-prefix=ABORT %s < %t.b2
// RUN: %python %S/Inputs/lang12/status.py %crun -n 3 %s 2 > %t.b3 && FileCheck --check-prefix=ABORT %s < %t.b3
// RUN: %python %S/Inputs/lang12/status.py %crun -n 1 %s 3 > %t.c1 && FileCheck --check-prefix=EXIT %s < %t.c1
// RUN: %python %S/Inputs/lang12/status.py %crun -n 3 %s 3 > %t.c3 && FileCheck --check-prefix=EXIT %s < %t.c3
// RUN: %python %S/Inputs/lang12/status.py %crun -n 2 %s 4 > %t.d2 && FileCheck --check-prefix=EASSERT %s < %t.d2
// RUN: %python %S/Inputs/lang12/status.py %crun -n 3 %s 4 > %t.d3 && FileCheck --check-prefix=EASSERT %s < %t.d3
// RUN: %python %S/Inputs/lang12/status.py %crun -n 3 %s 0 > %t.e3 && FileCheck --check-prefix=FINE %s < %t.e3
// ASSERT: total 30
// ASSERT: lang12-abort.cs:68: main: Assertion `total == 31' failed.
// ASSERT-NOT: Assertion
// ASSERT-NOT: not reached
// ASSERT: status 134
// ABORT: total 30
// ABORT-NOT: not reached
// ABORT: status 134
// EXIT-DAG: total 30
// EXIT-DAG: negative value -4 at a position
// EXIT-NOT: not reached
// EXIT: status 3
// EASSERT-DAG: total 30
// EASSERT-DAG: lang12-abort.cs:49: half: Assertion `x % 2 == 0' failed.
// EASSERT-NOT: Assertion
// EASSERT-NOT: not reached
// EASSERT: status 134
// FINE: total 30
// FINE-NEXT: done 15
// FINE-NEXT: status 0
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

shape [6]S;
int:S v;

elemental int half(int x) { assert(x % 2 == 0); return x / 2; }

elemental int checked(int x)
{
    if (x < 0) {
        fprintf(stderr, "negative value %d at a position\n", x);
        exit(3);
    }
    return x;
}

main(argc, argv) int argc; char **argv;
{
    int mode = atoi(argv[1]), total = 0;
    with (S) {
        v = pcoord(0) * 2;
        total += v;
    }
    printf("total %d\n", total);
    if (mode == 1) assert(total == 31);
    if (mode == 2) abort();
    if (mode == 3) with (S) v = checked(pcoord(0) == 2 ? -4 : v);
    with (S) v = half(v + (mode == 4 && pcoord(0) == 4));
    with (S) total = += v;
    if (mode) printf("not reached\n");
    printf("done %d\n", total);
    return 0;
}
