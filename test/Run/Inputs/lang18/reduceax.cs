/* reduce(&dst, src, axis, combiner, coord) on a 2-D shape: each line's
   combined value lands at one coordinate, the rest of dst is unchanged;
   add, multiply, min, max and logior, on int and double, under a where. */
#include <stdio.h>
#include <cscomm.h>
#define R 5
#define C 3
shape [R][C]G;
int main()
{
    static CMC_combiner_t ops[5] = {CMC_combiner_add, CMC_combiner_multiply, CMC_combiner_min,
                                    CMC_combiner_max, CMC_combiner_logior};
    int bad = 0, op, axis, to, i, j;
    with (G) {
        int:G x = (pcoord(0) * 3 + pcoord(1) * 2) % 7 + 1, d;
        double:G y = x * 0.5, e;
        for (op = 0; op < 5; op++)
        for (axis = 0; axis < 2; axis++) {
            to = axis ? 2 : 4;
            d = -1; e = -1;
            where ((pcoord(0) + pcoord(1)) % 4 != 1) {
                reduce(&d, x, axis, ops[op], to);
                if (op != 4) reduce(&e, y, axis, ops[op], to);
            }
            for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
                int atdest = axis ? j == to : i == to, k, n = axis ? C : R;
                int acc = op == 0 ? 0 : op == 1 ? 1 : op == 2 ? 1000 : op == 3 ? -1000 : 0;
                double dacc = op == 0 ? 0 : op == 1 ? 1 : op == 2 ? 1000 : -1000;
                int want; double dwant;
                for (k = 0; k < n; k++) {
                    int r = axis ? i : k, c = axis ? k : j, xv = (r * 3 + c * 2) % 7 + 1;
                    if ((r + c) % 4 == 1) continue;
                    switch (op) {
                    case 0: acc += xv; dacc += xv * 0.5; break;
                    case 1: acc *= xv; dacc *= xv * 0.5; break;
                    case 2: if (xv < acc) acc = xv; if (xv * 0.5 < dacc) dacc = xv * 0.5; break;
                    case 3: if (xv > acc) acc = xv; if (xv * 0.5 > dacc) dacc = xv * 0.5; break;
                    default: acc |= xv;
                    }
                }
                /* an inactive destination receives nothing (docs §4a) */
                if ((i + j) % 4 == 1) atdest = 0;
                want = atdest ? acc : -1;
                dwant = atdest && op != 4 ? dacc : -1;
                if ([i][j]d != want) { bad++; if (bad < 6) printf("int op %d axis %d at %d,%d: %d != %d\n", op, axis, i, j, [i][j]d, want); }
                if ([i][j]e != dwant) { bad++; if (bad < 6) printf("dbl op %d axis %d at %d,%d: %g != %g\n", op, axis, i, j, [i][j]e, dwant); }
            }
        }
    }
    printf("reduceax bad %d\n", bad);
    return 0;
}
