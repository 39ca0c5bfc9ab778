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
        static int:S fine;
        static int:current st;
// CHECK: declarations.cs:[[@LINE-1]]:28: error: static parallel variable 'st' needs a file-scope shape (it outlives the call); 'current' is not one
// CHECK-NOT: 'fine' 
    }
    return 0;
}
