// Parallel parameters and results, current-shaped functions, the caller's
// context passed in, elemental functions, math functions elementally, scalar
// control flow and early exits inside with/where, prand independence.
// Reference: Inputs/functions_ref.c.
// RUN: cc %S/Inputs/functions_ref.c -o %t.ref -lm && %t.ref > %t.expected
// RUN: %crun -n 1 %s > %t.1 && diff %t.expected %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.expected %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.expected %t.3
#include <stdio.h>
#include <math.h>
shape [20]S;
double:S x, y;
int:S m;

elemental double sq(double v) { return v * v; }
elemental int clampi(int v, int lo, int hi) { if (v < lo) return lo; if (v > hi) return hi; return v; }

double:current twice(double:current a) { return a * 2; }
int count_active(void) { int:current one = 1; return += one; }
void scale(double:current *p, double f) { *p *= f; }
double total(double:S v) { return += v; }

int first_over(int limit) {
    with (S) {
        int i;
        for (i = 0; i < 20; i++)
            if ([i]m > limit) return i;   /* leaves the with */
    }
    return -1;
}

int main(void) {
    int i, n = 0;
    with (S) {
        x = pcoord(0) + 1.0;               /* 1..20 */
        y = twice(x) + sq(x);              /* 2x + x^2 */
        m = clampi((int)y, 10, 300);
        printf("%.3f %.3f %d\n", total(y), += sqrt(x), += m);
        where (x > 10) {
            printf("%d\n", count_active());
            scale(&y, 0.5);
            y = twice(y + 1);
        }
        printf("%.3f\n", += y);
        for (i = 0; i < 3; i++) {
            if (i == 1) continue;
            n += i;
            while (1) { n++; break; }
        }
        switch (n) { case 4: n = 40; break; default: n = -1; }
        printf("n %d first %d\n", n, first_over(100));
        where (x > 5) {
            x = floor(pow(x, 1.5)) + fabs(-x);
            if (n > 0) printf("inner %.1f\n", += x);
        }
    }
    printf("after %d\n", first_over(1000));
    return 0;
}
