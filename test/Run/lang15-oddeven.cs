// Sweep program (C* manuals / Quinn style), checked against an independent
// Python reference (Inputs/lang15/oddeven.py) at 1, 2 and 3 ranks.
// RUN: %python %S/Inputs/lang15/oddeven.py > %t.ref
// RUN: %crun -n 1 %s > %t.1 && diff %t.ref %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.ref %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.ref %t.3
/* Odd-even transposition sort (Quinn, ch. on sorting) */
#include <stdio.h>
#define N 23
shape [N]list;

void:current oddeven(key, n)
int:current *key; int n;
{
    int i;
    int:current partner, mine, other;
    for (i = 0; i < n; i++) {
        mine = *key;
        where ((pcoord(0) + i) % 2 == 0) partner = pcoord(0) + 1;
        else partner = pcoord(0) - 1;
        other = mine;
        where (partner >= 0 && partner < n)
            other = [partner]*key;
        where (partner > pcoord(0))
            *key = mine <? other;
        else
            *key = mine >? other;
    }
}

main()
{
    int:list k;
    int i, sorted;
    with (list) {
        k = (pcoord(0) * 17 + 5) % 29;
        oddeven(&k, N);
        sorted = 1;
        where (pcoord(0) < N - 1)
            sorted = &= (k <= [. + 1]k);
        printf("sorted %d:", sorted);
        for (i = 0; i < N; i++) printf(" %d", [i]k);
        printf("\n");
    }
    return 0;
}
