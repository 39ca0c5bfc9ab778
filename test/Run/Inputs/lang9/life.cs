/* Input of test/Run/lang9-apps.test.
 * Conway's Life, the way the C* Programming Guide writes it: a board shape,
 * neighbour counts from grid reads [.+1][.-1] (cells off the board read 0) on
 * a bounded board, and the same on a torus with general gets whose indices
 * wrap with %.  Births and deaths under where/else; population by += and the
 * bounding box by <?= / >?=.  Reference: plain C arrays. */
#include <stdio.h>

#define R 9
#define C 11
#define GENS 12

shape [R][C]board;
int:board cell, torus;
int ref[R][C], tref[R][C];
int fails;

#define N(k, dr, dc) [.+(dr)][.+(dc)]k
#define COUNT(k) (N(k,-1,-1) + N(k,-1,0) + N(k,-1,1) + N(k,0,-1) + N(k,0,1) \
                  + N(k,1,-1) + N(k,1,0) + N(k,1,1))

int seq_step(int b[R][C], int wrap)
{
    int nb[R][C], i, j, di, dj, pop = 0;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            int n = 0;
            for (di = -1; di <= 1; di++)
                for (dj = -1; dj <= 1; dj++) {
                    int ii = i + di, jj = j + dj;
                    if (di == 0 && dj == 0) continue;
                    if (wrap) { ii = (ii + R) % R; jj = (jj + C) % C; }
                    else if (ii < 0 || ii >= R || jj < 0 || jj >= C) continue;
                    n += b[ii][jj];
                }
            nb[i][j] = b[i][j] ? (n == 2 || n == 3) : (n == 3);
        }
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) { b[i][j] = nb[i][j]; pop += nb[i][j]; }
    return pop;
}

main()
{
    int g, i, j, pop, tpop, minr, maxc;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            ref[i][j] = tref[i][j] = ((i * 7 + j * 3) % 5 == 0) || (i == 4 && j > 2 && j < 8);
    with (board) {
        cell = ((pcoord(0) * 7 + pcoord(1) * 3) % 5 == 0) || (pcoord(0) == 4 && pcoord(1) > 2 && pcoord(1) < 8);
        torus = cell;
        for (g = 0; g < GENS; g++) {
            int:board n = COUNT(cell);
            int:board tn = 0;
            /* torus neighbours by general gets */
            {
                int a, b;
                for (a = -1; a <= 1; a++)
                    for (b = -1; b <= 1; b++)
                        if (a || b)
                            tn += [(pcoord(0) + a + R) % R][(pcoord(1) + b + C) % C]torus;
            }
            where (cell) {
                where (n < 2 || n > 3) cell = 0;
            } else
                where (n == 3) cell = 1;
            where (torus && (tn < 2 || tn > 3)) torus = 0;
            else where (tn == 3) torus = 1;
            pop = seq_step(ref, 0);
            tpop = seq_step(tref, 1);
            if ((+= cell) != pop) printf("FAIL gen %d population %d want %d\n", g, += cell, pop);
            if ((+= torus) != tpop) printf("FAIL gen %d torus population %d want %d\n", g, += torus, tpop);
        }
        minr = R; maxc = -1;
        where (cell) { minr <?= pcoord(0); maxc >?= pcoord(1); }
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            if ([i][j]cell != ref[i][j] && fails++ < 10) printf("FAIL cell %d %d\n", i, j);
            if ([i][j]torus != tref[i][j] && fails++ < 10) printf("FAIL torus %d %d\n", i, j);
        }
    {
        int wr = R, wc = -1;
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) if (ref[i][j]) { if (i < wr) wr = i; if (j > wc) wc = j; }
        if (wr != minr || wc != maxc) printf("FAIL box %d %d want %d %d\n", minr, maxc, wr, wc);
    }
    for (i = 0; i < R; i++) {
        for (j = 0; j < C; j++) putchar([i][j]torus ? '#' : '.');
        putchar('\n');
    }
    printf("life pop %d torus %d\n", pop, tpop);
    if (!fails) printf("life ok\n");
}
