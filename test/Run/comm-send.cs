// Parallel left indexing, send: [idx]y = x and the combining sends += -= *=
// &= |= ^= <?= >?= with collisions (several positions sending to one
// destination), inactive senders, destinations that are inactive or receive
// nothing, another destination shape with two axes, extents that are not
// multiples of the rank count. Plain `=` keeps the value of the highest
// sending position. Reference: plain C loops in this file.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK-NOT: FAIL
// CHECK: A: 21 51 81 101 -1 -1 -1 -1 -1 -1 -1
// CHECK: send: ok
#include <stdio.h>
#include <cscomm.h>
#define N 11
#define R 3
#define C 4
shape [N]S;
shape [R][C]G;
int:S x, y, idx;
unsigned:S u, bits;
double:S d, dy;
int:G g;
int fails;

static void check(const char *what, const int *got, const int *want, int n) {
    for (int i = 0; i < n; i++)
        if (got[i] != want[i]) { printf("FAIL %s [%d]: %d, want %d\n", what, i, got[i], want[i]); fails++; }
}
static int X(int p) { return p * 10 + 1; }

int main(void) {
    int got[N], want[N], gg[R * C], wg[R * C], i;
    unsigned gu[N], wu[N];
    double gd[N];
    with (S) {
        x = pcoord(0) * 10 + 1;
        idx = pcoord(0) / 3;                              /* 3 senders per destination */

        y = -1; [idx]y = x;                               /* A: = , last sender wins */
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = -1;
        for (i = 0; i < N; i++) want[i / 3] = X(i);
        check("A", got, want, N);
        printf("A:"); for (i = 0; i < N; i++) printf(" %d", got[i]); printf("\n");

        y = 100; [pcoord(0) % 4]y += x;                   /* B: += */
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = 100;
        for (i = 0; i < N; i++) want[i % 4] += X(i);
        check("B", got, want, N);

        y = 100; [idx]y -= x;                             /* C: -= is y - x1 - x2 ... */
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = 100;
        for (i = 0; i < N; i++) want[i / 3] -= X(i);
        check("C", got, want, N);

        y = 1; [pcoord(0) % 3]y *= pcoord(0) + 1;         /* D: *= */
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = 1;
        for (i = 0; i < N; i++) want[i % 3] *= i + 1;
        check("D", got, want, N);

        u = 1u << pcoord(0);                              /* E: &= |= ^= */
        bits = 0; [idx]bits |= u;
        read_from_pvar(gu, bits);
        for (i = 0; i < N; i++) wu[i] = 0;
        for (i = 0; i < N; i++) wu[i / 3] |= 1u << i;
        for (i = 0; i < N; i++) if (gu[i] != wu[i]) { printf("FAIL E| [%d]\n", i); fails++; }
        bits = 0xffu; [idx]bits &= ~u;
        read_from_pvar(gu, bits);
        for (i = 0; i < N; i++) wu[i] = 0xffu;
        for (i = 0; i < N; i++) wu[i / 3] &= ~(1u << i);
        for (i = 0; i < N; i++) if (gu[i] != wu[i]) { printf("FAIL E& [%d]\n", i); fails++; }
        bits = 5; [pcoord(0) % 2]bits ^= u;
        read_from_pvar(gu, bits);
        for (i = 0; i < N; i++) wu[i] = 5;
        for (i = 0; i < N; i++) wu[i % 2] ^= 1u << i;
        for (i = 0; i < N; i++) if (gu[i] != wu[i]) { printf("FAIL E^ [%d]\n", i); fails++; }

        y = 50; [idx]y <?= (x * 7) % 13;                  /* F: <?= >?= */
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = 50;
        for (i = 0; i < N; i++) if ((X(i) * 7) % 13 < want[i / 3]) want[i / 3] = (X(i) * 7) % 13;
        check("F<", got, want, N);
        y = 5; [idx]y >?= (x * 7) % 13;
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = 5;
        for (i = 0; i < N; i++) if ((X(i) * 7) % 13 > want[i / 3]) want[i / 3] = (X(i) * 7) % 13;
        check("F>", got, want, N);

        y = 0;                                            /* G: inactive senders; an inactive destination still receives */
        where (pcoord(0) % 3 != 0) [N - 1 - pcoord(0)]y += x;
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = 0;
        for (i = 0; i < N; i++) if (i % 3 != 0) want[N - 1 - i] += X(i);
        check("G", got, want, N);

        d = pcoord(0) * 0.25; dy = 1.0;                   /* I: floating += */
        [idx]dy += d;
        read_from_pvar(gd, dy);
        for (i = 0; i < N; i++) {
            double w = 1.0;
            for (int j = 0; j < N; j++) if (j / 3 == i) w += j * 0.25;
            if (gd[i] != w) { printf("FAIL I [%d]: %g, want %g\n", i, gd[i], w); fails++; }
        }

        y = 0; [N - 1 - pcoord(0)]y = x * 2 + 1;          /* J: expression value */
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[N - 1 - i] = X(i) * 2 + 1;
        check("J", got, want, N);
    }
    with (G) g = -1;
    with (S) [pcoord(0) % R][(pcoord(0) * 3) % C]g += x;  /* H: another shape, 2 axes */
    with (G) {
        read_from_pvar(gg, g);
        for (i = 0; i < R * C; i++) wg[i] = -1;
        for (i = 0; i < N; i++) wg[(i % R) * C + (i * 3) % C] += X(i);
        check("H", gg, wg, R * C);
    }
    printf("send: %s\n", fails ? "FAILED" : "ok");
    return 0;
}
