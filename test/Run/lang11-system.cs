// Round-11 sweep: system() in scalar code, as a 1990s program hands work to
// the shell (sort a file it wrote, report with echo).  Scalar code is
// replicated on every rank, and system() ran the command once per rank: the
// echo printed its line 2 and 3 times at 2 and 3 ranks and the sort ran
// concurrently into the same file.  Now it runs once, on rank 0 (after
// flushing stdout, so its output follows what was printed before), and every
// rank gets its status.
// RUN: rm -rf %t.d && mkdir -p %t.d && cd %t.d
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK-NOT: FAIL
// CHECK: before the shell
// CHECK-NEXT: from the shell
// CHECK-NEXT: status 0 3
// CHECK-NEXT: sorted 12 values, sum 282
// CHECK-NEXT: system ok
#include <stdio.h>
#include <stdlib.h>

#define N 12
shape [N]S;
int:S key;

main()
{
    FILE *f;
    int i, v, prev = -1, n = 0, sum = 0, nfail = 0, st0, st1, want = 0;
    with (S) key = (pcoord(0) * 29 + 5) % 47;
    f = fopen("keys.txt", "w");
    for (i = 0; i < N; i++) fprintf(f, "%d\n", [i]key);
    fclose(f);
    printf("before the shell\n");
    st0 = system("echo from the shell; sort -n keys.txt > sorted.txt");
    st1 = system("exit 3");
    printf("status %d %d\n", st0, WEXITSTATUS(st1));
    f = fopen("sorted.txt", "r");
    if (f == NULL) { printf("FAIL no sorted.txt\n"); return 1; }
    while (fscanf(f, "%d", &v) == 1) {
        if (v < prev) { nfail++; printf("FAIL order %d after %d\n", v, prev); }
        prev = v;
        sum += v;
        n++;
    }
    fclose(f);
    for (i = 0; i < N; i++) want += (i * 29 + 5) % 47;
    if (sum != want) { nfail++; printf("FAIL sum %d %d\n", sum, want); }
    printf("sorted %d values, sum %d\n", n, sum);
    if (!nfail) printf("system ok\n");
    return nfail;
}
