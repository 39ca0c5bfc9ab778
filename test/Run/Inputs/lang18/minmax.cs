/* <? and >? between parallel and scalar operands of mixed types, their
   precedence (that of <), the assignment forms <?= and >?= on parallel
   variables, parallel array elements and struct members, used as values and
   in a for header; against C. */
#include <stdio.h>
#define N 10
shape [N]S;
struct box { int lo, hi; };
int mn(int a, int b) { return a < b ? a : b; }
int mx(int a, int b) { return a > b ? a : b; }
int main()
{
    int bad = 0, i, k;
    with (S) {
        int:S x = (pcoord(0) * 7) % 10 - 5, y, z[2];
        double:S d = pcoord(0) * 0.5 - 2;
        struct box:S b;
        unsigned:S u = pcoord(0);
        double:S e;
        long:S w;
        y = x <? 2 >? -3;                 /* (x <? 2) >? -3 */
        e = d >? x;                       /* int promoted to double */
        w = (long:S)x * 3 <? 4L;          /* * binds tighter */
        b.lo = 100; b.hi = -100;
        for (k = 0; k < 3; k++) { b.lo <?= x + k; b.hi >?= x - k; }
        z[0] = 7; z[1] = x;
        z[0] <?= z[1] >? 0;
        u >?= 5u;
        for (i = 0; i < N; i++) {
            int xi = (i * 7) % 10 - 5; double di = i * 0.5 - 2;
            if ([i]y != mx(mn(xi, 2), -3)) { bad++; printf("y %d\n", i); }
            if ([i]e != (di > xi ? di : xi)) { bad++; printf("e %d\n", i); }
            if ([i]w != (xi * 3L < 4 ? xi * 3L : 4)) { bad++; printf("w %d\n", i); }
            if ([i]b.lo != xi || [i]b.hi != xi) { bad++; printf("b %d\n", i); }
            if ([i]z[0] != mn(7, mx(xi, 0))) { bad++; printf("z %d\n", i); }
            if ([i]u != (unsigned)mx(i, 5)) { bad++; printf("u %d\n", i); }
        }
        {
            int s = 0, v;
            v = (s >?= x) + 1;            /* a reduction used as a value */
            if (s != 4 || v != 5) { bad++; printf("value %d %d\n", s, v); }
            for (s = 100; s > 0; s <?= x + 3) ; /* terminates: min is -2 */
            if (s != -2) { bad++; printf("for %d\n", s); }
        }
    }
    printf("minmax bad %d\n", bad);
    return 0;
}
