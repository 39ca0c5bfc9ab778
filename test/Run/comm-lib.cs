// <cscomm.h>: scan (inclusive, exclusive, segmented, downward, under where,
// along either axis), spread, multispread, copy_spread, reduce, global, rank,
// enumerate, from/to_grid/torus and their _dim forms, get/send with
// make_send_address (and notify), read/write_to_position, read/write_to_pvar,
// for int, double and unsigned char. Shapes [4][5] and [11] are not multiples
// of 2 or 3 ranks. Reference: plain C loops in this file.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK-NOT: FAIL
// CHECK: scan: 1 3 6 10 15 21 28 36 45 55 66
// CHECK: lib: ok
#include <stdio.h>
#include <cscomm.h>
#define N 11
#define R 4
#define C 5
shape [N]S;
shape [R][C]G;
int:S x, y, e;
bool:S seg, note;
double:S d, dd;
unsigned char:S uc;
int:G g, h;
int fails;

static void check(const char *what, const int *got, const int *want, int n) {
    for (int i = 0; i < n; i++)
        if (got[i] != want[i]) { printf("FAIL %s [%d]: %d, want %d\n", what, i, got[i], want[i]); fails++; }
}
static int Gv(int i, int j) { return (i * 7 + j * 3) % 10; }
static int wrap(int v, int n) { return ((v % n) + n) % n; }

