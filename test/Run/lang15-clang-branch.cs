// `#ifdef __clang__` branches may hold C* code: the C* front end (Clang) reads
// the file with `__clang__` undefined, so it lowers the same branch the C
// compiler (gcc) then compiles.  Before, Clang lowered its branch and gcc
// compiled the other one unlowered ("expected expression before '+=' token").
// The sums are checked against scalar loops.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: gcc branch 1 sum 84 ref 84
// CHECK: gnu-only 56 ref 56
#include <stdio.h>
#define N 8
shape [N]S;

main()
{
    int:S x;
    int s, t, i, ref = 0, ref2 = 0, gccbranch;
    for (i = 0; i < N; i++) { ref += 3 * i; ref2 += 2 * i; }
    with (S) {
#ifdef __clang__
        x = pcoord(0) * 2;
        s = += x;
        gccbranch = 0;
#else
        x = pcoord(0) * 3;
        s = += x;
        gccbranch = 1;
#endif
#if defined(__GNUC__) && !defined(__clang__)
        where (x > 0) t = (+= [.]x) * 2 / 3;
#elif defined(__clang__)
        t = -1;
#endif
        printf("gcc branch %d sum %d ref %d\n", gccbranch, s, ref);
        printf("gnu-only %d ref %d\n", t, ref2);
    }
}
