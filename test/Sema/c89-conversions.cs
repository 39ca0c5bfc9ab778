// 1990s C converts between function pointer types with a warning (C89; gcc
// 12, the C compiler behind cstar, warns). Clang 16 makes it an error by
// default, which rejected such programs; the front end keeps it a warning at
// the .cs line, and the program runs. So does an integer/pointer conversion
// without a cast (since session 18), except in a C* construct: `pcoord(S)`
// stays an error (test/Sema/oldc18-intptr.cs). docs/language.md (K&R C).
// RUN: %cstar %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: c89-conversions.cs:[[@LINE+17]]:11: warning: incompatible function pointer types
// WARN-NOT: error
// RUN: %mpiexec -n 2 %t | FileCheck %s
// CHECK: fp set 1, sum 12
// RUN: %cstar -DINTPTR %s -o %t.intptr 2>&1 | FileCheck %s --check-prefix=INTPTR
// INTPTR: c89-conversions.cs:[[@LINE+14]]:11: warning: incompatible integer to pointer conversion
// INTPTR-NOT: error
// RUN: not %cstar -DAXIS %s -o %t.bad 2>&1 | FileCheck %s --check-prefix=AXIS
// AXIS: c89-conversions.cs:[[@LINE+16]]:20: error: incompatible pointer to integer conversion
#include <stdio.h>
shape [4]S;
int twice(int v) { return 2 * v; }
main()
{
    long addr = 0;
    int:S x;
    int sum = 0;
    int (*fp)(double) = twice;
#ifdef INTPTR
    char *p = addr;
#endif
    with (S) {
        x = pcoord(0) * 2;
#ifdef AXIS
        x = pcoord(S);
#endif
        sum += x;
        printf("fp set %d, sum %d\n", fp != 0, sum);
    }
}
