/* Input of test/Run/lang6-apps2.test.
 * The Mandelbrot set, the way data-parallel C* programs iterate: every
 * position is a point c, a loop runs while any position is still active
 * (while (|= active)), where (active) narrows the update, and the iteration
 * counts are drawn as ASCII art from a scalar loop over [i][j] reads.
 * Reference: the same iteration in scalar C. */
#include <stdio.h>
#define ROWS 12
#define COLS 30
#define MAXIT 60

shape [ROWS][COLS]plane;
double:plane cr, ci, zr, zi;
int:plane count;
bool:plane active;
int fails;

int ref_count(int i, int j)
{
    double x0 = -2.2 + j * (3.0 / COLS), y0 = -1.2 + i * (2.4 / ROWS);
    double x = 0, y = 0, t;
    int n = 0;
    while (n < MAXIT && x * x + y * y <= 4.0) {
        t = x * x - y * y + x0;
        y = 2 * x * y + y0;
        x = t;
        n++;
    }
    return n;
}

main()
{
    int i, j, steps = 0, inside = 0, rinside = 0;
    with (plane) {
        cr = -2.2 + pcoord(1) * (3.0 / COLS);
        ci = -1.2 + pcoord(0) * (2.4 / ROWS);
        zr = zi = 0;
        count = 0;
        active = 1;
        while (|= active) {
            where (active) {
                double:plane t = zr * zr - zi * zi + cr;
                zi = 2 * zr * zi + ci;
                zr = t;
                count++;
                active = count < MAXIT && zr * zr + zi * zi <= 4.0;
            }
            steps++;
        }
        inside = += (int:plane)(count == MAXIT);
    }
    for (i = 0; i < ROWS; i++) {
        for (j = 0; j < COLS; j++) {
            int c = ref_count(i, j);
            if (c == MAXIT) rinside++;
            if ([i][j]count != c) { printf("FAIL [%d][%d] %d want %d\n", i, j, [i][j]count, c); fails++; }
            putchar([i][j]count == MAXIT ? '#' : [i][j]count > 8 ? '+' : [i][j]count > 3 ? '.' : ' ');
        }
        putchar('\n');
    }
    if (inside != rinside || steps != MAXIT) { printf("FAIL inside %d steps %d\n", inside, steps); fails++; }
    printf("inside %d steps %d\n", inside, steps);
    printf("mandel %s\n", fails ? "FAIL" : "ok");
}
