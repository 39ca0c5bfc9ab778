/* Inclusive prefix sums by recursive doubling with a parallel left index,
 * compared with a sequential loop; also a segmented count with everywhere. */
#include <stdio.h>
#define N 37
shape [N]S;

int main(void)
{
    int:S x, y, t;
    long ref[N], acc = 0;
    int d, i, bad = 0;
    with (S) {
        x = (pcoord(0) * 7) % 11 - 3;
        y = x;
        for (d = 1; d < N; d *= 2) {
            where (pcoord(0) >= d) t = [pcoord(0) - d]y;
            where (pcoord(0) >= d) y += t;
        }
        for (i = 0; i < N; i++) { acc += (i * 7) % 11 - 3; ref[i] = acc; }
        for (i = 0; i < N; i++) bad += [i]y != ref[i];
        printf("scan mismatches %d last %d\n", bad, [N - 1]y);
        where (x > 0) {
            everywhere { t = 1; }
            y = += t;
        }
        printf("everywhere count %d active %d\n", [1]y, += (int:S)(x > 0));
    }
    return 0;
}
