/* A block-scope static parallel variable keeps per-position state across
   calls (a running count of how often each position was active), a static
   scalar counts calls; the function is called under changing where masks. */
#include <stdio.h>
#define N 10
shape [N]S;
int:S tally(void)
{
    static int:S hits;
    static int calls;
    calls++;
    hits += 1;
    return hits + calls * 0;
}
int main()
{
    int bad = 0, i, k, ref[N] = {0};
    with (S) {
        int:S h = 0;
        for (k = 1; k <= 4; k++)
            where (pcoord(0) % k == 0) h = tally();
        for (k = 1; k <= 4; k++) for (i = 0; i < N; i++) if (i % k == 0) ref[i]++;
        for (i = 0; i < N; i++) if ([i]h != ref[i]) { bad++; printf("h %d %d %d\n", i, [i]h, ref[i]); }
    }
    printf("staticpar bad %d\n", bad);
    return 0;
}
