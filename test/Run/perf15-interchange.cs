// Loop interchange (docs/compiler.md "Loop interchange"): a scalar `for`
// whose body is only elementwise statements runs inside one pass over the
// positions.  The results must equal the statements run in source order
// (every position for k = 0, then every position for k = 1, ...), which the
// plain C reference does literally; loops that must not be interchanged
// (communication in the body, a scalar write, a side effect in the
// condition, a scalar call hoisted per statement) give the same results too.
// 50 positions, all values exact in binary.
// RUN: cc %S/Inputs/perf15_interchange_ref.c -o %t.ref && %t.ref > %t.expected
// RUN: %crun -n 1 %s > %t.1 && diff %t.expected %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.expected %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.expected %t.3
#include <stdio.h>
#define N 50
shape [N]S;
struct rec { int id; double v[24]; };
int g, ticks, calls;

int tick(void) { return ++ticks; }
int lim(void) { calls++; return 4; }

int main(void)
{
    int k, m, j;
    double t = 0, u = 0;
    with (S) {
        int:S i = pcoord(0);
        struct rec:S r;
        double:S a[16], b[4][5], x;
        int:S c[3];
        /* a struct filled by a declared counter, with a neighbour statement */
        r.id = i;
        for (int q = 0; q < 24; q++) r.v[q] = i + q * 0.5 + 3;
        /* counters declared outside (final values printed), a where inside */
        for (k = 0; k < 16; k++) { a[k] = i * 16 + k; where (i % 3 == 0) a[k] = -a[k]; }
        for (g = 2; g < 5; g++) a[g] += 1;
        /* a dependence within one position: kept in order per position */
        for (m = 0; m < 15; m++) a[m] = a[m + 1] + m;
        /* nested loops */
        for (int p = 0; p < 4; p++)
            for (int q = 0; q < 5; q++) b[p][q] = p * q + i;
        /* stepping down, a comma increment */
        for (k = 15, j = 0; k >= 0; k -= 2, j++) a[k] = a[k] * 2 + j;
        t = 0;
        for (int q = 0; q < 24; q++) t += r.v[q] * (q + 1);
        t += r.id;
        printf("rec %.1f\n", t);
        t = 0;
        for (int q = 0; q < 16; q++) t += a[q] * (q % 5 + 1) * (i % 7 + 1);
        for (int p = 0; p < 4; p++)
            for (int q = 0; q < 5; q++) t += b[p][q] * (p + q + 1);
        printf("arrays %.1f k=%d g=%d m=%d j=%d\n", t, k, g, m, j);

        /* not interchanged: communication in the body (each step reads the
         * neighbour's value of the step before) */
        x = i;
        for (k = 0; k < 3; k++) x = [(pcoord(0) + 1) % N]x + k;
        t = 0;
        t += x * (i + 1);
        printf("comm %.1f k=%d\n", t, k);
        /* not interchanged: a reduction (scalar write) in the body */
        u = 0;
        for (k = 0; k < 4; k++) { x = x + k; u += x; }
        printf("reduce %.1f\n", u);
        /* not interchanged: the condition calls a function with a side effect */
        for (k = 0; k < lim(); k++) x = x * 2;
        t = 0;
        t += x;
        printf("cond %.1f calls=%d\n", t, calls);
        /* not interchanged: a scalar call, once per statement */
        for (k = 0; k < 3; k++) c[k] = tick() + i * 0;
        t = 0;
        for (int q = 0; q < 3; q++) t += c[q] * (q + 1);
        printf("tick %.1f ticks=%d\n", t, ticks);
    }
    return 0;
}
