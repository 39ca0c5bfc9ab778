// Pointer arithmetic on pointers to parallel variables stays a compile-time
// error that says why (docs/language.md §2): a `T:S *` is the storage of one
// whole parallel variable (elements sizeof(T) apart, one per position), so it
// cannot point to element k of a parallel array (whose positions are the
// whole array apart) nor step from one element to the next.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
shape [8]S;
int:S a[4], x;

int main(void)
{
    int:S *p = &x;
    int k = 2;
    with (S) {
        *(p + k) = 1;
// CHECK: lang16-parptr.cs:[[@LINE-1]]:13: error: arithmetic on a pointer to a parallel variable is not supported: a 'T:S *' holds one whole variable, not an element of a parallel array, and carries no element stride (cstar); index the parallel array ('a[k]'), or keep an array of pointers ('int:S *tab[N]')
        p[k] = 2;
// CHECK: lang16-parptr.cs:[[@LINE-1]]:9: error: indexing a pointer to a parallel variable is supported only with index 0
        p -= 1;
// CHECK: lang16-parptr.cs:[[@LINE-1]]:11: error: arithmetic on a pointer to a parallel variable is not supported
        a[k] = 3;
// CHECK-NOT: lang16-parptr.cs:[[@LINE-1]]:{{.*}}error
    }
    return 0;
}
