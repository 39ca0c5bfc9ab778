/* Histogram by combining sends ([b]h += 1) and a per-bucket max by <?=/>?=
 * sends, from a data shape into a bucket shape; checked against C loops. */
#include <stdio.h>
#define N 50
#define B 6
shape [N]data;
shape [B]bins;

int main()
{
    int:data v, b;
    int:bins h, hi, lo;
    int cnt[B] = {0}, mx[B], mn[B], i, bad = 0, val;
    for (i = 0; i < B; i++) { mx[i] = -1000; mn[i] = 1000; }
    with (bins) { h = 0; hi = -1000; lo = 1000; }
    with (data) {
        v = (pcoord(0) * 37 + 11) % 97;
        b = v %% B;
        [b]h += 1;
        [b]hi >?= v;
        [b]lo <?= v;
    }
    for (i = 0; i < N; i++) {
        val = (i * 37 + 11) % 97;
        cnt[val % B]++;
        if (val > mx[val % B]) mx[val % B] = val;
        if (val < mn[val % B]) mn[val % B] = val;
    }
    with (bins) {
        for (i = 0; i < B; i++) bad += [i]h != cnt[i] || [i]hi != mx[i] || [i]lo != mn[i];
        printf("hist mismatches %d total %d\n", bad, += h);
    }
    return 0;
}
