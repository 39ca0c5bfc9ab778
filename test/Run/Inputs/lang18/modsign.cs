/* %% and % on parallel operands of every sign, with a scalar divisor and a
   parallel one, on int, long long and unsigned, and %%= on a parallel
   variable and a parallel array element; against C. */
#include <stdio.h>
#define N 15
shape [N]S;
long long mm(long long a, long long b) { long long r = a % b; return r != 0 && (r < 0) != (b < 0) ? r + b : r; }
int main()
{
    int bad = 0, i;
    with (S) {
        int:S a = pcoord(0) * 5 - 35, b = pcoord(0) % 4 - 2;
        long long:S la = (long long:S)a * 1000000007LL;
        int:S r1, r2, r3, arr[2];
        long long:S r4;
        unsigned:S u = (unsigned:S)pcoord(0) * 7u, r5;
        where (b == 0) b = 3;
        r1 = a %% 7; r2 = a %% -6; r3 = a %% b; r4 = la %% 97; r5 = u %% 5u;
        arr[0] = a; arr[1] = a;
        arr[1] %%= b; a %%= 4;
        for (i = 0; i < N; i++) {
            int ai = i * 5 - 35, bi = i % 4 - 2;
            if (bi == 0) bi = 3;
            if ([i]r1 != mm(ai, 7) || [i]r2 != mm(ai, -6) || [i]r3 != mm(ai, bi)) { bad++; printf("r %d\n", i); }
            if ([i]r4 != mm((long long)ai * 1000000007LL, 97)) { bad++; printf("r4 %d\n", i); }
            if ([i]r5 != (unsigned)i * 7u % 5u) { bad++; printf("r5 %d\n", i); }
            if ([i]arr[0] != ai || [i]arr[1] != mm(ai, bi) || [i]a != mm(ai, 4)) { bad++; printf("asg %d\n", i); }
        }
    }
    printf("modsign bad %d\n", bad);
    return 0;
}
