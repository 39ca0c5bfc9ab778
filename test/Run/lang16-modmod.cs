// `%%` where C needs a constant — a shape's extents (file scope, block scope,
// static), an array size, a case label, a bit-field width, an enumerator —
// and the compound assignment `%%=` on scalars, parallel variables, array
// elements and members (docs/language.md §4).  Every value is checked against
// a floor-division reference (fmod), computed per position by scalar code.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// RUN: not %cstar --emit=spmd -DREDUCE %s 2>&1 | FileCheck --check-prefix=REDUCE %s
// RUN: not %cstar --emit=spmd -DSEND %s 2>&1 | FileCheck --check-prefix=SEND %s
// RUN: not %cstar --emit=spmd -DFLOAT %s 2>&1 | FileCheck --check-prefix=FLOAT %s
// CHECK: extents 6 3 5 x 3 positions 30
// CHECK: block 4 static 3 array 3 enum 2 7 bits 3 case ok
// CHECK: scalar 4 -2 2 once 1
// CHECK: parallel mismatches 0 of 15
// CHECK: element mismatches 0 member 0 left-indexed 2 value 0
#include <stdio.h>
#include <math.h>
#define N (-9)
#define W 17

shape [N %% 7][W %% 5 + 1]S;      /* [5][3] */
shape [-1 %% 6 + 1]T;              /* [6] */
int tab[-7 %% 4];                  /* 1 */
enum { E1 = -8 %% 5, E2 = 14 %% -5 + 8 };
struct bits { unsigned v : 10 %% 7; };

static long fmodl_(long a, long b) { return a - b * (long)floor((double)a / (double)b); }

int count(int n)
{
    shape [n %% 5]B;               /* run-time extent */
    static shape [n %% 4 + 1]Q;     /* made once */
    return positionsof(B) * 10 + positionsof(Q);
}

main()
{
    int i, j, k = -11, bad = 0, calls = 0;
    struct bits b;
    int:S a, d, e[2];
    struct { int f; long g; }:S r;
    b.v = 7;
    printf("extents %d %d %d x %d positions %d\n", positionsof(T), (int)(sizeof tab / sizeof tab[0]) + 2,
           dimof(S, 0), dimof(S, 1), positionsof(S) * 2);
    printf("block %d static %d array %d enum %d %d bits %d case ", count(14) / 10, count(14) % 10,
           (int)sizeof(char[W %% -4 + 6]), E1, E2, (int)b.v % 4);
    switch (9) {
    case 19 %% 10: printf("ok\n"); break;
    default: printf("wrong\n");
    }
    k %%= 5;                        /* -11 -> 4 */
    j = 7;
    j %%= -3;                       /* -2 */
    i = 12;
    printf("scalar %d %d %d", k, j, (i %%= 5));
    i = 0;
    k = 3;
    k %%= (calls++, 2);            /* the right operand once */
    printf(" once %d\n", calls);
    with (S) {
        a = pcoord(0) * 7 - 13 * pcoord(1) - 4;
        d = pcoord(1) + 2;
        where (d == 3) d = -3;
        e[0] = a;
        e[1] = a + 100;
        r.f = a;
        r.g = a;
        a %%= d;
        e[1] %%= -4;
        r.g %%= d + 10;
        where (pcoord(0) > 2) r.f %%= 6;
        [4][2]a %%= 3;               /* a scalar left-indexed element */
        for (i = 0; i < 5; i++)
            for (j = 0; j < 3; j++) {
                long v = i * 7 - 13 * j - 4, dv = j + 2 == 3 ? -3 : j + 2;
                long want = (i == 4 && j == 2) ? fmodl_(fmodl_(v, dv), 3) : fmodl_(v, dv);
                bad += [i][j]a != want;
                bad += [i][j]e[1] != fmodl_(v + 100, -4);
                bad += [i][j]r.g != fmodl_(v, dv + 10);
                bad += [i][j]r.f != (i > 2 ? fmodl_(v, 6) : v);
            }
        printf("parallel mismatches %d of %d\n", bad, positionsof(S));
        bad = 0;
        e[0] = pcoord(0) - pcoord(1) * 4;
        e[e[0] > 0] %%= 3;            /* a parallel element index */
        for (i = 0; i < 5; i++)
            for (j = 0; j < 3; j++) {
                long v = i - j * 4;
                bad += v > 0 ? [i][j]e[1] != fmodl_(i * 7 - 13 * j - 4 + 100, -4) %% 3 || [i][j]e[0] != v
                             : [i][j]e[0] != fmodl_(v, 3);
            }
        printf("element mismatches %d member %d left-indexed %d", bad, += (r.g >= d + 10), [4][2]a);
        printf(" value %d\n", += ((a %%= 1) != 0));
    }
#ifdef REDUCE
    with (S) k %%= a;
    // REDUCE: lang16-modmod.cs:[[@LINE-1]]:16: error: '%%=' of a parallel value into a scalar would be a reduction
#endif
#ifdef SEND
    with (S) [d][d]a %%= a;
    // SEND: lang16-modmod.cs:[[@LINE-1]]:22: error: this compound assignment cannot combine colliding sends
#endif
#ifdef FLOAT
    { double:S x; with (S) x %%= 2; }
    // FLOAT: lang16-modmod.cs:[[@LINE-1]]:{{[0-9]+}}: error:
#endif
}
