// Everyday C on parallel values: typedef'd parallel type, parallel struct of shorts, union, bool,
// char arrays, file-scope initializer, ++/--, <<= %= |= ^= >>, ?:, macros, switch/break in with,
// the thesis's foo(y[0], y[1]) under where, recursion on a parallel value, sizeof/boolsizeof.
// Reference: the plain C program Inputs/user-lang.c (arrays and loops).
// RUN: cc -w -o %t.ref %S/Inputs/user-lang.c -lm && %t.ref > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
#include <stdio.h>
#include <stdlib.h>
#define N 12
#define ABS(x) ((x) < 0 ? -(x) : (x))
shape [3][4]S;
typedef int:S pint;
typedef struct { short lo, hi; } range;
union bits { float f; unsigned u; };

pint a, b;
int:S init3 = 3;
double:S y[3];
range:S r;
union bits:S ub;
bool:S flag;
char:S name[8];

double:S foo(double:S p, double:S q)  /* the thesis's foo */
{
    return p * 2 + q;
}

int:current tri(int:current n)        /* recursion on a parallel value */
{
    int:current r = 0;
    if (|= (n > 0)) {
        where (n > 0) r = n + tri(n - 1);
    }
    return r;
}

main()
{
    int i, s;
    with (S) {
        a = pcoord(0) * 4 + pcoord(1);          /* 0..11 */
        b = a++;                                /* b = old a */
        ++a; a--;                               /* a = old + 1 */
        b <<= 2; b %= 7; b |= 1;
        b ^= a >> 1;
        y[0] = a; y[1] = b; y[2] = 0;
        where (a % 3 != 0) y[2] = foo(y[0], y[1]);
        r.lo = (short:S)(a - 6); r.hi = (short:S)(a * 100);
        ub.f = (float:S)a;
        flag = ABS(r.lo) > 3;
        s = 0;
        for (i = 0; i < 8; i++) name[i] = (char:S)('a' + (a + i) % 26);
        name[7] = 0;
        switch (N % 5) {
        case 2:
            where (flag) a = -a;
            break;
        default:
            a = 0;
        }
        for (i = 0; i < 100; i++) {
            if (i == 3) break;
            where (a > 0) a += i;
        }
        init3 *= a > 0 ? 2 : 3;
        printf("a:"); for (i = 0; i < N; i++) printf(" %d", [i / 4][i % 4]a); printf("\n");
        printf("b:"); for (i = 0; i < N; i++) printf(" %d", [i / 4][i % 4]b); printf("\n");
        printf("y2 %g lo %d hi %d\n", += y[2], += r.lo, += r.hi);
        printf("bits %u flag %d init3 %d\n", ^= ub.u, += flag, += init3);
        printf("cond %d tri %d\n", += (a > 5 ? b : -b), += tri(pcoord(1) + 1));
        printf("sizes %d %d %d\n", (int)sizeof(a), (int)boolsizeof(flag), (int)sizeof(r));
        printf("name[1][2] %s %c\n", "x", [1][2]name[3]);
    }
    return 0;
}
