/* Input of test/Run/lang8-comm.test.
 * scan() as PG ch.13 writes it, scan(value, axis, combiner, direction, smode,
 * sbit, inclusion): every combiner (add, multiply, max, min, logand, logior,
 * logxor, copy) in both directions, inclusive and exclusive, on both axes of a
 * [5][7] shape, unsegmented (CMC_none, CMC_no_field) and segmented by a
 * parallel bool (CMC_segment_bit, &seg), all positions active and under a
 * where.  Also long and double values.  Reference: the sequential loop over a
 * plain C array. */
#include <stdio.h>
#include <limits.h>
#include <cscomm.h>

#define R 5
#define C 7
shape [R][C]G;
int:G x, y;
bool:G seg;
int fails, checks;
int xv[R][C], act[R][C], sb[R][C], want[R][C];

int combine(op, a, b) int op, a, b;
{
    switch (op) {
    case 0: return a + b;
    case 1: return a * b;
    case 2: return a > b ? a : b;
    case 3: return a < b ? a : b;
    case 4: return a & b;
    case 5: return a | b;
    case 6: return a ^ b;
    }
    return 0;
}
int ident(op)
{
    switch (op) {
    case 0: return 0; case 1: return 1; case 2: return INT_MIN; case 3: return INT_MAX;
    case 4: return ~0; case 5: return 0; case 6: return 0;
    }
    return 0;   /* copy: zero bytes */
}

/* the scan of one line, in scan order, sequentially */
void refscan(int axis, int op, int down, int incl)
{
    int line, n = axis ? C : R, nl = axis ? R : C, t;
    for (line = 0; line < nl; line++) {
        int acc = ident(op), first = 1, have = 0, firstval = 0;
        for (t = 0; t < n; t++) {
            int k = down ? n - 1 - t : t;
            int i = axis ? line : k, j = axis ? k : line;
            if (sb[i][j]) { acc = ident(op); have = 0; }
            want[i][j] = xv[i][j];      /* inactive: unchanged */
            if (!act[i][j]) continue;
            if (op == 7) {               /* copy */
                if (!have) { firstval = xv[i][j]; have = 1; want[i][j] = incl ? firstval : 0; }
                else want[i][j] = firstval;
                continue;
            }
            if (incl) { acc = combine(op, acc, xv[i][j]); want[i][j] = acc; }
            else { want[i][j] = acc; acc = combine(op, acc, xv[i][j]); }
        }
    }
}

CMC_combiner_t comb[8] = { CMC_combiner_add, CMC_combiner_multiply, CMC_combiner_max,
    CMC_combiner_min, CMC_combiner_logand, CMC_combiner_logior, CMC_combiner_logxor,
    CMC_combiner_copy };
char *name[8] = { "add", "mul", "max", "min", "and", "ior", "xor", "copy" };

void compare(char *what, int op, int axis, int down, int incl, int segd, int masked)
{
    int i, j, got[R][C];
    refscan(axis, op, down, incl);
    with (G) read_from_pvar(&got[0][0], y);     /* one collective, not R*C reads */
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            checks++;
            if (got[i][j] != want[i][j] && fails++ < 10)
                printf("FAIL %s %s axis %d %s %s seg %d mask %d at [%d][%d]: got %d want %d\n",
                       what, name[op], axis, down ? "down" : "up", incl ? "incl" : "excl",
                       segd, masked, i, j, got[i][j], want[i][j]);
        }
}

main()
{
    int op, axis, down, incl, segd, masked, i, j;
    with (G) {
        x = (pcoord(0) * 7 + pcoord(1) * 3) % 5 + 1;
        where (pcoord(1) == 2) x = -x;   /* a negative for min/max/and */
        seg = (pcoord(0) * C + pcoord(1)) % 4 == 1;
    }
    with (G) read_from_pvar(xv[0], x);
    for (op = 0; op < 8; op++)
     for (axis = 0; axis < 2; axis++)
      for (down = 0; down < 2; down++)
       for (incl = 0; incl < 2; incl++)
        for (segd = 0; segd < 2; segd++)
         for (masked = 0; masked < 2; masked++) {
            CMC_communication_direction_t dir = down ? CMC_downward : CMC_upward;
            CMC_scan_inclusion_t inc = incl ? CMC_inclusive : CMC_exclusive;
            for (i = 0; i < R; i++)
                for (j = 0; j < C; j++) {
                    act[i][j] = masked ? (i + 2 * j) % 3 != 0 : 1;
                    sb[i][j] = segd ? (i * C + j) % 4 == 1 : 0;
                }
            with (G) {
                y = x;
                if (masked) {
                    where ((pcoord(0) + 2 * pcoord(1)) % 3 != 0) {
                        if (segd) y = scan(x, axis, comb[op], dir, CMC_segment_bit, &seg, inc);
                        else y = scan(x, axis, comb[op], dir, CMC_none, CMC_no_field, inc);
                    }
                } else {
                    if (segd) y = scan(x, axis, comb[op], dir, CMC_segment_bit, &seg, inc);
                    else y = scan(x, axis, comb[op], dir, CMC_none, CMC_no_field, inc);
                }
            }
            compare("int", op, axis, down, incl, segd, masked);
         }
    /* literal combiner constants, the way the manual writes a running total */
    with (G) {
        long:G big;
        double:G d, ds;
        big = scan((long:G)x * 1000000000L, 1, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        d = x / 4.0;
        ds = scan(d, 0, CMC_combiner_add, CMC_downward, CMC_none, CMC_no_field, CMC_exclusive);
        for (i = 0; i < R; i++) {
            long acc = 0;
            for (j = 0; j < C; j++) {
                acc += xv[i][j] * 1000000000L;
                checks++;
                if ([i][j]big != acc && fails++ < 10) printf("FAIL long scan at [%d][%d]\n", i, j);
            }
        }
        for (j = 0; j < C; j++) {
            double acc = 0;
            for (i = R - 1; i >= 0; i--) {
                checks++;
                if ([i][j]ds != acc && fails++ < 10) printf("FAIL double scan at [%d][%d]: %g vs %g\n", i, j, [i][j]ds, acc);
                acc += xv[i][j] / 4.0;
            }
        }
    }
    printf("%d checks\n", checks);
    if (fails == 0) printf("scan ok\n");
}
