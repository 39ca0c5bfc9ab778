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
// CHECK: for (long __i = 0; __i < __n; __i++) { x[__i] = y[__i] * 2.0 + 1; }
        where (x > 3)
// CHECK: cs_cond_buffer(); { {{.*}} __cs_cond{{[0-9]+}}[__i] = (x[__i] > 3) != 0; } } cs_where_push
            y = x;
// CHECK: if (__m[__i]) { y[__i] = x[__i]; }
        s += x;
// CHECK: cs_reduce_fp(&__cs_acc{{[0-9]+}}, __cs_buf{{[0-9]+}}, cs_mask(), __s, CS_T_DOUBLE, CS_OP_ADD)
        m >?= k;
// CHECK: int __cs_acc{{[0-9]+}} = INT_MIN; { {{.*}} for (long __i = 0; __i < __n; __i++) { { int __v = ((int)((k[__i]))); {{.*}} cs_allreduce(&__cs_acc{{[0-9]+}}, CS_T_INT, CS_OP_MAX)
        k = k + [7]k;
// CHECK: __auto_type __cs_li{{[0-9]+}} = {{.*}}cs_read_elem({{.*}}; { {{.*}}for (long __i = 0; __i < __n; __i++) { k[__i] = k[__i] + (__cs_li
    }
// CHECK: cs_with_pop(); }
    return 0;
}
// CHECK: int main(int argc, char **argv) {
// CHECK-NEXT: cs_init(&argc, &argv);
// CHECK: cs_finalize();
