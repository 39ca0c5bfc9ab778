/* Input of test/Run/lang8-comm.test.
 * Grid communication (PG ch.12) on a [4][5] and a [3][4][5] shape:
 * from_grid / to_grid with a border value, from_torus / to_torus (wrap), the
 * _dim forms (from_grid_dim keeps the destination off the grid), distances
 * -5..5 on each axis, all active and under where; grid notation [.+k] on each
 * axis with scalar k (off the grid reads 0) against from_grid with value 0 and
 * from_torus; grid sends [.+k]y = x.  Reference: plain C index arithmetic. */
#include <stdio.h>
#include <cscomm.h>

shape [4][5]G;
shape [3][4][5]K;
int:G x, y;
int:K kx, ky;
int fails, checks;
int xv[4][5], got[4][5];
int kv[3][4][5], kgot[3][4][5];

void expect(char *what, int d, int i, int j, int k, int g, int w)
{
    checks++;
    if (g != w && fails++ < 10)
        printf("FAIL %s dist %d at [%d][%d][%d]: got %d want %d\n", what, d, i, j, k, g, w);
}
int wrap(int c, int n) { return ((c % n) + n) % n; }
int inG(int i, int j) { return i >= 0 && i < 4 && j >= 0 && j < 5; }
int act2(int i, int j) { return (i * 5 + j) % 3 != 0; }

