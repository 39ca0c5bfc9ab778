/* Input of test/Run/lang5-lang.test.
 * Parallel structs and parallel arrays (of arrays) passed by pointer to
 * parallel and scalar functions; sizeof of parallel types and expressions. */
#include <stdio.h>
#define N 11

struct particle { double pos[2]; double vel[2]; int id; };
shape [N]S;
struct particle:S p;
int:S grid[3][4];
int fails;

void:current step(struct particle:current *q, double dt)
{
    int k;
    for (k = 0; k < 2; k++) q->pos[k] = q->pos[k] + dt * q->vel[k];
    where (q->id % 3 == 0) (*q).vel[0] = -(*q).vel[0];
}

void:current fill(int:current (*g)[3][4], int base)
{
    int i, j;
    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++)
            (*g)[i][j] = base + i * 4 + j + pcoord(0) * 100;
}

int:current rowsum(int:current (*g)[3][4], int row)
{
    int:current s = 0;
    int j;
    for (j = 0; j < 4; j++) s += (*g)[row][j];
    return s;
}

/* a scalar function given the whole struct by pointer: reads one position */
double pos_at(struct particle:S *q, int i, int k) { return [i](*q).pos[k]; }

main()
{
    int i, k;
    with (S) {
        p.id = pcoord(0);
        p.pos[0] = pcoord(0);
        p.pos[1] = 0.5;
        p.vel[0] = 1.0;
        p.vel[1] = pcoord(0) * 0.25;
        step(&p, 2.0);
        where (p.id > 5) step(&p, 1.0);
        fill(&grid, 7);
        where (pcoord(0) % 2) grid[2][3] = rowsum(&grid, 1);
    }
    for (i = 0; i < N; i++) {
        double x0 = i + 2.0, x1 = 0.5 + 2.0 * i * 0.25, v0 = i % 3 == 0 ? -1.0 : 1.0;
        if (i > 5) { x0 += v0; x1 += i * 0.25; if (i % 3 == 0) v0 = -v0; }
        if ([i]p.pos[0] != x0 || pos_at(&p, i, 1) != x1 || [i]p.vel[0] != v0) {
            printf("FAIL p %d: %g %g %g want %g %g %g\n", i, [i]p.pos[0], [i]p.pos[1], [i]p.vel[0], x0, x1, v0); fails++;
        }
        for (k = 0; k < 12; k++) {
            int want = 7 + k + i * 100;
            if (k == 11 && i % 2) want = 4 * (7 + 4 + i * 100) + 0 + 1 + 2 + 3;
            if ([i]grid[k / 4][k % 4] != want) { printf("FAIL grid %d %d: %d want %d\n", i, k, [i]grid[k / 4][k % 4], want); fails++; }
        }
    }
    printf("p[10] %g %g %g grid[9][2][3] %d\n", [10]p.pos[0], [10]p.pos[1], [10]p.vel[0], [9]grid[2][3]);
    printf("sizeof p %d struct %d grid %d row %d double:S %d (char:S)x %d\n", (int)sizeof p,
           (int)sizeof(struct particle:S), (int)sizeof grid, (int)sizeof grid[1], (int)sizeof(double:S),
           (int)sizeof((char:S)1));
    if (sizeof p != sizeof(struct particle) || sizeof grid != 12 * sizeof(int) || sizeof grid[1] != 4 * sizeof(int) ||
        sizeof(double:S) != sizeof(double) || sizeof((char:S)1) != 1) { printf("FAIL sizeof\n"); fails++; }
    printf("structptr %s\n", fails ? "FAIL" : "ok");
    return 0;
}
