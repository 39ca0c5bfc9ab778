/* Grid communication with negative offsets, diagonals ([.+1][.-1]a), the
   zero border, wrap-around written with %% on pcoord arithmetic, and the
   library's from_torus / from_grid with negative distances; all compared
   with C on a 5 x 6 array. */
#include <stdio.h>
#include <cscomm.h>
#define R 5
#define C 6
shape [R][C]G;
int a0(int i, int j) { return i * 10 + j + 1; }
int at(int i, int j) { return i < 0 || i >= R || j < 0 || j >= C ? 0 : a0(i, j); }
int wr(int i, int j) { return a0(((i % R) + R) % R, ((j % C) + C) % C); }
int main()
{
    int bad = 0, i, j, k = 2;
    with (G) {
        int:G a = pcoord(0) * 10 + pcoord(1) + 1, d1, d2, t1, t2, f1, f2, s;
        d1 = [.+1][.-1]a;
        d2 = [.-k][.+k+1]a;
        t1 = [(pcoord(0) - 1) %% R][(pcoord(1) + 2) %% C]a;
        t2 = [(. - 3) %% R][(. - 4) %% C]a;
        from_torus(&f1, a, -1, 2);
        from_grid(&f2, a, -9, 1, -2);
        s = 0;
        [.-1][.+1]s += a;      /* send north-east; off-grid sends are dropped */
        [.][.-1]s += a;        /* and west */
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
            int rs = at(i + 1, j - 1) + at(i, j + 1);
            if ([i][j]d1 != at(i + 1, j - 1)) { bad++; printf("d1 %d %d\n", i, j); }
            if ([i][j]d2 != at(i - k, j + k + 1)) { bad++; printf("d2 %d %d\n", i, j); }
            if ([i][j]t1 != wr(i - 1, j + 2)) { bad++; printf("t1 %d %d\n", i, j); }
            if ([i][j]t2 != wr(i - 3, j - 4)) { bad++; printf("t2 %d %d\n", i, j); }
            /* from_torus(&d, s, d0, d1): d at p gets s at p + (d0, d1), wrapped */
            if ([i][j]f1 != wr(i - 1, j + 2)) { bad++; printf("f1 %d %d %d %d\n", i, j, [i][j]f1, wr(i - 1, j + 2)); }
            {
                int ii = i + 1, jj = j - 2;
                int e = ii < 0 || ii >= R || jj < 0 || jj >= C ? -9 : a0(ii, jj);
                if ([i][j]f2 != e) { bad++; printf("f2 %d %d %d %d\n", i, j, [i][j]f2, e); }
            }
            if ([i][j]s != rs) { bad++; printf("s %d %d %d %d\n", i, j, [i][j]s, rs); }
        }
    }
    printf("gridwrap bad %d\n", bad);
    return 0;
}
