/* Input of test/Run/lang5-comm.test.
 * The TMC packing idiom: number the active positions with enumerate and send
 * them to the front (ECOLAB's cs_pack), inside a parallel function called
 * under where; rank() sorting under where; a scan whose result is reduced. */
#include <stdio.h>
#include <cscomm.h>
#define N 19

shape [N]S;
int:S val, packed, sorted;
int fails;

/* packs the active values of v to the front of dst; returns how many */
int pack(int:current *dst, int:current v)
{
    int:current slot = enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field);
    [slot]*dst = v;
    return += (int:current)1;
}

main()
{
    int n, i, k, ref[N], nref = 0;
    long scansum = 0, want = 0;
    with (S) {
        val = (pcoord(0) * 7) % N;
        packed = -1;
        where (val % 3 == 0) n = pack(&packed, val * 10);
        sorted = -1;
        where (val > 4) sorted = rank(val, 0, CMC_upward, CMC_none, CMC_no_field);
        scansum += scan(val, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
    }
    for (i = 0; i < N; i++) if ((i * 7) % N % 3 == 0) ref[nref++] = (i * 7) % N * 10;
    if (n != nref) { printf("FAIL count %d want %d\n", n, nref); fails++; }
    for (i = 0; i < N; i++) {
        int e = i < nref ? ref[i] : -1, v = (i * 7) % N, r = -1;
        if ([i]packed != e) { printf("FAIL packed[%d] %d want %d\n", i, [i]packed, e); fails++; }
        if (v > 4) for (r = 0, k = 0; k < N; k++) if ((k * 7) % N > 4 && (k * 7) % N < v) r++;
        if ([i]sorted != r) { printf("FAIL sorted[%d] %d want %d\n", i, [i]sorted, r); fails++; }
        for (k = 0; k <= i; k++) want += (k * 7) % N;
    }
    if (scansum != want) { printf("FAIL scansum %ld want %ld\n", scansum, want); fails++; }
    printf("packed %d: %d %d %d ... scansum %ld\n", n, [0]packed, [1]packed, [2]packed, scansum);
    printf("pack %s\n", fails ? "FAIL" : "ok");
    return 0;
}
