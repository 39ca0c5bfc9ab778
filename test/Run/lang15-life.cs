// Sweep program (C* manuals / Quinn style), checked against an independent
// Python reference (Inputs/lang15/life.py) at 1, 2 and 3 ranks.
// RUN: %python %S/Inputs/lang15/life.py > %t.ref
// RUN: %crun -n 1 %s > %t.1 && diff %t.ref %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.ref %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.ref %t.3
/* Conway's life on a torus with %% wraparound and a parallel struct */
#include <stdio.h>
#define R 6
#define C 7
shape [R][C]board;
struct cell { bool alive; int age; };

main()
{
    struct cell:board b;
    int gen, i, j;
    with (board) {
        b.alive = (pcoord(0) * 3 + pcoord(1) * 5) % 4 == 0;
        b.age = 0;
        for (gen = 0; gen < 4; gen++) {
            int:board n = 0;
            int di, dj;
            for (di = -1; di <= 1; di++)
                for (dj = -1; dj <= 1; dj++)
                    if (di || dj)
                        n += [(pcoord(0) + di) %% R][(pcoord(1) + dj) %% C]b.alive;
            where (b.alive) {
                where (n < 2 || n > 3) b.alive = 0;
                else b.age++;
            } else where (n == 3)
                b.alive = 1;
        }
        for (i = 0; i < R; i++) {
            for (j = 0; j < C; j++) putchar([i][j]b.alive ? '0' + [i][j]b.age : '.');
            putchar('\n');
        }
        printf("alive %d oldest %d\n", += b.alive, >?= b.age);
    }
}
