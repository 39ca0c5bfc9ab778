// The Parse stage rewrites only the C* forms, each line stays on its line.
// (The CHECK comments are copied into the output too: they are removed before FileCheck reads it.)
// RUN: %cstar --emit=c %s > %t.c && grep -v "// CHECK" %t.c | FileCheck %s
// Same number of lines as the source:
// RUN: %python -c "import sys; n = [open(f).read().count(chr(10)) for f in sys.argv[1:]]; sys.exit(n[0] != n[1])" %s %t.c
#include <stdio.h>
#define N 8
shape [4][N]S, T;
// CHECK: shape S, T; static const long __cs_shapedims_S[] __attribute__((unused)) = {2, (4), (N)}; static const long __cs_shapedims_T[] __attribute__((unused)) = {0};
shape [][]P;
// CHECK: shape P; static const long __cs_shapedims_P[] __attribute__((unused)) = {-2};
int:S a, b;
// CHECK: int __attribute__((annotate("cstar.par:S"))) a, b;
double d:S, *q:S;
// CHECK: double d __attribute__((annotate("cstar.par:S"))), *q __attribute__((annotate("cstar.par:S")));
typedef unsigned:S U;
// CHECK: typedef unsigned __attribute__((annotate("cstar.par:S"))) U;
elemental int f(int x) { return x <? 3; }
// CHECK: __attribute__((annotate("cstar.elemental"))) int f(int x) { return (__cs_tag_min ? (x ) : ( 3)); }
int main() {
    int s = 0;
    with (S) {
// CHECK: if (__cs_with (S)) { {
        where (a > 0) b = [1][2]a; else b >?= (+= a);
// CHECK: if (__cs_where (a > 0)) b = (*(__cs_lidx(1, 2), &(a))); else b = (__cs_maxasg(), ( ((__cs_red_add(), +( a) + 0))));
        everywhere s += (int:current)a + boolsizeof(int);
// CHECK: if (__cs_everywhere()) { s += (int)(__cs_pcast(current), (a)) + (8*sizeof(int)); } else __builtin_unreachable();
        a = [.+1][.]a;
// CHECK: a = (*(__cs_lidx(__cs_dot(0)+1, __cs_dot(1)), &(a)));
    }
// CHECK: } } else __builtin_unreachable();
    {
        shape [s][2]L;
// CHECK: shape L = cs_shape_new_at("L", 2, (const long[]){(s), (2)}, __FILE__, __LINE__);
        size_t:L z;
// CHECK: size_t __attribute__((annotate("cstar.par:L"))) z;
    }
    return 0;
}
