// Parallel left indexing into parts of elements: sends into struct members and
// parallel-array elements ([i]s.f = v, [i]s.f += v, [i]y[2] = v, <?=, grid
// sends), gets of them (x = [i]s.f, x = [i]y[2]), and ++/-- on a
// parallel-indexed element ([i]y++ is [i]y += 1: colliding increments add up,
// histogram style), with collisions, inactive senders and an extent that is
// not a multiple of the rank count. Reference: plain C loops in this file.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK-NOT: FAIL
// CHECK: A: 21 51 81 101 0 0 0 0 0 0 0
// CHECK: part: ok
#include <stdio.h>
#include <cscomm.h>
#define N 11
#define H 4
struct rec { char tag; double d; int f; short h[3]; };
shape [N]S;
shape [2][3]G;
struct rec:S s;
int:S x, y[4], idx, cnt;
double:S dv;
int:G g[2];
int fails;

static void check(const char *what, const int *got, const int *want, int n) {
    for (int i = 0; i < n; i++)
        if (got[i] != want[i]) { printf("FAIL %s [%d]: %d, want %d\n", what, i, got[i], want[i]); fails++; }
}
static int X(int p) { return p * 10 + 1; }
/* rs = s, member by member (read_from_pvar takes arithmetic types) */
static void load(struct rec *rs) {
    char t_c[N]; int t_f[N]; double t_d[N]; short t_h[N];
    with (S) {
        read_from_pvar(t_c, s.tag); read_from_pvar(t_f, s.f); read_from_pvar(t_d, s.d);
        for (int q = 0; q < N; q++) { rs[q].tag = t_c[q]; rs[q].f = t_f[q]; rs[q].d = t_d[q]; }
        for (int m = 0; m < 3; m++) {
            short:S hm = s.h[m];
            read_from_pvar(t_h, hm);
            for (int q = 0; q < N; q++) rs[q].h[m] = t_h[q];
        }
    }
}

