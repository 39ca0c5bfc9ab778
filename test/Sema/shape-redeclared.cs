// File-scope declarations of one shape must agree (docs/language.md §1):
// `extern shape [4]S;` then `shape [8]S;` used 8 silently. Extents are
// compared as constants (N and 2*2 agree with 4); a declaration without
// extents agrees with any; the program runs with the agreed extents.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: not %cstar --emit=spmd -DEXTENT %s 2>&1 | FileCheck --check-prefix=EXTENT %s
// RUN: not %cstar --emit=spmd -DRANK %s 2>&1 | FileCheck --check-prefix=RANK %s
// RUN: %cstar %s -o ok && %mpiexec -n 2 ./ok | FileCheck --check-prefix=OK %s
#include <stdio.h>
#define N 4
extern shape [N][2]S;
shape [2 * 2][1 + 1]S;
extern shape [4][2]S;
extern shape []U;
shape [3]U;
extern shape U;
#ifdef EXTENT
extern shape [5]U;
// EXTENT: shape-redeclared.cs:[[@LINE-1]]:{{.*}}error: static assertion failed{{.*}}shape 'U' was declared at line 15 with extent 1 [3], here [5]
#endif
#ifdef RANK
shape [8]T;
extern shape [8][1]T;
// RANK: shape-redeclared.cs:[[@LINE-1]]:{{.*}}error: static assertion failed: shape 'T' was declared at line 22 with 1 dimensions, here with 2
#endif
int main() {
  with (S) {
    int:S x = 1;
    printf("S %d\n", += x);
  }
  with (U) {
    int:U y = 2;
    printf("U %d\n", += y);
  }
  return 0;
}
// OK: S 8
// OK-NEXT: U 6
