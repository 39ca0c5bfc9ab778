// 1990s code cstar cannot take, each a clear error naming the .cs line:
// a string copied into one element of a parallel char array through a scalar
// left index (the copy got the string and the element kept its old one,
// silently: every name printed empty); a GNU statement expression holding a
// `with` in scalar code (it linked against the unlowered marker `__cs_with`);
// `<varargs.h>` (the error pointed into Clang's header only: the program's
// #include line is named now).  Reading through a scalar-indexed parallel
// array (`printf("%s", [i]w)`, `strlen([i]w)`) still compiles (second RUN).
// RUN: not %cstar --emit=spmd -DBAD %s 2>&1 | FileCheck %s
// RUN: %cstar --emit=spmd %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=CLEAN %s
// RUN: not %cstar --emit=spmd %S/Inputs/oldc17-varargs.cs 2>&1 | FileCheck --check-prefix=VARARGS %s
// RUN: not %cstar --emit=spmd -DGETADDR %s 2>&1 | FileCheck --check-prefix=GETADDR %s
// RUN: not %cstar --emit=spmd -DNOPROTO %s 2>&1 | FileCheck --check-prefix=NOPROTO %s
// CLEAN-NOT: error
// CLEAN-NOT: warning
// VARARGS: error: "Please use <stdarg.h> instead of <varargs.h>"
// VARARGS: oldc17-varargs.cs:4:1: note: in the header included here
// VARARGS-NEXT: #include <varargs.h>
#include <stdio.h>
#include <string.h>

shape [4]S;
char:S w[8];
int:S n;

elemental int cmp(const int *a, const int *b) { return *a < *b; }
#ifdef NOPROTO
int:S scale();
#endif

int main(void)
{
    int i, len = 0;
    static const char *names[4] = {"a", "bb", "ccc", "dd"};
    with (S) {
        for (i = 0; i < 4; i++)
            where (pcoord(0) == i) strcpy(w, names[i]);
        for (i = 0; i < 4; i++) {
            printf("%s\n", [i]w);
            len += strlen([i]w);
        }
#ifdef BAD
        strcpy([2]w, "zz");
// CHECK: oldc17-errors.cs:[[@LINE-1]]:16: error: a scalar-indexed parallel array ('[i]a') used as a pointer points to a copy of the element, so a write through it would be lost
        sscanf("x", "%s", [1]w);
// CHECK: oldc17-errors.cs:[[@LINE-1]]:27: error: a scalar-indexed parallel array
        {
            char *p = [0]w;
// CHECK: oldc17-errors.cs:[[@LINE-1]]:23: error: a scalar-indexed parallel array
            p[0] = 'q';
        }
        len += ({ int t; with (S) t = += n; t; });
// CHECK: oldc17-errors.cs:[[@LINE-1]]:16: error: a statement expression '({ ... })' holding a with, where or everywhere statement is not supported
#endif
#ifdef NOPROTO
        /* declared old-style (as in a shared header), defined in another file:
           said "declare 'scale' elemental", with a fix-it in the declaration */
        n = scale(n, 2);
// NOPROTO: oldc17-errors.cs:[[@LINE-1]]:19: error: parallel argument passed to 'scale', which is declared without a prototype and defined elsewhere: declare its parameters in a prototype
// NOPROTO-NOT: fix-it
#endif
#ifdef GETADDR
        /* the address of a get (a parallel index): said "address of a part" */
        n = cmp(&n, &[3 - pcoord(0)]n);
// GETADDR: oldc17-errors.cs:[[@LINE-1]]:21: error: address of a parallel left-indexed value ('&[i]x' with a parallel index): it is read from other positions
#endif
    }
    return len;
}
