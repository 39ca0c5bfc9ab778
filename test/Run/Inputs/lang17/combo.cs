/* Communication inside other constructs: a get in a where condition and in
   both arms of ?: (read only where selected), a send of a get, a reduction of
   a get under where, a parallel function that gets under where, a get whose
   index is a scan; all against plain C. */
#include <stdio.h>
#include <cscomm.h>
#define N 16
shape [N]S;
int:S a, b, idx;
int:current rot(int:current v, int k) { return [(pcoord(0) + k) % N]v; }
int main()
{
    int bad = 0, i, s;
    int ra[N], rb[N], ri[N];
    with (S) {
        a = (pcoord(0) * 7) % N;
        idx = (pcoord(0) * 3 + 1) % N;
        for (i = 0; i < N; i++) { ra[i] = (i * 7) % N; ri[i] = (i * 3 + 1) % N; }
        /* get in a where condition and in both ?: arms */
        b = -1;
        where ([idx]a > 5) b = (a % 2) ? [(pcoord(0) + 1) % N]a : [idx]a * 10;
        for (i = 0; i < N; i++) { rb[i] = -1; if (ra[ri[i]] > 5) rb[i] = (ra[i] % 2) ? ra[(i + 1) % N] : ra[ri[i]] * 10; if ([i]b != rb[i]) { bad++; printf("b %d\n", i); } }
        /* send of a get */
        b = 0;
        [idx]b += [a]a;
        for (i = 0; i < N; i++) rb[i] = 0;
        for (i = 0; i < N; i++) rb[ri[i]] += ra[ra[i]];
        for (i = 0; i < N; i++) if ([i]b != rb[i]) { bad++; printf("send %d\n", i); }
        /* reduction of a get under a where */
        s = 0;
        where (a < 8) s += [idx]a;
        { int r = 0; for (i = 0; i < N; i++) if (ra[i] < 8) r += ra[ri[i]]; if (s != r) { bad++; printf("red\n"); } }
        /* parallel function doing a get, under a where, its result in arithmetic */
        b = 0;
        where (pcoord(0) % 3 != 0) b = rot(a, 5) + rot(a, -1 + N);
        for (i = 0; i < N; i++) { int e = (i % 3 != 0) ? ra[(i + 5) % N] + ra[(i + N - 1) % N] : 0; if ([i]b != e) { bad++; printf("rot %d\n", i); } }
        /* nested: get index from a scan */
        b = [scan(idx, 0, CMC_combiner_max, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive)]a;
        { int m = -1; for (i = 0; i < N; i++) { if (ri[i] > m) m = ri[i]; if ([i]b != ra[m]) { bad++; printf("scan %d\n", i); } } }
    }
    printf("combo bad %d\n", bad);
    return 0;
}
