/* Functions taking T:current * parameters: swap through pointers, an
   accumulate into an element of a parallel array given as `&b[k]`, `b + k`
   and `b` (C's equal forms of a pointer to element k). */
#include <stdio.h>
#define N 7
shape [N]S;
void:current swap(int:current *p, int:current *q)
{
    int:current t = *p;
    *p = *q;
    *q = t;
}
void:current addto(int:current *dst, int:current v)
{
    *dst += v;
}
int main()
{
    int bad = 0, i, k;
    with (S) {
        int:S x = pcoord(0), y = 100 - pcoord(0);
        int:S b[4];
        int ref[4][N];
        where (pcoord(0) % 2) swap(&x, &y);
        for (i = 0; i < N; i++) {
            int rx = i % 2 ? 100 - i : i, ry = i % 2 ? i : 100 - i;
            if ([i]x != rx || [i]y != ry) { bad++; printf("swap %d\n", i); }
        }
        for (k = 0; k < 4; k++) { b[k] = k * 10; for (i = 0; i < N; i++) ref[k][i] = k * 10; }
        addto(&b[1], x);
        addto(b + 2, y);
        addto(b, pcoord(0));
        addto(3 + b, 1);
        where (pcoord(0) < 3) addto(b + 1, 1000);
        for (i = 0; i < N; i++) {
            ref[1][i] += i % 2 ? 100 - i : i;
            ref[2][i] += i % 2 ? i : 100 - i;
            ref[0][i] += i;
            ref[3][i] += 1;
            if (i < 3) ref[1][i] += 1000;
            for (k = 0; k < 4; k++) if ([i]b[k] != ref[k][i]) { bad++; printf("b %d %d %d %d\n", k, i, [i]b[k], ref[k][i]); }
        }
    }
    printf("ptrfn bad %d\n", bad);
    return 0;
}
