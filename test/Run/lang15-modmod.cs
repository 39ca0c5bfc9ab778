// `a %% b` is C*'s modulus: the result takes the sign of the divisor (it lies
// in 0 .. b-1 for b > 0), unlike C's `%`, so `[(. - 1 + N) %% N]` and
// `[(. - 1) %% N]` both wrap around a torus.  It binds like `*`, `/` and `%`,
// works in scalar and parallel code and evaluates each operand once.
// Each result is compared with a floor-division reference computed per position.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// RUN: not %cstar --emit=spmd -DBAD %s 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: not %cstar --emit=spmd -DCONST %s 2>&1 | FileCheck --check-prefix=CONST %s
// CHECK: scalar 2 3 -2 -3 0 1
// CHECK: parallel mismatches 0 of 77
// CHECK: long mismatches 0
// CHECK: rotate 6 0 1 2 3 4 5
// CHECK: once 1 precedence 7
// CHECK: macros 3 0 3 6 ring 0
// CHECK: file scope 2 2
// BAD: lang15-modmod.cs:[[@LINE+51]]:{{[0-9]+}}: error: invalid operand of '%%' (have 'double'): the modulus takes integer operands
#include <stdio.h>
#include <math.h>
#define N 7
#define MOD(a, b) ((a) %% (b))
#define WRAP(i) MOD(i, N)
shape [N]ring;
shape [7][11]G;

int fm = 10 %% 4;                   /* a file-scope constant */
static const int fq = -3 %% 5;
#ifdef CONST
int next(void);
void vla(void) { int t[next() %% 4]; t[0] = 1; }
// CONST: lang15-modmod.cs:[[@LINE-1]]:24: error: '%%' with an operand that calls a function or has side effects is not supported in an array size, a case label or a bit-field width
#endif

static long floormod(long a, long b) { return a - b * (long)floor((double)a / (double)b); }

main()
{
    int:G a, b, m;
    long:G la;
    int:ring v, w;
    int bad = 0, i, j, k = 0;
    printf("scalar %d %d %d %d %d %d\n", 7 %% 5, -7 %% 5, 8 %% -5, -8 %% -5, -10 %% 5, 2 * 3 %% 5);
    with (G) {
        a = pcoord(1) - 5;
        b = pcoord(0) - 3;
        where (b == 0) b = 4;
        m = a * 3 %% b;
        for (i = 0; i < 7; i++)
            for (j = 0; j < 11; j++)
                bad += [i][j]m != floormod((j - 5) * 3, i == 3 ? 4 : i - 3);
        printf("parallel mismatches %d of %d\n", bad, positionsof(G));
        la = (long)a * 1000000007L;
        printf("long mismatches %d\n", += ((la %% 13) != ((la % 13) + 13) % 13));
    }
    with (ring) {
        v = pcoord(0);
        w = [(. - 1) %% N]v;
        printf("rotate");
        for (i = 0; i < N; i++) printf(" %d", [i]w);
        printf("\n");
        v = v %% (k++ + 3);
        printf("once %d precedence %d\n", k, 1 + 20 %% 7 + 0 * 2);
        w = [WRAP(. + 1)]v;
        printf("macros %d %d %d %d ring %d\n", MOD(-7, 5), -7 %% 5 %% 3, - 7 %% 5, WRAP(-1), [N - 1]w);
    }
    printf("file scope %d %d\n", fm, fq);
#ifdef BAD
    printf("%f\n", 2.5 %% 2);
#endif
}
