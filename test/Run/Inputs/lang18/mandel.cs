/* Escape-time counts of the Mandelbrot iteration on a 9 x 16 grid of
   points: the loop runs while any position is still iterating (|=), a
   where narrows to those; against C with the same double arithmetic. */
#include <stdio.h>
#define R 9
#define C 16
#define MAXIT 60
shape [R][C]P;
int main()
{
    int bad = 0, i, j, it;
    long tot = 0, rtot = 0;
    with (P) {
        double:P cr = -2.0 + pcoord(1) * (2.6 / (C - 1)), ci = -1.2 + pcoord(0) * (2.4 / (R - 1));
        double:P zr = 0, zi = 0, t;
        int:P n = 0;
        bool:P live = 1;
        for (it = 0; it < MAXIT && (|= live); it++)
            where (live) {
                t = zr * zr - zi * zi + cr;
                zi = 2 * zr * zi + ci;
                zr = t;
                where (zr * zr + zi * zi > 4.0) live = 0;
                else n++;
            }
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
            double a = -2.0 + j * (2.6 / (C - 1)), b = -1.2 + i * (2.4 / (R - 1)), x = 0, y = 0, u;
            int k = 0, m;
            for (m = 0; m < MAXIT; m++) {
                u = x * x - y * y + a; y = 2 * x * y + b; x = u;
                if (x * x + y * y > 4.0) break;
                k++;
            }
            rtot += k;
            if ([i][j]n != k) { bad++; printf("n %d %d %d %d\n", i, j, [i][j]n, k); }
        }
        tot += n;
    }
    printf("mandel bad %d total %ld %ld\n", bad, tot, rtot);
    return 0;
}
