// The float and long double <math.h> functions (sqrtf, fabsf, sinf, expl, ...)
// are elemental like the double ones: glibc makes their names by token pasting,
// and they were taken for scalar library functions ("parallel argument passed
// to 'fabsf'").  Each result is compared with the scalar loop over the positions.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: float mismatches 0 of 13
// CHECK: long double mismatches 0 of 13
// CHECK: heat max 2.5000
#include <stdio.h>
#include <math.h>
#define N 13
shape [N]S;

main()
{
    float:S x, y;
    long double:S lx, ly;
    float ref[N], d;
    long double lref[N];
    int i, bad;
    with (S) {
        x = (pcoord(0) - 6) * 0.75f;
        y = sqrtf(fabsf(x)) + sinf(x) * expf(-fabsf(x)) + floorf(x * 2.5f) + fmaxf(x, 0.5f);
        lx = x;
        ly = sqrtl(fabsl(lx)) + cosl(lx) + powl(2.0L, lx);
        for (i = 0; i < N; i++) {
            float v = (i - 6) * 0.75f;
            long double lv = v;
            ref[i] = sqrtf(fabsf(v)) + sinf(v) * expf(-fabsf(v)) + floorf(v * 2.5f) + fmaxf(v, 0.5f);
            lref[i] = sqrtl(fabsl(lv)) + cosl(lv) + powl(2.0L, lv);
        }
        bad = 0;
        for (i = 0; i < N; i++) bad += [i]y != ref[i];
        printf("float mismatches %d of %d\n", bad, N);
        bad = 0;
        for (i = 0; i < N; i++) bad += [i]ly != lref[i];
        printf("long double mismatches %d of %d\n", bad, N);
        where (pcoord(0) < N - 1)
            d = >?= fabsf(x - [.+1]x);   /* a reduction over a float math call */
        printf("heat max %.4f\n", d * 2 + 1);
    }
}
