/* Wolfram's rule 30 on a ring of 23 cells for 20 generations: neighbours
   read with [(. - 1) %% N] and [(. + 1) %% N], the new state looked up in a
   scalar table indexed by a parallel value; against C. */
#include <stdio.h>
#define N 23
shape [N]L;
int main()
{
    int bad = 0, gen, i;
    int rule[8], ref[N], nx[N];
    long rsum = 0, psum = 0;
    for (i = 0; i < 8; i++) rule[i] = (30 >> i) & 1;
    for (i = 0; i < N; i++) ref[i] = i == N / 2 || i == 3;
    with (L) {
        int:L c = pcoord(0) == N / 2 || pcoord(0) == 3;
        for (gen = 0; gen < 20; gen++) {
            int:L idx = [(. - 1) %% N]c * 4 + c * 2 + [(. + 1) %% N]c;
            c = rule[idx];
            for (i = 0; i < N; i++) nx[i] = rule[ref[(i + N - 1) % N] * 4 + ref[i] * 2 + ref[(i + 1) % N]];
            for (i = 0; i < N; i++) { ref[i] = nx[i]; rsum += (long)ref[i] << (gen % 8); }
            psum += (long:L)c << (gen % 8);
        }
        for (i = 0; i < N; i++) if ([i]c != ref[i]) { bad++; printf("c %d\n", i); }
    }
    if (psum != rsum) bad++;
    printf("rule30 bad %d sum %ld\n", bad, psum);
    return 0;
}
