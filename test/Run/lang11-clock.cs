// Round-11 sweep: the 1990s seeding idioms `srand(time(NULL))` and
// `srand(getpid())`, and a loop timed with clock().  Scalar code runs on every
// rank, so these calls must give every rank the same value (the front end's
// one clock and process id): getpid() differed on every rank, so ranks drew
// different rand() sequences (here: different loop counts around a
// reduction, which mismatched collectives) and `pid == [0]v` held on rank 0
// only ("same 4" instead of 10 at 2 ranks).  time() and clock() could differ
// likewise across a tick.  Now they are read once and broadcast (inside
// elemental functions they stay local).
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK-NOT: FAIL
// CHECK: same 10
// CHECK: clock ok
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#define N 10
shape [N]S;
int:S v;

elemental int stamp(int x) { return x + (time(NULL) > 0); }

main()
{
    int pid = getpid(), same, i, k, n, rounds, nfail = 0;
    long total, want;
    time_t t0 = time(NULL), t1;
    clock_t c0 = clock();

    with (S) {
        [0]v = pid;                 /* stored by the owner of position 0 */
        same = += (int:S)(pid == [0]v);
    }
    printf("same %d\n", same);

    for (k = 0; k < 2; k++) {
        unsigned seed = k ? (unsigned)pid : (unsigned)time(NULL);
        srand(seed);
        n = rand() % 5 + 1;
        total = 0;
        with (S) {
            v = pcoord(0);
            for (i = 0; i < n; i++) {
                v = v * 2 + rand() % 3;
                total += v;
            }
        }
        /* the same draws, replayed in plain C */
        srand(seed);
        if (rand() % 5 + 1 != n) { nfail++; printf("FAIL replay %d\n", k); }
        {
            long x[N];
            int j;
            want = 0;
            for (j = 0; j < N; j++) x[j] = j;
            for (i = 0; i < n; i++) {
                int r = rand() % 3;
                for (j = 0; j < N; j++) { x[j] = x[j] * 2 + r; want += x[j]; }
            }
        }
        if (total != want) { nfail++; printf("FAIL total %d: %ld %ld\n", k, total, want); }
    }
    /* a busy loop bounded by clock(): every rank must run it equally often */
    rounds = 0;
    while (clock() - c0 < CLOCKS_PER_SEC / 100 && rounds < 1000000) {
        with (S) v += 1;
        rounds++;
    }
    with (S) {
        total = 0;
        total += v - pcoord(0);
        v = stamp(v);
    }
    time(&t1);
    if (t1 < t0) { nfail++; printf("FAIL time\n"); }
    if (!nfail) printf("clock ok\n");
    return nfail;
}
