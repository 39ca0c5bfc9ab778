/* Functions that take a shape parameter, make it current with `with`, and
   return scalar results; a parallel function of shape current called inside
   them; a function returning a parallel value built with an everywhere inside
   a where (the callee reads inactive neighbours).  Checked against C. */
#include <stdio.h>
shape [10]A;
shape [3][5]B;
int:current ramp(int k)
{
    int:current r;
    r = pcoord(0) * k + (rankof(current) > 1 ? pcoord(1) : 0);
    return r;
}
int count_over(shape s, int lim)
{
    int c = 0;
    with (s) {
        int:current x = ramp(3);
        where (x > lim) c = += (int:current)1;
    }
    return c;
}
long weighted(shape s)
{
    long w = 0;
    with (s)
        w += (long:current)ramp(2) * (pcoord(0) + 1);
    return w;
}
/* neighbour sum on a 1-D shape: inside the caller's where, everywhere makes
   the inactive positions' values readable (they are stored data). */
int:current nbsum(int:current v)
{
    int:current t = 0;
    everywhere t = v;
    return [.-1]t + [.+1]t;
}
int main()
{
    int bad = 0, i, j, lim;
    for (lim = -1; lim < 30; lim += 7) {
        int ra = 0, rb = 0;
        for (i = 0; i < 10; i++) ra += 3 * i > lim;
        for (i = 0; i < 3; i++) for (j = 0; j < 5; j++) rb += 3 * i + j > lim;
        if (count_over(A, lim) != ra || count_over(B, lim) != rb) { bad++; printf("count %d\n", lim); }
    }
    {
        long ra = 0, rb = 0;
        for (i = 0; i < 10; i++) ra += 2L * i * (i + 1);
        for (i = 0; i < 3; i++) for (j = 0; j < 5; j++) rb += (2L * i + j) * (i + 1);
        if (weighted(A) != ra || weighted(B) != rb) { bad++; printf("weighted\n"); }
    }
    with (A) {
        int:A v = pcoord(0) * pcoord(0), r = -7;
        int ref[10];
        where (pcoord(0) % 3 == 0) r = nbsum(v);
        for (i = 0; i < 10; i++) {
            int e = i % 3 == 0 ? (i > 0 ? (i-1)*(i-1) : 0) + (i < 9 ? (i+1)*(i+1) : 0) : -7;
            ref[i] = e;
            if ([i]r != ref[i]) { bad++; printf("nbsum %d %d %d\n", i, [i]r, ref[i]); }
        }
    }
    printf("shapefn bad %d\n", bad);
    return 0;
}
