/* Input of test/Run/lang6-apps.test.
 * Conway's Game of Life, as the C* Programming Guide writes it: a 2-D shape,
 * neighbours by grid notation ([.+1][.-1], off-grid reads 0) on a bounded
 * board, and by general gets with pcoord and % on a torus.  Checked against a
 * sequential C reference after every generation. */
#include <stdio.h>
#define ROWS 7
#define COLS 9
#define GENS 6

shape [ROWS][COLS]board;
int:board cell, torus_cell;
int ref[ROWS][COLS], tref[ROWS][COLS];
int fails;

/* neighbours on the bounded board: grid notation, off-grid is 0 */
int:current count_grid(c)
int:current c;
{
    int:current n;
    n = [.-1][.-1]c + [.-1][.]c + [.-1][.+1]c
      + [.][.-1]c              + [.][.+1]c
      + [.+1][.-1]c + [.+1][.]c + [.+1][.+1]c;
    return n;
}

/* neighbours on the torus: general gets, coordinates wrapped with % */
int:board count_torus()
{
    int:board n = 0, r, c;
    int dr, dc;
    r = pcoord(0);
    c = pcoord(1);
    for (dr = -1; dr <= 1; dr++)
        for (dc = -1; dc <= 1; dc++)
            if (dr || dc)
                n += [(r + dr + ROWS) % ROWS][(c + dc + COLS) % COLS]torus_cell;
    return n;
}

void step_ref(g, torus)
int g[ROWS][COLS];
int torus;
{
    int next[ROWS][COLS];
    int i, j, di, dj;
    for (i = 0; i < ROWS; i++)
        for (j = 0; j < COLS; j++) {
            int n = 0;
            for (di = -1; di <= 1; di++)
                for (dj = -1; dj <= 1; dj++) {
                    int a = i + di, b = j + dj;
                    if (!di && !dj) continue;
                    if (torus) { a = (a + ROWS) % ROWS; b = (b + COLS) % COLS; }
                    else if (a < 0 || a >= ROWS || b < 0 || b >= COLS) continue;
                    n += g[a][b];
                }
            next[i][j] = n == 3 || (n == 2 && g[i][j]);
        }
    for (i = 0; i < ROWS; i++)
        for (j = 0; j < COLS; j++) g[i][j] = next[i][j];
}

check(gen)
{
    int i, j, alive = 0, talive = 0;
    for (i = 0; i < ROWS; i++)
        for (j = 0; j < COLS; j++) {
            if ([i][j]cell != ref[i][j]) { printf("FAIL gen %d grid [%d][%d] %d want %d\n", gen, i, j, [i][j]cell, ref[i][j]); fails++; }
            if ([i][j]torus_cell != tref[i][j]) { printf("FAIL gen %d torus [%d][%d]\n", gen, i, j); fails++; }
            alive += ref[i][j];
            talive += tref[i][j];
        }
    return alive * 1000 + talive;
}

main()
{
    int g, i, j, pop, tpop;
    /* a glider and a blinker, plus a pseudo-random soup in one corner */
    for (i = 0; i < ROWS; i++)
        for (j = 0; j < COLS; j++)
            ref[i][j] = tref[i][j] = ((i * 7 + j * 3) % 5 == 0) || (i == 0 && j < 3) || (j == COLS - 1 && i > 3);
    with (board) {
        cell = ((pcoord(0) * 7 + pcoord(1) * 3) % 5 == 0) || (pcoord(0) == 0 && pcoord(1) < 3)
             || (pcoord(1) == COLS - 1 && pcoord(0) > 3);
        torus_cell = cell;
        for (g = 1; g <= GENS; g++) {
            int:board n = count_grid(cell);
            cell = (n == 3) | ((n == 2) & cell);
            torus_cell = (n = count_torus()) == 3 || (n == 2 && torus_cell);
            step_ref(ref, 0);
            step_ref(tref, 1);
            pop = check(g);
            tpop = 0;
            tpop += torus_cell;
            if (pop / 1000 != (+= cell) || tpop != pop % 1000) { printf("FAIL pop %d\n", g); fails++; }
            printf("gen %d alive %d torus %d\n", g, += cell, tpop);
        }
    }
    printf("life %s\n", fails ? "FAIL" : "ok");
}
