// Scalar I/O happens once: output by one rank, input read once and shared by
// every rank (checked by a reduction over the value each rank holds).
// RUN: printf '12 3.5\nhello world\nXY' > %t.in
// RUN: %mpiexec -n 1 true
// RUN: %cstar %s -o %t.exe
// RUN: %mpiexec -n 1 %t.exe < %t.in | FileCheck %s
// RUN: %mpiexec -n 2 %t.exe < %t.in | FileCheck %s
// RUN: %mpiexec -n 3 %t.exe < %t.in | FileCheck %s
// CHECK: read 2: 12 3.50
// CHECK-NEXT: line [hello world]
// CHECK-NEXT: chars X Y
// CHECK-NEXT: agree 1
// CHECK-NEXT: once
// CHECK-NEXT: puts once
// CHECK-NEXT: !
// CHECK-NEXT: rand agrees 1
// CHECK-NOT: {{.}}
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
shape [6]S;
int:S got;
int main(void) {
    int n = 0, r;
    double d = 0;
    char line[64];
    r = scanf("%d %lf", &n, &d);
    printf("read %d: %d %.2f\n", r, n, d);
    getchar();                            /* the newline */
    fgets(line, sizeof line, stdin);
    line[strcspn(line, "\n")] = 0;
    printf("line [%s]\n", line);
    int c1 = getchar(), c2 = getchar();
    printf("chars %c %c\n", c1, c2);
    srand(7);
    int rv = rand();
    with (S) {
        got = n * 1000 + (int)(d * 10) + c1 + rv % 100;
        printf("agree %d\n", (<?= got) == (>?= got));
    }
    fprintf(stdout, "once\n");
    puts("puts once");
    putchar('!'); putchar('\n');
    fflush(stdout);
    with (S) { got = rv; printf("rand agrees %d\n", (<?= got) == (>?= got)); }
    return 0;
}
