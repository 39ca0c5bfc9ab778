// Parallel left indexing, get: y = [idx]x and [i][j]x with parallel, mixed
// scalar/parallel and `.` indices, x of another shape, collisions (several
// positions reading one source), inactive positions, nested gets, extents
// that are not multiples of the rank count. The reference is computed in this
// file by plain C loops over the same formulas.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK-NOT: FAIL
// CHECK: A: 1 31 61 91 11 41 71 101 21 51 81
// CHECK: get: ok
#include <stdio.h>
#include <cscomm.h>
#define N 11
#define R 5
#define C 7
shape [N]S;
shape [R][C]G;
int:S x, idx, y;
long:S li;
double:S yd;
int:G g, gi;
double:G gd;
int fails;

static void check(const char *what, const int *got, const int *want, int n) {
    for (int i = 0; i < n; i++)
        if (got[i] != want[i]) { printf("FAIL %s [%d]: %d, want %d\n", what, i, got[i], want[i]); fails++; }
}
static int X(int p) { return p * 10 + 1; }         /* x at position p */
static int Gv(int i, int j) { return i * 100 + j; } /* g at (i, j) */

int main(void) {
    int got[R * C], want[R * C], i;
    double gotd[N];
    long s = 0, ws = 0;
    with (G) { g = pcoord(0) * 100 + pcoord(1); gd = g * 0.5; }
    with (S) {
        x = pcoord(0) * 10 + 1;
        idx = (pcoord(0) * 3) % N;
        y = [idx]x;                                       /* A: a permutation */
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = X((i * 3) % N);
        check("A", got, want, N);
        printf("A:"); for (i = 0; i < N; i++) printf(" %d", got[i]); printf("\n");

        y = [pcoord(0) / 3]x;                             /* B: collisions */
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = X(i / 3);
        check("B", got, want, N);

        y = -1;                                           /* C: inactive keep their value */
        where (pcoord(0) % 2 == 0) y = [N - 1 - pcoord(0)]x;
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = i % 2 == 0 ? X(N - 1 - i) : -1;
        check("C", got, want, N);

        y = [pcoord(0) % R][(pcoord(0) * 2) % C]g;        /* D: another shape, 2 axes */
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = Gv(i % R, (i * 2) % C);
        check("D", got, want, N);

        y = [2][pcoord(0) % C]g;                          /* E: scalar and parallel */
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = Gv(2, i % C);
        check("E", got, want, N);

        yd = [pcoord(0) % R][pcoord(0) % C]gd;            /* F: double */
        read_from_pvar(gotd, yd);
        for (i = 0; i < N; i++)
            if (gotd[i] != Gv(i % R, i % C) * 0.5) { printf("FAIL F [%d]\n", i); fails++; }

        y = [[idx]idx]x;                                  /* H: nested */
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = X((((i * 3) % N) * 3) % N);
        check("H", got, want, N);

        y = [idx]x + 2 * [N - 1 - idx]x;                  /* I: two gets in one expression */
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = X((i * 3) % N) + 2 * X(N - 1 - (i * 3) % N);
        check("I", got, want, N);

        y = [(. * 2) % N]x;                               /* J: `.` in a general index */
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = X((i * 2) % N);
        check("J", got, want, N);

        li = N - 1 - pcoord(0);                           /* K: long index variable */
        y = [li]x;
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = X(N - 1 - i);
        check("K", got, want, N);

        where (idx > 4) s += [idx]x;                      /* L: in a reduction */
        for (i = 0; i < N; i++) if ((i * 3) % N > 4) ws += X((i * 3) % N);
        if (s != ws) { printf("FAIL L: %ld, want %ld\n", s, ws); fails++; }

        y = [idx]x;                                       /* M: y = [idx]y reads old values */
        y = [N - 1 - pcoord(0)]y;
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = X(((N - 1 - i) * 3) % N);
        check("M", got, want, N);
    }
    with (G) {
        gi = [(pcoord(0) * C + pcoord(1) + 4) % N]x;      /* G: 2-D reads a 1-D shape */
        read_from_pvar(got, gi);
        for (i = 0; i < R * C; i++) want[i] = X((i + 4) % N);
        check("G", got, want, R * C);
    }
    printf("get: %s\n", fails ? "FAILED" : "ok");
    return 0;
}
