// Input of test/Run/lang4-*.test (run at 1, 2 and 3 ranks; FAIL lines come
// from the sequential C reference in this file).
// Floating scans with segments (bits identical at every rank count), exclusive
// and inclusive, up and down, under where, along axis 0 of a [7][3] shape;
// reductions of the results; to_grid with a border value on doubles.
#include <stdio.h>
#include <cscomm.h>
#define R 7
#define C 3
shape [R][C]G;
double:G d, s; float:G f, fs; bool:G seg;
int fails;
static double D(int i, int j) { return 1.0 / (i * C + j + 1) + (i % 3) * 0.1; }
static int SG(int i, int j) { return (i * 2 + j) % 5 == 0; }
static int ACT(int i, int j) { return (i + j) % 3 != 2; }
int main(void) {
    int i, j;
    with (G) {
        d = 1.0 / (pcoord(0) * C + pcoord(1) + 1) + (pcoord(0) % 3) * 0.1;
        f = (float)d;
        seg = (pcoord(0) * 2 + pcoord(1)) % 5 == 0;
        s = -1;
        where ((pcoord(0) + pcoord(1)) % 3 != 2)
            s = scan(d, 0, CMC_combiner_add, CMC_upward, CMC_segment_bit, &seg, CMC_exclusive);
        fs = scan(f, 0, CMC_combiner_multiply, CMC_downward, CMC_segment_bit, &seg, CMC_inclusive);
        for (j = 0; j < C; j++) {
            double acc = 0; float facc = 1;
            for (i = 0; i < R; i++) {
                if (SG(i, j)) acc = 0;      /* segment bits count at inactive positions too */
                if (!ACT(i, j)) { if ([i][j]s != -1) { printf("FAIL inactive %d %d\n", i, j); fails++; } continue; }
                if ([i][j]s != acc) { printf("FAIL dscan %d %d: %.17g want %.17g\n", i, j, [i][j]s, acc); fails++; }
                acc = acc + D(i, j);
            }
            for (i = R - 1; i >= 0; i--) {
                if (SG(i, j)) facc = 1;
                facc = facc * (float)D(i, j);
                if ([i][j]fs != facc) { printf("FAIL fscan %d %d: %.9g want %.9g\n", i, j, [i][j]fs, facc); fails++; }
            }
        }
        double tot = 0; tot += s; float ft = 0; ft += fs;
        printf("tot %.17g %.9g\n", tot, ft);
        s = -2; to_grid(&s, d, 0.5, 2, -1);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
            double e = (i - 2 >= 0 && j + 1 < C) ? D(i - 2, j + 1) : 0.5;
            if ([i][j]s != e) { printf("FAIL to_grid %d %d\n", i, j); fails++; }
        }
    }
    printf("fp-scan-seg %s\n", fails ? "FAIL" : "ok");
    return 0;
}
