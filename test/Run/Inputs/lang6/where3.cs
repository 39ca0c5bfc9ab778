/* Input of test/Run/lang6-apps.test.
 * where nested three deep with else at each level, everywhere inside a
 * parallel function called under where, a scalar loop left by break when a
 * reduction says so, continue driven by a reduction, and printf of
 * reductions with %d %ld %lu %f %e %g %c %s %x.  Reference: plain C. */
#include <stdio.h>
#define N 30

shape [N]S;
int:S v, cls, ev;
unsigned long:S big;
char:S letter;
int fails;

/* classify under the caller's context; everywhere sees every position */
int:current classify(int:current x)
{
    int:current c = 0;
    where (x > 10) {
        where (x % 2 == 0) {
            where (x % 3 == 0) c = 6;
            else c = 2;
        } else {
            where (x > 20) c = 21;
            else c = 11;
        }
    } else {
        where (x < 0) c = -1;
        else where (x == 0) c = 100;
        else c = 1;
    }
    everywhere ev = ev + 1;        /* counts calls at all positions, active or not */
    return c;
}

int ref_classify(int x)
{
    if (x > 10) {
        if (x % 2 == 0) return x % 3 == 0 ? 6 : 2;
        return x > 20 ? 21 : 11;
    }
    return x < 0 ? -1 : x == 0 ? 100 : 1;
}

main()
{
    int i, round, rounds = 0, skipped = 0;
    int ref[N], rcls[N];
    for (i = 0; i < N; i++) ref[i] = (i * 13) % 37 - 8, rcls[i] = 0;
    with (S) {
        v = (pcoord(0) * 13) % 37 - 8;
        where (v != 5) cls = classify(v);
        for (round = 0; round < 100; round++) {
            if ((>?= v) > 40) break;           /* stop when any value passes 40 */
            rounds++;
            where (v > 0) v = v + 3;
            if ((+= (v < 0)) > 50) continue;   /* never true: continue must not skip the count */
            if ((|= (v == 7)) == 0) { skipped++; continue; }
        }
        big = (unsigned long)v * 1000000000UL;
        letter = 'a' + (v % 26 + 26) % 26;
        printf("%%d %d %%ld %ld %%lu %lu\n", += v, (long)(+= (long:S)v), += big);
        printf("%%f %f %%e %e %%g %g\n", (+= (double:S)v) / 7, (>?= (double:S)v) * 1e10, (<?= (double:S)v) / 3);
        printf("%%c %c%c %%s %s %%x %x\n", >?= letter, <?= letter, (|= (v > 30)) ? "some" : "none", |= v);
    }
    for (i = 0; i < N; i++) {
        int want = i == 0 ? 0 : 0;
        rcls[i] = ref[i] != 5 ? ref_classify(ref[i]) : 0;
        if ([i]cls != rcls[i]) { printf("FAIL cls %d: %d want %d (v %d)\n", i, [i]cls, rcls[i], ref[i]); fails++; }
        if ([i]ev != 1) { printf("FAIL ev %d %d\n", i, [i]ev); fails++; }
        (void)want;
    }
    {
        int r = 0, mx, any7, k, sk = 0;
        for (;;) {
            mx = -1000;
            for (k = 0; k < N; k++) if (ref[k] > mx) mx = ref[k];
            if (mx > 40) break;
            r++;
            for (k = 0; k < N; k++) if (ref[k] > 0) ref[k] += 3;
            any7 = 0;
            for (k = 0; k < N; k++) any7 |= ref[k] == 7;
            if (!any7) sk++;
        }
        if (r != rounds || sk != skipped) { printf("FAIL rounds %d %d want %d %d\n", rounds, skipped, r, sk); fails++; }
        for (k = 0; k < N; k++) if ([k]v != ref[k]) { printf("FAIL v %d\n", k); fails++; }
    }
    printf("rounds %d skipped %d\n", rounds, skipped);
    printf("where3 %s\n", fails ? "FAIL" : "ok");
}
