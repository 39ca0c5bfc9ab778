// Loop interchange (docs/compiler.md "Loop interchange"): a scalar `for`
// whose body is only elementwise statements becomes one pass over the
// positions with the scalar loop inside; a counter declared outside gets its
// final value from the header run once more after the pass.  Loops that
// break the rule keep one pass per statement per iteration.
// (The CHECK comments are dropped before FileCheck: they must not match themselves.)
// RUN: %cstar --emit=spmd %s | grep -v '^ *//' | FileCheck %s
#include <math.h>
shape [100]S;
struct rec { int id; double v[24]; };
double:S x;
int n;
int lim(void);
int bump(int);
int main(void) {
    int k, m;
    double s = 0;
    with (S) {
        struct rec:S r;
        double:S a[16];
        int:S i = pcoord(0);
// CHECK: for (long __i = 0; __i < __n; __i++) { for (int k = 0; k < 24; k++) { __l_r[__i].v[k] = __l_i[__i] + k * 0.5; } } } } while (0);
        for (int k = 0; k < 24; k++) r.v[k] = i + k * 0.5;
        s = 1;
// A counter declared outside, a where inside, and a neighbour statement in
// the same pass; then the header alone for k's final value:
// CHECK: for (long __i = 0; __i < __n; __i++) { for (k = 0; k < 16; k++) { __l_a[__i][k] = __l_i[__i] * 16 + k; if (__l_i[__i] % 3 == 0) { __l_a[__i][k] = -__l_a[__i][k]; }  } __l_r[__i].id = __l_i[__i]; } } for (k = 0; k < 16; k++) ; } while (0);
        for (k = 0; k < 16; k++) { a[k] = i * 16 + k; where (i % 3 == 0) a[k] = -a[k]; }
        r.id = i;
        s = 2;
// Nested loops, <math.h> in the body:
// CHECK: for (long __i = 0; __i < __n; __i++) { for (int p = 0; p < 4; p++) { for (int q = 0; q < 4; q++) { __l_a[__i][p * 4 + q] = sqrt(__l_i[__i] + p) + q; }  } } } } while (0);
        for (int p = 0; p < 4; p++)
            for (int q = 0; q < 4; q++) a[p * 4 + q] = sqrt(i + p) + q;
        s = 3;
// Not interchanged: communication in the body.
// CHECK: for (k = 0; k < 3; k++) do {
        for (k = 0; k < 3; k++) x = [(pcoord(0) + 1) % 100]x + k;
// Not interchanged: a reduction (a scalar write) in the body.
// CHECK: for (k = 0; k < 4; k++) { do {
        for (k = 0; k < 4; k++) { x = x + k; s += x; }
// Not interchanged: a call in the condition.
// CHECK: for (k = 0; k < lim(); k++) do {
        for (k = 0; k < lim(); k++) x = x * 2;
// Not interchanged: no init (each position would start where the last stopped).
// CHECK: for (; k < 8; k++) do {
        for (; k < 8; k++) x = x + 1;
// Not interchanged: the init reads the counter.
// CHECK: for (k = k + 1; k < 12; k++) do {
        for (k = k + 1; k < 12; k++) x = x + 1;
// Not interchanged: a scalar write in the increment besides the counter.
// CHECK: for (k = 0; k < 3; k++, n++) do {
        for (k = 0; k < 3; k++, n++) x = x + 1;
// Not interchanged: a user function (its side effects' order would change).
// CHECK: for (m = 0; m < 3; m++) do {
        for (m = 0; m < 3; m++) x = x + bump(m);
// Not interchanged: break in the body.
// CHECK: for (m = 0; m < 3; m++) {
// CHECK-NEXT: break;
        for (m = 0; m < 3; m++) {
            break;
            x = 1;
        }
    }
    return 0;
}
