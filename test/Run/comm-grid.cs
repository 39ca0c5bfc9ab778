// Grid notation: [.+k][.-j]x reads the neighbour k, j away; a read from off
// the grid gives 0. Fused stencils (one loop over halo buffers), shifts by 2
// and diagonals, scalar run-time distances, in-place updates, reads under
// where, in a function (caller's context), a shift longer than some ranks'
// blocks, grid sends [.+1]y = x and [.+1]y += x. Shapes [5][7] and [11] are
// not multiples of 2 or 3 ranks. Reference: plain C loops in this file.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK-NOT: FAIL
// CHECK: A: 34 48 52 56 60 64 50
// CHECK: grid: ok
#include <stdio.h>
#include <cscomm.h>
#define R 5
#define C 7
#define N 11
shape [R][C]G;
shape [N]S;
shape [4]Q;
int:G t, t2, y;
double:G dt, dn;
int:S x, z;
int:Q q, qz;
int fails;

static int T(int i, int j) { return (i < 0 || i >= R || j < 0 || j >= C) ? 0 : i * 10 + j + 1; }
static void check(const char *what, const int *got, const int *want, int n) {
    for (int i = 0; i < n; i++)
        if (got[i] != want[i]) { printf("FAIL %s [%d]: %d, want %d\n", what, i, got[i], want[i]); fails++; }
}

/* Called with a where in force: the loop tests the caller's mask. */
void shifted(int:current *out, int:current src) {
    *out = [.][.+1]src + 1;
}

int main(void) {
    int got[R * C], want[R * C], i, j, k = 2;
    double gd[R * C];
    with (G) {
        t = pcoord(0) * 10 + pcoord(1) + 1;
        y = [.-1][.]t + [.+1][.]t + [.][.-1]t + [.][.+1]t;   /* A: 5-point stencil */
        read_from_pvar(got, y);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++)
            want[i * C + j] = T(i - 1, j) + T(i + 1, j) + T(i, j - 1) + T(i, j + 1);
        check("A", got, want, R * C);
        printf("A:"); for (j = 0; j < C; j++) printf(" %d", got[C + j]); printf("\n");

        y = [.+2][.-1]t * 3 + t;                             /* B: diagonal, distance 2 */
        read_from_pvar(got, y);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) want[i * C + j] = T(i + 2, j - 1) * 3 + T(i, j);
        check("B", got, want, R * C);

        y = [.-k][.+k]t;                                     /* C: run-time distances */
        read_from_pvar(got, y);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) want[i * C + j] = T(i - k, j + k);
        check("C", got, want, R * C);

        t2 = t; t2 = [.][.+1]t2 + [.+1][.]t2;                /* D: in place reads old values */
        read_from_pvar(got, t2);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) want[i * C + j] = T(i, j + 1) + T(i + 1, j);
        check("D", got, want, R * C);

        y = -5;                                              /* E: under where */
        where (t % 3 == 0) y = [.+1][.-1]t;
        read_from_pvar(got, y);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++)
            want[i * C + j] = T(i, j) % 3 == 0 ? T(i + 1, j - 1) : -5;
        check("E", got, want, R * C);

        y = -5;                                              /* F: in a function, with a mask */
        where (t % 2 == 0) shifted(&y, t);
        read_from_pvar(got, y);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++)
            want[i * C + j] = T(i, j) % 2 == 0 ? T(i, j + 1) + 1 : -5;
        check("F", got, want, R * C);

        dt = t * 0.5;                                        /* G: double Jacobi, two steps */
        dn = 0.25 * ([.-1][.]dt + [.+1][.]dt + [.][.-1]dt + [.][.+1]dt);
        dt = 0.25 * ([.-1][.]dn + [.+1][.]dn + [.][.-1]dn + [.][.+1]dn);
        read_from_pvar(gd, dt);
        {
            double a[R + 2][C + 2] = {{0}}, b[R + 2][C + 2] = {{0}};
            for (i = 0; i < R; i++) for (j = 0; j < C; j++) a[i + 1][j + 1] = T(i, j) * 0.5;
            for (i = 1; i <= R; i++) for (j = 1; j <= C; j++)
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
            for (i = 1; i <= R; i++) for (j = 1; j <= C; j++)
                a[i][j] = 0.25 * (b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
            for (i = 0; i < R; i++) for (j = 0; j < C; j++)
                if (gd[i * C + j] != a[i + 1][j + 1]) { printf("FAIL G [%d][%d]\n", i, j); fails++; }
        }

        y = 0; [.+1][.]y = t;                                /* H: grid send = */
        read_from_pvar(got, y);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) want[i * C + j] = i > 0 ? T(i - 1, j) : 0;
        check("H", got, want, R * C);

        y = 1;                                               /* I: grid send += from active positions */
        where (t % 2 == 1) [.][.-1]y += t;
        read_from_pvar(got, y);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++)
            want[i * C + j] = 1 + (j + 1 < C && T(i, j + 1) % 2 == 1 ? T(i, j + 1) : 0);
        check("I", got, want, R * C);
    }
    with (S) {
        x = pcoord(0) + 1;
        z = [.+1]x - [.-3]x;                                 /* J: one axis */
        read_from_pvar(got, z);
        for (i = 0; i < N; i++) want[i] = (i + 1 < N ? i + 2 : 0) - (i - 3 >= 0 ? i - 2 : 0);
        check("J", got, want, N);
    }
    with (Q) {
        q = pcoord(0) + 1;
        qz = [.+3]q + [.-3]q;                                /* K: farther than a rank's block */
        read_from_pvar(got, qz);
        for (i = 0; i < 4; i++) want[i] = (i + 3 < 4 ? i + 4 : 0) + (i - 3 >= 0 ? i - 2 : 0);
        check("K", got, want, 4);
    }
    printf("grid: %s\n", fails ? "FAILED" : "ok");
    return 0;
}
