// Input of test/Run/lang4-*.test (run at 1, 2 and 3 ranks; FAIL lines come
// from the sequential C reference in this file).
// <cscomm.h> on a 3-D shape [3][5][7]: segmented scans (inclusive/exclusive,
// up/down, along axes 1 and 2) under where, spread, copy_spread, reduce, rank
// with segments, from_grid/from_torus in 3-D, long and float values.
#include <stdio.h>
#include <cscomm.h>
#define A 3
#define B 5
#define C 7
#define P (A * B * C)
shape [A][B][C]S;
int:S v, r, m; long:S lv, lr; float:S fv, fr; bool:S seg;
int fails;
static int V(int i, int j, int k) { return (i * 31 + j * 17 + k * 7) % 13 - 6; }
static int act(int i, int j, int k) { return (i + 2 * j + k) % 4 != 0; }
static int sg(int i, int j, int k) { return (j + k * i) % 3 == 0; }
static int wrap(int x, int n) { return ((x % n) + n) % n; }
static int co(int *c, int ax) { return c[ax]; }
static int got[P], want[P];
static void check(const char *w) {
    for (int i = 0; i < P; i++) if (got[i] != want[i]) { printf("FAIL %s [%d]: %d want %d\n", w, i, got[i], want[i]); fails++; return; }
}
/* sequential reference of a segmented scan along axis ax */
static void ref_scan(int ax, int op, int down, int incl, int usewhere, int init) {
    int n[3] = {A, B, C};
    for (int p = 0; p < P; p++) want[p] = init;
    for (int i = 0; i < A; i++) for (int j = 0; j < B; j++) for (int k = 0; k < C; k++) {
        int c[3] = {i, j, k};
        if (c[ax] != 0) continue;               /* start of a line */
        int acc = op == 0 ? 0 : -1000; 
        for (int t = 0; t < n[ax]; t++) {
            int u = down ? n[ax] - 1 - t : t;
            int d[3] = {i, j, k}; d[ax] = u;
            if (sg(d[0], d[1], d[2])) acc = op == 0 ? 0 : -1000;   /* segment bits count at inactive positions too */
            if (usewhere && !act(d[0], d[1], d[2])) continue;
            int x = V(d[0], d[1], d[2]);
            int p = (d[0] * B + d[1]) * C + d[2];
            if (!incl) want[p] = op == 0 ? acc : (acc == -1000 ? 0 : acc);
            acc = op == 0 ? acc + x : (x > acc ? x : acc);
            if (incl) want[p] = acc;
        }
    }
    (void)co;
}
int main(void) {
    int i, j, k, ax;
    with (S) {
        v = (pcoord(0) * 31 + pcoord(1) * 17 + pcoord(2) * 7) % 13 - 6;
        seg = (pcoord(1) + pcoord(2) * pcoord(0)) % 3 == 0;
        for (ax = 1; ax <= 2; ax++) {
            r = -99;
            where ((pcoord(0) + 2 * pcoord(1) + pcoord(2)) % 4 != 0)
                r = scan(v, ax, CMC_combiner_add, CMC_upward, CMC_segment_bit, &seg, CMC_exclusive);
            read_from_pvar(got, r); ref_scan(ax, 0, 0, 0, 1, -99); check(ax == 1 ? "scan ex ax1" : "scan ex ax2");
            r = scan(v, ax, CMC_combiner_add, CMC_downward, CMC_segment_bit, &seg, CMC_inclusive);
            read_from_pvar(got, r); ref_scan(ax, 0, 1, 1, 0, 0); check("scan in down");
            r = scan(v, ax, CMC_combiner_max, CMC_upward, CMC_segment_bit, &seg, CMC_inclusive);
            read_from_pvar(got, r); ref_scan(ax, 1, 0, 1, 0, 0); check("scan max");
        }
        lv = (long)v * 1000000000L;
        lr = scan(lv, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++) {
            long acc = 0; for (int t = 0; t <= i; t++) acc += (long)V(t, j, k) * 1000000000L;
            if ([i][j][k]lr != acc) { printf("FAIL long scan %d %d %d\n", i, j, k); fails++; }
        }
        /* spread under where along axis 2 */
        m = -1;
        where ((pcoord(0) + 2 * pcoord(1) + pcoord(2)) % 4 != 0) m = spread(v, 2, CMC_combiner_min);
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++) {
            int e = -1;
            if (act(i, j, k)) { e = 1000; for (int t = 0; t < C; t++) if (act(i, j, t) && V(i, j, t) < e) e = V(i, j, t); }
            want[(i * B + j) * C + k] = e;
        }
        read_from_pvar(got, m); check("spread where");
        /* copy_spread along axis 1 from row 3 */
        m = copy_spread(&v, 1, 3);
        for (i = 0; i < P; i++) want[i] = V(i / (B * C), 3, i % C);
        read_from_pvar(got, m); check("copy_spread");
        /* reduce along axis 0 to coordinate 2, with where */
        m = 5;
        where (v > -3) reduce(&m, v, 0, CMC_combiner_add, 2);
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++) {
            int s = 0; for (int t = 0; t < A; t++) if (V(t, j, k) > -3) s += V(t, j, k);
            want[(i * B + j) * C + k] = i == 2 && V(i, j, k) > -3 ? s : 5;   /* an inactive destination receives nothing */
        }
        read_from_pvar(got, m); check("reduce");
        /* rank with segments along axis 2 */
        m = rank(v, 2, CMC_upward, CMC_segment_bit, &seg);
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++) {
            int s0 = k; while (s0 > 0 && !sg(i, j, s0)) s0--;
            int s1 = k + 1; while (s1 < C && !sg(i, j, s1)) s1++;
            int rr = 0; for (int t = s0; t < s1; t++) if (V(i, j, t) < V(i, j, k) || (V(i, j, t) == V(i, j, k) && t < k)) rr++;
            want[(i * B + j) * C + k] = rr;
        }
        read_from_pvar(got, m); check("rank seg");
        /* from_grid / from_torus in 3-D, float */
        fv = v * 0.5f;
        fr = -1; from_grid(&fr, fv, 9.0f, 1, -2, 3);
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++) {
            float e = (i + 1 < A && j - 2 >= 0 && k + 3 < C) ? V(i + 1, j - 2, k + 3) * 0.5f : 9.0f;
            if ([i][j][k]fr != e) { printf("FAIL from_grid %d %d %d: %g want %g\n", i, j, k, [i][j][k]fr, e); fails++; }
        }
        m = 0; from_torus(&m, v, -1, 4, -9);
        for (i = 0; i < P; i++) { int a = i / (B * C), b = i / C % B, c = i % C; want[i] = V(wrap(a - 1, A), wrap(b + 4, B), wrap(c - 9, C)); }
        read_from_pvar(got, m); check("from_torus");
        m = 0; from_grid_dim(&m, v, 2, -3);
        for (i = 0; i < P; i++) { int a = i / (B * C), b = i / C % B, c = i % C; want[i] = c - 3 >= 0 ? V(a, b, c - 3) : 0; }
        read_from_pvar(got, m); check("from_grid_dim");
        int gs = global(v, CMC_combiner_add), rs = 0;
        for (i = 0; i < P; i++) rs += V(i / (B * C), i / C % B, i % C);
        if (gs != rs) { printf("FAIL global\n"); fails++; }
        printf("global %d\n", gs);
    }
    printf("cscomm-3d %s\n", fails ? "FAIL" : "ok");
    return 0;
}
