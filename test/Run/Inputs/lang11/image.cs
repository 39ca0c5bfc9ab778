/* Input of test/Run/lang11-apps.test. */
/* Image smoothing as in the Programming Guide's grid chapter: unsigned char
 * pixels, a 3x3 box filter with [.+1][.] grid reads (off-grid reads 0), the
 * same filter on a torus with from_torus, a 1-pixel shift with to_torus, an
 * edge mask with nested where/else, and a threshold count.  Reference: plain C. */
#include <stdio.h>
#include <cscomm.h>

#define H 9
#define W 11
shape [H][W]img;
unsigned char:img pix, sm, edge;
int:img tor, shifted;

static int P(int i, int j) { return (i * 37 + j * 11 + i * j) % 256; }

main()
{
    int i, j, nfail = 0, bright = 0, rbright = 0;
    static int ref[H][W];
    with (img) {
        int:img s;
        pix = (unsigned char:img)((pcoord(0) * 37 + pcoord(1) * 11 + pcoord(0) * pcoord(1)) % 256);
        s = [.-1][.-1]pix + [.-1][.]pix + [.-1][.+1]pix
          + [.][.-1]pix   + [.][.]pix   + [.][.+1]pix
          + [.+1][.-1]pix + [.+1][.]pix + [.+1][.+1]pix;
        sm = s / 9;
        /* torus: sum of the four wrapped neighbours */
        {
            int:img n, e, so, w;
            from_torus(&n, (int:img)pix, -1, 0);
            from_torus(&so, (int:img)pix, 1, 0);
            from_torus(&w, (int:img)pix, 0, -1);
            from_torus(&e, (int:img)pix, 0, 1);
            tor = n + so + w + e;
        }
        shifted = 0;
        to_torus(&shifted, (int:img)pix, 0, 1);
        where (pcoord(0) == 0 || pcoord(0) == H - 1)
            edge = 2;
        else where (pcoord(1) == 0 || pcoord(1) == W - 1)
            edge = 1;
        else
            edge = 0;
        bright += (sm > 100);
    }
    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++) {
            int s = 0, di, dj, want;
            for (di = -1; di <= 1; di++)
                for (dj = -1; dj <= 1; dj++)
                    if (i + di >= 0 && i + di < H && j + dj >= 0 && j + dj < W)
                        s += P(i + di, j + dj);
            ref[i][j] = s / 9;
            if (ref[i][j] > 100) rbright++;
            if ([i][j]sm != ref[i][j]) { nfail++; printf("FAIL sm %d %d\n", i, j); }
            want = P((i + H - 1) % H, j) + P((i + 1) % H, j) + P(i, (j + W - 1) % W) + P(i, (j + 1) % W);
            if ([i][j]tor != want) { nfail++; printf("FAIL tor %d %d: %d %d\n", i, j, [i][j]tor, want); }
            if ([i][j]shifted != P(i, (j + W - 1) % W)) { nfail++; printf("FAIL shift %d %d: %d\n", i, j, [i][j]shifted); }
            want = (i == 0 || i == H - 1) ? 2 : (j == 0 || j == W - 1) ? 1 : 0;
            if ([i][j]edge != want) { nfail++; printf("FAIL edge %d %d\n", i, j); }
        }
    if (bright != rbright) { nfail++; printf("FAIL bright %d %d\n", bright, rbright); }
    printf("bright %d\n", bright);
    if (!nfail) printf("image ok\n");
    return nfail;
}
