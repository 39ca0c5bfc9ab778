/* 2-D heat diffusion with fixed borders: grid reads [.-1][.] ... and a
 * convergence test by a max reduction; a plain C grid as reference. */
#include <stdio.h>
#include <math.h>
#define R 9
#define C 7
shape [R][C]G;
double ref[R][C], nxt[R][C];

main()
{
    double:G u, un;
    double err, rerr, diff;
    int it, i, j, bad = 0;
    with (G) {
        u = 0.0;
        where (pcoord(0) == 0) u = 100.0;
        where (pcoord(1) == C - 1) u = 50.0 + pcoord(0);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++)
            ref[i][j] = j == C - 1 ? 50.0 + i : (i == 0 ? 100.0 : 0.0);
        for (it = 0; it < 40; it++) {
            un = u;
            where (pcoord(0) > 0 && pcoord(0) < R - 1 && pcoord(1) > 0 && pcoord(1) < C - 1)
                un = 0.25 * ([. - 1][.]u + [. + 1][.]u + [.][. - 1]u + [.][. + 1]u);
            err = >?= fabs(un - u);
            u = un;
            rerr = 0;
            for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
                nxt[i][j] = ref[i][j];
                if (i > 0 && i < R - 1 && j > 0 && j < C - 1)
                    nxt[i][j] = 0.25 * (ref[i - 1][j] + ref[i + 1][j] + ref[i][j - 1] + ref[i][j + 1]);
                diff = fabs(nxt[i][j] - ref[i][j]);
                if (diff > rerr) rerr = diff;
            }
            for (i = 0; i < R; i++) for (j = 0; j < C; j++) ref[i][j] = nxt[i][j];
            if (err != rerr) bad++;
        }
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) bad += [i][j]u != ref[i][j];
        printf("heat mismatches %d center %.6f err %.3e\n", bad, [R / 2][C / 2]u, err);
    }
}
