/* Input of test/Run/lang6-apps.test.
 * bool:S and boolsizeof, dimof/rankof/positionsof/shapeof on file-scope,
 * local and dynamic shapes, nested with of different shapes using variables
 * of both (reductions of the inner shape feeding the outer one, sends from
 * one to the other), and a shape passed to a K&R function. */
#include <stdio.h>
#define A 4
#define B 3

shape [A][B]outer;
shape [A * B]flat;
shape dyn;
int:outer o;
int:flat fl;
bool:outer even;
bool:flat marks;
int fails;

describe(s, name)
shape s;
char *name;
{
    int k, n = 1;
    printf("%s: rank %d positions %d dims", name, rankof(s), positionsof(s));
    for (k = 0; k < rankof(s); k++) {
        printf(" %d", dimof(s, k));
        n *= dimof(s, k);
    }
    printf("\n");
    return n == positionsof(s);
}

main()
{
    int i, j, cnt, inner_total;
    if (!describe(outer, "outer") || !describe(flat, "flat")) fails++;
    if (boolsizeof(even) != 8 * sizeof(even) || boolsizeof(bool:outer) != 8 || sizeof(bool:flat) != 1) {
        printf("FAIL boolsizeof %d %d\n", (int)boolsizeof(even), (int)boolsizeof(bool:outer));
        fails++;
    }
    allocate_shape(&dyn, 3, 2, 3, 2);
    if (!describe(dyn, "dyn") || rankof(shapeof(o)) != 2 || positionsof(shapeof(fl)) != A * B) fails++;
    with (outer) {
        o = pcoord(0) * B + pcoord(1);
        even = o % 2 == 0;
        with (flat) {
            /* inside: flat is current; o is read by get from the outer shape */
            fl = [pcoord(0) / B][pcoord(0) % B]o * 10;
            marks = fl > 50;
            inner_total = += fl;
            cnt = 0;
            cnt += marks;
            with (dyn) {
                int:dyn d = pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2);
                if (positionsof(current) != 12 || rankof(current) != 3) fails++;
                [pcoord(0) * 6 + pcoord(1) * 2 + pcoord(2)]fl += d;   /* send into flat */
            }
        }
        /* back in outer: even is bool, counts and sums */
        where (even) o = -o;
        if ((+= (int:outer)even) != A * B / 2 || positionsof(shapeof(even)) != A * B) fails++;
    }
    deallocate_shape(&dyn);
    for (i = 0; i < A * B; i++) {
        int want = i * 10 + (i / 6) * 100 + ((i / 2) % 3) * 10 + i % 2;
        if ([i]fl != want || [i]marks != (i * 10 > 50)) { printf("FAIL fl[%d] %d want %d\n", i, [i]fl, want); fails++; }
    }
    for (i = 0; i < A; i++)
        for (j = 0; j < B; j++) {
            int v = i * B + j;
            if ([i][j]o != (v % 2 == 0 ? -v : v)) { printf("FAIL o[%d][%d]\n", i, j); fails++; }
        }
    printf("inner_total %d marks %d\n", inner_total, cnt);
    if (inner_total != 660 || cnt != 6) fails++;
    printf("shapes %s\n", fails ? "FAIL" : "ok");
}
