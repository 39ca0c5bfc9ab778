// A syntax error is reported at its .cs position with the line and a caret.
// RUN: not %cstar --emit=c %s 2>&1 | FileCheck %s
int main(void) {
    int x = 3 +;
// CHECK: syntax_error.cs:[[@LINE-1]]:16: error: {{.*}}
// CHECK-NEXT: int x = 3 +;
// CHECK-NEXT: {{^ *}}^
    return x;
}
