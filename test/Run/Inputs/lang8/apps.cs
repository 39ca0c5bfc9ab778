/* Input of test/Run/lang8-comm.test.
 * Small applications written with the communication library the way PG
 * ch.12-14 use it: matrix product C = A x B on an [n][n] shape with
 * copy_spread + reduce-free spread(add) (each position multiplies, then sums
 * its row), a histogram by colliding send (+=) and by send with
 * CMC_combiner_add, a counting sort by rank + send, a ring shift with
 * from_torus, Conway's life on a torus with from_torus_dim, and an
 * odd-even transposition sort with [.+1]/[.-1].
 * Reference: plain C loops. */
#include <stdio.h>
#include <cscomm.h>

#define M 5
#define L 17
#define NB 4
shape [M][M]sq;
shape [M][M][M]cube;
shape [L]line;
shape [NB]bins;
shape [6][7]board;
int:sq a, b, c;
int:cube prod;
int:line v, sorted, t;
int:bins h1, h2;
int:board life;
int fails;
int A[M][M], B[M][M];

void check(char *what, int i, long got, long want)
{
    if (got != want && fails++ < 10) printf("FAIL %s at %d: got %ld want %ld\n", what, i, got, want);
}

main()
{
    int i, j, k, g, step;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++) { A[i][j] = (i * 3 + j) % 7 - 3; B[i][j] = (i + 2 * j) % 5 - 1; }
    with (sq) {
        a = (pcoord(0) * 3 + pcoord(1)) % 7 - 3;
        b = (pcoord(0) + 2 * pcoord(1)) % 5 - 1;
    }
    /* C[i][j] = sum_k A[i][k] B[k][j] on a [i][j][k] cube: the gets bring
     * A[i][k] and B[k][j], spread sums over k */
    with (cube) {
        prod = [pcoord(0)][pcoord(2)]a * [pcoord(2)][pcoord(1)]b;
        prod = spread(prod, 2, CMC_combiner_add);
        with (sq) c = 0;
        where (pcoord(2) == 0) [pcoord(0)][pcoord(1)]c = prod;
    }
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++) {
            int s = 0;
            for (k = 0; k < M; k++) s += A[i][k] * B[k][j];
            check("matmul", i * M + j, [i][j]c, s);
        }
    /* the same with copy_spread on the [n][n] shape, one k at a time */
    with (sq) {
        c = 0;
        for (k = 0; k < M; k++) {
            int:sq colk, rowk;
            from_torus(&colk, a, 0, k - 0);        /* not used: exercise the call */
            colk = copy_spread(&a, 1, k);          /* A[i][k] along each row */
            rowk = copy_spread(&b, 0, k);          /* B[k][j] down each column */
            c += colk * rowk;
        }
    }
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++) {
            int s = 0;
            for (k = 0; k < M; k++) s += A[i][k] * B[k][j];
            check("copy_spread matmul", i * M + j, [i][j]c, s);
        }
    /* histograms */
    with (line) v = (pcoord(0) * 11 + 3) % 13;
    with (bins) { h1 = 0; h2 = 0; }
    with (line) {
        [v % NB]h1 += 1;
        send(&h2, make_send_address(bins, v % NB), (int:line)1, CMC_combiner_add, (bool:bins *)0);
    }
    for (g = 0; g < NB; g++) {
        int n = 0;
        for (i = 0; i < L; i++) if ((i * 11 + 3) % 13 % NB == g) n++;
        check("histogram", g, [g]h1, n);
        check("histogram send", g, [g]h2, n);
    }
    /* sort by rank + send */
    with (line) [rank(v, 0, CMC_upward, CMC_none, CMC_no_field)]sorted = v;
    for (i = 1; i < L; i++) check("rank sort", i, [i - 1]sorted <= [i]sorted, 1);
    /* odd-even transposition sort */
    with (line) {
        t = (pcoord(0) * 7 + 5) % L;
        for (step = 0; step < L; step++) {
            int:line right = [.+1]t, left = [.-1]t;
            bool:line even = (pcoord(0) + step) % 2 == 0;
            where (even && pcoord(0) < L - 1) t = t <? right;
            else where (!even && pcoord(0) > 0) t = t >? left;
        }
    }
    for (i = 0; i < L; i++) check("odd-even", i, [i]t, i);
    /* life on a torus: a glider returns shifted after 4 generations */
    with (board) {
        int:board n;
        life = 0;
        where ((pcoord(0) == 0 && pcoord(1) == 1) || (pcoord(0) == 1 && pcoord(1) == 2) ||
               (pcoord(0) == 2 && pcoord(1) <= 2)) life = 1;
        for (step = 0; step < 24; step++) {
            int:board up, dn, row;
            from_torus_dim(&up, life, 0, -1);
            from_torus_dim(&dn, life, 0, 1);
            row = life + up + dn;
            {
                int:board l, r;
                from_torus_dim(&l, row, 1, -1);
                from_torus_dim(&r, row, 1, 1);
                n = l + r + row - life;
            }
            life = (n == 3) || (life && n == 2);
        }
        /* after 24 generations the glider moved 6 down and 6 right: (mod 6, mod 7) */
        for (i = 0; i < 6; i++)
            for (j = 0; j < 7; j++) {
                int i0 = ((i - 6) % 6 + 6) % 6, j0 = ((j - 6) % 7 + 7) % 7;
                int want = (i0 == 0 && j0 == 1) || (i0 == 1 && j0 == 2) || (i0 == 2 && j0 <= 2);
                check("life", i * 7 + j, [i][j]life, want);
            }
    }
    if (fails == 0) printf("apps ok\n");
}
