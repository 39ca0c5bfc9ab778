/* A name overloaded by scalar and parallel parameters of several types:
   scale(int), scale(int:current), scale(double:current); each call picks by
   its arguments (docs §6), inside expressions and reductions. */
#include <stdio.h>
#define N 6
shape [N]S;
int scale(int v) { return v * 2; }
int:current scale(int:current v) { return v * 3; }
double:current scale(double:current v) { return v * 0.5; }
int main()
{
    int bad = 0, i;
    with (S) {
        int:S x = pcoord(0) + 1;
        double:S d = pcoord(0) + 1.0;
        int:S a = scale(x) + scale(4);
        double:S b = scale(d);
        long s = 0;
        s += scale(x);
        for (i = 0; i < N; i++) {
            if ([i]a != (i + 1) * 3 + 8 || [i]b != (i + 1) * 0.5) { bad++; printf("a %d\n", i); }
            s -= (i + 1) * 3;
        }
        if (s != 0) bad++;
    }
    printf("overpar bad %d\n", bad);
    return 0;
}
