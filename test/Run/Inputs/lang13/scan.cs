#include <stdio.h>
#include <stdbool.h>
#include <cscomm.h>
#define R 3
#define C 7
shape [R][C]G;
int:G v, s;
double:G dv, ds;
bool:G sb;
int fails;
#define FAIL(...) do { printf("FAIL " __VA_ARGS__); fails++; } while (0)
static int val(int i, int j) { return (i * 7 + j * 3) % 5 - 2; }
static int segstart(int i, int j) { return j % 3 == 0; }
static int act(int i, int j) { return (i + j) % 4 != 1; }
int main(void) {
    int i, j, comb, dir, incl, seg;
    int combs[6] = {CMC_combiner_add, CMC_combiner_max, CMC_combiner_min, CMC_combiner_logior, CMC_combiner_logxor, CMC_combiner_logand};
    with (G) {
        v = (pcoord(0) * 7 + pcoord(1) * 3) % 5 - 2;
        sb = pcoord(1) % 3 == 0;
        for (comb = 0; comb < 6; comb++) for (dir = 0; dir < 2; dir++) for (incl = 0; incl < 2; incl++) for (seg = 0; seg < 2; seg++) {
            s = 100;
            where ((pcoord(0) + pcoord(1)) % 4 != 1)
                s = scan(v, 1, combs[comb], dir ? CMC_downward : CMC_upward, seg ? CMC_segment_bit : CMC_none, seg ? &sb : CMC_no_field, incl ? CMC_inclusive : CMC_exclusive);
            for (i = 0; i < R; i++) {
                int acc = 0, have = 0, t;
                int want[C];
                for (j = 0; j < C; j++) want[j] = 100;
                /* the sequential reference: one pass in scan direction; a segment
                 * bit (every third column) starts a segment in that direction,
                 * whether or not its position is active */
                for (t = 0; t < C; t++) {
                    j = dir ? C - 1 - t : t;
                    if (seg && segstart(i, j)) have = 0;
                    if (!act(i, j)) continue;
                    int x = val(i, j);
                    int ident = combs[comb] == CMC_combiner_max ? -2147483647 - 1 : combs[comb] == CMC_combiner_min ? 2147483647 : combs[comb] == CMC_combiner_logand ? -1 : 0;
                    int before = have ? acc : ident;
                    int after;
                    switch (combs[comb]) {
                    case CMC_combiner_add: after = before + x; break;
                    case CMC_combiner_max: after = before > x ? before : x; break;
                    case CMC_combiner_min: after = before < x ? before : x; break;
                    case CMC_combiner_logior: after = before | x; break;
                    case CMC_combiner_logxor: after = before ^ x; break;
                    default: after = before & x; break;
                    }
                    want[j] = incl ? after : before;
                    acc = after; have = 1;
                }
                for (j = 0; j < C; j++) if ([i][j]s != want[j]) FAIL("comb %d dir %d incl %d seg %d at %d %d: %d want %d\n", comb, dir, incl, seg, i, j, [i][j]s, want[j]);
            }
        }
        /* double add scan along axis 0, downward inclusive */
        dv = v * 0.1;
        ds = scan(dv, 0, CMC_combiner_add, CMC_downward, CMC_none, CMC_no_field, CMC_inclusive);
        for (j = 0; j < C; j++) { double acc = 0; for (i = R - 1; i >= 0; i--) { acc = acc + val(i, j) * 0.1; if ([i][j]ds != acc) FAIL("ds %d %d\n", i, j); } }
        /* enumerate and rank */
        where (v >= 0) s = enumerate(1, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field);
        for (i = 0; i < R; i++) { int n = 0; for (j = 0; j < C; j++) if (val(i, j) >= 0) { if ([i][j]s != n) FAIL("enum %d %d\n", i, j); n++; } }
        /* reduce into column 0 and spread */
        s = 0;
        reduce(&s, v, 1, CMC_combiner_add, 0);
        for (i = 0; i < R; i++) { int t = 0; for (j = 0; j < C; j++) t += val(i, j); if ([i][0]s != t) FAIL("reduce %d: %d want %d\n", i, [i][0]s, t); }
        s = spread(v, 0, CMC_combiner_max);
        for (j = 0; j < C; j++) { int m = -99; for (i = 0; i < R; i++) if (val(i, j) > m) m = val(i, j); for (i = 0; i < R; i++) if ([i][j]s != m) FAIL("spread %d %d\n", i, j); }
        s = global(v, CMC_combiner_add);
        { int t = 0; for (i = 0; i < R; i++) for (j = 0; j < C; j++) t += val(i, j); if ([1][1]s != t) FAIL("global\n"); }
    }
    printf("scan %s\n", fails ? "FAILED" : "ok");
    return 0;
}
