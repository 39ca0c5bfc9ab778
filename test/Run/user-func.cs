// Parallel structs and arrays, elemental functions (one with a loop), overloading scalar/parallel, parallel functions under where, pointer to a parallel struct, <math.h> elementally, scalar left index on members/array elements.
// Reference: the plain C program Inputs/user-func.c (arrays and loops).
// RUN: cc -w -o %t.ref %S/Inputs/user-func.c -lm && %t.ref > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#define N 17
shape [N]S;

struct particle { double x, v; int id; };
struct particle:S p;
double:S hist[4];
int:S k;

elemental double sq(double v) { return v * v; }
elemental int collatz_steps(int n)
{
    int s = 0;
    while (n > 1) { n = (n % 2) ? 3 * n + 1 : n / 2; s++; }
    return s;
}

/* overloading: scalar and parallel versions */
double norm(double a, double b) { return sqrt(a * a + b * b); }
double:current norm(double:current a, double:current b) { return sqrt(sq(a) + sq(b)); }

/* parallel function returning parallel, called under where */
double:S step(double:S x, double:S v, double dt)
{
    return x + v * dt;
}

void kick(struct particle:S *pp, double f)
{
    pp->v = pp->v + f * pp->id;
}

int:current fact(int:current n)
{
    int:current r = 1;
    int i;
    for (i = 2; i <= 6; i++)
        where (n >= i) r *= i;
    return r;
}

main()
{
    int j;
    double s;
    with (S) {
        k = pcoord(0);
        p.id = k;
        p.x = k * 0.5;
        p.v = 1.0;
        kick(&p, 0.25);
        where (p.id % 3 == 0)
            p.x = step(p.x, p.v, 2.0);
        for (j = 0; j < 4; j++)
            hist[j] = pow(p.x, (double)j) + fabs(sin(k * 1.0)) * 0;
        printf("sum x %.6f v %.6f\n", += p.x, += p.v);
        printf("sum hist %.6f %.6f %.6f %.6f\n", += hist[0], += hist[1], += hist[2], += hist[3]);
        printf("norm scalar %.6f parallel %.6f\n", norm(3.0, 4.0), += norm(p.x, p.v));
        printf("steps %d max %d\n", += collatz_steps(k + 1), >?= collatz_steps(k + 1));
        printf("fact %d\n", += fact(k % 8));
        printf("floor/ceil %g %g sqrt %.6f exp %.6f abs %d\n", += floor(p.x), += ceil(p.x),
               += sqrt((double:S)k), += exp(-p.x), += abs(k - 8));
        printf("[5]p.x %g [16]hist[2] %g\n", [5]p.x, [16]hist[2]);
        [2]p.x = 99.5;
        [3]hist[1] = -1;
        printf("after %g %g\n", += p.x, += hist[1]);
    }
    return 0;
}
