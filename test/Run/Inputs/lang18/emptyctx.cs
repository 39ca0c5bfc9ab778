/* Compound assignment of a scalar from a parallel value (a reduction)
   inside a where with no active position leaves the scalar unchanged, for
   every operator and type; nested empty contexts, an else that gets all, and
   an everywhere inside the empty where that reactivates every position. */
#include <stdio.h>
#define N 9
shape [N]S;
int main()
{
    int bad = 0, i;
    with (S) {
        int:S x = pcoord(0) + 1;
        double:S d = pcoord(0) * 0.5;
        int a = 5, b = 5, c = 5, e = 5, f = 5, g = 5, h = 5, m = 5, n = 5;
        double p = 2.5, q = 2.5, r = 2.5;
        long all = 0, ev = 0;
        where (x > 100) {
            a += x; b -= x; c *= x; e /= x; f &= x; g |= x; h ^= x; m <?= x; n >?= x;
            p += d; q *= d; r >?= d;
            where (x > 0) a += x * 1000;                 /* still no active position */
            everywhere ev += x;                           /* all N positions */
        } else
            all += x;
        if (a != 5 || b != 5 || c != 5 || e != 5 || f != 5 || g != 5 || h != 5 || m != 5 || n != 5) { bad++; printf("int\n"); }
        if (p != 2.5 || q != 2.5 || r != 2.5) { bad++; printf("double\n"); }
        for (i = 0; i < N; i++) { all -= i + 1; ev -= i + 1; }
        if (all != 0 || ev != 0) { bad++; printf("else/everywhere %ld %ld\n", all, ev); }
    }
    printf("emptyctx bad %d\n", bad);
    return 0;
}
