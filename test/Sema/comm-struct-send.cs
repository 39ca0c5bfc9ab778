// Sends of struct values: plain `=` copies the whole element (last sender
// wins); a combining operator or ++/-- into a struct is a compile-time error
// naming the operator. Members of arithmetic type combine ([i]s.a += v).
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
// RUN: not %cstar --emit=spmd -DCLANG_OPS %s 2>&1 | FileCheck %s --check-prefix=CLANG
#include <cscomm.h>
struct rec { int a; double d; };
shape [8]S;
struct rec:S s, t;
int:S i;
int main(void) {
    with (S) {
        i = (pcoord(0) * 3) % 8;
        [i]s = t;
        [i]s.a += i;
        [i]s.d <?= 1.5;
        [i]s <?= t;
// CHECK: comm-struct-send.cs:[[@LINE-1]]:14: error: combining send with '<?=' needs an arithmetic element type (this one is 'struct rec'; only plain '=' sends structs)
        [i]s >?= t;
// CHECK: comm-struct-send.cs:[[@LINE-1]]:14: error: combining send with '>?=' needs an arithmetic element type
// CHECK-NOT: : error:
#ifdef CLANG_OPS
        [i]s += t;
// CLANG: comm-struct-send.cs:[[@LINE-1]]:14: error: invalid operands to binary expression '+=' ('struct rec' and 'struct rec')
        [i]s ^= t;
// CLANG: comm-struct-send.cs:[[@LINE-1]]:14: error: invalid operands to binary expression '^=' ('struct rec' and 'struct rec')
        [i]s++;
// CLANG: comm-struct-send.cs:[[@LINE-1]]:13: error: cannot increment value of type 'struct rec'
#endif
    }
    return 0;
}
