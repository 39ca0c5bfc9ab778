// K&R procedures with an implicit int result fall off their end without a
// warning (Parse adds `return 0;` before the closing brace, docs/language.md §6);
// a function with a declared result still gets Clang's warning.
// RUN: %cstar --emit=spmd %s 2>&1 >/dev/null | FileCheck %s
// RUN: %cstar --emit=c %s 2>&1 | FileCheck --check-prefix=MARKER %s
#include <stdio.h>
shape [4]S;
int:S a;
int count;

report(what, n)
char *what;
int n;
{
    printf("%s %d\n", what, n);
    count++;
}
// MARKER: count++;
// MARKER-NEXT: return 0; }

static bump(k)
int k;
{
    count += k;
}
// MARKER: count += k;
// MARKER-NEXT: return 0; }

int declared(int n)
{
    if (n) return 1;
}
// CHECK-NOT: warning: non-void function does not return a value{{$}}
// CHECK: lang5-kr-implicit.cs:[[@LINE-2]]:1: warning: non-void function does not return a value in all control paths
// CHECK-NOT: warning:

main()
{
    with (S) a = pcoord(0);
    report("sum", 0);
    bump(2);
}
