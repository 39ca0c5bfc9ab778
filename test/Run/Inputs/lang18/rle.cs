/* Run-length encoding of a parallel sequence: run starts (a value unlike
   its west neighbour), run numbers (an inclusive add scan of the starts),
   run lengths (a segmented add scan downward, read at the start), and each
   run sent to a compact output shape; against C. */
#include <stdio.h>
#include <cscomm.h>
#define N 20
shape [N]S;
int val(int i) { static int v[N] = {3,3,3,1,1,4,4,4,4,1,5,5,9,2,2,2,6,6,6,6}; return v[i]; }
int main()
{
    int bad = 0, i, runs = 0, rr = 0;
    int rv[N], rl[N];
    with (S) {
        int:S x, len, idx, outv = -1, outl = -1;
        bool:S start;
        for (i = 0; i < N; i++) [i]x = val(i);
        start = pcoord(0) == 0 || x != [.-1]x;
        idx = scan((int:S)start, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive) - 1;
        /* downward segmented count: at a run's start, the count from there to the run's end */
        {
            bool:S endseg = pcoord(0) == N - 1 || x != [.+1]x;
            len = scan((int:S)1, 0, CMC_combiner_add, CMC_downward, CMC_segment_bit, &endseg, CMC_inclusive);
        }
        runs = += (int:S)start;
        where (start) { [idx]outv = x; [idx]outl = len; }
        for (i = 0; i < N; i++) {
            if (i == 0 || val(i) != val(i - 1)) { rv[rr] = val(i); rl[rr] = 1; rr++; }
            else rl[rr - 1]++;
        }
        for (i = 0; i < rr; i++) if ([i]outv != rv[i] || [i]outl != rl[i]) { bad++; printf("run %d %d %d\n", i, [i]outv, [i]outl); }
        for (i = rr; i < N; i++) if ([i]outv != -1) bad++;
    }
    if (runs != rr) bad++;
    printf("rle bad %d runs %d\n", bad, runs);
    return 0;
}
