/* Bitonic sort of 32 keys: partner by [pcoord(0) ^ j], min/max by direction. */
#include <stdio.h>
#include <stdlib.h>
#define N 32
shape [N]S;
static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void)
{
    int:S x, p;
    int k, j, i, bad = 0, r[N];
    with (S) {
        x = (pcoord(0) * 29 + 7) % 53 - 20;
        for (i = 0; i < N; i++) r[i] = (i * 29 + 7) % 53 - 20;
        for (k = 2; k <= N; k *= 2)
            for (j = k / 2; j > 0; j /= 2) {
                p = [pcoord(0) ^ j]x;
                where (((pcoord(0) & k) == 0) == ((pcoord(0) & j) == 0))
                    x <?= p;
                else
                    x >?= p;
            }
        qsort(r, N, sizeof r[0], cmp);
        for (i = 0; i < N; i++) bad += [i]x != r[i];
        printf("bitonic mismatches %d first %d last %d\n", bad, [0]x, [N - 1]x);
    }
    return 0;
}
