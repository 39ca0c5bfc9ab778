// Consecutive reductions fused into one pass (floating sums fed in chunks,
// straight from storage or through a buffer, with min/max and integer folds),
// under no where, a where, and a caller's unknown context; a reduction whose
// operand reads an earlier reduction's scalar is not fused; a where/else
// fused with its neighbours.  5600 positions: several fold chunks and blocks.
// All values are exact in binary, so a plain C loop is the reference.
// RUN: cc %S/Inputs/fold_ref.c -o %t.ref && %t.ref > %t.expected
// RUN: %crun -n 1 %s > %t.1 && diff %t.expected %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.expected %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.expected %t.3
#include <stdio.h>
shape [70][80]S;
double:S a, x, y, z;
float:S f;
int:S k;

void group(double:S v, int:S w)     /* the caller's context: a where */
{
    double s = 0, lo = 1e9, hi = -1e9;
    long n = 0;
    s += v * 0.5;
    lo <?= v;
    hi >?= v;
    n += w;
    printf("function: %.4f %.4f %.4f %ld\n", s, lo, hi, n);
}

main()
{
    double s = 0, lo = 1e9, hi = -1e9, t = 0, u = 0, e = 7, m = 5, p = 1;
    float fs = 0;
    long n = 0;
    with (S) {
        a = ((pcoord(0) * 80 + pcoord(1)) % 37) * 0.25 - 3;
        f = (pcoord(0) * 80 + pcoord(1)) % 11;
        k = (pcoord(0) * 80 + pcoord(1)) * 7 % 101;
        s += a * 2;
        lo <?= a + 1;
        hi >?= a - 1;
        n += k;
        fs += f;
        printf("all: %.4f %.4f %.4f %ld %.1f\n", s, lo, hi, n, fs);
        where (k > 50) {
            s += a;
            lo <?= a * 3;
            n -= k;
            p *= (k % 3 == 0 ? 2.0 : 1.0);
        }
        printf("where: %.4f %.4f %ld %.1f\n", s, lo, n, p);
        t += a;
        u += a * t;
        printf("dependent: %.4f %.4f\n", t, u);
        where (k > 1000) {
            e += a;
            m <?= a;
        }
        printf("none active: %.4f %.4f\n", e, m);
        x = a + 1;
        where (k > 50)
            y = x;
        else
            y = -x;
        z = y * 2;
        s = 0;
        s += z;
        printf("where/else: %.4f\n", s);
        where (pcoord(1) < 40)
            group(a, k);
    }
}
