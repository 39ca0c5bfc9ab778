// Mistakes a C* programmer makes, each with a clear file:line:col error (never
// a crash, never generated C that does not compile or crashes): parallel parts
// of a `for` init/increment and of a scalar comma expression are not lowered,
// so they are rejected (they used to assign the storage pointer and segfault).
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
// CHECK: user-errors.cs:[[@LINE-1]]:10: error: parallel expression in the initialization of a 'for' loop is not supported
    for (i = 0; i < 2; i++, a += 1) b += a;
// CHECK: user-errors.cs:[[@LINE-1]]:24: error: parallel expression in the increment of a 'for' loop is not supported
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
