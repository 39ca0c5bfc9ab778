// Generated code: one loop per parallel statement, no mask test where no
// `where` is in force, a mask test inside `where`, reductions as a local fold
// plus one collective, scalar left-index reads hoisted before the loop, and
// #line back to the .cs file.
// RUN: %cstar --emit=spmd %s | FileCheck %s
// CHECK: #include <cstar/markers.h>
// CHECK: #line 1 "{{.*}}loops.cs"
shape [100]S;
double:S x, y;
int:S k;
int main(void) {
    double s = 0;
    int m = 0;
    with (S) {
// CHECK: { cs_with_push(S, "{{.*}}loops.cs", [[@LINE-1]]);
        x = y * 2.0 + 1;
// Storage pointers are read into restrict locals (distinct variables never
// share storage); a where/else of elementwise statements is an if per
// position and shares its neighbours' loop:
// CHECK: __typeof__(*x) *__restrict const __l_x = x; __typeof__(*y) *__restrict const __l_y = y; for (long __i = 0; __i < __n; __i++) { __l_x[__i] = __l_y[__i] * 2.0 + 1; if (__l_x[__i] > 3) { __l_y[__i] = __l_x[__i]; } }
        where (x > 3)
            y = x;
        where (x > 3) { y = x; s += x; }
// Otherwise the condition goes to a buffer and the mask is tested:
// CHECK: cs_cond_buffer(); { {{.*}}__cs_cond{{[0-9]+}}[__i] = (__l_x[__i] > 3) != 0; } } cs_where_push
// CHECK: if (__m[__i]) { __l_y[__i] = __l_x[__i]; }
// A reduction of a variable of the fold's type passes its storage as is:
// CHECK: cs_reduce_fp(&__cs_acc{{[0-9]+}}, x, cs_mask(), cs_current(), CS_T_DOUBLE, CS_OP_ADD)
        s += x;
        m >?= k;
// Consecutive reductions are one pass: the floating sum fed chunk by chunk
// (straight from x's storage), the integer max folded locally and combined
// in the sum's exchange (one collective), then the scalar updates in order:
// CHECK: cs_fpfold *[[F:__cs_ff[0-9]+]] = cs_fpfold_begin(__s, CS_T_DOUBLE, CS_OP_ADD); int [[A:__cs_acc[0-9]+]] = INT_MIN;
// CHECK-SAME: for (long __i = __c; __i < __e; __i++) { { int __v = ((int)((__l_k[__i]))); [[A]] = __v > [[A]] ? __v : [[A]]; } } cs_fpfold_feed([[F]], x + __c, 0, __c, __e - __c); }
// CHECK-SAME: cs_fpfold_also([[F]], &[[A]], CS_T_INT, CS_OP_MAX); cs_fpfold_end([[F]], {{.*}} s += __cs_r{{[0-9]+}}; if (__cs_r{{[0-9]+}} > m) m = __cs_r{{[0-9]+}}; } while (0);
        k = k + [7]k;
// CHECK: __auto_type __cs_li{{[0-9]+}} = {{.*}}cs_read_elem({{.*}}; { {{.*}}for (long __i = 0; __i < __n; __i++) { __l_k[__i] = __l_k[__i] + (__cs_li
    }
// CHECK: cs_with_pop(); }
    return 0;
}
// CHECK: int main(int argc, char **argv) {
// CHECK-NEXT: cs_init(&argc, &argv);
// CHECK: cs_finalize();