int main(void) {
    int got[R * C], want[R * C], i, j, k, acc;
    double gd[N];
    unsigned char gu[N];
    with (S) {
        x = pcoord(0) + 1;
        y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        read_from_pvar(got, y);
        for (i = 0, acc = 0; i < N; i++) want[i] = acc += i + 1;
        check("scan+", got, want, N);
        printf("scan:"); for (i = 0; i < N; i++) printf(" %d", got[i]); printf("\n");

        y = scan(x * 2, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_exclusive);
        read_from_pvar(got, y);
        for (i = 0, acc = 0; i < N; i++) { want[i] = acc; acc += 2 * (i + 1); }
        check("scan excl", got, want, N);

        seg = pcoord(0) % 4 == 0;                          /* segments start at 0, 4, 8 */
        y = scan(x, 0, CMC_combiner_max, CMC_downward, CMC_segment_bit, &seg, CMC_inclusive);
        read_from_pvar(got, y);
        /* downward: a segment bit starts a segment going down, i.e. at its high end */
        for (i = N - 1, acc = 0; i >= 0; i--) { if (i % 4 == 0) acc = 0; acc = acc > i + 1 ? acc : i + 1; want[i] = acc; }
        check("scan seg down", got, want, N);

        y = -1;
        where (x % 3 != 0) y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        read_from_pvar(got, y);
        for (i = 0, acc = 0; i < N; i++) { if ((i + 1) % 3 != 0) { acc += i + 1; want[i] = acc; } else want[i] = -1; }
        check("scan where", got, want, N);

        d = (pcoord(0) + 1) * 0.5;
        dd = scan(d, 0, CMC_combiner_multiply, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        read_from_pvar(gd, dd);
        { double p = 1; for (i = 0; i < N; i++) { p *= (i + 1) * 0.5; if (gd[i] != p) { printf("FAIL scan* [%d]\n", i); fails++; } } }

        uc = (unsigned char)(pcoord(0) * 40);              /* unsigned char wraps */
        uc = scan(uc, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        read_from_pvar(gu, uc);
        { unsigned char a = 0; for (i = 0; i < N; i++) { a = (unsigned char)(a + i * 40); if (gu[i] != a) { printf("FAIL scan uc [%d]\n", i); fails++; } } }

        e = -1;                                            /* enumerate the active positions */
        where (x % 2 == 1) e = enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field);
        read_from_pvar(got, e);
        for (i = 0, acc = 0; i < N; i++) want[i] = (i + 1) % 2 == 1 ? acc++ : -1;
        check("enumerate", got, want, N);

        e = rank((x * 7) % 11, 0, CMC_upward, CMC_none, CMC_no_field);   /* sort rank */
        read_from_pvar(got, e);
        for (i = 0; i < N; i++) {
            int r = 0;
            for (j = 0; j < N; j++) if (((j + 1) * 7) % 11 < ((i + 1) * 7) % 11 || (((j + 1) * 7) % 11 == ((i + 1) * 7) % 11 && j < i)) r++;
            want[i] = r;
        }
        check("rank", got, want, N);

        if (global(x, CMC_combiner_add) != N * (N + 1) / 2) { printf("FAIL global+\n"); fails++; }
        if (global(x * 3 % 7, CMC_combiner_max) != 6) { printf("FAIL global max\n"); fails++; }
        where (x > 5) if (global(x, CMC_combiner_min) != 6) { printf("FAIL global where\n"); fails++; }

        /* get/send by send address */
        y = get(make_send_address(S, N - 1 - pcoord(0)), &x, CMC_collisions);
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = N - i;
        check("get", got, want, N);
        y = 0;
        send(&y, make_send_address(S, pcoord(0) / 2), x, CMC_combiner_add, &note);
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = 0;
        for (i = 0; i < N; i++) want[i / 2] += i + 1;
        check("send", got, want, N);
        y = note;
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = i <= (N - 1) / 2;
        check("notify", got, want, N);
        y = 0;
        send(&y, make_send_address(S, pcoord(0) / 2), x, CMC_combiner_overwrite, CMC_no_field);
        read_from_pvar(got, y);
        for (i = 0; i < N; i++) want[i] = 0;
        for (i = 0; i < N; i++) want[i / 2] = i + 1;
        check("send =", got, want, N);

        /* scalar <-> parallel */
        if (read_from_position(make_send_address(S, 7), &x) != 8) { printf("FAIL read_from_position\n"); fails++; }
        write_to_position(3, &x, 99);
        read_from_pvar(got, x);
        for (i = 0; i < N; i++) want[i] = i == 3 ? 99 : i + 1;
        check("write_to_position", got, want, N);
        for (i = 0; i < N; i++) want[i] = i * i;
        where (pcoord(0) != 5) write_to_pvar(&x, want);
        read_from_pvar(got, x);
        want[5] = 6;
        check("write_to_pvar", got, want, N);
    }
    with (G) {
        g = (pcoord(0) * 7 + pcoord(1) * 3) % 10;
        h = scan(g, 1, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);   /* along rows */
        read_from_pvar(got, h);
        for (i = 0; i < R; i++) for (j = 0, acc = 0; j < C; j++) want[i * C + j] = acc += Gv(i, j);
        check("scan axis 1", got, want, R * C);
        h = scan(g, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_exclusive);   /* down columns */
        read_from_pvar(got, h);
        for (j = 0; j < C; j++) for (i = 0, acc = 0; i < R; i++) { want[i * C + j] = acc; acc += Gv(i, j); }
        check("scan axis 0", got, want, R * C);

        h = spread(g, 0, CMC_combiner_max);
        read_from_pvar(got, h);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
            int m = 0; for (k = 0; k < R; k++) m = Gv(k, j) > m ? Gv(k, j) : m;
            want[i * C + j] = m;
        }
        check("spread", got, want, R * C);
        h = multispread(g, 3, CMC_combiner_add);
        read_from_pvar(got, h);
        for (i = 0, acc = 0; i < R * C; i++) acc += Gv(i / C, i % C);
        for (i = 0; i < R * C; i++) want[i] = acc;
        check("multispread", got, want, R * C);
        h = copy_spread(&g, 1, 2);
        read_from_pvar(got, h);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) want[i * C + j] = Gv(i, 2);
        check("copy_spread", got, want, R * C);
        h = -1;
        reduce(&h, g, 1, CMC_combiner_add, 3);
        read_from_pvar(got, h);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
            acc = 0; for (k = 0; k < C; k++) acc += Gv(i, k);
            want[i * C + j] = j == 3 ? acc : -1;
        }
        check("reduce", got, want, R * C);

        h = -1; from_grid(&h, g, 100, 1, -2);
        read_from_pvar(got, h);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++)
            want[i * C + j] = (i + 1 < R && j - 2 >= 0) ? Gv(i + 1, j - 2) : 100;
        check("from_grid", got, want, R * C);
        h = -1; from_torus(&h, g, -1, 3);
        read_from_pvar(got, h);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) want[i * C + j] = Gv(wrap(i - 1, R), wrap(j + 3, C));
        check("from_torus", got, want, R * C);
        h = -1; from_grid_dim(&h, g, 1, 1);
        read_from_pvar(got, h);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) want[i * C + j] = j + 1 < C ? Gv(i, j + 1) : -1;
        check("from_grid_dim", got, want, R * C);
        h = -1; from_torus_dim(&h, g, 0, 1);
        read_from_pvar(got, h);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) want[i * C + j] = Gv(wrap(i + 1, R), j);
        check("from_torus_dim", got, want, R * C);
        h = -1; to_grid(&h, g, 100, 0, 1);
        read_from_pvar(got, h);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) want[i * C + j] = j - 1 >= 0 ? Gv(i, j - 1) : 100;
        check("to_grid", got, want, R * C);
        h = -1; to_torus(&h, g, 1, 1);
        read_from_pvar(got, h);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) want[i * C + j] = Gv(wrap(i - 1, R), wrap(j - 1, C));
        check("to_torus", got, want, R * C);
        h = -1;
        where (g % 2 == 0) to_grid_dim(&h, g, 0, -1);       /* inactive senders send nothing */
        read_from_pvar(got, h);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++)
            want[i * C + j] = (i + 1 < R && Gv(i + 1, j) % 2 == 0) ? Gv(i + 1, j) : -1;
        check("to_grid_dim", got, want, R * C);
        h = -1; to_torus_dim(&h, g, 1, -2);
        read_from_pvar(got, h);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) want[i * C + j] = Gv(i, wrap(j + 2, C));
        check("to_torus_dim", got, want, R * C);
    }
    printf("lib: %s\n", fails ? "FAILED" : "ok");
    return 0;
}
