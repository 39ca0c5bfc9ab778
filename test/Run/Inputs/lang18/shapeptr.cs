/* Pointers to shapes chosen at run time: a table of shapes, a shape pointer
   walked over it, parallel variables declared with `int:(*sp)`, and
   positionsof/rankof/dimof through the pointer; shapeof of a T:void * . */
#include <stdio.h>
shape [12]line;
shape [3][4]grid;
shape [2][2][3]cube;
shape *table[3] = {&line, &grid, &cube};
long total(int:void *p)
{
    long t = 0;
    with (shapeof(*p))
        t += *(int:current *)p;
    return t;
}
int main()
{
    int bad = 0, k, a;
    for (k = 0; k < 3; k++) {
        shape *sp = table[k];
        int n = positionsof(*sp), r = rankof(*sp), prod = 1;
        for (a = 0; a < r; a++) prod *= dimof(*sp, a);
        if (n != 12 || prod != n || r != k + 1) { bad++; printf("query %d\n", k); }
        with (*sp) {
            int:(*sp) v;
            long ref = 0; int i;
            v = pcoord(r - 1) + 1;
            long t = total(&v);
            for (i = 0; i < n; i++) ref += i % dimof(*sp, r - 1) + 1;
            if (t != ref) { bad++; printf("total %d %ld %ld\n", k, t, ref); }
        }
    }
    printf("shapeptr bad %d\n", bad);
    return 0;
}
