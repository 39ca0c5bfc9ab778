/* Input of test/Run/lang6-apps.test.
 * Pointers to parallel variables: int:S *p = &x; *p += 1; pointers passed to
 * K&R functions, arrays of pointers chosen at run time, pointer to pointer,
 * palloc'd variables, a pointer to a parallel struct (p->f), left indexing
 * through a pointer ([i]*p), pointers to shapes, and int:void * cast back;
 * brace-list initializers of pointer arrays and structs holding &x (file
 * scope, static and automatic). */
#include <stdio.h>
#include <stdlib.h>
#define N 10

shape [N]S, [2][5]T;
int:S x, y, z;
struct acc { int n; double sum; }:S acc;
int:T t;
int fails;
int:S *ring[] = {&x, &y, &z};
struct view { int:S *v; char *name; } views[2] = {{&x, "x"}, {&y, "y"}};

void bump(p, k)
int:S *p;
int k;
{
    *p += k;
    where (*p > 10) *p -= 10;
}

void pick(int:S **out, int which)
{
    static int:S *table[3] = {&x, &y, &z};
    *out = table[which];
}

void add_into(struct acc:S *a, int:S *v)
{
    a->n++;
    a->sum += *v * 0.5;
    (*a).n += (*v > 5);
}

int total(int:void *vp, shape sh)
{
    int s = 0;
    with (sh) s += *(int:current *)vp;
    return s;
}

main()
{
    int i, want, rx[N], ry[N], rz[N];
    int:S *p = &x, *q;
    int:S **pp = &q;
    shape *sp = &T;
    for (i = 0; i < N; i++) rx[i] = i, ry[i] = 2 * i, rz[i] = 0;
    with (S) {
        x = pcoord(0);
        y = 2 * pcoord(0);
        *p += 1;                   /* x + 1 */
        (*p)++;                    /* x + 2 */
        bump(&x, 3);               /* x + 5, wrapped */
        pick(pp, 1);
        *q = *q * 3 - [N - 1]*p;   /* y = 6i - x[9] */
        pick(&q, 2);
        where (x % 2 == 0) *q = [(pcoord(0) + 1) % N]x;
        add_into(&acc, &x);
        add_into(&acc, q);
        q = palloc(S, boolsizeof(int));
        *q = x + y;
        [3]*q = -1;
        z += *q;
        pfree(q);
    }
    for (i = 0; i < N; i++) { rx[i] += 5; if (rx[i] > 10) rx[i] -= 10; }
    for (i = 0; i < N; i++) ry[i] = ry[i] * 3 - rx[N - 1];
    for (i = 0; i < N; i++) if (rx[i] % 2 == 0) rz[i] = rx[(i + 1) % N];
    for (i = 0; i < N; i++) {
        double ws = rx[i] * 0.5 + rz[i] * 0.5;
        int wn = 2 + (rx[i] > 5) + (rz[i] > 5);
        int add = i == 3 ? -1 : rx[i] + ry[i];
        if ([i]x != rx[i] || [i]y != ry[i] || [i]z != rz[i] + add || [i]acc.n != wn || [i]acc.sum != ws) {
            printf("FAIL %d: %d %d %d %d %g want %d %d %d %d %g\n", i, [i]x, [i]y, [i]z, [i]acc.n, [i]acc.sum,
                   rx[i], ry[i], rz[i] + add, wn, ws);
            fails++;
        }
    }
    with (*sp) {
        t = pcoord(0) * 10 + pcoord(1);
        want = 0;
        for (i = 0; i < 10; i++) want += (i / 5) * 10 + i % 5;
        if (total(&t, *sp) != want || total(&x, S) != (+= (int:T)0) + 0 + total(&x, S)) { printf("FAIL total\n"); fails++; }
    }
    with (S) {
        int:S *loc[2] = {&z, &x};
        struct view w = {&z, "z"};
        int k;
        for (k = 0; k < 3; k++) *ring[k] += k;
        *loc[0] += 100;
        *w.v -= 50;
        *views[1].v += *views[0].v;
        *loc[1] = *loc[1] * 2;
    }
    for (i = 0; i < N; i++) {
        int add = i == 3 ? -1 : rx[i] + ry[i];
        if ([i]x != 2 * rx[i] || [i]y != ry[i] + 1 + rx[i] || [i]z != rz[i] + add + 2 + 50) {
            printf("FAIL brace %d: %d %d %d\n", i, [i]x, [i]y, [i]z);
            fails++;
        }
    }
    printf("%s %s sizes %d %d\n", views[0].name, views[1].name, (int)(sizeof ring / sizeof ring[0]), (int)sizeof views);
    printf("x: ");
    for (i = 0; i < N; i++) printf("%d ", [i]x);
    printf("\nptrs %s\n", fails ? "FAIL" : "ok");
}
