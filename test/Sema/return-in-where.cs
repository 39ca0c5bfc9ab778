// `return` inside a `where` in a parallel function is C control flow: it leaves
// the function at once, so positions not active in the `where` get no result.
// cstar warns (docs/language.md); the program still compiles.
// RUN: %cstar --emit=spmd %s -o /dev/null 2>&1 | FileCheck %s
shape [8]S;

int:current clamp(int:current x)
{
    where (x > 3)
        return 3;
// CHECK: return-in-where.cs:[[@LINE-1]]:9: warning: 'return' inside 'where' leaves the function at once
    return x;
}

int:current fine(int:current x)
{
    int:current r = x;
    where (x > 3)
        r = 3;
    return r;
}
// CHECK-NOT: warning:
