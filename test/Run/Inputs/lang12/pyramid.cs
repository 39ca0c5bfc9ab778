/* A pyramid of grids: an array of partially specified shapes allocated in a
 * loop (sizes halve), each level reduced from the one below by gets
 * ([2*i][2*j]...), levels released and allocated again with other extents;
 * a parallel array indexed by a scalar loop; positionsof of each level used
 * as a loop bound.  Checked against plain C. */
#include <stdio.h>
#include <stdlib.h>

#define LEVELS 4
shape [][]level[LEVELS];
int fails;

/* plain C reference: sum of every 2x2 block */
static void c_reduce(int *in, int n, int *out)
{
    int i, j;
    for (i = 0; i < n / 2; i++)
        for (j = 0; j < n / 2; j++)
            out[i * (n / 2) + j] = in[2 * i * n + 2 * j] + in[2 * i * n + 2 * j + 1] +
                                   in[(2 * i + 1) * n + 2 * j] + in[(2 * i + 1) * n + 2 * j + 1];
}

int run(base) int base;
{
    int l, n, k, total, ctotal;
    int *cur, *nxt;
    int:void *vals[LEVELS];
    n = base;
    for (l = 0; l < LEVELS; l++, n /= 2) allocate_shape(&level[l], 2, n, n);
    with (level[0]) {
        int:current *p = palloc(current, boolsizeof(int));
        *p = (pcoord(0) * 3 + pcoord(1) * 5) % 7;
        vals[0] = p;
    }
    cur = malloc(sizeof(int) * base * base);
    for (k = 0; k < base * base; k++) cur[k] = ((k / base) * 3 + (k % base) * 5) % 7;
    n = base;
    for (l = 1; l < LEVELS; l++) {
        int:void *below = vals[l - 1];
        with (level[l]) {
            int:current *p = palloc(current, boolsizeof(int));
            *p = [2 * pcoord(0)][2 * pcoord(1)]*below + [2 * pcoord(0)][2 * pcoord(1) + 1]*below +
                 [2 * pcoord(0) + 1][2 * pcoord(1)]*below + [2 * pcoord(0) + 1][2 * pcoord(1) + 1]*below;
            vals[l] = p;
        }
        nxt = malloc(sizeof(int) * (n / 2) * (n / 2));
        c_reduce(cur, n, nxt);
        free(cur);
        cur = nxt;
        n /= 2;
        with (level[l]) {
            int:current *p = (int:current *)vals[l];
            for (k = 0; k < positionsof(level[l]); k++)
                if ([k / dimof(level[l], 1)][k % dimof(level[l], 1)]*p != cur[k]) { printf("FAIL level %d at %d\n", l, k); fails++; }
        }
    }
    with (level[LEVELS - 1]) total = += *(int:current *)vals[LEVELS - 1];
    ctotal = 0;
    for (k = 0; k < n * n; k++) ctotal += cur[k];
    if (total != ctotal) { printf("FAIL total %d %d\n", total, ctotal); fails++; }
    free(cur);
    for (l = LEVELS - 1; l >= 0; l--) {
        pfree(vals[l]);
        deallocate_shape(&level[l]);
    }
    return total;
}

main(argc, argv) int argc; char **argv;
{
    int base, r;
    shape [8]hist;
    double:hist bins[3];
    int b, k;
    for (base = 8; base <= 32; base *= 2) {
        r = run(base);
        printf("base %d: top sum %d, %d levels\n", base, r, LEVELS);
    }
    with (hist) {
        for (b = 0; b < 3; b++) bins[b] = pcoord(0) * (b + 1);
        for (b = 0; b < 3; b++) where (bins[b] > 6) bins[b] = 6;
    }
    for (b = 0; b < 3; b++) {
        double s = 0, cs = 0;
        with (hist) s += bins[b];
        for (k = 0; k < 8; k++) cs += (k * (b + 1) > 6 ? 6 : k * (b + 1));
        if (s != cs) { printf("FAIL bins %d\n", b); fails++; }
        printf("bins[%d] sum %g\n", b, s);
    }
    printf("%s\n", fails ? "FAIL" : "pyramid ok");
    return 0;
}
