/* Input of test/Run/lang9-apps2.test.
 * The Mandelbrot set on a 12 x 30 grid of points: per-position iteration
 * with while (|= busy) where (busy), escape counts, the iteration done once
 * with double pairs and once with C99 complex parallel values (creal, cimag,
 * cabs), printed as ASCII art with [i][j]; the area estimate by a +=
 * reduction of a bool; the deepest point by >?=.  Reference: plain C. */
#include <stdio.h>
#include <complex.h>

#define H 12
#define W 30
#define MAXIT 60

shape [H][W]plane;
int:plane count, count2;

int seq_count(double cr, double ci)
{
    double zr = 0, zi = 0, t;
    int n = 0;
    while (n < MAXIT && zr * zr + zi * zi <= 4.0) {
        t = zr * zr - zi * zi + cr;
        zi = 2 * zr * zi + ci;
        zr = t;
        n++;
    }
    return n;
}

main()
{
    int i, j, fails = 0, inside, deepest, want_inside = 0, want_deep = 0, it;
    with (plane) {
        double:plane cr = -2.2 + pcoord(1) * (3.0 / W), ci = -1.2 + pcoord(0) * (2.4 / (H - 1));
        double:plane zr = 0, zi = 0, t;
        bool:plane busy = 1;
        count = 0;
        while (|= busy) {
            where (busy) {
                t = zr * zr - zi * zi + cr;
                zi = 2 * zr * zi + ci;
                zr = t;
                count++;
                busy = count < MAXIT && zr * zr + zi * zi <= 4.0;
            }
        }
        /* the same with complex values; bail out with a scalar iteration bound */
        {
            double complex:plane z = 0, c = cr + ci * I;
            count2 = 0;
            for (it = 0; it < MAXIT; it++)
                where (creal(z) * creal(z) + cimag(z) * cimag(z) <= 4.0 && count2 < MAXIT) {
                    z = z * z + c;
                    count2++;
                }
        }
        inside = += (int:plane)(count == MAXIT);
        where (count < MAXIT) deepest = >?= count;
    }
    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++) {
            int n = seq_count(-2.2 + j * (3.0 / W), -1.2 + i * (2.4 / (H - 1)));
            if ([i][j]count != n && fails++ < 10) printf("FAIL count %d %d = %d want %d\n", i, j, [i][j]count, n);
            if ([i][j]count2 != n && fails++ < 10) printf("FAIL complex count %d %d = %d want %d\n", i, j, [i][j]count2, n);
            want_inside += n == MAXIT;
            if (n < MAXIT && n > want_deep) want_deep = n;
        }
    if (inside != want_inside || deepest != want_deep) printf("FAIL inside %d deepest %d\n", inside, deepest);
    for (i = 0; i < H; i++) {
        for (j = 0; j < W; j++) putchar([i][j]count == MAXIT ? '#' : " .:-=+*%"[[i][j]count % 8]);
        putchar('\n');
    }
    printf("%d points inside, deepest escape after %d\n", inside, deepest);
    if (!fails) printf("mandel ok\n");
}
