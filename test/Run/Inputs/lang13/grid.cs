#include <stdio.h>
#include <cscomm.h>
#define X 3
#define Y 4
#define Z 5
shape [X][Y][Z]G3;
shape [2]P2;
shape [1]P1;
shape [2][3][2][2]G4;
int:G3 a, b, c;
double:G3 d;
int:P2 p, q;
int:P1 o, o2;
int:G4 f4;
int fails;
int ref[X][Y][Z], out[X][Y][Z];
#define FAIL(...) do { printf("FAIL " __VA_ARGS__); fails++; } while (0)
static int A(int i, int j, int k) { if (i < 0 || i >= X || j < 0 || j >= Y || k < 0 || k >= Z) return 0; return i * 100 + j * 10 + k; }
int main(void) {
    int i, j, k, l;
    with (G3) {
        a = pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2);
        b = [.-1][.+2][.]a;
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++)
            if ([i][j][k]b != A(i - 1, j + 2, k)) FAIL("b %d %d %d: %d\n", i, j, k, [i][j][k]b);
        /* grid read under where, the inactive keep their value */
        b = -1;
        where (a % 2) b = [.][.][.+1]a + [.+1][.][.-1]a;
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) {
            int w = (A(i,j,k) % 2) ? A(i, j, k + 1) + A(i + 1, j, k - 1) : -1;
            if ([i][j][k]b != w) FAIL("wb %d %d %d: %d want %d\n", i, j, k, [i][j][k]b, w);
        }
        /* grid send as lvalue */
        c = 7;
        [.+1][.][.]c = a;
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) {
            int w = i == 0 ? 7 : A(i - 1, j, k);
            if ([i][j][k]c != w) FAIL("c %d %d %d: %d want %d\n", i, j, k, [i][j][k]c, w);
        }
        c = 0;
        where (pcoord(2) < 3) [.][.-1][.+2]c += a;
        [.][.-1][.+2]c += 1;
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) {
            int w = 0;
            if (j + 1 < Y && k - 2 >= 0) { if (k - 2 < 3) w += A(i, j + 1, k - 2); w += 1; }
            if ([i][j][k]c != w) FAIL("c2 %d %d %d: %d want %d\n", i, j, k, [i][j][k]c, w);
        }
        /* in-place update reads old values */
        c = a;
        c = [.][.+1][.]c - [.][.-1][.]c;
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) {
            int w = A(i, j + 1, k) - A(i, j - 1, k);
            if ([i][j][k]c != w) FAIL("c3 %d %d %d: %d want %d\n", i, j, k, [i][j][k]c, w);
        }
        /* double stencil with scalar distance */
        {
            int s = 2;
            d = (double)a / 4.0;
            d = [.-s][.][.]d + [.][.][.+s]d * 0.5;
            for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) {
                double w = A(i - 2, j, k) / 4.0 * (i - 2 >= 0) + (k + 2 < Z ? A(i, j, k + 2) / 4.0 : 0) * 0.5;
                if ([i][j][k]d != w) FAIL("d %d %d %d: %g want %g\n", i, j, k, [i][j][k]d, w);
            }
        }
        /* cscomm grid functions */
        c = -5;
        from_grid_dim(&c, a, 1, 1);
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) {
            int w = j + 1 < Y ? A(i, j + 1, k) : -5;
            if ([i][j][k]c != w) FAIL("fgd %d %d %d: %d want %d\n", i, j, k, [i][j][k]c, w);
        }
        from_torus_dim(&c, a, 2, -2);
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) {
            int w = A(i, j, (k - 2 + Z) % Z);
            if ([i][j][k]c != w) FAIL("ftd %d %d %d: %d want %d\n", i, j, k, [i][j][k]c, w);
        }
        from_grid(&c, a, 99, 1, 0, -1);
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) {
            int w = (i + 1 < X && k - 1 >= 0) ? A(i + 1, j, k - 1) : 99;
            if ([i][j][k]c != w) FAIL("fg %d %d %d: %d want %d\n", i, j, k, [i][j][k]c, w);
        }
        from_torus(&c, a, -1, 3, 4);
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) {
            int w = A((i - 1 + X) % X, (j + 3) % Y, (k + 4) % Z);
            if ([i][j][k]c != w) FAIL("ft %d %d %d: %d want %d\n", i, j, k, [i][j][k]c, w);
        }
        c = -3;
        to_torus_dim(&c, a, 0, 2);
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) {
            int w = A((i - 2 + X) % X, j, k);
            if ([i][j][k]c != w) FAIL("ttd %d %d %d: %d want %d\n", i, j, k, [i][j][k]c, w);
        }
        c = -3;
        to_grid_dim(&c, a, 2, 1);
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) {
            int w = k >= 1 ? A(i, j, k - 1) : -3;
            if ([i][j][k]c != w) FAIL("tgd %d %d %d: %d want %d\n", i, j, k, [i][j][k]c, w);
        }
    }
    with (P2) {
        p = pcoord(0) + 1;
        q = [.+1]p;
        printf("P2 q: %d %d\n", [0]q, [1]q);
        [.-1]q = p * 10;
        printf("P2 q: %d %d\n", [0]q, [1]q);
        q = [.+1]p + [.-1]p;
        printf("P2 q: %d %d\n", [0]q, [1]q);
        from_torus_dim(&q, p, 0, 1);
        printf("P2 torus: %d %d\n", [0]q, [1]q);
    }
    with (P1) {
        o = 5;
        o2 = [.+1]o + [.-1]o + 1;
        from_torus_dim(&o2, o, 0, 3);
        printf("P1: %d\n", [0]o2);
    }
    with (G4) {
        f4 = pcoord(0) * 1000 + pcoord(1) * 100 + pcoord(2) * 10 + pcoord(3);
        f4 = [.+1][.-1][.][.+1]f4;
        int s = 0, want = 0;
        s += f4;
        for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) for (k = 0; k < 2; k++) for (l = 0; l < 2; l++)
            if (i + 1 < 2 && j - 1 >= 0 && l + 1 < 2) want += (i + 1) * 1000 + (j - 1) * 100 + k * 10 + l + 1;
        if (s != want) FAIL("G4 %d want %d\n", s, want);
        printf("G4 sum %d rank %d dim3 %d pos %d\n", s, rankof(current), dimof(current, 3), positionsof(G4));
    }
    printf("grid %s\n", fails ? "FAILED" : "ok");
    return 0;
}
