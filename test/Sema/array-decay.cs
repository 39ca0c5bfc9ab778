// A parallel array used as a pointer value points to its first element, a
// part of a parallel variable, which a 'T:S *' cannot carry (it reached
// another position's bytes): an error, like '&a[k]' outside a call
// (docs/language.md §3). As a function argument and indexed it works.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
// RUN: %cstar --emit=spmd -DCLEAN %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=CLEAN %s
#include <stdio.h>
#include <string.h>
shape [4]S;

#ifndef CLEAN
char:S *first(void)
{
    char:S buf[8];
    return buf;
// CHECK: array-decay.cs:[[@LINE-1]]:12: error: a parallel array used as a pointer ('a' or 'a + k') points to one of its elements
}
#endif

main()
{
    with (S) {
        char:S name[10];
        int:S v[3];
        int n;
        sprintf(name, "vp%d", pcoord(0));
        strcpy(name, "abc");
        v[1] = pcoord(0);
        n = sizeof name;
        printf("%d %d\n", += (int:S)name[0], += v[1]);
#ifndef CLEAN
        char:S *p = name;
// CHECK: array-decay.cs:[[@LINE-1]]:21: error: a parallel array used as a pointer ('a' or 'a + k') points to one of its elements
        int:S *q;
        q = v;
// CHECK: array-decay.cs:[[@LINE-1]]:13: error: a parallel array used as a pointer ('a' or 'a + k') points to one of its elements
        q = (int:S *)v;
// CHECK: array-decay.cs:[[@LINE-1]]:22: error: a parallel array used as a pointer ('a' or 'a + k') points to one of its elements
        // 'a + k' is '&a[k]': compiled, it stopped the program at run time.
        char:S *r = name + 4;
// CHECK: array-decay.cs:[[@LINE-1]]:21: error: a parallel array used as a pointer ('a' or 'a + k') points to one of its elements
        q = (2 + v);
// CHECK: array-decay.cs:[[@LINE-1]]:18: error: a parallel array used as a pointer ('a' or 'a + k') points to one of its elements
#endif
    }
}
// CLEAN-NOT: error
// A cast of the array as a call argument is still an argument (the Stream*
// fuzz writes `fgets((char:S *)buf, 16, f)`).
#ifdef CLEAN
void:S fill(char:S *p) { *p = 'x'; }
void use()
{
    with (S) {
        char:S buf[4];
        fill((char:S *)buf);
    }
}
#endif
