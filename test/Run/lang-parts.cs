// The address of a part of a parallel variable (`&b.x`, `&b.hist[1]`, `&a[0]`)
// as a function argument: user functions taking `double:S *` / `int:current *`
// (also under `where`) and `<cscomm.h>` destinations (`from_grid(&a[0], ...)`,
// `scan` results into members).  The part is copied into a temporary before the
// call and back after it.  Reference: Inputs/lang-parts.c (plain C).
// RUN: cc -w %S/Inputs/lang-parts.c -o %t.ref && %t.ref > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
#include <stdio.h>
#include <cscomm.h>
#define N 9
struct body { double x, v; int id; int hist[2]; };
shape [N]S;
struct body:S b;

void step(double:S *px, double:S *pv, double dt)
{
    *px += *pv * dt;
    where (*px > 4.0) *pv = -*pv;
}

void inc(int:current *p) { *p += 1; }

void bodies()
{
    int i, t;
    with (S) {
        b.id = pcoord(0);
        b.x = b.id * 0.5;
        b.v = 1.0 - b.id * 0.25;
        for (t = 0; t < 3; t++) step(&b.x, &b.v, 0.5);
        where (b.id % 2) inc(&b.hist[1]);
        inc(&b.hist[0]);
        scan(b.id, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        b.hist[0] = scan(b.hist[1], 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        for (i = 0; i < N; i++)
            printf("%d %.3f %.3f %d %d\n", [i]b.id, [i]b.x, [i]b.v, [i]b.hist[0], [i]b.hist[1]);
    }
}

#define R 5
#define C 7
shape [R][C]grid;
double:grid t, tn;
int:grid a[3];
struct pt { int x, y; };
struct pt:grid q;

void show(double:grid *p)
{
    int i, j;
    for (i = 0; i < R; i++) {
        for (j = 0; j < C; j++) printf(" %6.3f", [i][j]*p);
        printf("\n");
    }
}

void heat()
{
    int it, i, j;
    with (grid) {
        t = 0;
        where (pcoord(0) == 0) t = 100.0;
        where (pcoord(1) == C - 1) t = 50.0;
        for (it = 0; it < 4; it++) {
            tn = t;
            where (pcoord(0) > 0 && pcoord(0) < R - 1 && pcoord(1) > 0 && pcoord(1) < C - 1)
                tn = 0.25 * ([.-1][.]t + [.+1][.]t + [.][.-1]t + [.][.+1]t);
            t = tn;
        }
        show(&t);
        a[0] = pcoord(0); a[1] = pcoord(1); a[2] = a[0] * 10 + a[1];
        q.x = a[1]; q.y = a[0];
        [q.x % R][q.y]a[2] += 1000;
        [.][.+1]a[1] = a[2];
        from_grid(&a[0], a[2], -1, 1, 1);
        for (i = 0; i < R; i++) { for (j = 0; j < C; j++) printf(" %d:%d:%d", [i][j]a[0], [i][j]a[1], [i][j]a[2]); printf("\n"); }
        q.x = [.+1][.-1]q.y + [.][.]q.x;
        printf("qx %d\n", += q.x);
        tn = spread(t, 0, CMC_combiner_max);
        printf("sp %g\n", += tn);
        printf("cnt %d\n", += (t > 10.0));
    }
}

int main()
{
    bodies();
    heat();
    return 0;
}
