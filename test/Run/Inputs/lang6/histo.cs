/* Input of test/Run/lang6-apps.test.
 * Image histogram: a 2-D image shape sends into a smaller 1-D shape of bins
 * with the += combiner ([bin]hist += 1), [bin]count++, the library send()
 * with a notify bit, <?= / >?= sends for the darkest/brightest pixel row per
 * bin, and a cumulative histogram by scan.  Reference: loops over a C array. */
#include <stdio.h>
#include <cscomm.h>
#define H 9
#define W 13
#define BINS 6

shape [H][W]image;
shape [BINS]bins;
unsigned char:image pix;
int:bins hist, count, first_row, last_row, lib_hist;
long:bins weight;
bool:bins got;
int ref_img[H][W];
int fails;

int brightness(i, j)
int i, j;
{
    return (i * i * 7 + j * 13 + i * j) % 256;
}

main()
{
    int i, j, b;
    int rh[BINS], rfirst[BINS], rlast[BINS];
    long rw[BINS];
    for (b = 0; b < BINS; b++) rh[b] = 0, rfirst[b] = 1000, rlast[b] = -1, rw[b] = 0;
    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++) {
            ref_img[i][j] = brightness(i, j);
            b = ref_img[i][j] * BINS / 256;
            rh[b]++;
            rw[b] += ref_img[i][j];
            if (i < rfirst[b]) rfirst[b] = i;
            if (i > rlast[b]) rlast[b] = i;
        }
    with (bins) {
        first_row = 1000;
        last_row = -1;
    }
    with (image) {
        int:image bin;
        pix = (pcoord(0) * pcoord(0) * 7 + pcoord(1) * 13 + pcoord(0) * pcoord(1)) % 256;
        bin = pix * BINS / 256;
        [bin]hist += 1;
        [bin]count++;
        [bin]weight += pix;
        [bin]first_row <?= pcoord(0);
        [bin]last_row >?= pcoord(0);
        where (pix < 128)
            send(&lib_hist, (CMC_sendaddr_t)make_send_address(bins, bin), (int:image)1, CMC_combiner_add, &got);
    }
    with (bins) {
        int:bins cum = scan(hist, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        int rc = 0;
        for (b = 0; b < BINS; b++) {
            rc += rh[b];
            if ([b]hist != rh[b] || [b]count != rh[b] || [b]weight != rw[b] || [b]cum != rc ||
                [b]first_row != rfirst[b] || [b]last_row != rlast[b]) {
                printf("FAIL bin %d: %d %d %ld %d %d %d want %d %ld %d %d %d\n", b, [b]hist, [b]count, [b]weight,
                       [b]cum, [b]first_row, [b]last_row, rh[b], rw[b], rc, rfirst[b], rlast[b]);
                fails++;
            }
            if ([b]lib_hist != (b < BINS / 2 ? rh[b] : 0) || [b]got != (b < BINS / 2 && rh[b] > 0)) {
                printf("FAIL send bin %d %d %d\n", b, [b]lib_hist, [b]got);
                fails++;
            }
            printf("bin %d: %d pixels, mean %.2f, rows %d-%d\n", b, [b]hist, (double)[b]weight / [b]hist,
                   [b]first_row, [b]last_row);
        }
        if ((+= hist) != H * W) { printf("FAIL total\n"); fails++; }
    }
    printf("histo %s\n", fails ? "FAIL" : "ok");
}
