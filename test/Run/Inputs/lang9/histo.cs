/* Input of test/Run/lang9-apps.test.
 * Histograms of 97 pseudo-random samples into 7 bins: colliding sends
 * [b]count++, [b]sum += x, [b]lo <?= x, [b]hi >?= x; the same counts with
 * send(CMC_combiner_add) and the notify flag; the bin of each sample read
 * back by a get ([b]count); a cumulative distribution by scan; samples above
 * their bin's mean by where over a get.  Reference: plain C. */
#include <stdio.h>
#include <limits.h>
#include <cscomm.h>

#define NS 97
#define NBIN 7

shape [NS]samples;
shape [NBIN]bins;
int:samples x, bin;
int:bins count, count2, lo, hi, cum, last;
long:bins sum;
double:bins mean;
bool:bins got;

unsigned next = 12345;
int myrand() { next = next * 1103515245u + 12345u; return (next >> 8) % 1000; }

main()
{
    int i, b, fails = 0, above = 0, want_above = 0;
    int X[NS], C[NBIN] = {0}, LO[NBIN], HI[NBIN], LAST[NBIN];
    long S[NBIN] = {0};
    for (i = 0; i < NS; i++) X[i] = myrand();
    for (b = 0; b < NBIN; b++) { LO[b] = INT_MAX; HI[b] = INT_MIN; LAST[b] = -1; }
    for (i = 0; i < NS; i++) {
        b = X[i] * NBIN / 1000;
        C[b]++; S[b] += X[i];
        if (X[i] < LO[b]) LO[b] = X[i];
        if (X[i] > HI[b]) HI[b] = X[i];
        LAST[b] = i;
    }
    with (bins) { count = 0; sum = 0; lo = INT_MAX; hi = INT_MIN; last = -1; count2 = 0; }
    with (samples) {
        for (i = 0; i < NS; i++) [i]x = X[i];
        bin = x * NBIN / 1000;
        [bin]count++;
        [bin]sum += x;
        [bin]lo <?= x;
        [bin]hi >?= x;
        [bin]last = pcoord(0);        /* plain =: the highest sender wins */
        where (x % 2 == 0)
            send(&count2, make_send_address(bins, bin), (int:samples)1, CMC_combiner_add, &got);
    }
    with (bins) {
        mean = (double:bins)sum / (count >? 1);
        cum = scan(count, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
    }
    with (samples)
        where (x > [bin]mean) above = += (int:samples)1;
    for (b = 0; b < NBIN; b++) {
        int even = 0, c = 0, k;
        for (i = 0; i < NS; i++) if (X[i] * NBIN / 1000 == b && X[i] % 2 == 0) even++;
        for (k = 0; k <= b; k++) c += C[k];
        if ([b]count != C[b] || [b]sum != S[b] || [b]lo != LO[b] || [b]hi != HI[b] || [b]last != LAST[b]
            || [b]count2 != even || [b]got != (even > 0) || [b]cum != c)
            if (fails++ < 10)
                printf("FAIL bin %d: %d %ld %d %d %d %d %d %d\n", b, [b]count, [b]sum, [b]lo, [b]hi, [b]last, [b]count2, [b]got, [b]cum);
    }
    for (i = 0; i < NS; i++) {
        b = X[i] * NBIN / 1000;
        if (X[i] > (double)S[b] / (C[b] > 1 ? C[b] : 1)) want_above++;
    }
    if (above != want_above) printf("FAIL above %d want %d\n", above, want_above);
    for (b = 0; b < NBIN; b++)
        printf("bin %d: %3d samples [%3d..%3d] mean %7.2f cum %d\n", b, [b]count, [b]lo, [b]hi, [b]mean, [b]cum);
    if (!fails) printf("histo ok\n");
}
