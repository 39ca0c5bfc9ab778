// Overloading among several parallel versions by element type (cstar rule,
// docs/language.md section 6): `int:current f(int:current)` and
// `double:current f(double:current)` beside the scalar `int f(int)`; each call
// runs the version whose parameter types match its arguments (exactly, else
// the first arithmetic one).  Without a scalar version too (`half`).
// Hand-computed: x = p, d = p / 4 (p = 0..7).
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
#include <stdio.h>
#define N 8
shape [N]S;
int:S x, xi;
double:S d, dd;
int f(int v) { return v + 1000; }
int:current f(int:current v) { return v + 1; }
double:current f(double:current v) { return v * 10.0; }
int:current half(int:current v) { return v / 2; }
double:current half(double:current v) { return v / 2.0; }
int main(void) {
    printf("scalar %d\n", f(5));
// CHECK: scalar 1005
    with (S) {
        x = pcoord(0);
        d = pcoord(0) / 4.0;
        xi = f(x);          /* p + 1: sum 36 */
        dd = f(d);          /* 10 p / 4: sum 70 */
        printf("int %d double %g\n", += xi, += dd);
// CHECK-NEXT: int 36 double 70
        xi = half(x);       /* p / 2 (int): 0 0 1 1 2 2 3 3: sum 12 */
        dd = half(d);       /* p / 8: sum 3.5 */
        printf("half %d %g %g\n", += xi, += dd, [7]dd);
// CHECK-NEXT: half 12 3.5 0.875
    }
    return 0;
}
