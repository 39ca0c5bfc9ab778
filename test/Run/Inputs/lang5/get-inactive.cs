/* Input of test/Run/lang5-comm.test.
 * Communication under where: gets read inactive source positions, sends write
 * inactive destinations, grid reads see inactive neighbours; reductions of
 * gets over a where subset; a parallel function doing a get under the
 * caller's where. */
#include <stdio.h>
#define N 14

shape [N]S;
int:S x, y, z, w;
int fails;

int:current neighbour_sum(int:current v)
{
    int:current r;
    r = [(pcoord(0) + 1) % N]v + [.-1]v;     /* general get and grid read */
    return r;
}

main()
{
    int k;
    long s = 0;
    with (S) {
        x = pcoord(0) * 3 + 1;
        y = -1; z = -2; w = 0;
        where (pcoord(0) % 2 == 0) {
            y = [N - 1 - pcoord(0)]x;            /* reads odd (inactive) positions */
            [pcoord(0) + 1]z = x;                /* writes odd (inactive) positions */
            w = neighbour_sum(x);
            s += [pcoord(0) + 1]x;
        }
    }
    for (k = 0; k < N; k++) {
        int ey = k % 2 == 0 ? (N - 1 - k) * 3 + 1 : -1;
        int ez = k % 2 ? (k - 1) * 3 + 1 : -2;
        int ew = k % 2 == 0 ? ((k + 1) % N) * 3 + 1 + (k > 0 ? (k - 1) * 3 + 1 : 0) : 0;
        if ([k]y != ey || [k]z != ez || [k]w != ew) { printf("FAIL %d: y %d/%d z %d/%d w %d/%d\n", k, [k]y, ey, [k]z, ez, [k]w, ew); fails++; }
        if (k % 2 == 0) s -= (k + 1) * 3 + 1;
    }
    if (s != 0) { printf("FAIL reduction of gets off by %ld\n", s); fails++; }
    printf("y[0] %d z[13] %d w[12] %d\n", [0]y, [13]z, [12]w);
    printf("get-inactive %s\n", fails ? "FAIL" : "ok");
    return 0;
}
