/* bool:S values: boolsizeof, logical operators, bool from comparisons and
   from integers (any nonzero is 1), reductions of bools (|= &= ^= +=),
   a bool as a left index, arrays of bool, and bool in ?:, against C. */
#include <stdio.h>
#include <stdbool.h>
#define N 14
shape [N]S;
int main()
{
    int bad = 0, i;
    if (boolsizeof(bool) != 8 * sizeof(bool) || boolsizeof(int) != 32) { bad++; printf("boolsizeof\n"); }
    with (S) {
        int:S v = pcoord(0) * 5 % 9 - 2;
        bool:S p = v, q = v > 2, r[3];
        int:S t = 0;
        int cnt, any, all, par, rcnt = 0, rany = 0, rall = 1, rpar = 0;
        r[0] = p && !q; r[1] = p ^ q; r[2] = (bool)(v & 4);
        cnt = += (int:S)q; any = |= q; all = &= p; par = ^= q;
        t = p ? 10 : q ? 20 : 30;
        for (i = 0; i < N; i++) {
            int vi = i * 5 % 9 - 2, pi = vi != 0, qi = vi > 2;
            if ([i]p != pi || [i]q != qi) { bad++; printf("pq %d\n", i); }
            if ([i]r[0] != (pi && !qi) || [i]r[1] != (pi ^ qi) || [i]r[2] != ((vi & 4) != 0)) { bad++; printf("r %d\n", i); }
            if ([i]t != (pi ? 10 : qi ? 20 : 30)) { bad++; printf("t %d\n", i); }
            rcnt += qi; rany |= qi; rall &= pi; rpar ^= qi;
        }
        if (cnt != rcnt || any != rany || all != rall || par != rpar) { bad++; printf("reductions %d %d %d %d\n", cnt, any, all, par); }
        {   /* bool as a left index: positions 0 and 1 collect */
            int:S hits = 0;
            [q]hits += 1;
            if ([1]hits + [0]hits != N) { bad++; printf("hits\n"); }
        }
    }
    printf("booltype bad %d\n", bad);
    return 0;
}
