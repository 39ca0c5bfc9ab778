// Errors in C* declarations of the program's own header name the header and
// its line (the header goes through the C* front end: docs/language.md §7c);
// the .cs file's own lines after the #include keep their numbers.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
#include "Inputs/cheader-bad.h"
// CHECK: Inputs/cheader-bad.h:4:{{[0-9]+}}: error: {{.*}}T
int:T other;
// CHECK: cheader-diag.cs:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}T
int main(void) {
    with (S) good = 1;
    return 0;
}
