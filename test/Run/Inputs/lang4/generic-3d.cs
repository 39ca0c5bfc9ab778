// Input of test/Run/lang4-*.test (run at 1, 2 and 3 ranks; FAIL lines come
// from the sequential C reference in this file).
// Shape-generic parallel functions on 3-D shapes of odd extents; where in the
// callee, everywhere escaping, nested where with reductions, bool reductions,
// counting with += (cond), parallel ?: returning structs from a function.
#include <stdio.h>
struct mm { int lo, hi; };
shape [3][3][3]Q;
shape [1][7][3]W;
int fails;
struct mm:current bounds(int:current v, int:current w) {
    struct mm:current r;
    r.lo = v <? w; r.hi = v >? w;
    struct mm:current s;
    s.lo = r.hi; s.hi = r.lo;
    return v > w ? s : r;          /* always {v, w} */
}
int:current mark(int:current v, int k) {
    int:current out = 0;
    where (v % k == 0) {
        out = 1;
        everywhere out = out + 10;     /* all positions, also where v % k != 0 */
        where (v > k) out = out + 100;
    }
    return out;
}
int total(int:current v) { int t = 0; t += v; return t; }
static int run(int d0, int d1, int d2) {
    int n = d0 * d1 * d2, i, bad = 0;
    int:current v = pcoord(0) * d1 * d2 + pcoord(1) * d2 + pcoord(2);
    int:current m = -1;
    where (v % 2 == 0) m = mark(v, 3);
    bool:current b = v % 5 == 1;
    bool any = 0, all = 1; any |= b; all &= b;
    int cnt = += (v % 5 == 1), cnt2 = 0;
    where (v >= 4) { cnt2 += (int:current)1; where (v < 10) cnt2 += v; }
    struct mm:current r = bounds(v, n - 1 - v);
    for (i = 0; i < n; i++) {
        int e = -1;
        if (i % 2 == 0) e = (i % 3 == 0 ? 1 : 0) + 10 + (i % 3 == 0 && i > 3 ? 100 : 0);
        if ([i / (d1 * d2)][i / d2 % d1][i % d2]m != e) { printf("FAIL mark %d: %d want %d\n", i, [i / (d1 * d2)][i / d2 % d1][i % d2]m, e); bad++; }
        int lo = i, hi = n - 1 - i;
        if ([i / (d1 * d2)][i / d2 % d1][i % d2]r.lo != lo || [i / (d1 * d2)][i / d2 % d1][i % d2]r.hi != hi) { printf("FAIL bounds %d\n", i); bad++; }
    }
    int rc = 0, rc2 = 0; for (i = 0; i < n; i++) { rc += i % 5 == 1; if (i >= 4) rc2 += 1 + (i < 10 ? i : 0); }
    if (any != (n > 1) || all != 0 || cnt != rc || cnt2 != rc2 || total(v) != n * (n - 1) / 2) { printf("FAIL red %d %d %d %d\n", any, all, cnt, cnt2); bad++; }
    printf("%dx%dx%d: cnt %d cnt2 %d total %d\n", d0, d1, d2, cnt, cnt2, total(v));
    return bad;
}
int main(void) {
    with (Q) fails += run(3, 3, 3);
    with (W) fails += run(1, 7, 3);
    {
        shape [][][]D;
        allocate_shape(&D, 3, 5, 1, 3);
        with (D) fails += run(5, 1, 3);
        deallocate_shape(&D);
    }
    printf("generic-3d %s\n", fails ? "FAIL" : "ok");
    return 0;
}
