/* Input of test/Run/lang5-lang.test.
 * pcoord on every axis of a rank-4 shape (row-major order), current and
 * shapeof inside nested with statements of different shapes, a shape-generic
 * (current) function called under each. */
#include <stdio.h>

shape [2][3][2][5]Q;
shape [7]L;
int:Q q;
int:L l;
int fails;

int:current index_of(int:current bias)
{
    int:current r = 0;
    int a;
    for (a = 0; a < rankof(current); a++)
        r = r * dimof(current, a) + pcoord(a);
    return r + bias;
}

main()
{
    int a, b, c, d;
    long t, want;
    with (Q) {
        q = index_of(0);
        t = 0;
        t += (q == pcoord(0) * 30 + pcoord(1) * 10 + pcoord(2) * 5 + pcoord(3));
        if (t != 60) { printf("FAIL pcoord order %ld\n", t); fails++; }
        for (a = 0; a < 2; a++) for (b = 0; b < 3; b++) for (c = 0; c < 2; c++) for (d = 0; d < 5; d++)
            if ([a][b][c][d]q != a * 30 + b * 10 + c * 5 + d) { printf("FAIL q %d %d %d %d\n", a, b, c, d); fails++; }
        with (L) {
            /* the inner with switches current: index_of now sees rank 1 */
            l = index_of(100);
            printf("inner rank %d positions %d\n", rankof(current), positionsof(current));
            if (positionsof(shapeof(l)) != 7 || rankof(current) != 1) { printf("FAIL inner current\n"); fails++; }
            with (shapeof(q)) {
                int:current z = pcoord(3);
                t = 0;
                t += z;
                if (t != 2 * 3 * 2 * 10) { printf("FAIL shapeof(q) with %ld\n", t); fails++; }
                printf("innermost rank %d sum of pcoord(3) %ld\n", rankof(current), t);
            }
            printf("back in L: positions %d\n", positionsof(current));
            if (positionsof(current) != 7) { printf("FAIL back in L\n"); fails++; }
        }
        printf("back in Q: rank %d positions %d\n", rankof(current), positionsof(current));
        if (rankof(current) != 4) { printf("FAIL back in Q\n"); fails++; }
        /* axis sums */
        for (a = 0; a < 4; a++) {
            t = 0;
            t += pcoord(a);
            want = 60 / dimof(Q, a) * (dimof(Q, a) * (dimof(Q, a) - 1) / 2);
            printf("axis %d extent %d pcoord sum %ld\n", a, dimof(Q, a), t);
            if (t != want) { printf("FAIL axis %d: %ld want %ld\n", a, t, want); fails++; }
        }
    }
    with (L) {
        t = 0;
        t += l;
        if (t != 7 * 100 + 21) { printf("FAIL l %ld\n", t); fails++; }
    }
    printf("axes %s\n", fails ? "FAIL" : "ok");
    return 0;
}
