/* %%= on a parallel array member, in a for header; <?= as a value; <iso646.h>
 * words inside a macro; each checked against plain C per position. */
#include <stdio.h>
#include <iso646.h>
#define SCALE(n) X(n) X(n + 1)
#define BOTH(c) ((c) and not (c))
shape [10]S;
struct rec { int h[3]; long t; };
int main(void)
{
    struct rec:S r;
    int:S x, y, z;
    int k, bad = 0, i;
    with (S) {
        x = pcoord(0) * 3 - 7;
        r.h[0] = x; r.h[1] = x * 2; r.h[2] = x - 1;
        r.h[2] %%= 4;
        y = (x <?= 3) + 1;
        z = 100 + pcoord(0);
        for (k = 0; k < 3; k++, z %%= 7 + k) ;
        for (i = 0; i < 10; i++) {
            int xv = i * 3 - 7, zz = 100 + i, kk;
            int m = ((xv - 1) % 4 + 4) % 4;
            bad += [i]r.h[2] != m;
            bad += [i]x != (xv < 3 ? xv : 3) || [i]y != (xv < 3 ? xv : 3) + 1;
            for (kk = 0; kk < 3; kk++) zz = ((zz % (7 + kk + 1)) + (7 + kk + 1)) % (7 + kk + 1);
            bad += [i]z != zz;
        }
        printf("e2 mismatches %d both %d\n", bad, (+= (int:S)BOTH(x > 0)) bitor 0);
    }
    return 0;
}
