/* Input of test/Run/lang8-lang.test.
 * Pointers as PG ch.7 writes them: a scalar pointer to a shape (with (*ptr),
 * swapped between shapes), scalar pointers to parallel variables (*p, p->m,
 * (*p).m, [i]*p, [i]p->m), arrays of them, pointers passed to parallel
 * functions that write through them under where, int:void * parameters with
 * shapeof, a struct holding a shape pointer and a double:void * (the ECOLAB
 * `array` idiom), palloc'd variables in that struct, and pointer comparison.
 * Reference: plain C. */
#include <stdio.h>
#include <stdlib.h>

#define N 9
struct rec { int id; double val; };
typedef struct { int size; shape *sh; double:void *list; } array;
shape [N]S;
shape [4]T;
int:S a, b, c;
struct rec:S r;
int:T t;
int fails;

void check(char *what, int i, long got, long want)
{
    if (got != want && fails++ < 10) printf("FAIL %s at %d: got %ld want %ld\n", what, i, got, want);
}

void:current addto(int:current *dst, int:current v)
{
    where (v > 3) *dst += v;
}
void setrec(struct rec:current *p, int k)
{
    p->id = pcoord(0) * k;
    (*p).val = p->id / 2.0;
}
double sum(array *x)
{
    double s;
    with (*x->sh) s = += *x->list;
    return s;
}
void fill(array *x, double f)
{
    with (*x->sh) *x->list = pcoord(0) * f;
}

main()
{
    int i, k;
    shape *ptr = &S;
    int:S *p = &a, *tab[3];
    array arr1, arr2;
    tab[0] = &a; tab[1] = &b; tab[2] = &c;
    with (*ptr) {
        for (k = 0; k < 3; k++) *tab[k] = pcoord(0) + 10 * k;
        *p += 100;
        addto(tab[1], a % 7);
        addto(&c, *tab[0] % 5);
        setrec(&r, 3);
        [2]*p = -5;
        [3]r.id = 77;
    }
    for (i = 0; i < N; i++) {
        int av = i == 2 ? -5 : i + 100, bv = i + 10 + ((i + 100) % 7 > 3 ? (i + 100) % 7 : 0);
        int cv = i + 20 + ((i + 100) % 5 > 3 ? (i + 100) % 5 : 0);
        check("a", i, [i]a, av);
        check("b", i, [i]b, bv);
        check("c", i, [i]c, cv);
        check("r.id", i, [i]r.id, i == 3 ? 77 : 3 * i);
        check("r.val", i, (long)(2 * [i]r.val), 3 * i);
        check("[i]*tab", i, [i]*tab[1], bv);
    }
    ptr = &T;
    with (*ptr) t = pcoord(0) * 2;
    check("shape ptr", 0, [3]t, 6);
    check("ptr eq", 0, tab[0] == &a && tab[1] != &a, 1);
    /* the ECOLAB array struct */
    arr1.size = N; arr1.sh = &S; arr1.list = palloc(S, boolsizeof(double));
    arr2.size = 4; arr2.sh = &T; arr2.list = palloc(T, boolsizeof(double));
    fill(&arr1, 0.5);
    fill(&arr2, 2.0);
    check("ecolab sum1", 0, (long)(2 * sum(&arr1)), 36);
    check("ecolab sum2", 0, (long)sum(&arr2), 12);
    with (*arr2.sh) *arr2.list = !*arr2.list;
    check("ecolab not", 0, (long)sum(&arr2), 1);
    pfree(arr1.list);
    pfree(arr2.list);
    if (fails == 0) printf("ptrs ok\n");
}
