// Reductions s OP= p for every operator, unary reductions, <? >? and their
// assignment forms, over all positions and under a where; zero active
// positions leave s unchanged.  Reference: Inputs/reduce_ref.c.
// RUN: cc %S/Inputs/reduce_ref.c -o %t.ref && %t.ref > %t.expected
// RUN: %crun -n 1 %s > %t.1 && diff %t.expected %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.expected %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.expected %t.3
#include <stdio.h>
shape [50]S;
int:S k;
double:S d;
unsigned:S u;
int main(void) {
    long add = 1, sub = 1000, mul = 1, andv = -1, orv = 0, xorv = 0, mn = 99, mx = -99;
    double dadd = 0.5, dmul = 1.0, ddiv = 1e6, dmin = 1e9, dmax = -1e9;
    int none = 7;
    with (S) {
        k = pcoord(0) - 20;                  /* -20 .. 29 */
        d = (pcoord(0) + 1) * 0.25;
        u = pcoord(0) * 2654435761u;
        add += k; sub -= k; andv &= u | 1; orv |= u; xorv ^= u;
        where (k > 0 && k < 8) mul *= k;
        mn <?= k; mx >?= k;
        dadd += d; dmin <?= d; dmax >?= d;
        where (pcoord(0) < 10) { dmul *= d; ddiv /= d; }
        where (k > 1000) none += k;          /* no active position */
        printf("%ld %ld %ld %ld %ld %ld %ld %ld\n", add, sub, mul, andv, orv, xorv, mn, mx);
        printf("%.6f %.6f %.6f %.6f %.6f\n", dadd, dmul, ddiv, dmin, dmax);
        printf("%d %d %d %d %d\n", none, += k, <?= k, >?= k, (+= (k <? 3)) + (+= (k >? 3)));
        printf("%.6f %.6f %d\n", += d, *= (d <? 1.0), |= (k == 29));
        where (k < -10) printf("%d %d\n", += k, -= k);
        k <?= 5; k >?= -5;
        printf("%d %d\n", += k, [0]k);
    }
    printf("%d\n", none);
    return 0;
}
