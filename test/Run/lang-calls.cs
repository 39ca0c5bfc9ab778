// Calls: a parallel parameter is passed by value (a callee assigning to it
// must not change the caller's variable: bug fixed, it did), `everywhere`
// inside a callee under the caller's `where`, a shape-returning function with a
// block-scope shape of run-time extent, `[k](*p)` through a pointer, a reduction
// in a `do ... while (|= ...)` condition, `int t = += pcoord(0);` as an
// initializer; elemental functions on struct (typedef) values, scalar/parallel
// overloads, <math.h> elementally; an elemental function given `&x` of parallel
// variables gets each position's element (`swap(&x, &y)` under a where swapped
// only one element per rank before the fix), also `modf(v, &ip)`.
// Expected values computed by hand.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
#include <stdio.h>
#define N 8
shape [N]S;
int:S a, b;

shape mk(n)
{
    shape [n]T;
    return T;
}

void modify(int:S v) { v = 99; printf("in %d\n", += v); }

void neg_all(int:current *p) { everywhere *p = -*p; }

void calls()
{
    int i, s;
    shape R;
    with (S) {
        int t = += pcoord(0);
        int:S *p = &a;
        a = pcoord(0) - 3;
        b = a > 0 ? a : a < -1 ? -a * 10 : 7;
        s = 0;
        s += [.+1]a * a;
        printf("t %d s %d g %d\n", t, s, [2]a + [N - 1]a);
        modify(a);
        printf("a %d\n", += a);
        where (a > 0) neg_all(&b);
        for (i = 0; i < N; i++) printf("%d ", [i]b); printf("\n");
        printf("pi %d %d\n", [N - 1 - 2](*p), [3]*p);
        i = 0;
        do { where (a != 0) a -= (a > 0) - (a < 0); i++; } while (|= (a != 0));
        printf("loops %d\n", i);
    }
    R = mk(5);
    with (R) printf("R %d %d\n", positionsof(R), += pcoord(0));
    R = mk(3);
    with (R) { int:current z = 2; printf("R %d %d\n", positionsof(current), += z); }
}

#include <math.h>
#define M 6
shape [M]Q;
typedef struct { double re, im; } cplx;
cplx:Q z;
double:Q r;

elemental double mag(cplx c) { return sqrt(c.re * c.re + c.im * c.im); }
elemental cplx mul(cplx a, cplx b)
{
    cplx c;
    c.re = a.re * b.re - a.im * b.im;
    c.im = a.re * b.im + a.im * b.re;
    return c;
}
elemental int sign(double v) { return v > 0 ? 1 : v < 0 ? -1 : 0; }

int:current twice(int:current v) { return v * 2; }
int twice(int v) { return v * 2 + 1000; }


void elem()
{
    int i;
    with (Q) {
        int:Q k = pcoord(0);
        z.re = pcoord(0) - 2.0;
        z.im = 1.0;
        z = mul(z, z);
        r = mag(z);
        for (i = 0; i < M; i++) printf("%g %g %.4f %d\n", [i]z.re, [i]z.im, [i]r, [i]k);
        printf("tw %d %d %d\n", += twice(k), twice(3), += twice((int:Q)r));
        where (k & 1) z = mul(z, z);
        printf("zsum %g %g\n", += z.re, += z.im);
        r = fabs(z.re) + floor(r) + pow(2.0, (double:Q)k) + fmod(r, 2.0);
        printf("r %.6f\n", += r);
    }
}

shape [5]P;
int:P x, y;
elemental void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
elemental int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
void swaps()
{
    int i;
    with (P) {
        double:P fr, ip;
        x = pcoord(0); y = 10 - pcoord(0);
        where (x & 1) swap(&x, &y);
        x = clampi(x, 2, 7);
        for (i = 0; i < 5; i++) printf("%d %d\n", [i]x, [i]y);
        fr = modf(pcoord(0) * 1.25, &ip);
        printf("modf %g %g\n", += fr, += ip);
    }
}

int main()
{
    calls();
    elem();
    swaps();
    return 0;
}
// CHECK: t 28 s 28 g 3
// CHECK-NEXT: in 792
// CHECK-NEXT: a 4
// CHECK-NEXT: -30 -20 -7 -7 -1 -2 -3 -4
// CHECK-NEXT: pi 2 0
// CHECK-NEXT: loops 4
// CHECK-NEXT: R 5 10
// CHECK-NEXT: R 3 6
// CHECK-NEXT: 3 -4 5.0000 0
// CHECK-NEXT: 0 -2 2.0000 1
// CHECK-NEXT: -1 0 1.0000 2
// CHECK-NEXT: 0 2 2.0000 3
// CHECK-NEXT: 3 4 5.0000 4
// CHECK-NEXT: 8 6 10.0000 5
// CHECK-NEXT: tw 30 1006 50
// CHECK-NEXT: zsum 25 96
// CHECK-NEXT: r 134.000000
// CHECK-NEXT: 2 10
// CHECK-NEXT: 7 1
// CHECK-NEXT: 2 8
// CHECK-NEXT: 7 3
// CHECK-NEXT: 4 6
// CHECK-NEXT: modf 1.5 11
