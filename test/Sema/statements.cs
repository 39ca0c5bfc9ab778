// C* statement and assignment rules, each checked at its line and column.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
#include <stdio.h>
shape [4][8]S, [16]T;
int:S a, b;
int:T t;
int s;
int main(void) {
    a = 1;
// CHECK: statements.cs:[[@LINE-1]]:5: error: parallel operation where no shape is current; put it inside a 'with' statement
    with (S) {
        if (a > 0) s = 1;
// CHECK: statements.cs:[[@LINE-1]]:9: error: parallel condition in 'if' statement; use 'where' for a parallel condition
// CHECK-NEXT: if (a > 0) s = 1;
// CHECK-NEXT: ^
// CHECK-NEXT: where
        while (a) s++;
// CHECK: statements.cs:[[@LINE-1]]:9: error: parallel condition in 'while' loop
        for (; b < 3;) s++;
// CHECK: statements.cs:[[@LINE-1]]:9: error: parallel condition in 'for' loop
        do s++; while (a != b);
// CHECK: statements.cs:[[@LINE-1]]:17: error: parallel condition in 'do-while' loop
        switch (a) { default: break; }
// CHECK: statements.cs:[[@LINE-1]]:9: error: parallel condition in 'switch' statement
        s = a;
// CHECK: statements.cs:[[@LINE-1]]:11: error: assigning a parallel value to scalar 's' needs a reduction
// CHECK: fix-it:"{{.*}}statements.cs":{[[@LINE-2]]:11}:"+="
        s %= a;
// CHECK: statements.cs:[[@LINE-1]]:11: error: '%=' is not a reduction operator
        int q = a + 1;
// CHECK: statements.cs:[[@LINE-1]]:17: error: initializing scalar 'q' with a parallel value
        where (s > 0) a = 2;
// CHECK: statements.cs:[[@LINE-1]]:16: warning: 'where' condition is scalar; use 'if' for a scalar condition
        t = 3;
// CHECK: statements.cs:[[@LINE-1]]:9: error: parallel variable 't' has shape 'T' but the current shape is 'S'; select it with 'with (T)'
        a = a + t;
// CHECK: statements.cs:[[@LINE-1]]:15: error: operands of '+' have different shapes ('S' and 'T')
        s += 5;
        s += +=s;
// CHECK: statements.cs:[[@LINE-1]]:14: warning: reduction of a scalar value: it is promoted to the current shape
        goto out;
// A goto out of the body is fine too (the contexts it leaves are popped):
// CHECK-NOT: statements.cs:[[@LINE-2]]:{{.*}}goto
        goto in;
// A goto that stays inside the body is fine:
// CHECK-NOT: statements.cs:[[@LINE-2]]:{{.*}}goto
    in: s = 0;
    }
out:
    where (a) a = 1;
// CHECK: statements.cs:[[@LINE-1]]:5: error: 'where' where no shape is current; put it inside a 'with' statement
    everywhere a = 2;
// CHECK: statements.cs:[[@LINE-1]]:5: error: 'everywhere' where no shape is current
    with (current) s = 1;
// CHECK: statements.cs:[[@LINE-1]]:11: error: 'with (current)' where no shape is current
    s += a;
// CHECK: statements.cs:[[@LINE-1]]:7: error: reduction where no shape is current
    return 0;
}
