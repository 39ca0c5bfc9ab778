// Declarations and forms a C* programmer may try that cstar rejects with a
// clear message (docs/language.md §2).
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
// RUN: not %cstar --emit=spmd -DLOWER %s 2>&1 | FileCheck --check-prefix=LOWER %s
// RUN: not %cstar --emit=spmd -DCLANG %s 2>&1 | FileCheck --check-prefix=CLANG %s
shape U;
shape [][]P;
shape [8]S;
#if defined(CLANG)
int twice(int v);
int:S twice(int:S v) { return v * 2; }
double:S twice(int:S v) { return v * 2; }
// CLANG: lang-errors.cs:[[@LINE-1]]:10: error: conflicting types for 'twice' (cstar overloads a name by scalar vs parallel parameters and by the parallel versions' parameter types; these have the same parameter types)
elemental int f(int x) { return x; }
int:S a;
int g(void) {
    int i;
    with (S) {
        i = [1](a + 1);
// CLANG: lang-errors.cs:[[@LINE-1]]:15: error: left indexing applies to a parallel variable (or a member or element of one), not to a computed value; assign the value to a parallel variable first
        i = [2]f(a);
// CLANG: lang-errors.cs:[[@LINE-1]]:15: error: left indexing applies to a parallel variable
    }
    return i;
}
#elif !defined(LOWER)
int:U early;
// CHECK: lang-errors.cs:[[@LINE-1]]:7: error: file-scope parallel variable 'early' needs a fully specified shape, but 'U' gets its extents from allocate_shape at run time; declare 'early' inside a function after allocate_shape, or use a pointer ('T:U *') and palloc
double:P grid2;
// CHECK: lang-errors.cs:[[@LINE-1]]:10: error: file-scope parallel variable 'grid2' needs a fully specified shape, but 'P'
#endif
extern int:U declared_elsewhere;
int:U *fine;
struct pt { int x, y; };
struct pt:S p;
int:S *px;
int main(void) {
    with (S) {
        px = &p.x;
// LOWER: lang-errors.cs:[[@LINE-1]]:14: error: address of a part of a parallel variable is supported only as a function argument (a
    }
    return 0;
}
// CHECK-NOT: declared_elsewhere
// CHECK-NOT: 'fine'
// LOWER-NOT: declared_elsewhere
// LOWER-NOT: 'fine'
// CLANG-NOT: 'fine'
