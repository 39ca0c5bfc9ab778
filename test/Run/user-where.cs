// where/else nesting (3 deep), else-where chains, everywhere inside a called function, a parallel function returning under the caller's mask, pointer-to-parallel parameters, count of active positions.
// Reference: the plain C program Inputs/user-where.c (arrays and loops).
// RUN: cc -w -o %t.ref %S/Inputs/user-where.c -lm && %t.ref > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
#include <stdio.h>
#define N 23
shape [N]S;
int:S x, y, z;
double:S d;

/* everywhere inside a called function: all positions, whatever the caller's where */
void fill_all(int:current *p, int v)
{
    everywhere *p = v;
}

int count_active()
{
    int:current one = 1;
    return += one;
}

int:current clamp(int:current v, int lo, int hi)
{
    int:current r = v;
    where (v < lo) r = lo;
    else where (v > hi) r = hi;
    return r;
}

void show(const char *name, int:S *p)
{
    int i;
    printf("%s:", name);
    for (i = 0; i < N; i++) printf(" %d", [i]*p);
    printf("\n");
}

main()
{
    int c1, c2, c3, c4;
    with (S) {
        x = pcoord(0);
        y = 0; z = -1;
        where (x % 2 == 0) {
            y = 1;
            where (x % 3 == 0) {
                y = 2;
                c1 = count_active();
                fill_all(&z, 7);
                c2 = count_active();
            } else {
                y = 3;
                where (x > 10) y = 4;
            }
        } else where (x < 10) {
            y = -x;
            c3 = count_active();
        } else {
            y = x * 100;
            everywhere { c4 = count_active(); }
        }
        d = x;
        where (d > 5.5) where (d < 15.5) d = d / 2;
        z += clamp(x, 4, 12);
        where (x & 1) x = clamp(x, 8, 9);
    }
    printf("c %d %d %d %d\n", c1, c2, c3, c4);
    show("x", &x); show("y", &y); show("z", &z);
    with (S) printf("d sum %g\n", += d);
    return 0;
}
