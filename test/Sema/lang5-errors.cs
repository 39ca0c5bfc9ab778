// Round-5 sweep: mistakes a C* programmer makes, each with a clear message that
// names the line (docs/language.md §2-§5).
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
// RUN: not %cstar --emit=spmd -DPTR %s 2>&1 | FileCheck --check-prefix=PTR %s
shape [8]S;
shape [4][2]T;
int:S a, arr[3];
int:T t;
struct pt { int x, y; };
struct pt:S ps;
int total;
shape G;

#ifndef PTR
scan_it(n)
int n;
{
    int k = 0;
    with (S) {
        if (a > 3) k = 1;
// CHECK: lang5-errors.cs:[[@LINE-1]]:9: error: parallel condition in 'if' statement; use 'where' for a parallel condition
        while (a < n) a = a + 1;
// CHECK: lang5-errors.cs:[[@LINE-1]]:9: error: parallel condition in 'while' loop; a loop condition must be scalar (reduce it, e.g. '|= cond', or use 'where')
        total = a;
// CHECK: lang5-errors.cs:[[@LINE-1]]:15: error: assigning a parallel value to scalar 'total' needs a reduction; did you mean '+=' (sum) or a left index like '[0]x'?
        a = t + 1;
// CHECK: lang5-errors.cs:[[@LINE-1]]:13: error: parallel variable 't' has shape 'T' but the current shape is 'S'; select it with 'with (T)'
        k = a > 2 ? 1 : 0;
// CHECK: lang5-errors.cs:[[@LINE-1]]:11: error: assigning a parallel value to scalar 'k' needs a reduction
    }
    with (S) {
        int:T bad = a + 1;
// CHECK: lang5-errors.cs:[[@LINE-1]]:21: error: initializer of parallel variable 'bad' of shape 'T' has shape 'S'
    }
    with (T) {
        t = t + a;
// CHECK: lang5-errors.cs:[[@LINE-1]]:15: error: operands of '+' have different shapes ('T' and 'S')
// CHECK: lang5-errors.cs:[[@LINE-2]]:17: error: parallel variable 'a' has shape 'S' but the current shape is 'T'
        for (k = 0; t < 3; k++) ;
// CHECK: lang5-errors.cs:[[@LINE-1]]:9: error: parallel condition in 'for' loop
    }
    with (S) {
        if (n > 2) goto inside;
// CHECK: lang5-errors.cs:[[@LINE-1]]:20: error: 'goto' into a 'with', 'where' or 'everywhere' body from outside it is not supported
        where (a > 1) {
        inside:
            a = 0;
        }
    }
    allocate_detailed_shape(&G, 1, 4, 1, CM_news_order);
// CHECK: lang5-errors.cs:[[@LINE-1]]:5: error: allocate_detailed_shape of rank 1 takes 5 values per axis (length, weight, ordering, on-chip bits, off-chip bits): 5 arguments after the rank, not 3
    allocate_detailed_shape(&G, n, 4, 1, CM_news_order, 0, 0);
// CHECK: lang5-errors.cs:[[@LINE-1]]:33: error: allocate_detailed_shape needs a constant rank
    return k;
}
#else
pointers()
{
    with (S) {
        int:S *p = &arr[2];
// PTR: lang5-errors.cs:[[@LINE-1]]:20: error: address of a part of a parallel variable is supported only as a function argument (a 'T:S *' points to a whole parallel variable); copy the part into a parallel variable of its own, or pass '&x.f' / '&y[k]' directly to the function that uses it
        int:S *q;
        q = &ps.x;
// PTR: lang5-errors.cs:[[@LINE-1]]:13: error: address of a part of a parallel variable
        *p = 1;
        *q = 2;
    }
    return 0;
}
#endif
