// Round-12 sweep: reading stdin in scalar code as a 1990s C program does it,
// through its own scanf-like wrappers over <stdarg.h> (vscanf, vfscanf) and
// the unlocked getc family.  Only rank 0 has stdin under mpiexec: vscanf and
// vfscanf ran on every rank (a slower rank blocked reading its empty stdin:
// a hang at 2 and 3 ranks), getchar_unlocked and putchar_unlocked too (every
// rank read its own stdin: other ranks saw EOF at once and counted nothing;
// putchar_unlocked printed once per rank).  Now they are read once by rank 0
// and broadcast, like scanf/getchar.
// RUN: %crun -n 1 %s < %S/Inputs/lang12/stdin.txt > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s < %S/Inputs/lang12/stdin.txt > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s < %S/Inputs/lang12/stdin.txt > %t.3 && diff %t.1 %t.3
// CHECK: readf 2: 3 4 same 6
// CHECK-NEXT: freadf 1: 5 same 6
// CHECK-NEXT: rest [ tail of the line]
// CHECK-NEXT: got @ at 1
// CHECK-NEXT: chars 33 lines 3 same 6
// CHECK-NEXT: scanf at EOF -1 feof 1
// CHECK-NEXT: total 1065
// CHECK-NEXT: ok
// CHECK-NOT: {{.}}
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

#define N 6
shape [N]S;
int:S v;

#include "Inputs/lang12/same.h"

int readf(const char *fmt, ...)
{
    va_list ap;
    int r;
    va_start(ap, fmt);
    r = vscanf(fmt, ap);
    va_end(ap);
    return r;
}

int freadf(FILE *f, const char *fmt, ...)
{
    va_list ap;
    int r;
    va_start(ap, fmt);
    r = vfscanf(f, fmt, ap);
    va_end(ap);
    return r;
}

main()
{
    register int c;
    int n = 0, lines = 0, a = 0, b = 0, r, total;
    char buf[64];
    r = readf("%d %d", &a, &b);
    printf("readf %d: %d %d same %d\n", r, a, b, same(a * 10 + b));
    r = freadf(stdin, "%d", &a);
    printf("freadf %d: %d same %d\n", r, a, same(a));
    if (fgets(buf, sizeof buf, stdin)) printf("rest [%s]\n", strtok(buf, "\n"));
    while ((c = getchar_unlocked()) != EOF) {
        n++;
        if (c == '\n') lines++;
        if (c == '#') {
            ungetc('@', stdin);
            c = getc_unlocked(stdin);
            printf("got %c at %d\n", c, lines);
        }
    }
    printf("chars %d lines %d same %d\n", n, lines, same(n * 100 + lines));
    r = scanf("%d", &a);
    printf("scanf at EOF %d feof %d\n", r, feof(stdin) != 0);
    with (S) {
        v = (pcoord(0) + n) * a;
        total = += v;
    }
    printf("total %d\n", total);
    putchar_unlocked('o');
    putchar_unlocked('k');
    putchar_unlocked('\n');
    return 0;
}