main()
{
    int d0, d1, masked, i, j, k, axis, d;
    with (G) x = 100 + 10 * pcoord(0) + pcoord(1);
    with (K) kx = 100 * pcoord(0) + 10 * pcoord(1) + pcoord(2) + 1;
    with (G) read_from_pvar(&xv[0][0], x);
    with (K) read_from_pvar(&kv[0][0][0], kx);

    for (d0 = -4; d0 <= 4; d0 += 2)
     for (d1 = -5; d1 <= 5; d1 += 3)
      for (masked = 0; masked < 2; masked++) {
        int fn;
        for (fn = 0; fn < 4; fn++) {
            with (G) {
                y = -1;
                where (!masked || (pcoord(0) * 5 + pcoord(1)) % 3 != 0) {
                    switch (fn) {
                    case 0: from_grid(&y, x, 7, d0, d1); break;
                    case 1: from_torus(&y, x, d0, d1); break;
                    case 2: to_grid(&y, x, 7, d0, d1); break;
                    case 3: to_torus(&y, x, d0, d1); break;
                    }
                }
                read_from_pvar(&got[0][0], y);
            }
            for (i = 0; i < 4; i++)
                for (j = 0; j < 5; j++) {
                    int w = -1, a = !masked || act2(i, j);
                    if (fn == 0 && a) w = inG(i + d0, j + d1) ? xv[i + d0][j + d1] : 7;
                    if (fn == 1 && a) w = xv[wrap(i + d0, 4)][wrap(j + d1, 5)];
                    if (fn == 2) {      /* position (i,j) receives from (i-d0, j-d1) */
                        int si = i - d0, sj = j - d1;
                        if (!inG(si, sj)) w = 7;
                        else if (!masked || act2(si, sj)) w = xv[si][sj];
                    }
                    if (fn == 3) {
                        int si = wrap(i - d0, 4), sj = wrap(j - d1, 5);
                        if (!masked || act2(si, sj)) w = xv[si][sj];
                    }
                    expect(fn == 0 ? "from_grid" : fn == 1 ? "from_torus" : fn == 2 ? "to_grid" : "to_torus",
                           d0 * 100 + d1, i, j, masked, got[i][j], w);
                }
        }
        /* grid notation: off the grid reads 0 */
        with (G) {
            y = -1;
            where (!masked || (pcoord(0) * 5 + pcoord(1)) % 3 != 0) y = [.+d0][.+d1]x;
            read_from_pvar(&got[0][0], y);
        }
        for (i = 0; i < 4; i++)
            for (j = 0; j < 5; j++)
                expect("[.+d0][.+d1]", d0 * 100 + d1, i, j, masked, got[i][j],
                       masked && !act2(i, j) ? -1 : inG(i + d0, j + d1) ? xv[i + d0][j + d1] : 0);
      }

    /* the _dim forms on every axis of a rank-3 shape */
    for (axis = 0; axis < 3; axis++)
        for (d = -3; d <= 3; d++) {
            int fn;
            for (fn = 0; fn < 4; fn++) {
                with (K) {
                    ky = -1;
                    switch (fn) {
                    case 0: from_grid_dim(&ky, kx, axis, d); break;
                    case 1: from_torus_dim(&ky, kx, axis, d); break;
                    case 2: to_grid_dim(&ky, kx, axis, d); break;
                    case 3: to_torus_dim(&ky, kx, axis, d); break;
                    }
                    read_from_pvar(&kgot[0][0][0], ky);
                }
                for (i = 0; i < 3; i++) for (j = 0; j < 4; j++) for (k = 0; k < 5; k++) {
                    int c[3], n[3], w = -1, sgn = fn < 2 ? 1 : -1;
                    c[0] = i; c[1] = j; c[2] = k; n[0] = 3; n[1] = 4; n[2] = 5;
                    c[axis] += sgn * d;
                    if (fn == 1 || fn == 3) c[axis] = wrap(c[axis], n[axis]);
                    if (c[axis] >= 0 && c[axis] < n[axis]) w = kv[c[0]][c[1]][c[2]];
                    expect(fn == 0 ? "from_grid_dim" : fn == 1 ? "from_torus_dim" : fn == 2 ? "to_grid_dim" : "to_torus_dim",
                           axis * 10 + d, i, j, k, kgot[i][j][k], w);
                }
            }
            /* [.+d] on one axis of the rank-3 shape */
            with (K) {
                if (axis == 0) ky = [.+d][.][.]kx;
                if (axis == 1) ky = [.][.+d][.]kx;
                if (axis == 2) ky = [.][.][.+d]kx;
                read_from_pvar(&kgot[0][0][0], ky);
            }
            for (i = 0; i < 3; i++) for (j = 0; j < 4; j++) for (k = 0; k < 5; k++) {
                int c[3], n[3];
                c[0] = i; c[1] = j; c[2] = k; n[0] = 3; n[1] = 4; n[2] = 5;
                c[axis] += d;
                expect("[.+d] rank 3", axis * 10 + d, i, j, k, kgot[i][j][k],
                       c[axis] >= 0 && c[axis] < n[axis] ? kv[c[0]][c[1]][c[2]] : 0);
            }
            /* grid send [.+d]: off the grid dropped, others keep */
            with (K) {
                ky = -1;
                where (pcoord(2) != 1) {
                    if (axis == 0) [.+d][.][.]ky = kx;
                    if (axis == 1) [.][.-d][.]ky = kx;
                    if (axis == 2) [.][.][.+d]ky += kx;
                }
                read_from_pvar(&kgot[0][0][0], ky);
            }
            for (i = 0; i < 3; i++) for (j = 0; j < 4; j++) for (k = 0; k < 5; k++) {
                int c[3], n[3], w = -1, dd = axis == 1 ? -d : d;
                c[0] = i; c[1] = j; c[2] = k; n[0] = 3; n[1] = 4; n[2] = 5;
                c[axis] -= dd;              /* the sender */
                if (c[axis] >= 0 && c[axis] < n[axis] && c[2] != 1)
                    w = axis == 2 ? -1 + kv[c[0]][c[1]][c[2]] : kv[c[0]][c[1]][c[2]];
                expect("grid send", axis * 10 + d, i, j, k, kgot[i][j][k], w);
            }
        }
    printf("%d checks\n", checks);
    if (fails == 0) printf("grid ok\n");
}
