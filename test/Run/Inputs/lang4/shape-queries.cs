// Input of test/Run/lang4-*.test (run at 1, 2 and 3 ranks; FAIL lines come
// from the sequential C reference in this file).
// rankof/dimof/positionsof on shape arrays, shape parameters, current in a
// shape-generic function; long indices; sends into a shape of another rank.
#include <stdio.h>
shape [3][1][5]T3[2];
shape [][][]U[2];
int fails;
int describe(shape s) {
    int d = 1, k;
    for (k = 0; k < rankof(s); k++) d *= dimof(s, k);
    return d == positionsof(s) ? d : -1;
}
long:current lin(void) {
    long:current r = 0;
    int k;
    for (k = 0; k < rankof(current); k++) r = r * dimof(current, k) + pcoord(k);
    return r;
}
int main(void) {
    int k, n;
    allocate_shape(&U[0], 3, 1, 3, 1);
    allocate_shape(&U[1], 3, 5, 3, 7);
    printf("%d %d %d %d\n", describe(T3[1]), describe(U[0]), describe(U[1]), rankof(U[1]));
    if (describe(T3[1]) != 15 || describe(U[0]) != 3 || describe(U[1]) != 105) { printf("FAIL describe\n"); fails++; }
    for (k = 0; k < 2; k++) with (U[k]) {
        long:current a = lin();
        long tot = 0; tot += a;
        n = positionsof(current);
        if (tot != (long)n * (n - 1) / 2) { printf("FAIL lin %d %ld\n", k, tot); fails++; }
        /* gather back through long indices: reverse order */
        long:current b = [(long)dimof(current, 0) - 1 - pcoord(0)][(long)dimof(current, 1) - 1 - pcoord(1)][(long)dimof(current, 2) - 1 - pcoord(2)]a;
        int bad = 0; bad += (a + b != n - 1);
        if (bad) { printf("FAIL rev %d\n", k); fails++; }
    }
    /* send from a 1-D shape into a 3-D shape */
    {
        shape [9]S;
        int ref[5][3][7], i, j, m, bad = 0;
        with (U[1]) {
        int:current dst = -1;
        with (S) {
            int:S val = pcoord(0) * pcoord(0);
            [pcoord(0) % 5][pcoord(0) % 3][(pcoord(0) * 2) % 7]dst >?= val;
        }
        for (i = 0; i < 5; i++) for (j = 0; j < 3; j++) for (m = 0; m < 7; m++) ref[i][j][m] = -1;
        for (i = 0; i < 9; i++) if (i * i > ref[i % 5][i % 3][(i * 2) % 7]) ref[i % 5][i % 3][(i * 2) % 7] = i * i;
        for (i = 0; i < 5; i++) for (j = 0; j < 3; j++) for (m = 0; m < 7; m++) if ([i][j][m]dst != ref[i][j][m]) bad++;
        }
        if (bad) { printf("FAIL send 1d->3d %d\n", bad); fails++; }
    }
    deallocate_shape(&U[0]); deallocate_shape(&U[1]);
    printf("shape-queries %s\n", fails ? "FAIL" : "ok");
    return 0;
}
