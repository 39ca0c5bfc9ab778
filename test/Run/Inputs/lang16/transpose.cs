/* Matrix transpose and product via left indexing on a 2-D shape;
 * a parallel function with a current-shaped result; an elemental helper. */
#include <stdio.h>
#define N 6
shape [N][N]M;

elemental int sq(int v) { return v * v; }

int:current rowsum(int:current a)
{
    int:current s;
    int k;
    s = 0;
    for (k = 0; k < N; k++) s += [pcoord(0)][k]a;
    return s;
}

main()
{
    int:M a, t, p, rs;
    int A[N][N], i, j, k, bad = 0, s;
    with (M) {
        a = pcoord(0) * 10 - pcoord(1) * 3 + 1;
        t = [pcoord(1)][pcoord(0)]a;
        p = 0;
        for (k = 0; k < N; k++)
            p += [pcoord(0)][k]a * [k][pcoord(1)]t;
        rs = rowsum(sq(a));
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * 10 - j * 3 + 1;
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++) {
                bad += [i][j]t != A[j][i];
                s = 0;
                for (k = 0; k < N; k++) s += A[i][k] * A[j][k];
                bad += [i][j]p != s;
                s = 0;
                for (k = 0; k < N; k++) s += A[i][k] * A[i][k];
                bad += [i][j]rs != s;
            }
        printf("matrix mismatches %d trace %d\n", bad, += (pcoord(0) == pcoord(1) ? p : 0));
    }
}
