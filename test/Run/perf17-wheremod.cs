// `where (a % d ...)` with a local int divisor d: the condition's loop takes
// the remainder by a reciprocal computed once before it (cs_fm32 in
// <cstar/lower_arith.h>, session 16 helper perf17) instead of an idiv per
// position. C's rule must hold for every sign and size: the result has the
// sign of a and the magnitude |a| mod |d|. 203 positions hold values from
// INT_MIN to INT_MAX (the extremes, their neighbours, and a spread of
// negative and positive values); 12 divisors (1, +-2, +-7, 10, 65536,
// 1000003, INT_MAX, INT_MIN, -65537, 3); for each, the positions where the
// remainder is -1, 0, 1, above t, below -t, and equal to a parallel value
// are counted and compared with a sequential loop in plain C. A condition
// that calls a function keeps the plain `%` (nothing may change the divisor
// between the reciprocal and the loop). (INT_MIN % -1 is undefined in C: no
// -1 divisor.)
// RUN: %cstar --emit=spmd %s | FileCheck --check-prefix=GEN %s
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// GEN: cs_fm32_init(d)
// GEN: cs_fm32_rem(
// GEN: cs_where_push01
// CHECK: where remainders: 84 counts match
#include <limits.h>
#include <stdio.h>
#define N 203
#define ND 12
#define NC 7
shape [N]S;

static int val(int p) {
    switch (p) {
    case 0: return INT_MIN;
    case 1: return INT_MIN + 1;
    case 2: return INT_MAX;
    case 3: return INT_MAX - 1;
    case 4: return 0;
    case 5: return -1;
    case 6: return 1;
    case 7: return -65536;
    case 8: return 65536 * 3 + 5;
    default: return (p - 110) * 19512347 + (p % 5) * 13; /* about +-1.9e9 */
    }
}
static int one(int x) { return x; }

int main(void)
{
    static const int ds[ND] = {1, 2, -2, 7, -7, 10, 65536, 1000003, INT_MAX, INT_MIN, -65537, 3};
    long got[ND][NC] = {{0}}, want[ND][NC] = {{0}};
    for (int k = 0; k < ND; k++) {
        int d = ds[k];
        int t = d / 3 < 0 ? -(d / 3) : d / 3;
        for (int p = 0; p < N; p++) {
            int a = val(p), r = a % d, q = (p * 7) % 5 - 2;
            want[k][0] += r == -1;
            want[k][1] += r == 0;
            want[k][2] += r == 1;
            want[k][3] += r > t;
            want[k][4] += r < -t;
            want[k][5] += r == q;
            want[k][6] += r == 0;
        }
    }
    with (S) {
        int:S a, q = (pcoord(0) * 7) % 5 - 2;
        for (int p = 0; p < N; p++)
            where (pcoord(0) == p) a = val(p);
        for (int k = 0; k < ND; k++) {
            int d = ds[k];
            int t = d / 3 < 0 ? -(d / 3) : d / 3;
            where (a % d == -1) got[k][0] = += (int:current)1;
            where (a % d == 0) got[k][1] = += (int:current)1;
            where (a % d == 1) got[k][2] = += (int:current)1;
            where (a % d > t) got[k][3] = += (int:current)1;
            where (a % d < -t) got[k][4] = += (int:current)1;
            where (a % d == q) got[k][5] = += (int:current)1;
            where (a % d == one(0)) got[k][6] = += (int:current)1; /* plain % */
        }
    }
    int ok = 0;
    for (int k = 0; k < ND; k++)
        for (int c = 0; c < NC; c++) {
            if (got[k][c] == want[k][c]) ok++;
            else printf("d=%d condition %d: got %ld want %ld\n", ds[k], c, got[k][c], want[k][c]);
        }
    printf("where remainders: %d counts match\n", ok);
    return 0;
}
