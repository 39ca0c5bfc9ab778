// Macros that paste tokens (`a##b`) make names the C* parser, which runs
// before the preprocessor, cannot see: `int CAT(val, 1) = 3;`,
// `int:S CAT(x, _par);` and `COUNTER(even) = 0;` were syntax errors.  Such
// macros are expanded by the C* front end (docs/language.md §7b).  The sums are
// checked against a scalar loop.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: even 3 ref 3 sum 45 ref 45
#include <stdio.h>
#define CAT(a, b) a##b
#define COUNTER(n) int n##_count
#define N 6
shape [N]S;
COUNTER(even) = 0;
main()
{
    int CAT(val, 1) = 3, i, refe = 0, refs = 0;
    int:S CAT(x, _par);
    for (i = 0; i < N; i++) { refe += (i * 3) % 2 == 0; refs += i * 3; }
    with (S) {
        x_par = pcoord(0) * CAT(val, 1);
        even_count = += (x_par % 2 == 0);
        printf("even %d ref %d sum %d ref %d\n", even_count, refe, += CAT(x, _par), refs);
    }
}
