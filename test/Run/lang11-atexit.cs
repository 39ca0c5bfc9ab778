// Round-11 sweep: C's atexit handlers, as 1990s C programs use them to report
// at the end.  main's return and exit() finalize the runtime before C runs the
// handlers; their printf/puts and a log file they write failed on every rank
// but 0 with "runtime used before cs_init" (exit status 1) at 2 and 3 ranks.
// Now the handlers' scalar output is printed once, by rank 0, and parallel
// code in a handler is an error that says why.
// RUN: %crun -n 1 %s 0 %t.log0 > %t.1 2>&1 && FileCheck --check-prefix=EXIT %s < %t.1
// RUN: %crun -n 2 %s 0 %t.log0 > %t.2 2>&1 && diff %t.1 %t.2
// RUN: %crun -n 3 %s 0 %t.log0 > %t.3 2>&1 && diff %t.1 %t.3
// RUN: FileCheck --check-prefix=LOG %s < %t.log0
// RUN: %crun -n 3 %s 1 %t.log1 2>&1 | FileCheck --check-prefix=RET %s
// RUN: FileCheck --check-prefix=LOG %s < %t.log1
// RUN: not %crun -n 2 %s 2 %t.log2 2>&1 | FileCheck --check-prefix=PAR %s
// EXIT-NOT: error
// EXIT: n 11 min 1 max 11
// EXIT-NEXT: finish: total 60
// EXIT-NEXT: log written
// EXIT-NEXT: atexit total 60 nfail 0
// EXIT-NOT: {{.}}
// RET-NOT: error
// RET: finish: total 60
// RET-NEXT: main returns
// RET-NEXT: log written
// RET-NEXT: atexit total 60 nfail 0
// LOG: total 60
// LOG-NEXT: positions 15
// PAR: main returns
// PAR: cstar runtime: error: parallel code or communication after the program ended (in an atexit handler, or after exit)
#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>

#define N 15
shape [N]S;
int:S key;
long grand_total;
int nfail;
char *logname;

static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

static void report(void) { printf("atexit total %ld nfail %d\n", grand_total, nfail); }

static void save(void)
{
    FILE *f = fopen(logname, "w");
    if (f == NULL) { printf("cannot open %s\n", logname); return; }
    fprintf(f, "total %ld\n", grand_total);
    fprintf(f, "positions %d\n", positionsof(S));
    fclose(f);
    puts("log written");
}

static void bad(void) { with (S) grand_total += key; }

static void finish(int how)
{
    with (S) {
        grand_total += key;
        printf("finish: total %ld\n", grand_total);
        if (how == 0) exit(nfail);
    }
}

main(argc, argv)
int argc; char **argv;
{
    int i, n, how = atoi(argv[1]);
    logname = argv[2];
    atexit(report);
    atexit(save);
    if (how == 2) atexit(bad);
    with (S) key = (pcoord(0) * 7) % N - 3;
    with (S) n = += (key > 0);
    if (how == 0) {
        int all[N], pos[n], k = 0;
        with (S) read_from_pvar(all, key);
        for (i = 0; i < N; i++) if (all[i] > 0) pos[k++] = all[i];
        qsort(pos, n, sizeof pos[0], cmp);
        printf("n %d min %d max %d\n", n, pos[0], pos[n - 1]);
    }
    finish(how);
    printf("main returns\n");
    return nfail;
}
