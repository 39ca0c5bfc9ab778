// ECOLAB-style arrays whose shape lives in malloc'd memory:
// `r->sh = malloc(sizeof(shape)); *r->sh = allocate_shape(r->sh, 1, n);`
// (cs_arrays.cs / ecolab's array constructor). The malloc'd handle is garbage;
// allocate_shape dereferenced it (segfault in cs_allocate_shape_at). A handle
// the runtime never made now counts as unspecified. The garbage is made
// certain below (0xA5 bytes), and arrays are freed and made again with other
// sizes (deallocate_shape + free, then malloc reuses the memory).
// Every result is checked against plain C in the program (FAIL lines).
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// A garbage handle used as a shape is an unallocated shape, reported at the
// .cs line (these read it: a segfault or a wild read before).
// RUN: not %crun -n 2 --flags=-DWITH %s > %t.w 2>&1; FileCheck --check-prefix=WITH %s < %t.w
// RUN: not %crun -n 1 --flags=-DPALLOC %s > %t.p 2>&1; FileCheck --check-prefix=PALLOC %s < %t.p
// RUN: not %crun -n 3 --flags=-DDIMOF %s > %t.d 2>&1; FileCheck --check-prefix=DIMOF %s < %t.d
// WITH: lang14-ecolab-malloc.cs:96: error: with: shape ? is not allocated
// PALLOC: lang14-ecolab-malloc.cs:99: error: palloc: shape ? is not allocated
// DIMOF: lang14-ecolab-malloc.cs:102: error: dimof: shape ? is not allocated
// CHECK-NOT: FAIL
// CHECK: garbage rank 0 pos 0
// CHECK: round 0 n 100 sum 4950 packed 34
// CHECK: round 1 n 7 sum 21 packed 3
// CHECK: round 2 n 1 sum 0 packed 1
// CHECK: round 3 n 250 sum 31125 packed 84
// CHECK: ecolab ok
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cscomm.h>

typedef struct { int size; shape *sh; double:void *list; } array;
typedef struct { int size; shape *sh; int:void *list; } iarray;

static int fails;
static void check(const char *what, double got, double want)
{
    if (got != want) { printf("FAIL %s: %g, want %g\n", what, got, want); fails++; }
}

void alloc_array(array *r, int n)
{
    r->size = n;
    r->sh = (shape *) malloc(sizeof(shape));
    memset(r->sh, 0xA5, sizeof(shape));      /* what malloc may hand back */
    *r->sh = allocate_shape(r->sh, 1, n);
    with (*r->sh) r->list = palloc(*r->sh, boolsizeof(double));
}

void alloc_iarray(iarray *r, array *like)   /* same shape, as ECOLAB's m.sh = a.sh */
{
    r->size = like->size;
    r->sh = like->sh;
    with (*r->sh) r->list = palloc(*r->sh, boolsizeof(int));
}

void free_array(array *r)
{
    pfree(r->list);
    deallocate_shape(r->sh);
    free(r->sh);
}

double sum(array *x)
{
    with (*x->sh) return += *x->list;
}

int count(iarray *x)
{
    if (x->size == 0) return 0;
    with (*x->sh) return += *x->list;
}

void pack(array *r, array *x, iarray *m)
{
    with (*x->sh)
        where (*m->list)
            [enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field)] *r->list = *x->list;
}

void scatter_add(array *r, array *x, int half)
{
    with (*x->sh)
        [*x->list > half ? 0 : r->size - 1]*r->list += *x->list;
}

int main()
{
    static const int sizes[] = {100, 7, 1, 250};
    int round, i;
    shape *g = malloc(sizeof(shape));
    memset(g, 0xA5, sizeof(shape));
    printf("garbage rank %d pos %d\n", rankof(*g), positionsof(*g));
#ifdef WITH
    with (*g) printf("with\n");
#endif
#ifdef PALLOC
    palloc(*g, boolsizeof(int));
#endif
#ifdef DIMOF
    printf("%d\n", dimof(*g, 0));
#endif
    free(g);
    for (round = 0; round < 4; round++) {
        int n = sizes[round], half = n / 2;
        array a, b; iarray m;
        double *ra = malloc(n * sizeof(double)), *rb = calloc(n, sizeof(double));
        double rsum = 0, lo = 0, hi = 0;
        int k = 0, c = 0;
        char what[64];
        alloc_array(&a, n); alloc_array(&b, n);
        alloc_iarray(&m, &a);
        check("dimof", dimof(*a.sh, 0), n);
        check("rankof", rankof(*b.sh), 1);
        with (*a.sh) {
            *a.list = (double:current) pcoord(0);
            *m.list = pcoord(0) % 3 == 0;
        }
        with (*b.sh) *b.list = 0;
        /* the C reference */
        for (i = 0; i < n; i++) {
            ra[i] = i;
            rsum += i;
            if (i % 3 == 0) { rb[k++] = i; c++; }
        }
        check("sum", sum(&a), rsum);
        check("count", count(&m), c);
        pack(&b, &a, &m);
        for (i = 0; i < n; i++) {
            sprintf(what, "pack[%d]", i);
            check(what, [i]*b.list, rb[i]);
        }
        scatter_add(&b, &a, half);
        for (i = 0; i < n; i++) rb[ra[i] > half ? 0 : n - 1] += ra[i];
        for (i = 0; i < n; i++) {
            sprintf(what, "scatter[%d]", i);
            check(what, [i]*b.list, rb[i]);
        }
        printf("round %d n %d sum %g packed %d\n", round, n, sum(&a), count(&m));
        pfree(m.list);
        free_array(&a); free_array(&b);
        free(ra); free(rb);
    }
    printf("ecolab %s\n", fails ? "FAILED" : "ok");
    return 0;
}
