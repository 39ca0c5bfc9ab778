// A program's own file-scope names that are also C library functions in
// headers it does not include: `log` (a FILE:S * for a debug log, as Stream*
// programs name it), `index`, `random`, `div`, `gamma`, `bzero`. C allows
// them (gcc warns at most); Clang 16 took `log` and `index` for its library
// builtins ("redefinition of 'log' as different kind of symbol"), and the
// generated C brought <stdlib.h>/<string.h> (`index`, `random`, `div`) into
// every program, and <sys/types.h> (`select`, `uint`, `quad_t`). Expected values are worked by hand from the loop bounds.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: %streamstar cat log.txt --vp 0 | FileCheck --check-prefix=LOG0 %s
// RUN: %streamstar cat log.txt --vp 7 | FileCheck --check-prefix=LOG7 %s
// CHECK: index 28 random 7 div 3 gamma 2.5 bzero 1
// CHECK-NEXT: select 4 uint 2 quad_t 1.5
// CHECK-NEXT: closed 0
// LOG0: {{^position 0 of 8$}}
// LOG7: {{^position 7 of 8$}}
#include <stdio.h>
shape [8]S;
FILE:S *log;
int:S index;
long random = 7;
int div(int a, int b) { return a / b; }
double gamma = 2.5;
static int bzero;
int select = 4;
unsigned uint = 2;
double quad_t = 1.5;
main()
{
    with (S) {
        index = pcoord(0);
        bzero = 1;
        log = fopen("log.txt", "w");
        fprintf(log, "position %d of %d\n", index, positionsof(S));
        printf("index %d random %ld div %d gamma %.1f bzero %d\n", += index, random, div(7, 2), gamma, bzero);
        printf("select %d uint %u quad_t %.1f\n", select, uint, quad_t);
        printf("closed %d\n", fclose(log));
    }
}
