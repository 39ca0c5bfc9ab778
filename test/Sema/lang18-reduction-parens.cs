// A unary reduction binds like a unary operator (docs/language.md §5):
// `x = += a * 2;` is `(+= a) * 2`.  Written without parentheses as the left
// operand of a binary operator it gets a warning with a fix-it that
// parenthesizes the operand the writer meant; `(+= a) * b` and `+= (a * b)`
// are quiet, and the program still compiles (a warning, not an error).
// RUN: %cstar --emit=spmd -o /dev/null %s 2>&1 | FileCheck %s
// RUN: %cstar --emit=spmd -o /dev/null %s 2>&1 | FileCheck --check-prefix=COUNT %s
shape [8]S;
int:S a, b;
double:S d;
int main(void) {
    int x, y, z;
    double e;
    with (S) {
        x = += a * 2;
// CHECK: lang18-reduction-parens.cs:[[@LINE-1]]:13: warning: '+=' reduces only the operand next to it: this is '(+= a) * b'; write '+= (a * b)' to reduce the whole expression, or '(+= a) * b' to keep this meaning
// CHECK-NEXT: x = += a * 2;
// CHECK: fix-it:"{{.*}}lang18-reduction-parens.cs":{[[@LINE-3]]:16}:"("
// CHECK: fix-it:"{{.*}}lang18-reduction-parens.cs":{[[@LINE-4]]:21}:")"
        y = >?= a + 1;
// CHECK: lang18-reduction-parens.cs:[[@LINE-1]]:13: warning: '>?=' reduces only the operand next to it: this is '(>?= a) + b'
        e = 2.0 * += d + 1;
// CHECK: lang18-reduction-parens.cs:[[@LINE-1]]:19: warning: '+=' reduces only the operand next to it: this is '(+= a) + b'
// CHECK: fix-it:"{{.*}}lang18-reduction-parens.cs":{[[@LINE-2]]:22}:"("
// CHECK: fix-it:"{{.*}}lang18-reduction-parens.cs":{[[@LINE-3]]:27}:")"
        if (|= a > 3) z = 1;
// CHECK: lang18-reduction-parens.cs:[[@LINE-1]]:13: warning: '|=' reduces only the operand next to it: this is '(|= a) > b'
        z = -= a - 2 * x;
// CHECK: lang18-reduction-parens.cs:[[@LINE-1]]:13: warning: '-=' reduces only the operand next to it: this is '(-= a) - b'
        // Quiet: parenthesized either way, alone, the right operand, an argument.
        x = (+= a) * 2;
        x = += (a * b);
        x = += a;
        y = 3 * += a;
        z = (<?= a) + (>?= a);
        e = += d;
        z = += a + += a;                 // a sum of two sums
    }
    return x + y + z + (int)e;
}
// COUNT-COUNT-5: reduces only the operand next to it
// COUNT-NOT: reduces only the operand next to it
