#include <stdio.h>
#include <cscomm.h>
#define N 7
#define R 3
#define C 5
shape [N]S;
shape [R][C]M;
shape [C][R]MT;
int:S x, y, idx;
unsigned:S u;
double:S dx;
int:M m, m2;
int:MT mt;
int fails;
#define FAIL(...) do { printf("FAIL " __VA_ARGS__); fails++; } while (0)
int main(void) {
    int i, j, want[N], v;
    with (S) {
        x = pcoord(0) * 3 + 1;      /* 1 4 7 10 13 16 19 */
        idx = pcoord(0) % 3;        /* collisions: 0 1 2 0 1 2 0 */
        y = -1;
        [idx]y = x;                 /* highest sender wins */
        for (i = 0; i < N; i++) want[i] = -1;
        for (i = 0; i < N; i++) want[i % 3] = i * 3 + 1;
        for (i = 0; i < N; i++) if ([i]y != want[i]) FAIL("= %d: %d want %d\n", i, [i]y, want[i]);
        y = 100;
        [idx]y += x;
        for (i = 0; i < N; i++) want[i] = 100;
        for (i = 0; i < N; i++) want[i % 3] += i * 3 + 1;
        for (i = 0; i < N; i++) if ([i]y != want[i]) FAIL("+= %d: %d want %d\n", i, [i]y, want[i]);
        y = 8;
        [idx]y <?= x;
        for (i = 0; i < N; i++) want[i] = 8;
        for (i = 0; i < N; i++) if (i * 3 + 1 < want[i % 3]) want[i % 3] = i * 3 + 1;
        for (i = 0; i < N; i++) if ([i]y != want[i]) FAIL("<?= %d: %d want %d\n", i, [i]y, want[i]);
        y = 8;
        [idx]y >?= x;
        for (i = 0; i < N; i++) want[i] = 8;
        for (i = 0; i < N; i++) if (i * 3 + 1 > want[i % 3]) want[i % 3] = i * 3 + 1;
        for (i = 0; i < N; i++) if ([i]y != want[i]) FAIL(">?= %d: %d want %d\n", i, [i]y, want[i]);
        y = 0;
        [idx]y |= 1 << pcoord(0);
        for (i = 0; i < N; i++) want[i] = 0;
        for (i = 0; i < N; i++) want[i % 3] |= 1 << i;
        for (i = 0; i < N; i++) if ([i]y != want[i]) FAIL("|= %d: %d want %d\n", i, [i]y, want[i]);
        y = 0x7f;
        [idx]y ^= x;
        [idx]y &= ~pcoord(0);
        for (i = 0; i < N; i++) want[i] = 0x7f;
        for (i = 0; i < N; i++) want[i % 3] ^= i * 3 + 1;
        for (i = 0; i < N; i++) want[i % 3] &= ~i;
        for (i = 0; i < N; i++) if ([i]y != want[i]) FAIL("^=&= %d: %d want %d\n", i, [i]y, want[i]);
        y = 1000;
        [idx]y -= x;
        for (i = 0; i < N; i++) want[i] = 1000;
        for (i = 0; i < N; i++) want[i % 3] -= i * 3 + 1;
        for (i = 0; i < N; i++) if ([i]y != want[i]) FAIL("-= %d: %d want %d\n", i, [i]y, want[i]);
        /* send under where */
        y = 0;
        where (x > 5) [N - 1 - pcoord(0)]y = x;   /* reversal */
        for (i = 0; i < N; i++) { want[i] = (N - 1 - i) * 3 + 1 > 5 ? (N - 1 - i) * 3 + 1 : 0; }
        for (i = 0; i < N; i++) if ([i]y != want[i]) FAIL("rev %d: %d want %d\n", i, [i]y, want[i]);
        /* get reversed, doubles */
        dx = x / 2.0;
        dx = [N - 1 - pcoord(0)]dx;
        for (i = 0; i < N; i++) if ([i]dx != ((N - 1 - i) * 3 + 1) / 2.0) FAIL("dget %d\n", i);
        /* unsigned combining send */
        u = 0;
        [idx]u += (unsigned)x * 0x10000000u;
        for (i = 0; i < 3; i++) { unsigned w = 0; for (j = i; j < N; j += 3) w += (unsigned)(j * 3 + 1) * 0x10000000u; if ([i]u != w) FAIL("u %d: %u want %u\n", i, [i]u, w); }
        /* send()/get() library with combiners */
        y = 0;
        send(&y, make_send_address(S, idx), x, CMC_combiner_add, CMC_no_field);
        for (i = 0; i < 3; i++) { int w = 0; for (j = i; j < N; j += 3) w += j * 3 + 1; if ([i]y != w) FAIL("send+ %d: %d want %d\n", i, [i]y, w); }
        y = get(make_send_address(S, (pcoord(0) + 2) % N), &x, CMC_collisions);
        for (i = 0; i < N; i++) if ([i]y != ((i + 2) % N) * 3 + 1) FAIL("get %d\n", i);
        /* nested get */
        y = [[idx]x % N]x;
        for (i = 0; i < N; i++) { int w = (((i % 3) * 3 + 1) % N) * 3 + 1; if ([i]y != w) FAIL("nested %d: %d want %d\n", i, [i]y, w); }
    }
    with (M) {
        m = pcoord(0) * 10 + pcoord(1);
        with (MT) {
            mt = [pcoord(1)][pcoord(0)]m;   /* transpose, get from other shape */
            for (i = 0; i < C; i++) for (j = 0; j < R; j++) if ([i][j]mt != j * 10 + i) FAIL("T %d %d\n", i, j);
        }
        /* transpose by send into other shape */
        [pcoord(1)][pcoord(0)]mt = m + 1;
        for (i = 0; i < C; i++) for (j = 0; j < R; j++) if ([i][j]mt != j * 10 + i + 1) FAIL("Ts %d %d\n", i, j);
        /* row reversal within M */
        m2 = [R - 1 - pcoord(0)][C - 1 - pcoord(1)]m;
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) if ([i][j]m2 != (R - 1 - i) * 10 + C - 1 - j) FAIL("rr %d %d\n", i, j);
        /* collisions onto column 0 of each row: sum */
        m2 = 0;
        [pcoord(0)][0]m2 += m;
        for (i = 0; i < R; i++) { int w = 0; for (j = 0; j < C; j++) w += i * 10 + j; if ([i][0]m2 != w) FAIL("row %d: %d want %d\n", i, [i][0]m2, w); for (j = 1; j < C; j++) if ([i][j]m2) FAIL("row0 %d %d\n", i, j); }
    }
    printf("gen %s\n", fails ? "FAILED" : "ok");
    return 0;
}
