// Mistakes a C* programmer makes, each with a clear file:line:col error (never
// a crash, never generated C that does not compile or crashes): a parallel left
// operand of a scalar comma expression is not lowered, so it is rejected (it
// used to assign the storage pointer and segfault); parallel parts of a `for`
// init/increment are lowered (round 5) and accepted.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
#include <stdio.h>
shape [4]S, [5]T;
int:S x, a, b;
int:T y;
int main() {
  int s, i;
  with (S) {
    if (x > 0) s = 1;
// CHECK: user-errors.cs:[[@LINE-1]]:5: error: parallel condition in 'if' statement; use 'where'
    s = x;
// CHECK: user-errors.cs:[[@LINE-1]]:7: error: assigning a parallel value to scalar 's' needs a reduction
    x = y;
// CHECK: user-errors.cs:[[@LINE-1]]:9: error: parallel variable 'y' has shape 'T' but the current shape is 'S'
    for (i = 0, a = 1; i < 2; i++) b += a;
// Parallel parts of a for init/increment are statements of their own (round 5):
// CHECK-NOT: user-errors.cs:[[@LINE-2]]:{{.*}}error
    for (i = 0; i < 2; i++, a += 1) b += a;
// CHECK-NOT: user-errors.cs:[[@LINE-1]]:{{.*}}error
    s = (a += 1, 7);
// CHECK: user-errors.cs:[[@LINE-1]]:16: error: parallel left operand of ',' in a scalar expression is not supported
    printf("%d\n", x);
// CHECK: user-errors.cs:[[@LINE-1]]:20: error: parallel argument passed to 'printf', a scalar library function; pass a reduction ('+= x') or one element ('[0]x')
    while (x) s++;
// CHECK: user-errors.cs:[[@LINE-1]]:5: error: parallel condition in 'while' loop
  }
  x = 3;
// CHECK: user-errors.cs:[[@LINE-1]]:3: error: parallel operation where no shape is current
  return 0;
}
