// Syntax errors in C terms, once per position: "expected ';' before 'x'",
// "syntax error at ';'" (not ANTLR's "no viable alternative at input" or a
// list of 40 expected tokens, and not the same error twice).
// RUN: not %cstar --emit=c %s 2>&1 | FileCheck %s --implicit-check-not=error:
shape [4]S;
int:S x;
int main() {
  with (S) {
    x = 1
    x += 2;
// CHECK: user-syntax.cs:[[@LINE-1]]:5: error: expected ';' before 'x'
    x = (1 + ;
// CHECK: user-syntax.cs:[[@LINE-1]]:14: error: syntax error at ';'
  }
  with S { x = 1; }
// CHECK: user-syntax.cs:[[@LINE-1]]:8: error: expected '(' before 'S'
// CHECK: user-syntax.cs:[[@LINE-2]]:10: error: expected ')' before '{'
  return 0;
}
