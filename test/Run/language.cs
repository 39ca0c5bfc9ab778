// Issue 3's expression and function forms in K&R / C* Programming Guide
// style: implicit int, an old-style definition, `?:` with a parallel
// condition, comma, ++/--, -= and /= reductions, zero-active reductions
// (s OP= p leaves s; unary forms give the identity), math functions and an
// elemental function elementwise, current-shaped parameters and results, an
// `int:void *` parameter cast back to its shape, a pointer to a parallel
// variable, bool and boolsizeof, a parallel cast.  Reference: Inputs/language_ref.c.
// RUN: cc %S/Inputs/language_ref.c -o %t.ref -lm && %t.ref > %t.expected
// RUN: %crun -n 1 %s > %t.1 && diff %t.expected %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.expected %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.expected %t.3
#include <stdio.h>
#include <math.h>
shape [4][4]grid;
int:grid a, b;
double x:grid;
bool:grid flag;
static count;

twice(v)
int v;
{
    return v * 2;
}

int:current sq(int:current v)
{
    return v * v;
}

elemental double half(double d) { return d / 2; }

int total(int:void *p)
{
    int s;
    with (grid) s = += *(int:grid *)p;
    return s;
}

void bump(int:current *p) { *p += 1; }

main()
{
    int s, t;
    double d;
    with (grid) {
        a = pcoord(0) * 4 + pcoord(1);
        b = a % 3 == 0 ? a : -a;
        printf("?: %d\n", += b);
        b = (a++, a + 1);
        printf("comma/++ %d %d\n", += b, += a);
        a--;
        --a;
        ++a;
        printf("-- %d\n", += a);
        s = 100; s -= a; printf("-= %d\n", s);
        d = 1e6; x = a + 1; d /= x; printf("/= %.6e\n", d);
        where (a > 100) { s = 5; s += a; t = 9; t <?= a; }
        printf("zero %d %d %d %d\n", s, t, += (a > 100 ? a : 0), <?= (a > 100 ? a : 0));
        where (a > 100) printf("unary zero %d %d %d %d\n", += a, <?= a, >?= a, *= a);
        x = sqrt((double)a) + half(x) + pow(2.0, (double)pcoord(1));
        printf("math %.4f\n", += x);
        b = sq(a);
        printf("sq %d\n", += b);
        printf("void* %d\n", total(&a));
        bump(&a);
        printf("bump %d\n", += a);
        flag = a > 8;
        printf("bool %d %d\n", += flag, (int)boolsizeof(flag));
        b = (int:grid)x;
        printf("cast %d\n", += b);
        printf("twice %d\n", twice(3));
        count++;
    }
    printf("count %d\n", count);
}
