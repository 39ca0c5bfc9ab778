// <cscomm.h> CMC_combiner_copy with scan (upward/downward, inclusive/exclusive,
// segmented, under where) and spread/multispread, for int and double, on
// shapes [13] and [3][5] (not multiples of 2 or 3 ranks). Reference: plain C
// loops in this file.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK-NOT: FAIL
// CHECK: copy scan: 3 3 3 3 11 11 11 11 19 19 19 19 27
// CHECK: copy: ok
#include <stdio.h>
#include <cscomm.h>
#define N 13
#define R 3
#define C 5
shape [N]S;
shape [R][C]G;
int:S x, y;
bool:S seg;
double:S d, e;
int:G g, h;
int fails;

static void check(const char *what, const int *got, const int *want, int n) {
    for (int i = 0; i < n; i++)
        if (got[i] != want[i]) { printf("FAIL %s [%d]: %d, want %d\n", what, i, got[i], want[i]); fails++; }
}

int main(void) {
    int got[N], want[N], i, j, acc, has;
    double gd[N];
    with (S) {
        x = pcoord(0) * 2 + 3;
        seg = pcoord(0) % 4 == 0;
        y = scan(x, 0, CMC_combiner_copy, CMC_upward, CMC_segment_bit, &seg, CMC_inclusive);
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = (i / 4 * 4) * 2 + 3;
        check("copy up", got, want, N);
        printf("copy scan:"); for (i = 0; i < N; i++) printf(" %d", got[i]); printf("\n");

        y = -1;
        where (pcoord(0) % 3 != 1)
            y = scan(x, 0, CMC_combiner_copy, CMC_downward, CMC_none, CMC_no_field, CMC_exclusive);
        read_from_pvar(got, y);
        for (i = N - 1, has = 0, acc = 0; i >= 0; i--) {
            if (i % 3 == 1) { want[i] = -1; continue; }
            want[i] = has ? acc : 0;
            if (!has) { acc = i * 2 + 3; has = 1; }
        }
        check("copy down excl", got, want, N);

        d = pcoord(0) * 0.5 + 0.25;
        where (pcoord(0) > 2) e = spread(d, 0, CMC_combiner_copy);
        read_from_pvar(gd, e);
        for (i = 3; i < N; i++) if (gd[i] != 3 * 0.5 + 0.25) { printf("FAIL spread copy [%d]\n", i); fails++; }
    }
    with (G) {
        g = pcoord(0) * 10 + pcoord(1);
        h = -1;
        where (pcoord(1) != 0) h = spread(g, 1, CMC_combiner_copy);   /* along rows: column 1 */
        read_from_pvar(got, h);
        for (i = 0; i < R; i++)
            for (j = 0; j < C; j++) want[i * C + j] = j == 0 ? -1 : i * 10 + 1;
        check("spread copy rows", got, want, R * C);
        where (pcoord(0) + pcoord(1) > 2) h = multispread(g, 3, CMC_combiner_copy);   /* lowest: (0,3) */
        read_from_pvar(got, h);
        for (i = 0; i < R; i++)
            for (j = 0; j < C; j++) want[i * C + j] = i + j > 2 ? 3 : j == 0 ? -1 : i * 10 + 1;
        check("multispread copy", got, want, R * C);
    }
    if (!fails) printf("copy: ok\n");
    return 0;
}
