// `&y[2]` / `&p.x` kept as a pointer value (not a call argument, where it is
// copied in and out): a `T:S *` is the plain storage of a whole variable and
// cannot carry a stride, so this is a clear error at the .cs line
// (docs/language.md §2).
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
shape [4]S;
struct pt { int x; double y; };
double:S y[3];
struct pt:S p;
int main(void)
{
    with (S) {
        double:S *q = &y[2];
// CHECK: addr-part.cs:[[@LINE-1]]:23: error: address of a part of a parallel variable is supported only as a function argument (a
        int:S *r = &p.x;
// CHECK: addr-part.cs:[[@LINE-1]]:20: error: address of a part of a parallel variable is supported only as a function argument (a
        *q = 1;
        *r = 2;
    }
    return 0;
}