int main(void) {
    int got[N], want[N], i, k;
    struct rec rs[N];
    int ya[N][4], yw[N][4];
    with (S) {
        x = pcoord(0) * 10 + 1;
        idx = pcoord(0) / 3;
        s.tag = 'a' + pcoord(0); s.d = 0.5; s.f = 0; s.h[0] = s.h[1] = s.h[2] = 7;
        for (k = 0; k < 4; k++) y[k] = -k;

        [idx]s.f = x;                                     /* A: member, `=`: last sender wins */
        load(rs);
        for (i = 0; i < N; i++) want[i] = 0;
        for (i = 0; i < N; i++) want[i / 3] = X(i);
        for (i = 0; i < N; i++) got[i] = rs[i].f;
        check("A", got, want, N);
        for (i = 0; i < N; i++)
            if (rs[i].tag != 'a' + i || rs[i].d != 0.5 || rs[i].h[0] != 7 || rs[i].h[2] != 7) {
                printf("FAIL A: neighbouring members of %d changed\n", i); fails++;
            }
        printf("A:"); for (i = 0; i < N; i++) printf(" %d", got[i]); printf("\n");

        s.f = 100; [pcoord(0) % 4]s.f += x;               /* B: member += */
        load(rs);
        for (i = 0; i < N; i++) want[i] = 100;
        for (i = 0; i < N; i++) want[i % 4] += X(i);
        for (i = 0; i < N; i++) got[i] = rs[i].f;
        check("B", got, want, N);

        s.d = 1.0;                                        /* C: double member -=, inactive senders */
        where (pcoord(0) % 4 != 1) [N - 1 - idx]s.d -= pcoord(0) * 0.125;
        load(rs);
        for (i = 0; i < N; i++) {
            double w = 1.0;
            for (int j = 0; j < N; j++) if (j % 4 != 1 && N - 1 - j / 3 == i) w -= j * 0.125;
            if (rs[i].d != w) { printf("FAIL C [%d]: %g, want %g\n", i, rs[i].d, w); fails++; }
            if (rs[i].f != want[i]) { printf("FAIL C: member f of %d changed\n", i); fails++; }
        }

        [idx]s.h[1] <?= (short)((x * 7) % 13);            /* D: member array element, <?= */
        load(rs);
        for (i = 0; i < N; i++) want[i] = 7;
        for (i = 0; i < N; i++) if ((X(i) * 7) % 13 < want[i / 3]) want[i / 3] = (X(i) * 7) % 13;
        for (i = 0; i < N; i++) got[i] = rs[i].h[1];
        check("D", got, want, N);
        for (i = 0; i < N; i++) if (rs[i].h[0] != 7 || rs[i].h[2] != 7) { printf("FAIL D: h of %d\n", i); fails++; }

        [N - 1 - pcoord(0)]y[2] = x;                      /* E: parallel-array element = and += */
        [pcoord(0) % 3]y[1] += x;
        for (k = 0; k < 4; k++) { read_from_pvar(got, y[k]); for (i = 0; i < N; i++) ya[i][k] = got[i]; }
        for (i = 0; i < N; i++) for (k = 0; k < 4; k++) yw[i][k] = -k;
        for (i = 0; i < N; i++) yw[N - 1 - i][2] = X(i);
        for (i = 0; i < N; i++) yw[i % 3][1] += X(i);
        for (i = 0; i < N; i++) for (k = 0; k < 4; k++)
            if (ya[i][k] != yw[i][k]) { printf("FAIL E [%d][%d]: %d, want %d\n", i, k, ya[i][k], yw[i][k]); fails++; }

        [.+1]s.f = x;                                     /* F: grid send into a member */
        load(rs);
        for (i = 0; i < N; i++) want[i] = i == 0 ? 0 : X(i - 1);
        want[0] = got[0] = 0;
        for (i = 1; i < N; i++) got[i] = rs[i].f;
        check("F", got, want, N);

        cnt = (pcoord(0) * 5) % 7;                        /* G: gets of parts */
        got[0] = 0;
        {
            int:S a = [cnt]s.f, b = [N - 1 - pcoord(0)]y[2];
            double:S c = [cnt]s.d;
            int ga[N], gb[N];
            double gc[N];
            read_from_pvar(ga, a); read_from_pvar(gb, b); read_from_pvar(gc, c);
            for (i = 0; i < N; i++) {
                int j = (i * 5) % 7;
                if (ga[i] != rs[j].f || gb[i] != yw[N - 1 - i][2] || gc[i] != rs[j].d) {
                    printf("FAIL G [%d]\n", i); fails++;
                }
            }
        }

        cnt = 0;                                          /* H: histogram with ++ and += 1 */
        [(pcoord(0) * 7) % H]cnt++;
        [pcoord(0) % 2]cnt += 1;
        where (pcoord(0) % 3 == 0) ++[N - 1 - idx]cnt;
        [pcoord(0) / 4]cnt--;
        [0]cnt--;                                         /* scalar index: one element, once */
        read_from_pvar(got, cnt);
        for (i = 0; i < N; i++) want[i] = 0;
        for (i = 0; i < N; i++) { want[(i * 7) % H]++; want[i % 2] += 1; if (i % 3 == 0) want[N - 1 - i / 3]++; want[i / 4]--; }
        want[0]--;
        check("H", got, want, N);

        dv = 0.5; [idx]dv++;                              /* I: floating ++ */
        {
            double gd[N];
            read_from_pvar(gd, dv);
            for (i = 0; i < N; i++) {
                double w = 0.5;
                for (int j = 0; j < N; j++) if (j / 3 == i) w += 1;
                if (gd[i] != w) { printf("FAIL I [%d]: %g, want %g\n", i, gd[i], w); fails++; }
            }
        }

        s.f = 0; [idx]s.f++;                              /* J: ++ on a member */
        load(rs);
        for (i = 0; i < N; i++) want[i] = 0;
        for (i = 0; i < N; i++) want[i / 3]++;
        for (i = 0; i < N; i++) got[i] = rs[i].f;
        check("J", got, want, N);
    }
    with (G) { g[0] = 0; g[1] = 5; }
    with (S) [pcoord(0) % 2][pcoord(0) % 3]g[1] += x;     /* K: 2 axes, another shape, array element */
    with (G) {
        int gg[6][2], wg[6][2];
        int t6[6];
        for (k = 0; k < 2; k++) { read_from_pvar(t6, g[k]); for (i = 0; i < 6; i++) gg[i][k] = t6[i]; }
        for (i = 0; i < 6; i++) { wg[i][0] = 0; wg[i][1] = 5; }
        for (i = 0; i < N; i++) wg[(i % 2) * 3 + i % 3][1] += X(i);
        for (i = 0; i < 6; i++) for (k = 0; k < 2; k++)
            if (gg[i][k] != wg[i][k]) { printf("FAIL K [%d][%d]: %d, want %d\n", i, k, gg[i][k], wg[i][k]); fails++; }
    }
    printf("part: %s\n", fails ? "FAILED" : "ok");
    return 0;
}
