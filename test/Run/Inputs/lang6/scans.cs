/* Input of test/Run/lang6-apps.test.
 * Prefix sums: scan along each axis of a 2-D shape, upward and downward,
 * inclusive and exclusive, segmented by a bool segment bit, with +, max,
 * copy; enumerate of the active positions (pack by send), spread and
 * multispread, global.  Reference: sequential loops over the same data. */
#include <stdio.h>
#include <cscomm.h>
#define R 5
#define C 7

shape [R][C]G;
int:G v, s;
bool:G seg;
int val[R][C];
int fails;

/* reference scan of one line of n values, stride st (elements), with segments */
void ref_scan(const int *x, const int *sb, const int *act, int n, int st, int up, int incl, int op, int *out)
{
    int k, acc = 0, started = 0;
    for (k = 0; k < n; k++) {
        int p = (up ? k : n - 1 - k) * st;
        if (sb[p]) { started = 0; }
        if (!act[p]) continue;
        if (!started) { acc = op == 0 ? 0 : op == 1 ? -1000000 : 0; }
        if (!incl) out[p] = started ? acc : (op == 1 ? -2147483647 - 1 : 0);
        if (op == 0) acc += x[p];
        else if (op == 1) acc = acc > x[p] ? acc : x[p];
        else if (!started) acc = x[p];
        started = 1;
        if (incl) out[p] = acc;
    }
}

int check(const char *what, int axis, int up, int incl, int op, int use_seg)
{
    int i, j, out[R][C], sb[R][C], act[R][C], bad = 0;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            out[i][j] = -77;
            sb[i][j] = use_seg && (i * C + j) % 4 == 1;
            act[i][j] = (i + 2 * j) % 5 != 3;
        }
    for (i = 0; i < (axis ? R : C); i++)
        ref_scan(axis ? &val[i][0] : &val[0][i], &sb[0][0] + (axis ? i * C : i), &act[0][0] + (axis ? i * C : i),
                 axis ? C : R, axis ? 1 : C, up, incl, op, &out[0][0] + (axis ? i * C : i));
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            if ([i][j]s != out[i][j]) {
                printf("FAIL %s axis %d %s %s [%d][%d] %d want %d\n", what, axis, up ? "up" : "down",
                       incl ? "incl" : "excl", i, j, [i][j]s, out[i][j]);
                bad++;
            }
    return bad;
}

main()
{
    int axis, up, incl, i, j, total;
    static CMC_combiner_t ops[3] = {CMC_combiner_add, CMC_combiner_max, CMC_combiner_copy};
    static char *names[3] = {"add", "max", "copy"};
    int op, useg;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) val[i][j] = (i * 11 + j * 7) % 9 - 4;
    with (G) {
        v = (pcoord(0) * 11 + pcoord(1) * 7) % 9 - 4;
        for (useg = 0; useg < 2; useg++) {
            seg = useg && (pcoord(0) * C + pcoord(1)) % 4 == 1;
            for (op = 0; op < 3; op++)
                for (axis = 0; axis < 2; axis++)
                    for (up = 0; up < 2; up++)
                        for (incl = 0; incl < 2; incl++) {
                            s = -77;
                            where ((pcoord(0) + 2 * pcoord(1)) % 5 != 3)
                                s = scan(v, axis, ops[op], up ? CMC_upward : CMC_downward,
                                         useg ? CMC_segment_bit : CMC_none, &seg,
                                         incl ? CMC_inclusive : CMC_exclusive);
                            fails += check(names[op], axis, up, incl, op, useg);
                        }
        }
        /* enumerate: pack the positive values into the front of a 1-D row */
        {
            int:G e;
            int packed[R * C], n = 0, k;
            where (v > 0) e = enumerate(1, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field);
            for (i = 0; i < R; i++) {
                k = 0;
                for (j = 0; j < C; j++)
                    if (val[i][j] > 0) {
                        if ([i][j]e != k) { printf("FAIL enumerate [%d][%d] %d want %d\n", i, j, [i][j]e, k); fails++; }
                        k++;
                    }
            }
            s = 0;
            where (v > 0) [pcoord(0)][e]s = v;
            for (i = 0; i < R; i++) {
                k = 0;
                for (j = 0; j < C; j++) if (val[i][j] > 0) packed[n++] = val[i][j], k++;
                for (j = 0; j < k; j++)
                    if ([i][j]s != packed[n - k + j]) { printf("FAIL pack [%d][%d]\n", i, j); fails++; }
            }
        }
        /* spread: row sums everywhere in the row; multispread over both axes = global */
        s = spread(v, 1, CMC_combiner_add);
        for (i = 0; i < R; i++) {
            int rs = 0;
            for (j = 0; j < C; j++) rs += val[i][j];
            for (j = 0; j < C; j++) if ([i][j]s != rs) { printf("FAIL spread [%d][%d]\n", i, j); fails++; }
        }
        total = global(v, CMC_combiner_add);
        s = multispread(v, 3u, CMC_combiner_max);
        if (total != (+= v) || [R - 1][C - 1]s != (>?= v) || (<?= s) != (>?= s)) { printf("FAIL global/multispread\n"); fails++; }
        printf("total %d max %d\n", total, [0][0]s);
    }
    printf("scans %s\n", fails ? "FAIL" : "ok");
}
