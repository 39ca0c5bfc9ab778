// Grid-communication statements lower to one stencil loop; the storage
// locals are restrict only when no storage is reached another way: distinct
// variables (written tn, read t) get restrict; a pointer dereference in the
// body ((p)[__i]) keeps them plain, and so does a parallel parameter (the
// caller may pass the variable the function also writes).
// RUN: %cstar --emit=spmd %s | FileCheck %s
shape [64][64]G;
double:G t, tn;
double:G *p;
void smooth(double:G x)
{
// CHECK: {{c}}s_lc_stencil_init(&__st, __s, 2,
// CHECK-NOT: {{_}}_restrict
// CHECK-SAME: __typeof__(x) const {{_}}_l_x = x;
    tn = [.-1][.]x + [.+1][.]x;
}

int main(void) {
    with (G) {
// CHECK: {{c}}s_lc_stencil_init(&__st, __s, 4,
// CHECK-SAME: *__restrict const __l_t = t;
// CHECK-SAME: *__restrict const __l_tn = tn;
        tn = 0.25 * ([.-1][.]t + [.+1][.]t + [.][.-1]t + [.][.+1]t);
        p = &tn;
// CHECK: {{c}}s_lc_stencil_init(&__st, __s, 1,
// CHECK-NOT: {{_}}_restrict
// CHECK-SAME: __typeof__(t) const {{_}}_l_t = t;
        tn = [.-1][.]t + *p;
    }
    return 0;
}
