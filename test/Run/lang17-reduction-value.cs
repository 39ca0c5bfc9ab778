// A reduction assignment `s OP= p` (scalar s, parallel p) used as a value, as
// C lets any assignment be: `printf("%d", total += x)`, `k = (s += x) + 1`,
// `if ((s |= x) > 3)`, an initializer, inside a parallel expression (computed
// once, like a unary reduction), on a struct member, a bit-field and an array
// element with a side effect in its index (evaluated once).  Its value is the
// new s.  These were "supported only as a statement of its own".  Every value
// is compared with the same reduction done as statements in plain C loops.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: total 28 then 56
// CHECK: mismatches 0
#include <stdio.h>
#define N 7
shape [N]S;
int:S x;
double:S d;
struct acc { long sum; unsigned bits : 5; double prod; } st;
int main()
{
    int i, bad = 0, k, total = 0, s = 1, t[3] = {0, 100, 200}, j = 0;
    int rx[N], rs = 0, rsum = 0, rbor = 0;
    long ls;
    double rprod = 1;
    for (i = 0; i < N; i++) { rx[i] = i + 1; rsum += rx[i]; rbor |= rx[i]; rprod *= 0.5 + i; }
    with (S) {
        x = pcoord(0) + 1;
        d = 0.5 + pcoord(0);
        printf("total %d", total += x);
        printf(" then %d\n", total += x);
        if (total != 2 * rsum) bad++;
        k = (s += x) + 1;
        if (k != 1 + rsum + 1 || s != 1 + rsum) bad++;
        if ((s |= x) > 3) k = -1;
        rs = (1 + rsum) | rbor;
        if (k != -1 || s != rs) bad++;
        {
            int z = s -= x;
            if (z != rs - rsum || s != z) bad++;
        }
        /* inside a parallel expression: computed once, before the loop */
        s = 0;
        x = x * 10 + (s += x);
        for (i = 0; i < N; i++) if ([i]x != rx[i] * 10 + rsum) bad++;
        if (s != rsum) bad++;
        x = pcoord(0) + 1;
        st.sum = 5; st.bits = 3; st.prod = 2;
        ls = (st.sum += x) * 2;
        if (ls != 2 * (5 + rsum) || st.sum != 5 + rsum) bad++;
        if ((st.bits ^= x) != ((3 ^ 1 ^ 2 ^ 3 ^ 4 ^ 5 ^ 6 ^ 7) & 31) || st.bits != ((3 ^ 1 ^ 2 ^ 3 ^ 4 ^ 5 ^ 6 ^ 7) & 31)) bad++;
        if ((st.prod *= d) != 2 * rprod) bad++;
        /* the target's index is evaluated once */
        k = (t[j++ + 1] += x);
        if (j != 1 || k != 100 + rsum || t[1] != 100 + rsum || t[2] != 200) bad++;
        /* under a where: only the active positions count */
        where (x % 2 == 0) k = (t[0] += x) - 1;
        if (k != 2 + 4 + 6 - 1 || t[0] != 12) bad++;
        /* as a parallel value: promoted to every position */
        s = 1;
        x = s *= x;
        { int rp = 1; for (i = 0; i < N; i++) rp *= rx[i]; for (i = 0; i < N; i++) if ([i]x != rp) bad++; if (s != rp) bad++; }
        x = pcoord(0) + 1;
        s = 0;
        { int:S z = s += x; for (i = 0; i < N; i++) if ([i]z != rsum) bad++; }
        printf("mismatches %d\n", bad);
    }
    return 0;
}
