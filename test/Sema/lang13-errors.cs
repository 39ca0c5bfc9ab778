// Round-13 sweep: slips a C* programmer makes that compiled and misbehaved,
// or gave a misleading message.
//  * a store into a scalar array through a parallel index (`a[x] = v;`,
//    `a[x]++`, `p[x] += v`, `*(p + x) = v`, `st.tab[x][1] = v`) compiled and
//    wrote each rank's replica of the scalar array: at 3 ranks the array
//    held different values on each rank (rank 0 printed `1:-1 2:7 3:1 ...`,
//    1 rank `7:-1 8:7 6:1 ...`).  Reading `a[x]` is fine (every rank holds
//    the same array) and stays allowed (CLEAN run).
//  * `return fprintf(G.in, ...)` (a parallel file reached from inside an
//    elemental function) said "returning a parallel value ... declare its
//    result parallel", advice that cannot work; it now gives the error the
//    statement form gives.
//  * `palloc(S, sizeof(int))`: palloc's size is in bools (bits); sizeof counts
//    bytes, so the variable got an eighth of its storage, silently.  Now a
//    warning naming boolsizeof (`8 * sizeof`, `sizeof * CHAR_BIT` and
//    boolsizeof stay clean).
// RUN: not %cstar --emit=spmd -DBAD %s 2>&1 | FileCheck %s
// RUN: %cstar --emit=spmd %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=CLEAN %s
// CLEAN-NOT: error
// CLEAN-NOT: warning
#include <stdio.h>
#include <limits.h>

shape [8]S;
int:S x, y;
struct { int tab[8][2]; } st;
struct { FILE:S *in; } G;
FILE:S *pf;

#ifdef BAD
elemental int put(int v) { return fprintf(G.in, "v=%d\n", v); }
// CHECK: lang13-errors.cs:[[@LINE-1]]:35: error: 'fprintf' on a parallel file inside an elemental function; pass the file to the elemental function instead
// CHECK-NOT: returning a parallel value from 'put'
elemental int put2(int v) { return fputc(v, pf); }
// CHECK: lang13-errors.cs:[[@LINE-1]]:36: error: 'fputc' on a parallel file inside an elemental function
// CHECK-NOT: returning a parallel value from 'put2'
elemental int bad3(int v) { return v + x; }
// CHECK: lang13-errors.cs:[[@LINE-1]]:40: error: parallel variable 'x' used inside an elemental function
// CHECK-NOT: returning a parallel value from 'bad3'
#endif
// A plain scalar function keeps the first message.
#ifdef BAD
int total(void) { with (S) return x; }
// CHECK: lang13-errors.cs:[[@LINE-1]]:35: error: returning a parallel value from 'total', whose result is scalar
#endif

int main(void)
{
    int a[8] = {0}, *p = a, n = 3, s = 0;
    with (S) {
        x = pcoord(0) % 3;
#ifdef BAD
        a[x] = pcoord(0);
// CHECK: lang13-errors.cs:[[@LINE-1]]:9: error: storing into a scalar array with a parallel index: every position would write its rank's copy of the scalar data; make the array parallel, or send into a parallel variable ('[x]y = v;')
        a[x]++;
// CHECK: lang13-errors.cs:[[@LINE-1]]:9: error: storing into a scalar array with a parallel index
        --a[x + 1];
// CHECK: lang13-errors.cs:[[@LINE-1]]:11: error: storing into a scalar array with a parallel index
        p[x] += y;
// CHECK: lang13-errors.cs:[[@LINE-1]]:9: error: storing into a scalar array with a parallel index
        st.tab[x][1] = 2;
// CHECK: lang13-errors.cs:[[@LINE-1]]:9: error: storing into a scalar array with a parallel index
        *(p + x) = 1;
// CHECK: lang13-errors.cs:[[@LINE-1]]:9: error: storing into a scalar array with a parallel index
        where (x > 0) a[2 * x] = 5;
// CHECK: lang13-errors.cs:[[@LINE-1]]:23: error: storing into a scalar array with a parallel index
        {
            int:S *q = palloc(S, sizeof(int));
// CHECK: lang13-errors.cs:[[@LINE-1]]:34: warning: palloc's size is in bools (bits), but 'sizeof' counts bytes; it is taken as bytes here (ECOLAB's 'palloc(s, sizeof(double))'), use 'boolsizeof' for bools
            double:S *r = palloc(S, n * sizeof(double));
// CHECK: lang13-errors.cs:[[@LINE-1]]:37: warning: palloc's size is in bools (bits)
            pfree(q); pfree(r);
        }
#endif
        /* clean: reads through a parallel index, parallel stores, bit sizes */
        y = a[x] + p[x] + *(p + x) + st.tab[x][0];
        where (x) y = a[x] - 1;
        [x]y = a[x];
        s += a[x];
        {
            int:S *q = palloc(S, boolsizeof(int));
            double:S *r = palloc(S, sizeof(double) * CHAR_BIT);
            long:S *t = palloc(S, 8 * sizeof(long));
            *q = 1; *r = 2; *t = 3;
            pfree(q); pfree(r); pfree(t);
        }
    }
    printf("%d\n", s);
    return 0;
}
