// Input of test/Run/lang4-*.test (run at 1, 2 and 3 ranks; FAIL lines come
// from the sequential C reference in this file).
// <cscomm.h> on [3][4][5]: multispread over axes 0 and 2, spread/scan with
// CMC_combiner_copy, enumerate with segments, make_send_address in 3-D,
// send with notify and combining, get, read/write_to_position, unsigned char
// and double combiners, reduce with min to a coordinate under where.
#include <stdio.h>
#include <cscomm.h>
#define A 3
#define B 4
#define C 5
#define P (A * B * C)
shape [A][B][C]S;
int:S v, r; double:S d, dr; unsigned char:S u, ur; bool:S seg, note;
int fails, got[P], want[P];
static int V(int i, int j, int k) { return (i * 13 + j * 7 + k * 5) % 11 - 5; }
static int L(int i, int j, int k) { return (i * B + j) * C + k; }
static void check(const char *w) {
    for (int i = 0; i < P; i++) if (got[i] != want[i]) { printf("FAIL %s [%d]: %d want %d\n", w, i, got[i], want[i]); fails++; return; }
}
int main(void) {
    int i, j, k, t;
    with (S) {
        v = (pcoord(0) * 13 + pcoord(1) * 7 + pcoord(2) * 5) % 11 - 5;
        r = multispread(v, (1 << 0) | (1 << 2), CMC_combiner_max);
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++) {
            int m = -100; for (int a = 0; a < A; a++) for (int c = 0; c < C; c++) if (V(a, j, c) > m) m = V(a, j, c);
            want[L(i, j, k)] = m;
        }
        read_from_pvar(got, r); check("multispread");
        r = -9;
        where (v > -2) r = spread(v, 1, CMC_combiner_copy);   /* lowest active position of the line */
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++) {
            int e = -9;
            if (V(i, j, k) > -2) for (t = 0; t < B; t++) if (V(i, t, k) > -2) { e = V(i, t, k); break; }
            want[L(i, j, k)] = e;
        }
        read_from_pvar(got, r); check("spread copy");
        seg = (pcoord(2) * 3 + pcoord(0)) % 4 == 0;
        r = scan(v, 2, CMC_combiner_copy, CMC_upward, CMC_segment_bit, &seg, CMC_exclusive);
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) {
            int first = 0, have = 0;
            for (k = 0; k < C; k++) {
                if ((k * 3 + i) % 4 == 0 || k == 0) { have = 0; }
                want[L(i, j, k)] = have ? first : 0;
                if (!have) { first = V(i, j, k); have = 1; }
            }
        }
        read_from_pvar(got, r); check("scan copy excl");
        r = enumerate(1, CMC_downward, CMC_inclusive, CMC_segment_bit, &seg);
        for (i = 0; i < A; i++) for (k = 0; k < C; k++) {
            int n = 0;
            for (j = B - 1; j >= 0; j--) { if ((k * 3 + i) % 4 == 0) n = 0; want[L(i, j, k)] = ++n; }
        }
        read_from_pvar(got, r); check("enumerate seg down");
        /* send with notify: every position sends to a mirrored address */
        r = 0; note = 0;
        where (v % 2 != 0) send(&r, make_send_address(S, A - 1 - pcoord(0), (pcoord(1) * 3) % B, pcoord(2) / 2), v, CMC_combiner_add, &note);
        int rn[P];
        for (t = 0; t < P; t++) { want[t] = 0; rn[t] = 0; }
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++)
            if (V(i, j, k) % 2 != 0) { int dst = L(A - 1 - i, (j * 3) % B, k / 2); want[dst] += V(i, j, k); rn[dst] = 1; }
        read_from_pvar(got, r); check("send notify");
        r = note;
        read_from_pvar(got, r); for (t = 0; t < P; t++) want[t] = rn[t]; check("notify");
        r = get(make_send_address(S, pcoord(0), B - 1 - pcoord(1), (pcoord(2) + 2) % C), &v, CMC_collisions);
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) for (k = 0; k < C; k++) want[L(i, j, k)] = V(i, B - 1 - j, (k + 2) % C);
        read_from_pvar(got, r); check("get");
        if (read_from_position(make_send_address(S, 2, 3, 4), &v) != V(2, 3, 4)) { printf("FAIL read_from_position\n"); fails++; }
        write_to_position(make_send_address(S, 1, 2, 3), &v, 77);
        if ([1][2][3]v != 77) { printf("FAIL write_to_position\n"); fails++; }
        [1][2][3]v = V(1, 2, 3);
        /* unsigned char and double combiners */
        u = (unsigned char)(v * 29);
        ur = scan(u, 1, CMC_combiner_logxor, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        for (i = 0; i < A; i++) for (k = 0; k < C; k++) { unsigned char acc = 0; for (j = 0; j < B; j++) { acc ^= (unsigned char)(V(i, j, k) * 29); want[L(i, j, k)] = acc; } }
        r = ur; read_from_pvar(got, r); check("uchar xor scan");
        d = v * 0.125;
        dr = 1e9;
        where (v != 0) reduce(&dr, d, 2, CMC_combiner_min, 4);
        for (i = 0; i < A; i++) for (j = 0; j < B; j++) {
            double m = 1e9; for (k = 0; k < C; k++) if (V(i, j, k) != 0 && V(i, j, k) * 0.125 < m) m = V(i, j, k) * 0.125;
            for (k = 0; k < C; k++) { double e = k == 4 && V(i, j, k) != 0 ? m : 1e9; if ([i][j][k]dr != e) { printf("FAIL reduce min %d %d %d: %g want %g\n", i, j, k, [i][j][k]dr, e); fails++; } }
        }
        double gmax = global(d, CMC_combiner_max);
        if (gmax != 5 * 0.125) { printf("FAIL global max %g\n", gmax); fails++; }
    }
    printf("cscomm-3d-b %s\n", fails ? "FAIL" : "ok");
    return 0;
}
