// Round-6 sweep: a pointer per position ('int *:S p', as some C* dialects
// spell a parallel pointer) is explained in one error, not as an ANTLR
// token-level syntax error followed by recovery noise.
// RUN: not %cstar --emit=c %s 2>&1 | FileCheck %s
shape [4]S;
int:S x;
int *:S pp;
// CHECK: lang6-parpointer.cs:[[@LINE-1]]:6: error: parallel pointers ('T *:S', a pointer per position) are not supported (cstar); use a scalar pointer to a parallel variable ('T:S *p = &x;') or a parallel index with left indexing ('[i]x')
// CHECK-NOT: lang6-parpointer.cs:[[@LINE-2]]
int main()
{
    double * :S q;
// CHECK: lang6-parpointer.cs:[[@LINE-1]]:14: error: parallel pointers
// CHECK-NOT: extraneous
    return 0;
}
