/* Recursion with parallel arguments: Euclid's gcd and a power function, each
   stopping on a scalar test of a reduction (docs §6: a recursive parallel
   function needs one), with where narrowing the positions still working. */
#include <stdio.h>
#define N 16
shape [N]S;
int:current pgcd(int:current a, int:current b)
{
    int:current r = a;
    where (b != 0)
        if (|= (b != 0)) r = pgcd(b, a % b);
    return r;
}
long:current ppow(long:current x, int:current e)
{
    long:current r = 1;
    where (e > 0) {
        if (|= (e > 0)) {
            long:current h = ppow(x, e / 2);
            r = h * h;
            where (e % 2) r *= x;
        }
    }
    return r;
}
int gcd(int a, int b) { return b ? gcd(b, a % b) : a; }
int main()
{
    int bad = 0, i, depth = 0;
    with (S) {
        int:S a = pcoord(0) * 6 + 4, b = (pcoord(0) * 35) % 48 + 1;
        int:S g = pgcd(a, b);
        long:S x = pcoord(0) % 5 + 1;
        int:S e = pcoord(0) % 7 * 2 + (pcoord(0) == 2 ? 21 : 0);
        long:S p = ppow(x, e);
        for (i = 0; i < N; i++) {
            long rp = 1; int k, ee = i % 7 * 2 + (i == 2 ? 21 : 0);
            for (k = 0; k < ee; k++) rp *= i % 5 + 1;
            if ([i]g != gcd(i * 6 + 4, (i * 35) % 48 + 1)) { bad++; printf("gcd %d\n", i); }
            if ([i]p != rp) { bad++; printf("pow %d %ld %ld\n", i, [i]p, rp); }
        }
        where (pcoord(0) > N) depth = += pgcd(a, b);  /* no active position: still runs */
    }
    printf("recur bad %d depth %d\n", bad, depth);
    return 0;
}
