// Round-6 sweep: a dozen mistakes a C* programmer makes in a whole program,
// each reported with file:line:col and its cause (docs/language.md §1-§5).
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
// RUN: not %cstar --emit=spmd -DWITHSTRUCT %s 2>&1 | FileCheck --check-prefix=WS %s
// RUN: not %cstar --emit=spmd -DWITHINT %s 2>&1 | FileCheck --check-prefix=WI %s
// RUN: not %cstar --emit=spmd -DUNDECL %s 2>&1 | FileCheck --check-prefix=UNDECL %s
// RUN: not %cstar --emit=spmd -DUNDECL2 %s 2>&1 | FileCheck --check-prefix=UNDECL2 %s
// RUN: not %cstar --emit=spmd -DINCOMPLETE %s 2>&1 | FileCheck --check-prefix=INCOMPLETE %s
// RUN: not %cstar --emit=spmd -DMAINSCOPE %s 2>&1 | FileCheck --check-prefix=MAINSCOPE %s
// RUN: not %cstar --emit=spmd -DFNPTR %s 2>&1 | FileCheck --check-prefix=FNPTR %s
// RUN: not %cstar --emit=spmd -DREALLOC %s 2>&1 | FileCheck --check-prefix=REALLOC %s
// RUN: not %cstar --emit=spmd -DSTRBUF %s 2>&1 | FileCheck --check-prefix=STRBUF %s
// RUN: %cstar --emit=spmd -DCLEAN %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=CLEAN %s
#include <stdio.h>
#define N 8
shape [N]S;
shape [4][2]T;
shape [][]P;
int:S a;
int:T t;
double:S d;
int total;
struct pt { int x; } s;

int:S twice(v)
int:S v;
{
    return 2 * v;
}

#ifndef CLEAN
elemental int sq(int v)
{
    everywhere total = 1;
// CHECK: lang6-errors.cs:[[@LINE-1]]:5: error: 'everywhere' inside an elemental function
    return v * v;
}
#endif

#if !defined(WITHSTRUCT) && !defined(WITHINT) && !defined(UNDECL) && !defined(UNDECL2) && !defined(FNPTR) && !defined(CLEAN) && !defined(REALLOC) && !defined(STRBUF) && !defined(INCOMPLETE) && !defined(MAINSCOPE)
void mistakes(int n)
{
    int k = 0;
    double x = 1.0;
    with (S) {
        if (a == 3) k = 1;
// CHECK: lang6-errors.cs:[[@LINE-1]]:9: error: parallel condition in 'if' statement; use 'where' for a parallel condition
        total = a * 2;
// CHECK: lang6-errors.cs:[[@LINE-1]]:15: error: assigning a parallel value to scalar 'total' needs a reduction; did you mean '+=' (sum) or a left index like '[0]x'?
        a = a + t;
// CHECK: lang6-errors.cs:[[@LINE-1]]:15: error: operands of '+' have different shapes ('S' and 'T')
// CHECK: lang6-errors.cs:[[@LINE-2]]:17: error: parallel variable 't' has shape 'T' but the current shape is 'S'; select it with 'with (T)'
        k = [1]t;
// CHECK: lang6-errors.cs:[[@LINE-1]]:13: error: 1 left index for a parallel value of shape 'T', which has rank 2
        k = [1][2][3]t;
// CHECK: lang6-errors.cs:[[@LINE-1]]:13: error: 3 left indices for a parallel value of shape 'T', which has rank 2
        where (n > 2) a = 0;
// CHECK: lang6-errors.cs:[[@LINE-1]]:16: warning: 'where' condition is scalar; use 'if' for a scalar condition
        k = += n;
// CHECK: lang6-errors.cs:[[@LINE-1]]:13: warning: reduction of a scalar value: it is promoted to the current shape
        total %= a;
// CHECK: lang6-errors.cs:[[@LINE-1]]:15: error: '%=' is not a reduction operator
        k = [x]a;
// CHECK: lang6-errors.cs:[[@LINE-1]]:14: error: left index is not an integer (it has type 'double'); convert it, e.g. '(int)'
        a = [(d * 2)]a;
// CHECK: lang6-errors.cs:[[@LINE-1]]:14: error: left index is not an integer (it has type 'double')
        k = [N]a + [-1]a;
// CHECK: lang6-errors.cs:[[@LINE-1]]:14: error: left index 8 is out of range for axis 0 of shape 'S' (extent 8)
// CHECK: lang6-errors.cs:[[@LINE-2]]:21: error: left index -1 is out of range for axis 0 of shape 'S' (extent 8)
        k = dimof(S, 1) + dimof(T, 1);
// CHECK: lang6-errors.cs:[[@LINE-1]]:22: error: dimof axis 1 is out of range for shape 'S' of rank 1 (axes are 0 to 0)
        a = pcoord(1);
// CHECK: lang6-errors.cs:[[@LINE-1]]:20: error: pcoord axis 1 is out of range for the current shape 'S' of rank 1
        switch (a) { case 1: break; }
// CHECK: lang6-errors.cs:[[@LINE-1]]:9: error: parallel condition in 'switch' statement; use nested 'where' statements
        where (t > 0) a = 1;
// CHECK: lang6-errors.cs:[[@LINE-1]]:16: error: parallel variable 't' has shape 'T' but the current shape is 'S'; select it with 'with (T)'
        a = twice(t);
// CHECK: lang6-errors.cs:[[@LINE-1]]:19: error: parallel argument of shape 'T' passed to parameter 'v' of shape 'S'
        a = [.+1][.]a;
// CHECK: lang6-errors.cs:[[@LINE-1]]:13: error: 2 left indices for a parallel value of shape 'S', which has rank 1
        a = [.+1]t;
// CHECK: lang6-errors.cs:[[@LINE-1]]:13: error: 1 left index for a parallel value of shape 'T', which has rank 2
        d = sq(a) + printf("%d", a);
// CHECK: lang6-errors.cs:[[@LINE-1]]:34: error: parallel argument passed to 'printf', a scalar library function; pass a reduction ('+= x') or one element ('[0]x')
        while (a < n) a++;
// CHECK: lang6-errors.cs:[[@LINE-1]]:9: error: parallel condition in 'while' loop
    }
    with (P) k = 1;
// CHECK: lang6-errors.cs:[[@LINE-1]]:11: warning: shape 'P' has no extents here; call allocate_shape(&P, ...) before 'with'
    with (T) a = 2;
// CHECK: lang6-errors.cs:[[@LINE-1]]:14: error: parallel variable 'a' has shape 'S' but the current shape is 'T'; select it with 'with (S)'
}
#endif

