/* Input of test/Run/lang9-apps2.test.
 * One-dimensional cellular automata on a ring of 61 cells of unsigned char:
 * Wolfram's rules 30, 90 and 110 with the neighbourhood packed into a 3-bit
 * index by shifts of torus reads (from_torus_dim and [(. + 60) % 61]), the
 * rule applied by a shift and mask of an unsigned rule number; a space-time
 * diagram printed with [i]cell; rule 90's population checked against
 * Pascal's triangle mod 2 (Lucas: C(n,k) odd iff (k & n) == k); a Monte
 * Carlo estimate of pi with prand/psrand whose count must be the same at
 * any rank count (the value at a position depends only on seed, call and
 * position).  Reference: plain C. */
#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>

#define W 61
#define STEPS 20

shape [W]ring;
unsigned char:ring cell;
shape [3000]darts;

unsigned char ref[W];

void seq_step(unsigned rule)
{
    unsigned char nb[W];
    int i;
    for (i = 0; i < W; i++) {
        unsigned idx = (ref[(i + W - 1) % W] << 2) | (ref[i] << 1) | ref[(i + 1) % W];
        nb[i] = (rule >> idx) & 1;
    }
    for (i = 0; i < W; i++) ref[i] = nb[i];
}

int run(unsigned rule, int print)
{
    int t, i, fails = 0;
    for (i = 0; i < W; i++) ref[i] = i == W / 2;
    with (ring) {
        cell = pcoord(0) == W / 2;
        for (t = 0; t < STEPS; t++) {
            unsigned char:ring right, left = [(pcoord(0) + W - 1) % W]cell;
            unsigned:ring idx;
            from_torus_dim(&right, cell, 0, 1);
            idx = (left << 2) | (cell << 1) | right;
            cell = (rule >> idx) & 1u;
            seq_step(rule);
            if (print) {
                for (i = 0; i < W; i++) putchar([i]cell ? '#' : '.');
                putchar('\n');
            }
            if (rule == 90) {
                /* after t+1 steps the live cells are the odd binomials C(t+1, k) */
                int n = t + 1, k, want = 0;
                for (k = 0; k <= n; k++) want += (k & n) == k;
                if ((+= (int:ring)cell) != want && fails++ < 5) printf("FAIL rule 90 population at %d\n", n);
            }
        }
        for (i = 0; i < W; i++)
            if ([i]cell != ref[i] && fails++ < 5) printf("FAIL rule %u cell %d\n", rule, i);
    }
    return fails;
}

main()
{
    int fails = run(30, 1) + run(90, 0) + run(110, 0);
    long inside;
    with (darts) {
        double:darts x, y;
        psrand(1993);
        x = (double:darts)prand() / RAND_MAX;
        y = (double:darts)prand() / RAND_MAX;
        inside = += (long:darts)(x * x + y * y <= 1.0);
        /* the same draw twice after psrand gives the same numbers */
        psrand(1993);
        if ((|= ((double:darts)prand() / RAND_MAX != x)) != 0) printf("FAIL psrand replay\n");
    }
    printf("pi ~ %.4f from %d darts (%ld inside)\n", 4.0 * inside / 3000, 3000, inside);
    if (inside < 2250 || inside > 2460) printf("FAIL pi estimate %ld\n", inside);
    if (!fails) printf("automata ok\n");
}
