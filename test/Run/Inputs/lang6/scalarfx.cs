/* Input of test/Run/lang6-apps2.test.
 * Scalar code with side effects inside parallel statements, as C* defines it:
 * a scalar operand is evaluated once and its value promoted to every position
 * (counter++, a call of a scalar function that counts its calls, one that runs
 * a reduction itself, one given pointers to parallel variables, rand(), an
 * assignment used as a value, a scalar index
 * with ++ into a parallel array), also under where and in the arms of ?: with a
 * parallel condition.  The counts must not depend on the rank count. */
#include <stdio.h>
#include <stdlib.h>
#define N 13

shape [N]S;
int:S x, y, z, w, arr[4];
int counter, calls, ptr_calls;
int fails;

int next_id() { return ++calls; }

/* scalar functions given pointers to parallel variables: one call each */
int total(int:void *vp)
{
    int s = 0;
    ptr_calls++;
    with (shapeof(*vp)) s += *(int:current *)vp;
    return s;
}
int first(int:S *p) { ptr_calls++; return [0]*p; }

/* a scalar function that does parallel work of its own: a collective */
int active_count()
{
    int n = 0;
    calls++;
    n += (int:current)1;
    return n;
}

main()
{
    int i, k = 0, r1, v;
    srand(7);
    with (S) {
        x = pcoord(0);
        y = x + counter++;                    /* counter 1, y = x + 0 */
        y = y + next_id() * 100;              /* calls 1 */
        where (x > 4) z = active_count();     /* calls 2, z = 8 where active */
        arr[k++] = x;                         /* arr[0] = x, k = 1 */
        arr[k++] = x * 2;                     /* arr[1] = 2x, k = 2 */
        v = rand() % 1000;
        srand(7);
        x = x + rand() % 1000;                /* one draw, the same for all */
        where (x > 10000) y = counter++;      /* no active position: still once, counter 2 */
        z = x > v + 6 ? (counter += 10) : z;  /* counter 12 */
        for (i = 0; i < 2; i++, counter++) y = y + 1;   /* counter 14 */
        w = pcoord(0) + total(&z) + first(&y) * 1000;      /* two calls, not one per position */
    }
    r1 = v;
    if (counter != 14 || calls != 2 || k != 2 || ptr_calls != 2) {
        printf("FAIL counts %d %d %d %d\n", counter, calls, k, ptr_calls);
        fails++;
    }
    for (i = 0; i < N; i++) {
        int wz = i + r1 > r1 + 6 ? 12 : (i > 4 ? N - 5 : 0);
        int zt = 0, j;
        for (j = 0; j < N; j++) zt += j + r1 > r1 + 6 ? 12 : (j > 4 ? N - 5 : 0);
        if ([i]w != i + zt + 102 * 1000) { printf("FAIL w %d: %d\n", i, [i]w); fails++; }
        if ([i]x != i + r1 || [i]y != i + 100 + 2 || [i]z != wz || [i]arr[0] != i || [i]arr[1] != 2 * i) {
            printf("FAIL %d: x %d y %d z %d arr %d %d\n", i, [i]x, [i]y, [i]z, [i]arr[0], [i]arr[1]);
            fails++;
        }
    }
    printf("counter %d calls %d k %d\n", counter, calls, k);
    printf("scalarfx %s\n", fails ? "FAIL" : "ok");
}