#ifdef WITHSTRUCT
void f() { with (s) a = 2; }
// WS: lang6-errors.cs:[[@LINE-1]]:18: error: 'with' needs a shape (a shape name, 'current', '*p' of a 'shape *' or 'shapeof(x)'); this expression has type 'struct pt'
#endif
#ifdef WITHINT
/* An integer operand is C's int-to-pointer conversion, a warning (C89): Sema
 * reports it, once the file has no C error. */
void g(int n) { with (n) a = 2; }
// WI: lang6-errors.cs:[[@LINE-1]]:23: error: 'with' needs a shape {{.*}}; this expression has type 'int'
// WI-NOT: error:
#endif

#ifdef UNDECL
int:Q q;
// UNDECL: lang6-errors.cs:[[@LINE-1]]:7: error: 'Q' is not a shape (in the type of 'q')
void h() { double:R r; }
// UNDECL: lang6-errors.cs:[[@LINE-1]]:21: error: 'R' is not a shape (in the type of 'r')
#endif
#ifdef UNDECL2
void h2() { with (R) a = 1; }
// UNDECL2: lang6-errors.cs:[[@LINE-1]]:19: error: use of undeclared identifier 'R'
#endif

#ifdef INCOMPLETE
shape G;
int:G g;
// INCOMPLETE: lang6-errors.cs:[[@LINE-1]]:7: error: file-scope parallel variable 'g' needs a fully specified shape, but 'G' gets its extents from allocate_shape at run time
#endif

#ifdef MAINSCOPE
main()
{
    int k;
    a = 5;
// MAINSCOPE: lang6-errors.cs:[[@LINE-1]]:5: error: parallel operation where no shape is current; put it inside a 'with' statement
    everywhere a = 1;
// MAINSCOPE: lang6-errors.cs:[[@LINE-1]]:5: error: 'everywhere' where no shape is current
    where (a > 1) a = 0;
// MAINSCOPE: lang6-errors.cs:[[@LINE-1]]:5: error: 'where' where no shape is current; put it inside a 'with' statement
    k = [2]a + pcoord(0);
// MAINSCOPE: lang6-errors.cs:[[@LINE-1]]:16: error: parallel operation where no shape is current
    k = twice(a);
// MAINSCOPE: lang6-errors.cs:[[@LINE-1]]:9: error: call of parallel function 'twice' (of shape 'S') where no shape is current; put it inside 'with (S)'
}
#endif

#ifdef FNPTR
void fp_use()
{
    int:current (*fp)(int:current) = twice;
// FNPTR: lang6-errors.cs:[[@LINE-1]]:38: error: pointer to parallel function 'twice' is not supported (cstar); call it by name
    with (S) a = (twice)(a) + twice(a);
// FNPTR-NOT: error:
}
#endif

#ifdef STRBUF
#include <string.h>
char:S name[8];
void names()
{
    char buf[16];
    with (S) {
        sprintf(name, "%d", a);
        sprintf(buf, "%d", a);
// STRBUF: lang6-errors.cs:[[@LINE-1]]:17: error: 'sprintf' with parallel arguments runs once per position, but writes into a scalar buffer; give it a parallel array (char:S buf[N])
        strcpy(buf, name);
// STRBUF: lang6-errors.cs:[[@LINE-1]]:16: error: 'strcpy' with parallel arguments runs once per position, but writes into a scalar buffer
        a = strlen(name) + strcmp(name, "3");
// STRBUF-NOT: error:
    }
}
#endif

#ifdef REALLOC
shape U;
void grow(int n)
{
    allocate_shape(&S, 1, 2 * N);
// REALLOC: lang6-errors.cs:[[@LINE-1]]:5: error: allocate_shape of shape 'S', which is declared with its extents; declare it 'shape S;' or 'shape [][]S;' to give it extents at run time
    allocate_shape(&U, 1, n);
// REALLOC-NOT: error:
}
#endif

#ifdef CLEAN
// Correct code that must not draw a diagnostic: a count of comparisons
// compared with a constant, (T:S *)0, brace lists of &x.
// CLEAN-NOT: {{warning|error}}
int:S *ring[] = {&a, &a};
int clean(int n)
{
    static int:S *tab[2] = {&a, 0};
    bool:S *none = (bool:S *)0;
    with (S) {
        if ((+= (a < 0)) > 50) n++;
        if ((+= (a == 1)) == 3 || none == (bool:S *)0) n--;
        *tab[0] += *ring[1];
    }
    return n;
}
#endif
