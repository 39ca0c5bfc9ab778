// Communication rules: no communication inside elemental functions, grid
// notation stays within the current shape, `.` only inside a left index.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
#include <cscomm.h>
shape [8]S;
shape [4]T;
int:S a, b;
int:T c;
elemental int f(int v) {
    return v + read_from_position(0, &a);
// CHECK: comm.cs:[[@LINE-1]]:16: error: call of communication function 'read_from_position' inside an elemental function
}
elemental int g(int v) {
    return [v]a;
// CHECK: comm.cs:[[@LINE-1]]:12: error: left indexing inside an elemental function
}
int main(void) {
    with (S) {
        a = [.+1]c;
// CHECK: comm.cs:[[@LINE-1]]:13: error: grid index '.' applied to 'c' of shape 'T' while the current shape is 'S'
        b = . + 1;
// CHECK: comm.cs:[[@LINE-1]]:13: error: '.' is only allowed inside a left index
        a = [b]c + [.-1]a;
// CHECK-NOT: error:
// CHECK: 4 errors generated
    }
    return 0;
}
