// Round-9 sweep: pcoord(A) with a constant axis in a position loop reads a
// table of the rank's coordinates (cs_pcoords, made once per layout), not a
// division and a modulo per position (15x a plain assignment on a 1M-position
// shape; 47x for two pcoords on a [1000][1000] shape).  A run-time axis keeps
// the division (after its range check).  Results: test/Run/lang9-apps.test.
// RUN: %cstar --emit=spmd %s | FileCheck %s
shape [1000][1000]G;
int:G g;
int main(void) {
    int a = 1;
    with (G) {
        g = pcoord(0) * 1000 + pcoord(1);
        where (pcoord(1) > 2) g += 1;
// CHECK: const int *const __pc0 = cs_pcoords(__s, 0); const int *const __pc1 = cs_pcoords(__s, 1); for (long __i = 0; __i < __n; __i++) { __l_g[__i] = ((long)__pc0[__i]) * 1000 + ((long)__pc1[__i]); if (((long)__pc1[__i]) > 2) { __l_g[__i] += 1; }
        g = pcoord(a);
// CHECK: cs_lc_axis(a, cs_current(), "pcoord"
// CHECK: __l_g[__i] = cs_coord(__s, a, __s->first + __i);
    }
    return 0;
}
// CHECK-NOT: cs_coord{{[(]}}__s, 0,
