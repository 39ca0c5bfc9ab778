// Declaration forms (round-3 sweep): K&R main(argc, argv) and implicit-int file-scope prototypes
// (register_me();), register parallel locals (left-indexed), struct/enum definitions with :S
// (named and unnamed), unsigned/signed/long double parallel types, int:S **pp, a prototype with
// an unnamed parallel parameter, (enum color:S)/(bool:S)/(float:current) casts, <? chains.
// Reference: Inputs/lang3-decls.py.
// RUN: %python %S/Inputs/lang3-decls.py > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
/* declaration forms */
#include <stdio.h>
#define N 6
static shape [N]S;
extern int:S ext;
enum color { RED, GREEN, BLUE };
enum color:S col;
struct pt { int x, y; }:S pts;
struct { short lo; long hi; }:S anon;
unsigned:S u;
signed:S sg;
long double:S ld;
register_me();
int:S ext = 5;
int:current dbl();
int:current twice(int:current, int);

main(argc, argv)
int argc;
char *argv[];
{
    register int k;
    with (S) {
        int:S x, *p = &x;
        int:S **pp = &p;
        register int:S rr;
        const double:S cd = pcoord(0) / 4.0;
        col = (enum color:S)(pcoord(0) % 3);
        pts.x = pcoord(0); pts.y = -pcoord(0);
        anon.lo = pcoord(0) * 1000; anon.hi = (long:S)anon.lo * 100000;
        u = pcoord(0); u -= 3;
        sg = -pcoord(0);
        ld = (long double:S)pcoord(0) / 3;
        x = dbl(pts.x);
        **pp += twice(x, 3);
        rr = x <? 7 <? ext;
        ext = (bool:S)(col == BLUE) + (float:current)1.5;
        for (k = 0; k < N; k++)
            printf("%d %d %d %d %ld %u %d %.3Lf %d %d %d %.2f\n", (int)[k]col, [k]pts.x, [k]pts.y,
                   [k]anon.lo, [k]anon.hi, [k]u, [k]sg, [k]ld, [k]x, [k]rr, [k]ext, [k]cd);
        printf("%d %d %d\n", (int)sizeof(double:S), (int)sizeof pts, (int)sizeof(struct pt:S));
        printf("%d\n", register_me());
    }
}

int:current dbl(v)
int:current v;
{
    return v * 2;
}

int:current twice(int:current v, int k)
{
    return v * k;
}

register_me()
{
    return 42;
}
