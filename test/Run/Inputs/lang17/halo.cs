/* Grid reads and grid combining sends with offsets up to the whole extent
   ([. + di][. + dj]g for di in -6..6, dj in -5..5), which cross several ranks
   at once, on [6][5], [2][3] and [3][2][4] shapes; every result read back with
   read_from_pvar into a 2-D array and compared with plain C. */
#include <stdio.h>
#include <cscomm.h>
#define R 6
#define C 5
shape [R][C]G;
shape [2][3]small;
shape [3][2][4]cube;
int:G g, t;
int tb[R][C];
int main()
{
    int bad = 0, i, j, k, di, dj;
    with (G) {
        g = pcoord(0) * 10 + pcoord(1) + 1;
        for (di = -R; di <= R; di += 2) for (dj = -C; dj <= C; dj += 3) {
            t = [. + di][. + dj]g + [. - di][.]g * 1000;
            read_from_pvar(tb, t);
            for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
                int a = (i + di >= 0 && i + di < R && j + dj >= 0 && j + dj < C) ? (i + di) * 10 + j + dj + 1 : 0;
                int b = (i - di >= 0 && i - di < R) ? (i - di) * 10 + j + 1 : 0;
                if (tb[i][j] != a + b * 1000) { bad++; if (bad < 5) printf("di %d dj %d at %d %d: %d vs %d\n", di, dj, i, j, tb[i][j], a + b * 1000); }
            }
            /* grid send with the same offsets */
            t = 0;
            [. + di][. + dj]t += g;
            read_from_pvar(tb, t);
            for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
                int si = i - di, sj = j - dj;
                int e = (si >= 0 && si < R && sj >= 0 && sj < C) ? si * 10 + sj + 1 : 0;
                if (tb[i][j] != e) { bad++; if (bad < 5) printf("send di %d dj %d at %d %d\n", di, dj, i, j); }
            }
        }
    }
    with (small) {
        int:small s = pcoord(0) * 3 + pcoord(1), u;
        u = [.+1][.-1]s + [.-1][.+2]s;
        for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) {
            int e = ((i + 1 < 2 && j >= 1) ? (i + 1) * 3 + j - 1 : 0) + ((i >= 1 && j + 2 < 3) ? (i - 1) * 3 + j + 2 : 0);
            if ([i][j]u != e) { bad++; printf("small %d %d\n", i, j); }
        }
    }
    with (cube) {
        int:cube c = pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2), u;
        u = [.+2][.-1][.+3]c;
        for (i = 0; i < 3; i++) for (j = 0; j < 2; j++) for (k = 0; k < 4; k++) {
            int e = (i + 2 < 3 && j >= 1 && k + 3 < 4) ? (i + 2) * 100 + (j - 1) * 10 + k + 3 : 0;
            if ([i][j][k]u != e) { bad++; printf("cube %d %d %d\n", i, j, k); }
        }
    }
    printf("halo bad %d\n", bad);
    return 0;
}
