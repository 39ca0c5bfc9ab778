/* Input of test/Run/lang9-apps.test.
 * Stream compaction and LSD radix sort with the scan library: keep the
 * multiples of 3 by an exclusive +scan of a flag and a send; a split per bit
 * (zeros first by enumerate of the zeros, ones after them by enumerate of the
 * ones plus the zero count) on unsigned keys; segmented sums with a segment
 * bit at every 10th position; a downward inclusive max scan.
 * Reference: plain C loops. */
#include <stdio.h>
#include <cscomm.h>

#define N 41
#define BITS 9

shape [N]s;
unsigned:s key, tmp;
int:s val, packed, segsum, sufmax;
bool:s seg;

int fails;
void expect(char *what, int i, long got, long want)
{
    if (got != want && fails++ < 10) printf("FAIL %s[%d] = %ld want %ld\n", what, i, got, want);
}

main()
{
    unsigned K[N], T[N];
    int V[N], P[N], np = 0, i, bit, nzero;
    for (i = 0; i < N; i++) { K[i] = (i * 193 + 71) % 509; V[i] = (i * 17) % 23 - 11; }
    with (s) {
        key = ((unsigned:s)pcoord(0) * 193 + 71) % 509;
        val = (pcoord(0) * 17) % 23 - 11;
        /* compaction */
        {
            int:s flag = val % 3 == 0;
            int:s dest = scan(flag, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_exclusive);
            packed = -99;
            where (flag) [dest]packed = val;
        }
        /* radix sort, one bit at a time */
        for (bit = 0; bit < BITS; bit++) {
            bool:s one = (key >> bit) & 1;
            int:s dest;
            nzero = += (int:s)!one;
            where (!one) dest = enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field);
            else dest = nzero + enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field);
            [dest]tmp = key;
            key = tmp;
        }
        seg = pcoord(0) % 10 == 0;
        segsum = scan(val, 0, CMC_combiner_add, CMC_upward, CMC_segment_bit, &seg, CMC_inclusive);
        sufmax = scan(val, 0, CMC_combiner_max, CMC_downward, CMC_none, CMC_no_field, CMC_inclusive);
    }
    for (i = 0; i < N; i++) if (V[i] % 3 == 0) P[np++] = V[i];
    for (i = 0; i < N; i++) expect("packed", i, [i]packed, i < np ? P[i] : -99);
    for (bit = 0; bit < BITS; bit++) {          /* the same stable split */
        int z = 0, o;
        for (i = 0; i < N; i++) if (!((K[i] >> bit) & 1)) T[z++] = K[i];
        o = z;
        for (i = 0; i < N; i++) if ((K[i] >> bit) & 1) T[o++] = K[i];
        for (i = 0; i < N; i++) K[i] = T[i];
    }
    for (i = 0; i < N; i++) {
        int j, ss = 0, mx = V[i];
        expect("radix", i, [i]key, K[i]);
        if (i > 0 && K[i - 1] > K[i]) expect("order", i, 0, 1);
        for (j = i - i % 10; j <= i; j++) ss += V[j];
        for (j = i; j < N; j++) if (V[j] > mx) mx = V[j];
        expect("segsum", i, [i]segsum, ss);
        expect("sufmax", i, [i]sufmax, mx);
    }
    for (i = 0; i < N; i++) printf("%u%c", [i]key, i % 14 == 13 || i == N - 1 ? '\n' : ' ');
    printf("%d kept:", np);
    for (i = 0; i < np; i++) printf(" %d", [i]packed);
    printf("\n");
    if (!fails) printf("radix ok\n");
}
