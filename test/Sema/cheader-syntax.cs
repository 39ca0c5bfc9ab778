// A C* syntax error in the program's own header names the header and its line.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
#include "Inputs/cheader-syntax.h"
// CHECK: Inputs/cheader-syntax.h:3:11: error:
int main(void) { return 0; }
