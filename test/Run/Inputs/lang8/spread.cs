/* Input of test/Run/lang8-comm.test.
 * spread, copy_spread, multispread, reduce and global (PG ch.13) with every
 * combiner, on each axis of a [4][6] shape and every axis mask of a [3][4][5]
 * shape, with all positions active and under where (only active positions
 * contribute; only active positions receive; reduce writes only an active
 * position at to_coord).  bool and double operands.  Reference: sequential
 * loops over plain C arrays. */
#include <stdio.h>
#include <limits.h>
#include <cscomm.h>

shape [4][6]G;
shape [3][4][5]K;
int:G x, y;
int:K kx, ky;
int fails, checks;

int combine(int op, int a, int b)
{
    switch (op) {
    case 0: return a + b;
    case 1: return a * b;
    case 2: return a > b ? a : b;
    case 3: return a < b ? a : b;
    case 4: return a & b;
    case 5: return a | b;
    case 6: return a ^ b;
    }
    return 0;
}
int ident(int op)
{
    static int id[8] = { 0, 1, INT_MIN, INT_MAX, ~0, 0, 0, 0 };
    return id[op];
}
CMC_combiner_t comb[8] = { CMC_combiner_add, CMC_combiner_multiply, CMC_combiner_max,
    CMC_combiner_min, CMC_combiner_logand, CMC_combiner_logior, CMC_combiner_logxor,
    CMC_combiner_copy };

void expect(char *what, int op, int a, int b, int c, int got, int want)
{
    checks++;
    if (got != want && fails++ < 10)
        printf("FAIL %s op %d at [%d][%d][%d]: got %d want %d\n", what, op, a, b, c, got, want);
}

int gv[4][6], gact[4][6];
int kv[3][4][5], kact[3][4][5];

