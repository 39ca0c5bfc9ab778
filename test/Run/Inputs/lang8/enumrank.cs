/* Input of test/Run/lang8-comm.test.
 * enumerate(axis, direction, inclusion, smode, sbit) and rank(value, axis,
 * direction, smode, sbit) of PG ch.13 on both axes of a [6][5] shape, upward
 * and downward, segmented by a bool and not, all active and under where;
 * rank with equal values (ties go by increasing position), with double
 * values; the enumerate + send packing idiom and a rank-based sort through
 * a send.  Reference: sequential C loops. */
#include <stdio.h>
#include <cscomm.h>

#define R 6
#define C 5
shape [R][C]G;
shape [R * C]L;
int:G x, y;
bool:G seg;
int fails, checks;
int xv[R][C], got[R][C], act[R][C], sb[R][C];

void expect(char *what, int code, int i, int j, int g, int w)
{
    checks++;
    if (g != w && fails++ < 10)
        printf("FAIL %s %d at [%d][%d]: got %d want %d\n", what, code, i, j, g, w);
}

/* positions of one line in scan order: p(t) */
int at_i(int axis, int line, int t, int down) { int n = axis ? C : R; int k = down ? n - 1 - t : t; return axis ? line : k; }
int at_j(int axis, int line, int t, int down) { int n = axis ? C : R; int k = down ? n - 1 - t : t; return axis ? k : line; }

main()
{
    int axis, down, incl, segd, masked, i, j, t, u;
    with (G) {
        x = (pcoord(0) * 3 + pcoord(1) * 4) % 7;        /* ties on purpose */
        seg = (pcoord(0) + pcoord(1)) % 4 == 2;
        read_from_pvar(&xv[0][0], x);
    }
    for (axis = 0; axis < 2; axis++)
     for (down = 0; down < 2; down++)
      for (segd = 0; segd < 2; segd++)
       for (masked = 0; masked < 2; masked++) {
        int n = axis ? C : R, nl = axis ? R : C, line;
        CMC_communication_direction_t dir = down ? CMC_downward : CMC_upward;
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
            act[i][j] = !masked || (2 * i + j) % 3 != 0;
            sb[i][j] = segd && (i + j) % 4 == 2;
        }
        for (incl = 0; incl < 2; incl++) {
            CMC_scan_inclusion_t inc = incl ? CMC_inclusive : CMC_exclusive;
            with (G) {
                y = -1;
                where (!masked || (2 * pcoord(0) + pcoord(1)) % 3 != 0)
                    y = segd ? enumerate(axis, dir, inc, CMC_segment_bit, &seg)
                             : enumerate(axis, dir, inc, CMC_none, CMC_no_field);
                read_from_pvar(&got[0][0], y);
            }
            for (line = 0; line < nl; line++) {
                int cnt = 0;
                for (t = 0; t < n; t++) {
                    i = at_i(axis, line, t, down); j = at_j(axis, line, t, down);
                    if (sb[i][j]) cnt = 0;
                    if (!act[i][j]) { expect("enumerate", axis * 1000 + down * 100 + segd * 10 + masked, i, j, got[i][j], -1); continue; }
                    if (incl) cnt++;
                    expect("enumerate", axis * 1000 + down * 100 + segd * 10 + masked, i, j, got[i][j], cnt);
                    if (!incl) cnt++;
                }
            }
        }
        /* rank: the number of active positions of the segment that come
         * before in (value, position) order; downward = descending values */
        with (G) {
            y = -1;
            where (!masked || (2 * pcoord(0) + pcoord(1)) % 3 != 0)
                y = segd ? rank(x, axis, dir, CMC_segment_bit, &seg)
                         : rank(x, axis, dir, CMC_none, CMC_no_field);
            read_from_pvar(&got[0][0], y);
        }
        for (line = 0; line < nl; line++) {
            int segof[8], s = 0;
            for (t = 0; t < n; t++) {       /* segments in the scan direction */
                i = at_i(axis, line, t, down); j = at_j(axis, line, t, down);
                if (sb[i][j]) s++;
                segof[down ? n - 1 - t : t] = s;
            }
            for (t = 0; t < n; t++) {
                int r = 0;
                i = axis ? line : t; j = axis ? t : line;
                if (!act[i][j]) { expect("rank", axis * 1000 + down * 100 + segd * 10 + masked, i, j, got[i][j], -1); continue; }
                for (u = 0; u < n; u++) {
                    int i2 = axis ? line : u, j2 = axis ? u : line, v = xv[i2][j2], me = xv[i][j];
                    if (!act[i2][j2] || segof[u] != segof[t]) continue;
                    if ((down ? v > me : v < me) || (v == me && u < t)) r++;
                }
                expect("rank", axis * 1000 + down * 100 + segd * 10 + masked, i, j, got[i][j], r);
            }
        }
       }
    /* pack the positions with x > 3 into a 1-D shape (the ECOLAB idiom) */
    {
        int:L packed;
        int count = 0, k = 0;
        with (L) packed = -1;
        with (G) where (x > 3) {
            [enumerate(1, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field)
             + C * (pcoord(0))] packed = x;
        }
        for (i = 0; i < R; i++) {
            k = 0;
            for (j = 0; j < C; j++) if (xv[i][j] > 3) { expect("pack", 0, i, k, [i * C + k]packed, xv[i][j]); k++; }
            for (; k < C; k++) expect("pack rest", 0, i, k, [i * C + k]packed, -1);
        }
    }
    /* sort a double key with rank over a 1-D shape and a send */
    with (L) {
        double:L key, sorted;
        int cnt = 0, p, q;
        key = ((pcoord(0) * 17) % 11) * 0.25 - 1.0;
        [rank(key, 0, CMC_upward, CMC_none, CMC_no_field)]sorted = key;
        for (p = 0; p < R * C; p++) {
            /* the p-th smallest by counting */
            double want = 0;
            for (q = 0; q < R * C; q++) {
                int below = 0, r;
                double kq = ((q * 17) % 11) * 0.25 - 1.0;
                for (r = 0; r < R * C; r++) {
                    double kr = ((r * 17) % 11) * 0.25 - 1.0;
                    if (kr < kq || (kr == kq && r < q)) below++;
                }
                if (below == p) want = kq;
            }
            expect("sort", 0, p, 0, (int)(4 * [p]sorted), (int)(4 * want));
        }
    }
    printf("%d checks\n", checks);
    if (fails == 0) printf("enumrank ok\n");
}
