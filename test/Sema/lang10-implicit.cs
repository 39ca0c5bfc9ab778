// K&R / C89: a call of a function declared nowhere in the file (defined in
// another file or a library) is C89's implicit `int f()` declaration: a
// warning at the call, and the program compiles (docs/language.md §6).  The
// call is scalar: a parallel argument is an error naming the function.
// RUN: %cstar -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %cstar -c -DPAR %s -o %t.o 2>&1 | FileCheck --check-prefix=PAR %s
shape [8]S;
int:S x;
main()
{
    int s;
    s = elsewhere(3);
// CHECK: lang10-implicit.cs:[[@LINE-1]]:9: warning: call to undeclared function 'elsewhere'
// CHECK-NOT: error
#ifdef PAR
    with (S) x = elsewhere2(x);
// PAR: lang10-implicit.cs:[[@LINE-1]]:29: error: parallel argument passed to scalar parameter of 'elsewhere2'
#endif
    return s;
}
