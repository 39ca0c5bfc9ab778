/* Input of test/Run/lang7-funcs.test.
 * Pointers to scalar functions used with parallel data through elemental
 * wrappers: a scalar function pointer passed to an elemental function with a
 * parallel argument (the same function at every position), a table of
 * function pointers indexed by a parallel int (a different function per
 * position), a global function pointer switched in scalar code between
 * statements, <math.h> functions in the table, and qsort-style comparison
 * callbacks inside an elemental function.  Reference: scalar C loops. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define N 14

typedef double (*fn_t)(double);
shape [N]S;
double:S x, y, z, w;
int:S k;
int:S med;
int fails;

double cube(double v) { return v * v * v; }
double half(double v) { return v / 2; }
double neg(double v) { return -v; }
fn_t table[4] = {cube, half, sqrt, neg};
fn_t current_fn = half;

elemental double apply(fn_t f, double v) { return f(v); }
elemental double apply_k(int j, double v) { return table[j](v); }
elemental double apply_cur(double v) { return current_fn(v); }

int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
/* median of three values computed from the position: a C library call with
   a callback, inside an elemental function */
elemental int median3(int a)
{
    int t[3];
    t[0] = (a * 7) % 5; t[1] = (a * 3) % 4; t[2] = a % 3;
    qsort(t, 3, sizeof t[0], cmp);
    return t[1];
}

void checkd(char *what, int i, double got, double want)
{
    if (got != want) { fails++; if (fails < 20) printf("FAIL %s at %d: got %.17g want %.17g\n", what, i, got, want); }
}

main()
{
    int i;
    fn_t f = cube;
    with (S) {
        x = pcoord(0) * 0.75 + 0.5;
        k = pcoord(0) % 4;
        y = apply(f, x);                 /* scalar pointer, parallel value */
        z = apply_k(k, x);               /* a function per position */
        w = apply_cur(x);
        current_fn = neg;                /* scalar statement between parallel ones */
        w += apply_cur(x) + apply(exp, x * 0) ;
        med = median3(pcoord(0));
    }
    for (i = 0; i < N; i++) {
        double X = i * 0.75 + 0.5;
        int t[3];
        checkd("apply cube", i, [i]y, cube(X));
        checkd("apply table", i, [i]z, table[i % 4](X));
        checkd("apply current", i, [i]w, half(X) + neg(X) + 1.0);
        t[0] = (i * 7) % 5; t[1] = (i * 3) % 4; t[2] = i % 3;
        qsort(t, 3, sizeof t[0], cmp);
        checkd("median3", i, [i]med, t[1]);
    }
    with (S) printf("sum y %.6f sum z %.6f\n", += y, += z);
    printf("fnptr %s\n", fails ? "FAILED" : "ok");
    return 0;
}
