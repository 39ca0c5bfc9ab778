/* Input of test/Run/lang8-lang.test.
 * Shape queries and shape-generic code as PG ch.8-9 write them: pcoord,
 * positionsof, rankof, dimof, shapeof, current, physical; functions with
 * `shape` parameters, `int:void *` parameters used with shapeof(*p) and a
 * cast back, `int:current` locals; pointers to shapes (with (*sp)); arrays
 * of shapes; allocate_shape of partially and fully unspecified shapes, made
 * again with other extents; palloc/pfree of several element types.
 * Reference: plain C arithmetic. */
#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>

shape [6][4]A;
shape [10]B;
shape []P;
shape U;
shape [3]arr[2];
int fails;

void check(char *what, long got, long want)
{
    if (got != want && fails++ < 10) printf("FAIL %s: got %ld want %ld\n", what, got, want);
}

/* the sum of any parallel int through a void-shaped pointer */
int total(p)
int:void *p;
{
    int s;
    with (shapeof(*p)) s = += *(int:current *)p;
    return s;
}

/* a shape as a parameter: fills and reports */
long fill(sh, k)
shape sh;
int k;
{
    long n;
    with (sh) {
        int:current v = pcoord(rankof(current) - 1) + k;
        n = += (long:current)v;
        n += 1000 * positionsof(current);
    }
    return n;
}

void scale(int:void *p, int f)
{
    with (shapeof(*p)) *(int:current *)p *= f;
}

main()
{
    int i, j, n, sum;
    int:A x;
    shape *sp = &A;
    check("rankof A", rankof(A), 2);
    check("rankof P", rankof(P), 1);
    check("rankof U", rankof(U), 0);
    check("dimof A 0", dimof(A, 0), 6);
    check("dimof A 1", dimof(A, 1), 4);
    check("positionsof B", positionsof(B), 10);
    check("rankof physical", rankof(physical), 1);
    with (physical) {
        int np = += (int:physical)1;
        check("physical", positionsof(physical), np);
        check("physical coords", += pcoord(0), np * (np - 1) / 2);
    }
    with (*sp) {
        x = pcoord(0) * 10 + pcoord(1);
        check("current is A", positionsof(current), 24);
        check("dimof current", dimof(current, 1), 4);
        check("shapeof x", positionsof(shapeof(x)), 24);
        check("rankof shapeof", rankof(shapeof(x + 1)), 2);
    }
    sum = 0;
    for (i = 0; i < 6; i++) for (j = 0; j < 4; j++) sum += i * 10 + j;
    check("total", total(&x), sum);
    scale(&x, 3);
    check("scale", total(&x), 3 * sum);
    check("fill A", fill(A, 2), 6 * (0 + 1 + 2 + 3 + 4 * 2) + 24000);
    check("fill B", fill(B, 1), 55 + 10000);
    /* partially specified shape: allocated, used, made again bigger */
    for (n = 3; n <= 7; n += 4) {
        allocate_shape(&P, 1, n);
        {
            int:P q;
            with (P) {
                q = pcoord(0) * pcoord(0);
                check("P sum", += q, (n - 1) * n * (2 * n - 1) / 6);
            }
            check("P dimof", dimof(P, 0), n);
        }
        deallocate_shape(&P);
    }
    /* fully unspecified: rank 3, then rank 2 */
    allocate_shape(&U, 3, 2, 3, 4);
    check("U rank", rankof(U), 3);
    check("fill U", fill(U, 0), 6 * (0 + 1 + 2 + 3) + 24000);
    deallocate_shape(&U);
    allocate_shape(&U, 2, 5, 5);
    check("U rank 2", rankof(U), 2);
    check("fill U 2", fill(U, 1), 5 * 15 + 25000);
    deallocate_shape(&U);
    /* arrays of shapes */
    for (i = 0; i < 2; i++) {
        check("arr", fill(arr[i], i), 3 + 3 * i + 3000);
    }
    /* palloc / pfree: element sizes given in bools */
    with (B) {
        int:B *ip = palloc(B, boolsizeof(int));
        double:B *dp = palloc(B, boolsizeof(double));
        char:B *cp = (char:B *)palloc(B, boolsizeof(char));
        *ip = pcoord(0) + 1;
        *dp = *ip * 0.5;
        *cp = 'a' + pcoord(0);
        check("palloc int", += *ip, 55);
        check("palloc double", (long)(2 * += *dp), 55);
        check("palloc char", [3]*cp, 'd');
        check("palloc total", total(ip), 55);
        pfree(ip); pfree(dp); pfree(cp);
        ip = palloc(current, boolsizeof(int:current));
        *ip = 2;
        check("palloc again", += *ip, 20);
        pfree(ip);
    }
    if (fails == 0) printf("shapes ok\n");
}
