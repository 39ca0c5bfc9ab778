/* Input of test/Run/lang9-apps2.test.
 * A rank-3 shape [4][5][6]: explicit heat diffusion with six grid reads
 * [.±1][.][.] ... (off-grid reads 0), the sum of each z-column by multispread
 * over axes 0 and 1, a corner column broadcast to every column by
 * copy_multispread with a make_multi_coord of axes 0 and 1, the hottest cell
 * found with >?= and addressed by make_news_address/read_from_position,
 * per-plane totals by reduce into coordinate 0 of axis 2; read_from_position
 * and write_to_position from scalar code outside any with.
 * Reference: plain C triple loops. */
#include <stdio.h>
#include <math.h>
#include <cscomm.h>

#define X 4
#define Y 5
#define Z 6

shape [X][Y][Z]box;
double:box h, colsum, corner;
int:box id;
double H[X][Y][Z], HN[X][Y][Z];

double at(int i, int j, int k) { return i < 0 || i >= X || j < 0 || j >= Y || k < 0 || k >= Z ? 0 : H[i][j][k]; }

main()
{
    int i, j, k, t, fails = 0, c[3] = {3, 4, 0};
    double hot, want_hot = -1, v;
    long where_hot;
    CMC_multi_coord_t mc = make_multi_coord(box, 3, c);      /* column x = 3, y = 4 */
    for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++)
        H[i][j][k] = ((i * 31 + j * 17 + k * 7) % 23) * 0.5;
    for (t = 0; t < 5; t++) {
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++)
            HN[i][j][k] = H[i][j][k] + 0.1 * (at(i - 1, j, k) + at(i + 1, j, k) + at(i, j - 1, k) + at(i, j + 1, k)
                                             + at(i, j, k - 1) + at(i, j, k + 1) - 6 * H[i][j][k]);
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) H[i][j][k] = HN[i][j][k];
    }
    with (box) {
        h = ((pcoord(0) * 31 + pcoord(1) * 17 + pcoord(2) * 7) % 23) * 0.5;
        for (t = 0; t < 5; t++)
            h = h + 0.1 * ([.-1][.][.]h + [.+1][.][.]h + [.][.-1][.]h + [.][.+1][.]h
                           + [.][.][.-1]h + [.][.][.+1]h - 6 * h);
        colsum = multispread(h, 3, CMC_combiner_add);     /* over x and y: one sum per z */
        corner = copy_multispread(&h, 3, mc);
        hot = >?= h;
        where (h == hot) id = pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2);
        where_hot = 0;
        where (h == hot) where_hot >?= (long:box)make_news_address(box, pcoord(0), pcoord(1), pcoord(2));
        v = read_from_position(where_hot, &h);
        {
            double:box plane = 0;
            reduce(&plane, h, 2, CMC_combiner_add, 0);
            for (i = 0; i < X; i++)
                for (j = 0; j < Y; j++) {
                    double s = 0;
                    for (k = 0; k < Z; k++) s += H[i][j][k];
                    if (fabs([i][j][0]plane - s) > 1e-12 && fails++ < 10) printf("FAIL plane %d %d\n", i, j);
                }
        }
    }
    for (i = 0; i < X; i++)
        for (j = 0; j < Y; j++)
            for (k = 0; k < Z; k++) {
                double s = 0;
                int a, b;
                for (a = 0; a < X; a++) for (b = 0; b < Y; b++) s += H[a][b][k];
                if ([i][j][k]h != H[i][j][k] && fails++ < 10) printf("FAIL h %d %d %d\n", i, j, k);
                if (fabs([i][j][k]colsum - s) > 1e-12 && fails++ < 10) printf("FAIL colsum %d %d %d\n", i, j, k);
                if ([i][j][k]corner != H[3][4][k] && fails++ < 10) printf("FAIL corner %d %d %d\n", i, j, k);
                if (H[i][j][k] > want_hot) want_hot = H[i][j][k];
            }
    /* read_from_position / write_to_position need no current shape */
    if (read_from_position(make_send_address(box, 1, 2, 3), &h) != H[1][2][3]) printf("FAIL read_from_position\n");
    write_to_position(make_news_address(box, 0, 0, 0), &id, -5);
    if ([0][0][0]id != -5) printf("FAIL write_to_position\n");
    if (hot != want_hot || v != hot) printf("FAIL hot %g %g want %g\n", hot, v, want_hot);
    printf("hottest %.6f at %ld (%ld, %ld, %ld)\n", hot, where_hot, where_hot / (Y * Z), where_hot / Z % Y, where_hot % Z);
    if (!fails) printf("cube ok\n");
}
