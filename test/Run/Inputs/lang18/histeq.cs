/* Histogram equalisation of a 6 x 8 image with 8 grey levels: a combining
   send ([v]hist++) builds the histogram on a shape of 8 levels, an add scan
   there gives the cumulative counts, and each pixel reads its new level with
   a get from the level shape; against C. */
#include <stdio.h>
#include <cscomm.h>
#define R 6
#define C 8
#define L 8
shape [R][C]I;
shape [L]H;
int:H hist, cdf, map;
int pix(int i, int j) { return (i * i + j * 3) % 5 + (i > 3); }
int main()
{
    int bad = 0, i, j, rh[L] = {0}, rc[L], rm[L], acc = 0;
    with (I) {
        int:I v = (pcoord(0) * pcoord(0) + pcoord(1) * 3) % 5 + (pcoord(0) > 3), out;
        [v]hist++;
        with (H) {
            cdf = scan(hist, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
            map = (cdf * (L - 1) + (R * C) / 2) / (R * C);
        }
        out = [v]map;
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) rh[pix(i, j)]++;
        for (i = 0; i < L; i++) { acc += rh[i]; rc[i] = acc; rm[i] = (acc * (L - 1) + (R * C) / 2) / (R * C); }
        for (i = 0; i < L; i++) if ([i]hist != rh[i] || [i]cdf != rc[i] || [i]map != rm[i]) { bad++; printf("lvl %d\n", i); }
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) if ([i][j]out != rm[pix(i, j)]) { bad++; printf("px %d %d\n", i, j); }
    }
    printf("histeq bad %d\n", bad);
    return 0;
}
