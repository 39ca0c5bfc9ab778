/* Input of test/Run/lang9-apps.test.
 * Programs with several shapes: a shape array sized at run time, shapes
 * declared in functions, allocate_shape/deallocate_shape in a loop over
 * growing sizes (1-D and 2-D), parallel functions of shape current returning
 * parallel values called on two shapes, generic helpers taking int:void *
 * pointers and shape parameters that use current, shapeof, positionsof,
 * rankof and dimof, and a nested with on a local shape.
 * Reference: closed formulas and plain C loops. */
#include <stdio.h>

shape S;                 /* unspecified: rank and extents at run time */
shape [][]G;             /* rank 2, extents at run time */
shape [5]fixed;
shape rows[3];
int fails;

void expect(char *what, int k, long got, long want)
{
    if (got != want && fails++ < 10) printf("FAIL %s(%d) = %ld want %ld\n", what, k, got, want);
}

/* generic: the sum of coordinates along every axis, as a parallel value */
int:current coordsum()
{
    int:current s = 0;
    int a;
    for (a = 0; a < rankof(current); a++) s += pcoord(a);
    return s;
}

/* generic over the shape of the argument */
long total(int:void *p)
{
    long t;
    with (shapeof(*p)) t = += *(int:current *)p;
    return t;
}

int volume(shape sh)
{
    int a, v = 1;
    for (a = 0; a < rankof(sh); a++) v *= dimof(sh, a);
    return v;
}

long tri_in_function(int n)
{
    shape [n]local;
    long r;
    with (local) {
        int:local k = pcoord(0) + 1;
        r = += (long:local)k;
        expect("positionsof local", n, positionsof(current), n);
    }
    return r;
}

main()
{
    int n, m, k;
    for (n = 1; n <= 7; n += 3) {
        allocate_shape(&S, 1, n);
        with (S) {
            int:S v = coordsum() * 2 + 1;        /* odd numbers: the sum is n^2 */
            expect("odd sum", n, total(&v), (long)n * n);
            expect("volume S", n, volume(S), n);
            expect("rankof S", n, rankof(shapeof(v)), 1);
        }
        deallocate_shape(&S);
        for (m = 2; m <= 3; m++) {
            allocate_shape(&G, 2, n, m);
            with (G) {
                int:G c = coordsum();
                long want = 0;
                int i, j;
                for (i = 0; i < n; i++) for (j = 0; j < m; j++) want += i + j;
                expect("grid sum", n * 10 + m, total(&c), want);
                expect("dimof G 1", m, dimof(current, 1), m);
                expect("positionsof G", n * 10 + m, positionsof(G), n * m);
                /* a nested with on another shape, back to G after it */
                with (fixed) { int:fixed one = 1; expect("fixed inside G", n, total(&one), 5); }
                expect("G again", m, positionsof(current), n * m);
            }
            deallocate_shape(&G);
        }
        allocate_shape(&S, 3, n, 2, 2);       /* S again, now of rank 3 */
        with (S) {
            int:S c = coordsum();
            expect("rank-3 sum", n, total(&c), 2L * n * (n - 1) + 4L * n);
        }
        deallocate_shape(&S);
    }
    for (k = 0; k < 3; k++) allocate_shape(&rows[k], 1, 4 + k);
    for (k = 0; k < 3; k++)
        with (rows[k]) {
            int:current sq = coordsum() * coordsum();
            int i; long want = 0;
            for (i = 0; i < 4 + k; i++) want += i * i;
            expect("rows squares", k, total(&sq), want);
        }
    for (k = 0; k < 3; k++) deallocate_shape(&rows[k]);
    for (n = 1; n <= 9; n += 4) expect("local shape", n, tri_in_function(n), (long)n * (n + 1) / 2);
    printf("shapes: S rank %d after release\n", rankof(S));
    if (!fails) printf("shapes ok\n");
}
