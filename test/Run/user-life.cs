// Game of Life on a 7x9 board with grid notation [.-1][.+1] (off-grid dead) and on a torus with from_torus; where/else on the update.
// Reference: the plain C program Inputs/user-life.c (arrays and loops).
// RUN: cc -w -o %t.ref %S/Inputs/user-life.c -lm && %t.ref > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
/* Game of Life with grid notation on a bounded board (off-grid cells are dead:
   the border rule of [.+1][.]), and a torus version with from_torus. */
#include <stdio.h>
#include <cscomm.h>
#define R 7
#define C 9
#define GENS 6
shape [R][C]board;
int:board cell, nbrs;
int:board tcell;

void show(int:board *b)
{
    int i, j;
    for (i = 0; i < R; i++) {
        for (j = 0; j < C; j++) putchar([i][j]*b ? '#' : '.');
        putchar('\n');
    }
}

void step()
{
    nbrs = [.-1][.-1]cell + [.-1][.]cell + [.-1][.+1]cell
         + [.][.-1]cell                   + [.][.+1]cell
         + [.+1][.-1]cell + [.+1][.]cell + [.+1][.+1]cell;
    where (cell)
        cell = (nbrs == 2 || nbrs == 3);
    else
        cell = (nbrs == 3);
}

void tstep()
{
    int:current n = 0, t;
    int di, dj;
    for (di = -1; di <= 1; di++)
        for (dj = -1; dj <= 1; dj++) {
            if (di == 0 && dj == 0) continue;
            from_torus(&t, tcell, di, dj);
            n += t;
        }
    tcell = (n == 3) | (tcell & (n == 2));
}

main()
{
    int g;
    with (board) {
        /* a glider and a blinker */
        cell = 0;
        [0][1]cell = 1; [1][2]cell = 1; [2][0]cell = 1; [2][1]cell = 1; [2][2]cell = 1;
        [4][6]cell = 1; [4][7]cell = 1; [4][8]cell = 1;
        tcell = cell;
        for (g = 0; g < GENS; g++) { step(); tstep(); }
        show(&cell);
        printf("alive %d\n", += cell);
        show(&tcell);
        printf("torus alive %d\n", += tcell);
    }
}
