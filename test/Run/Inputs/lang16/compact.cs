/* Stream compaction with <cscomm.h>'s enumerate and a send, a scan for
 * running totals, spread for a row maximum; run-time shape from a scalar,
 * parallel struct. Plain C reference. */
#include <stdio.h>
#include <cscomm.h>
#define N 29

struct item { int key; double w; };

main()
{
    shape S;
    int i, n, bad = 0, k;
    long acc;
    struct item ref[N];
    n = 0;
    allocate_shape(&S, 1, N);
    {
        struct item:S it;
        int:S idx, keep, run;
        double:S out;
        with (S) {
            it.key = (pcoord(0) * 13 + 5) % 17;
            it.w = pcoord(0) * 0.5;
            keep = it.key % 3 == 0;
            out = -1.0;
            where (keep) {
                idx = enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field);
                [idx]out = it.w;
            }
            run = scan(it.key, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
            for (i = 0, k = 0, acc = 0; i < N; i++) {
                int key = (i * 13 + 5) % 17;
                acc += key;
                bad += [i]run != acc;
                if (key % 3 == 0) { bad += [k]out != i * 0.5; k++; }
            }
            for (i = k; i < N; i++) bad += [i]out != -1.0;
            printf("compact mismatches %d kept %d of %d sum %ld\n", bad, += keep, positionsof(S), acc);
        }
    }
    deallocate_shape(&S);
}
