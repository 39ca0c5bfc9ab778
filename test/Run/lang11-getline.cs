// Round-11 sweep: POSIX getline/getdelim in scalar code, as a program reads
// its input lines of any length.  They ran on every rank, so at 2 and 3 ranks
// the other ranks read nothing from stdin (only rank 0 has it) or from a
// "w+" file (written by rank 0 alone) and left the loop early: the loop's
// reductions then mismatched and the run hung.  Now rank 0 reads and every
// rank gets the line, like fgets.
// RUN: printf '3 first\n4 second line, longer than most of them\n\n2 x\n' > %t.in
// RUN: %crun -n 1 %s %t.csv < %t.in > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s %t.csv < %t.in > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s %t.csv < %t.in > %t.3 && diff %t.1 %t.3
// CHECK-NOT: FAIL
// CHECK: line 1 (8 bytes) weight 3 sum 45
// CHECK-NEXT: line 2 (40 bytes) weight 4 sum 60
// CHECK-NEXT: line 3 (1 bytes) weight 0 sum 0
// CHECK-NEXT: line 4 (4 bytes) weight 2 sum 30
// CHECK-NEXT: fields 5: 0 1 4 9 16 total 30
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 6
shape [N]S;
int:S v;

main(argc, argv)
int argc; char **argv;
{
    char *line = NULL;
    size_t cap = 0;
    long len;
    int k = 0, i, sum, total = 0, nf = 0;
    FILE *f;
    while ((len = getline(&line, &cap, stdin)) != -1) {
        int w = atoi(line);
        k++;
        sum = 0;
        with (S) {
            v = pcoord(0) * w;
            sum += v;
        }
        if (sum != w * 15) printf("FAIL sum %d\n", sum);
        printf("line %d (%ld bytes) weight %d sum %d\n", k, len, w, sum);
    }
    f = fopen(argv[1], "w+");
    for (i = 0; i < 5; i++) fprintf(f, "%d%s", i * i, i < 4 ? "," : "\n");
    rewind(f);
    printf("fields");
    while ((len = getdelim(&line, &cap, ',', f)) > 0) {
        int x = atoi(line);
        nf++;
        with (S) { v = x; total += (pcoord(0) == 0 ? v : 0); }
    }
    printf(" %d:", nf);
    for (i = 0; i < 5; i++) printf(" %d", i * i);
    printf(" total %d\n", total);
    fclose(f);
    free(line);
    return 0;
}
