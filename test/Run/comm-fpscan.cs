// Floating + and * scans give the same bits at any rank count: they combine
// one element after the other in scan order, from the identity, exactly as
// the sequential C loops of this file do. Values mix 1e16, small fractions
// and -1e16, so any reassociation (per-rank partial sums added afterwards)
// rounds differently. Covers the fast path (one axis, every position active,
// inclusive and exclusive), masked, segmented and downward scans, both axes
// of a 2-D shape, float and multiply. Outputs are printed with %a and must be
// identical at 1, 2 and 3 ranks.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK-NOT: FAIL
// CHECK: fpscan: ok
#include <stdio.h>
#include <cscomm.h>
#define N 23
#define R 5
#define C 7
shape [N]S;
shape [R][C]G;
double:S x, y;
float:S xf, yf;
bool:S start;
double:G gx, gy;
int fails;

static double V(int i) {
    return i % 4 == 0 ? 1e16 * (1 + i % 3) : i % 4 == 2 ? -1e16 : 1.0 / (i + 1);
}
static void check(const char *what, const double *got, const double *want, int n) {
    printf("%s:", what);
    for (int i = 0; i < n; i++) {
        printf(" %a", got[i]);
        if (got[i] != want[i]) { printf("\nFAIL %s [%d]: %a, want %a\n", what, i, got[i], want[i]); fails++; }
    }
    printf("\n");
}

int main(void) {
    double got[N], want[N], acc, g2[R * C], w2[R * C];
    float gf[N], wf[N], facc;
    int i, r, c;
    with (S) {
        x = pcoord(0) % 4 == 0 ? 1e16 * (1 + pcoord(0) % 3) : pcoord(0) % 4 == 2 ? -1e16 : 1.0 / (pcoord(0) + 1);

        y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);   /* fast path */
        read_from_pvar(got, y);
        for (acc = 0, i = 0; i < N; i++) want[i] = acc = acc + V(i);
        check("add-incl", got, want, N);

        y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_exclusive);
        read_from_pvar(got, y);
        for (acc = 0, i = 0; i < N; i++) { want[i] = acc; acc = acc + V(i); }
        check("add-excl", got, want, N);

        y = 7 + scan(x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        read_from_pvar(got, y);
        for (acc = 0, i = 0; i < N; i++) { acc = acc + V(i); want[i] = 7 + acc; }
        check("add-expr", got, want, N);

        y = -1;                                                   /* masked: generic path */
        where (pcoord(0) % 5 != 3)
            y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        read_from_pvar(got, y);
        for (acc = 0, i = 0; i < N; i++) {
            if (i % 5 == 3) { want[i] = -1; continue; }
            want[i] = acc = acc + V(i);
        }
        check("add-masked", got, want, N);

        start = pcoord(0) % 9 == 4;                                /* segmented, downward */
        y = scan(x, 0, CMC_combiner_add, CMC_downward, CMC_segment_bit, &start, CMC_inclusive);
        read_from_pvar(got, y);
        for (acc = 0, i = N - 1; i >= 0; i--) {
            if (i % 9 == 4) acc = 0;
            want[i] = acc = acc + V(i);
        }
        check("add-seg-down", got, want, N);

        y = scan(1.0 + 1.0 / (pcoord(0) + 1), 0, CMC_combiner_multiply, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        read_from_pvar(got, y);
        for (acc = 1, i = 0; i < N; i++) want[i] = acc = acc * (1.0 + 1.0 / (i + 1));
        check("mul", got, want, N);

        xf = pcoord(0) % 3 == 0 ? 3e7f : pcoord(0) % 3 == 1 ? 0.37f : -3e7f;   /* float */
        yf = scan(xf, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        read_from_pvar(gf, yf);
        for (facc = 0, i = 0; i < N; i++) wf[i] = facc = facc + (i % 3 == 0 ? 3e7f : i % 3 == 1 ? 0.37f : -3e7f);
        for (i = 0; i < N; i++) { got[i] = gf[i]; want[i] = wf[i]; }
        check("float", got, want, N);
    }
    with (G) {
        gx = (pcoord(0) * C + pcoord(1)) % 4 == 0 ? 1e16 : (pcoord(0) + pcoord(1)) % 2 ? 1.0 / (pcoord(0) * C + pcoord(1) + 1) - 1e16 : 1.0 / (pcoord(0) * C + pcoord(1) + 1);
        for (int axis = 0; axis < 2; axis++) {
            gy = scan(gx, axis, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
            read_from_pvar(g2, gy);
            for (int line = 0; line < (axis ? R : C); line++) {
                acc = 0;
                for (int k = 0; k < (axis ? C : R); k++) {
                    r = axis ? line : k; c = axis ? k : line;
                    int p = r * C + c;
                    acc = acc + (p % 4 == 0 ? 1e16 : (r + c) % 2 ? 1.0 / (p + 1) - 1e16 : 1.0 / (p + 1));
                    w2[p] = acc;
                }
            }
            check(axis ? "2d-axis1" : "2d-axis0", g2, w2, R * C);
        }
    }
    printf("fpscan: %s\n", fails ? "FAILED" : "ok");
    return 0;
}
