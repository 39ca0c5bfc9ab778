/* A block-scope shape made with a run-time extent on each pass of a loop,
   from 1 position (fewer than the ranks) to 11, with an inclusive and an
   exclusive scan and a downward max scan, against C. */
#include <stdio.h>
#include <cscomm.h>
int main()
{
    int bad = 0, n, i;
    for (n = 1; n <= 11; n += 2) {
        shape [n]Q;
        with (Q) {
            int:Q x = (pcoord(0) * 7 + 3) % 10 - 4;
            int:Q inc = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
            int:Q exc = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_exclusive);
            int:Q dmx = scan(x, 0, CMC_combiner_max, CMC_downward, CMC_none, CMC_no_field, CMC_inclusive);
            int acc = 0;
            for (i = 0; i < n; i++) {
                int xi = (i * 7 + 3) % 10 - 4, m = -100, j;
                for (j = i; j < n; j++) if ((j * 7 + 3) % 10 - 4 > m) m = (j * 7 + 3) % 10 - 4;
                if ([i]exc != acc) { bad++; printf("exc %d %d\n", n, i); }
                acc += xi;
                if ([i]inc != acc) { bad++; printf("inc %d %d\n", n, i); }
                if ([i]dmx != m) { bad++; printf("dmx %d %d\n", n, i); }
            }
        }
    }
    printf("seqshapes bad %d\n", bad);
    return 0;
}
