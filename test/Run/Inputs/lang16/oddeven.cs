/* Odd-even transposition sort, K&R style, with grid communication. */
#include <stdio.h>
#define N 23
shape [N]line;
int:line key;
int ref[N];

void seqsort(a, n) int a[]; int n;
{
    int i, j, t;
    for (i = 0; i < n; i++)
        for (j = 0; j + 1 < n; j++)
            if (a[j] > a[j + 1]) { t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }
}

main()
{
    int phase, i, bad = 0;
    int:line right, left, odd;
    unsigned seed = 12345;
    for (i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        ref[i] = (int)((seed >> 16) % 1000) - 500;
    }
    with (line) {
        for (i = 0; i < N; i++) [i]key = ref[i];
        odd = pcoord(0) & 1;
        for (phase = 0; phase < N; phase++) {
            right = [. + 1]key;
            left = [. - 1]key;
            where ((pcoord(0) & 1) == (phase & 1)) {
                where (pcoord(0) + 1 < N)
                    key = key <? right;
            } else {
                where (pcoord(0) > 0)
                    key = key >? left;
            }
        }
        seqsort(ref, N);
        for (i = 0; i < N; i++) bad += [i]key != ref[i];
        printf("sorted mismatches %d min %d max %d\n", bad, <?= key, >?= key);
    }
}
