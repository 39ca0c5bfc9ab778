// Round-11 sweep: the classic `while (!feof(f)) { fscanf(f, ...); ... }` loop
// (which counts one read too many, as in C), `while (!feof(stdin))` with
// getchar, and ftell of a scalar file.  Rank 0 alone reads a scalar file (its
// values are broadcast), but feof, ferror and ftell were asked of every
// rank's own FILE, which never moved on the other ranks: their loops never
// ended and the run hung at 2 and 3 ranks.  Now they give rank 0's answer.
// RUN: printf 'ab\ncd' > %t.in
// RUN: %crun -n 1 %s %t.txt < %t.in > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s %t.txt < %t.in > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s %t.txt < %t.in > %t.3 && diff %t.1 %t.3
// CHECK: offsets 0 6 8
// CHECK-NEXT: reads 5 total 56
// CHECK-NEXT: stdin 5 bytes, total 1616, ferror 0
#include <stdio.h>

shape [4]S;
int:S v;

main(argc, argv)
int argc; char **argv;
{
    FILE *f;
    int x = 0, n = 0, total = 0;
    long o0, o1, o2;
    f = fopen(argv[1], "w");
    o0 = ftell(f);
    fprintf(f, "1 2 3\n");
    o1 = ftell(f);
    fprintf(f, "4\n");
    o2 = ftell(f);
    fclose(f);
    printf("offsets %ld %ld %ld\n", o0, o1, o2);
    f = fopen(argv[1], "r");
    while (!feof(f)) {
        fscanf(f, "%d", &x);          /* the last call fails: x stays 4 */
        n++;
        with (S) { v = x + pcoord(0) * 0; total += v; }
    }
    fclose(f);
    printf("reads %d total %d\n", n, total);
    n = 0;
    total = 0;
    while (!feof(stdin)) {
        int c = getchar();
        if (c == EOF) continue;
        n++;
        with (S) total += (int:S)c;
    }
    printf("stdin %d bytes, total %d, ferror %d\n", n, total, ferror(stdin));
    return 0;
}
