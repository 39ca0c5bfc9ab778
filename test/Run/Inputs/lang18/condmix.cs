/* Parallel ?: with mixed scalar and parallel operands: scalar condition with
   parallel arms, parallel condition with scalar arms, nested, with arms of
   different types (int/double/unsigned), a get only in the selected arm
   (never out of range), and ?: as an lvalue-free argument of a function. */
#include <stdio.h>
#define N 11
shape [N]S;
elemental double half(double v) { return v / 2; }
int main()
{
    int bad = 0, i, flag;
    with (S) {
        int:S x = pcoord(0) * 3 % 7 - 3, g;
        double:S d;
        unsigned:S u;
        int k = 4;
        for (flag = 0; flag < 2; flag++) {
            d = flag ? x * 1.5 : (double:S)k;           /* scalar condition */
            for (i = 0; i < N; i++) {
                int xi = i * 3 % 7 - 3;
                if ([i]d != (flag ? xi * 1.5 : 4.0)) { bad++; printf("d %d %d\n", flag, i); }
            }
        }
        d = x > 0 ? 2.5 : x < 0 ? -1 : k;               /* parallel condition, scalar arms */
        u = x >= 0 ? (unsigned:S)x : 7u;                 /* mixed unsigned arm */
        g = pcoord(0) + 2 < N ? [pcoord(0) + 2]x : -100;  /* get only where in range */
        d = half(x > 0 ? x : -x) + (x == 0 ? 100 : 0);
        for (i = 0; i < N; i++) {
            int xi = i * 3 % 7 - 3;
            double e = (xi > 0 ? xi : -xi) / 2.0 + (xi == 0 ? 100 : 0);
            if ([i]u != (xi >= 0 ? (unsigned)xi : 7u)) { bad++; printf("u %d\n", i); }
            if ([i]g != (i + 2 < N ? ((i + 2) * 3 % 7 - 3) : -100)) { bad++; printf("g %d\n", i); }
            if ([i]d != e) { bad++; printf("half %d\n", i); }
        }
        d = x > 0 ? 2.5 : x < 0 ? -1 : k;
        for (i = 0; i < N; i++) {
            int xi = i * 3 % 7 - 3;
            if ([i]d != (xi > 0 ? 2.5 : xi < 0 ? -1 : 4)) { bad++; printf("nest %d\n", i); }
        }
    }
    printf("condmix bad %d\n", bad);
    return 0;
}