main()
{
    int op, axis, masked, i, j, k, t, mask;
    int got[4][6], kgot[3][4][5];
    with (G) x = (pcoord(0) * 5 + pcoord(1) * 3) % 7 - 2;
    with (K) kx = (pcoord(0) * 3 + pcoord(1) * 2 + pcoord(2)) % 5 + 1;
    with (G) read_from_pvar(&gv[0][0], x);
    with (K) read_from_pvar(&kv[0][0][0], kx);

    for (op = 0; op < 8; op++)
     for (axis = 0; axis < 2; axis++)
      for (masked = 0; masked < 2; masked++) {
        int n = axis ? 6 : 4, nl = axis ? 4 : 6, line;
        for (i = 0; i < 4; i++) for (j = 0; j < 6; j++) gact[i][j] = !masked || (i + j) % 3 != 1;
        /* spread */
        with (G) {
            y = 99;
            where (!masked || (pcoord(0) + pcoord(1)) % 3 != 1) y = spread(x, axis, comb[op]);
            read_from_pvar(&got[0][0], y);
        }
        for (line = 0; line < nl; line++) {
            int acc = ident(op), have = 0, first = 0;
            for (t = 0; t < n; t++) {
                i = axis ? line : t; j = axis ? t : line;
                if (!gact[i][j]) continue;
                if (!have) first = gv[i][j];
                have = 1;
                acc = combine(op, acc, gv[i][j]);
            }
            if (op == 7) acc = have ? first : 0;
            for (t = 0; t < n; t++) {
                i = axis ? line : t; j = axis ? t : line;
                expect("spread", op, i, j, axis, got[i][j], gact[i][j] ? acc : 99);
            }
        }
        if (op == 7) continue;
        /* reduce to coordinate 1 (to_coord active or not) */
        with (G) {
            y = 99;
            where (!masked || (pcoord(0) + pcoord(1)) % 3 != 1) reduce(&y, x, axis, comb[op], 1);
            read_from_pvar(&got[0][0], y);
        }
        for (line = 0; line < nl; line++) {
            int acc = ident(op);
            for (t = 0; t < n; t++) {
                i = axis ? line : t; j = axis ? t : line;
                if (gact[i][j]) acc = combine(op, acc, gv[i][j]);
            }
            for (t = 0; t < n; t++) {
                i = axis ? line : t; j = axis ? t : line;
                expect("reduce", op, i, j, axis, got[i][j], t == 1 && gact[i][j] ? acc : 99);
            }
        }
        /* global */
        if (axis == 0) {
            int gl, acc = ident(op);
            with (G) where (!masked || (pcoord(0) + pcoord(1)) % 3 != 1) gl = global(x, comb[op]);
            for (i = 0; i < 4; i++) for (j = 0; j < 6; j++) if (gact[i][j]) acc = combine(op, acc, gv[i][j]);
            expect("global", op, masked, 0, 0, gl, acc);
        }
      }

    /* multispread over every axis mask of a rank-3 shape */
    for (op = 0; op < 8; op++)
     for (mask = 0; mask < 8; mask++)
      for (masked = 0; masked < 2; masked++) {
        for (i = 0; i < 3; i++) for (j = 0; j < 4; j++) for (k = 0; k < 5; k++)
            kact[i][j][k] = !masked || (i + j + k) % 2 == 0;
        with (K) {
            ky = -1;
            where (!masked || (pcoord(0) + pcoord(1) + pcoord(2)) % 2 == 0)
                ky = multispread(kx, mask, comb[op]);
            read_from_pvar(&kgot[0][0][0], ky);
        }
        for (i = 0; i < 3; i++) for (j = 0; j < 4; j++) for (k = 0; k < 5; k++) {
            int a, b, c, acc = ident(op), have = 0, first = 0;
            for (a = 0; a < 3; a++) for (b = 0; b < 4; b++) for (c = 0; c < 5; c++) {
                if ((!(mask & 1) && a != i) || (!(mask & 2) && b != j) || (!(mask & 4) && c != k)) continue;
                if (!kact[a][b][c]) continue;
                if (!have) first = kv[a][b][c];
                have = 1;
                acc = combine(op, acc, kv[a][b][c]);
            }
            if (op == 7) acc = have ? first : 0;
            expect("multispread", op * 100 + mask, i, j, k, kgot[i][j][k], kact[i][j][k] ? acc : -1);
        }
      }

    /* copy_spread from each coordinate of each axis, the source inactive */
    for (axis = 0; axis < 3; axis++)
        for (t = 0; t < (axis == 0 ? 3 : axis == 1 ? 4 : 5); t++) {
            with (K) {
                ky = -1;
                where (pcoord(axis) != t) ky = copy_spread(&kx, axis, t);
                read_from_pvar(&kgot[0][0][0], ky);
            }
            for (i = 0; i < 3; i++) for (j = 0; j < 4; j++) for (k = 0; k < 5; k++) {
                int c[3], want;
                c[0] = i; c[1] = j; c[2] = k;
                want = c[axis] == t ? -1 : kv[axis == 0 ? t : i][axis == 1 ? t : j][axis == 2 ? t : k];
                expect("copy_spread", axis * 10 + t, i, j, k, kgot[i][j][k], want);
            }
        }

    /* bool and double operands */
    with (G) {
        bool:G b, any;
        double:G d, ds;
        double gsum, want = 0;
        b = x > 2;
        any = spread(b, 1, CMC_combiner_logior);
        d = x * 0.5;
        ds = spread(d, 0, CMC_combiner_max);
        gsum = global(d, CMC_combiner_add);
        for (i = 0; i < 4; i++) {
            int w = 0;
            for (j = 0; j < 6; j++) w |= gv[i][j] > 2;
            for (j = 0; j < 6; j++) expect("bool spread", 0, i, j, 0, [i][j]any, w);
        }
        for (j = 0; j < 6; j++) {
            double m = -1e9;
            for (i = 0; i < 4; i++) if (gv[i][j] * 0.5 > m) m = gv[i][j] * 0.5;
            for (i = 0; i < 4; i++) expect("double spread", 0, i, j, 0, [i][j]ds == m, 1);
        }
        for (i = 0; i < 4; i++) for (j = 0; j < 6; j++) want += gv[i][j] * 0.5;
        expect("double global", 0, 0, 0, 0, gsum == want, 1);
    }
    printf("%d checks\n", checks);
    if (fails == 0) printf("spread ok\n");
}
