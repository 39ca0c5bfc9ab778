// Sweep program (C* manuals / Quinn style), checked against an independent
// Python reference (Inputs/lang15/histogram.py) at 1, 2 and 3 ranks.
// RUN: %python %S/Inputs/lang15/histogram.py > %t.ref
// RUN: %crun -n 1 %s > %t.1 && diff %t.ref %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.ref %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.ref %t.3
/* Histogram with combining sends; parallel struct of samples */
#include <stdio.h>
#define NS 41
#define NB 6
shape [NS]samples;
shape [NB]bins;

struct sample { int value; float weight; };

main()
{
    struct sample:samples s;
    int:bins count;
    float:bins wsum;
    int:bins lo;
    int b, total = 0;
    with (samples) {
        s.value = (pcoord(0) * 13 + 7) % 30;
        s.weight = 0.5 * (pcoord(0) % 4);
    }
    with (bins) { count = 0; wsum = 0; lo = 1000; }
    with (samples) {
        int:samples bucket = s.value / 5;
        [bucket]count += 1;
        where (s.weight > 0)
            [bucket]wsum += s.weight;
        [bucket]lo <?= s.value;
    }
    with (bins) {
        total = += count;
        for (b = 0; b < NB; b++)
            printf("bin %d: %d %.1f lo %d\n", b, [b]count, [b]wsum, [b]lo);
    }
    printf("total %d\n", total);
}
