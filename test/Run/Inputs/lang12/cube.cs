/* A 3-D shape: pcoord/dimof/positionsof, a parallel function with nested
 * where/else and everywhere called from inside where, scalar recursion that
 * bisects the first axis with a reduction at each leaf, and loop bounds
 * taken from reductions.  Checked against plain C loops. */
#include <stdio.h>

#define X 4
#define Y 3
#define Z 5
shape [X][Y][Z]cube;
int:cube v, w;
int ref[X][Y][Z], refw[X][Y][Z];
int fails;

int:current classify(int:current x)
{
    int:current r = -1;
    int:current seen;
    where (x > 20) {
        where (x % 2 == 0) r = 2;
        else r = 1;
    } else {
        where (x < 5) r = 0;
    }
    everywhere seen = x;   /* every position, active or not */
    r = r * 100 + (seen % 7);
    return r;
}

int c_classify(x) int x;
{
    int r = -1;
    if (x > 20) r = (x % 2 == 0) ? 2 : 1;
    else if (x < 5) r = 0;
    return r * 100 + x % 7;
}

/* sum of v over slabs lo..hi-1 of axis 0, by halves */
long slab_sum(lo, hi) int lo, hi;
{
    long s = 0;
    int mid;
    if (hi - lo == 1) {
        with (cube) where (pcoord(0) == lo) s += v;
        return s;
    }
    mid = (lo + hi) / 2;
    return slab_sum(lo, mid) + slab_sum(mid, hi);
}

main()
{
    int i, j, k, n, lo, hi, steps, csteps;
    long total, ctotal = 0;
    with (cube) {
        v = (pcoord(0) * 7 + pcoord(1) * 5 + pcoord(2) * 3) % 31;
        w = 0;
        where (v >= 3) w = classify(v);
        n = positionsof(current);
        lo = <?= v;
        hi = >?= v;
    }
    for (i = 0; i < X; i++)
        for (j = 0; j < Y; j++)
            for (k = 0; k < Z; k++) {
                ref[i][j][k] = (i * 7 + j * 5 + k * 3) % 31;
                refw[i][j][k] = ref[i][j][k] >= 3 ? c_classify(ref[i][j][k]) : 0;
                ctotal += ref[i][j][k];
            }
    for (i = 0; i < X; i++)
        for (j = 0; j < Y; j++)
            for (k = 0; k < Z; k++)
                if ([i][j][k]w != refw[i][j][k]) { printf("FAIL w at %d %d %d\n", i, j, k); fails++; }
    printf("shape %d x %d x %d = %d positions, rank %d\n", dimof(cube, 0), dimof(cube, 1), dimof(cube, 2), n, rankof(cube));
    total = slab_sum(0, dimof(cube, 0));
    if (total != ctotal) { printf("FAIL total %ld %ld\n", total, ctotal); fails++; }
    printf("total %ld, values %d..%d\n", total, lo, hi);
    /* loop bounded by reductions: raise the minimum until it passes the mean */
    steps = 0;
    with (cube)
        while ((<?= v) * n < total) {
            where (v == (<?= v)) v += 4;
            steps++;
        }
    csteps = 0;
    for (;;) {
        int m = 1 << 30; long s = 0;
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) if (ref[i][j][k] < m) m = ref[i][j][k];
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) s += ref[i][j][k];
        if ((long)m * n >= ctotal) break;
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) if (ref[i][j][k] == m) ref[i][j][k] += 4;
        csteps++;
    }
    if (steps != csteps) { printf("FAIL steps %d %d\n", steps, csteps); fails++; }
    with (cube) total = += v;
    printf("steps %d, sum now %ld, corner %d\n", steps, total, [X-1][Y-1][Z-1]v);
    printf("%s\n", fails ? "FAIL" : "cube ok");
    return 0;
}
