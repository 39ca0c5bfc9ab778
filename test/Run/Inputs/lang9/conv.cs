/* Input of test/Run/lang9-apps.test.
 * Image filtering on a 7 x 10 image of unsigned char: a 3x3 box blur whose
 * border pixels see a constant 255 (from_grid with a border value), a Sobel
 * edge magnitude with grid reads (off-image reads 0), thresholding into a
 * bool image, a 1-pixel dilation by from_torus, and a grey-level histogram
 * by colliding sends; printed as ASCII art.  Reference: plain C. */
#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>

#define H 7
#define W 10

shape [H][W]img;
shape [16]levels;
unsigned char:img pix;
int:img blur, edge;
bool:img mask, grown;
int:levels hist;

unsigned char P[H][W];
int at(int i, int j, int border) { return (i < 0 || i >= H || j < 0 || j >= W) ? border : P[i][j]; }

main()
{
    int i, j, di, dj, fails = 0;
    for (i = 0; i < H; i++) for (j = 0; j < W; j++) P[i][j] = (unsigned char)((i * 40 + j * j * 7) % 256);
    with (img) {
        pix = (pcoord(0) * 40 + pcoord(1) * pcoord(1) * 7) % 256;
        blur = 0;
        for (di = -1; di <= 1; di++)
            for (dj = -1; dj <= 1; dj++) {
                unsigned char:img nb;
                from_grid(&nb, pix, (unsigned char)255, di, dj);
                blur += nb;
            }
        blur /= 9;
        {
            int:img gx = ([.-1][.+1]pix + 2 * [.][.+1]pix + [.+1][.+1]pix)
                       - ([.-1][.-1]pix + 2 * [.][.-1]pix + [.+1][.-1]pix);
            int:img gy = ([.+1][.-1]pix + 2 * [.+1][.]pix + [.+1][.+1]pix)
                       - ([.-1][.-1]pix + 2 * [.-1][.]pix + [.-1][.+1]pix);
            edge = abs(gx) + abs(gy);
        }
        mask = edge > 900;
        grown = mask;
        {
            bool:img t;
            from_torus(&t, mask, 0, 1);  grown |= t;
            from_torus(&t, mask, 0, -1); grown |= t;
            from_torus(&t, mask, 1, 0);  grown |= t;
            from_torus(&t, mask, -1, 0); grown |= t;
        }
        with (levels) hist = 0;
        [pix / 16]hist++;
    }
    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++) {
            int b = 0, gx, gy, e, m, g;
            for (di = -1; di <= 1; di++) for (dj = -1; dj <= 1; dj++) b += at(i + di, j + dj, 255);
            b /= 9;
            gx = (at(i-1,j+1,0) + 2*at(i,j+1,0) + at(i+1,j+1,0)) - (at(i-1,j-1,0) + 2*at(i,j-1,0) + at(i+1,j-1,0));
            gy = (at(i+1,j-1,0) + 2*at(i+1,j,0) + at(i+1,j+1,0)) - (at(i-1,j-1,0) + 2*at(i-1,j,0) + at(i-1,j+1,0));
            e = abs(gx) + abs(gy);
            m = e > 900;
            if ([i][j]blur != b || [i][j]edge != e || [i][j]mask != m || [i][j]pix != P[i][j])
                if (fails++ < 10) printf("FAIL pixel %d %d: %d %d %d\n", i, j, [i][j]blur, [i][j]edge, [i][j]mask);
            /* dilation with wrap-around reads the neighbours' edge values */
            g = m;
            for (di = -1; di <= 1; di++)
                for (dj = -1; dj <= 1; dj++)
                    if ((di == 0) != (dj == 0)) {
                        int ii = (i + di + H) % H, jj = (j + dj + W) % W, ee, gx2, gy2;
                        gx2 = (at(ii-1,jj+1,0) + 2*at(ii,jj+1,0) + at(ii+1,jj+1,0)) - (at(ii-1,jj-1,0) + 2*at(ii,jj-1,0) + at(ii+1,jj-1,0));
                        gy2 = (at(ii+1,jj-1,0) + 2*at(ii+1,jj,0) + at(ii+1,jj+1,0)) - (at(ii-1,jj-1,0) + 2*at(ii-1,jj,0) + at(ii-1,jj+1,0));
                        ee = abs(gx2) + abs(gy2);
                        g |= ee > 900;
                    }
            if ([i][j]grown != g && fails++ < 10) printf("FAIL grown %d %d\n", i, j);
        }
    for (i = 0; i < 16; i++) {
        int n = 0;
        for (j = 0; j < H * W; j++) n += P[j / W][j % W] / 16 == i;
        if ([i]hist != n && fails++ < 10) printf("FAIL hist %d\n", i);
    }
    for (i = 0; i < H; i++) {
        for (j = 0; j < W; j++) putchar([i][j]grown ? ([i][j]mask ? '#' : '+') : " .:-=*%@"[[i][j]blur / 32]);
        putchar('\n');
    }
    if (!fails) printf("conv ok\n");
}
