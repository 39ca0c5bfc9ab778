#include <stdio.h>
shape [10]S;
int:S x;
int main(void) {
    int total = 0;
    with (S) {
        x = pcoord(0) * 2;
        total += pcoord(0);
        printf("%d\n", total);
    }
    return 0;
}
// (The program comes first so that its line numbers stay fixed.)
// `cstar -O0 -g`: gdb stops on a .cs line (the generated C carries #line
// directives) and shows scalar variables and parallel storage.  The program
// runs as an MPI singleton.
// REQUIRES: gdb
// RUN: %cstar -O0 -g %s -o %t
// RUN: gdb -nx -batch -ex 'set debuginfod enabled off' -ex 'break gdb.cs:9' -ex run -ex 'print total' -ex 'print x[3]' %t 2>&1 | FileCheck %s
// CHECK: Breakpoint 1 at {{.*}}gdb.cs{{(:|, line )}}9
// CHECK: Breakpoint 1{{.*}}, __cs_user_main () at {{.*}}gdb.cs:9
// CHECK-NEXT: {{^}}9{{[[:space:]]+}}printf
// CHECK: = 45
// CHECK: = 6
