// C* declaration rules, each checked at its line and column.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
shape [4][0]Z;
// CHECK: declarations.cs:[[@LINE-1]]:15: error: shape extent must be positive (is 0)
shape [8]S;
int nosh;
int:nosh bad;
// CHECK: declarations.cs:[[@LINE-1]]:10: error: 'nosh' is not a shape (in the type of 'bad')
int:void v;
// CHECK: declarations.cs:[[@LINE-1]]:10: error: only pointers to parallel variables may have the 'void' shape; 'v' is a parallel variable
int:current c;
// CHECK: declarations.cs:[[@LINE-1]]:13: error: file-scope parallel variable 'c' cannot have the 'current' shape
int:S init = 3;
double:S ainit[3] = {1, 2, 3};
// A constant file-scope initializer is ordinary C*: no warning.
// CHECK-NOT: is evaluated at start-up
int main(void) {
    int:current loc;
// CHECK: declarations.cs:[[@LINE-1]]:17: error: parallel variable 'loc' of shape 'current' declared where no shape is current
    with (S) {
        static int:S st;
// CHECK: declarations.cs:[[@LINE-1]]:22: error: static parallel variable 'st' at block scope is not supported; declare it at file scope
    }
    return 0;
}
