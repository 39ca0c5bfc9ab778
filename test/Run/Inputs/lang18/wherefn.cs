/* A parallel procedure called under a where that itself uses where,
   everywhere and a where again inside the everywhere, writing through a
   T:current * parameter; the called function's reductions see its caller's
   context.  Against C with the masks written out. */
#include <stdio.h>
#define N 12
shape [N]S;
int seen_active;
void:current mark(int:current *out, int:current v)
{
    int:current all;
    seen_active = += (int:current)1;            /* the caller's context */
    where (v % 2 == 0) *out = v * 10;            /* within the caller's where */
    everywhere {
        all = v;                                 /* every position, stored data */
        where (pcoord(0) % 5 == 0) *out += 1;    /* a where inside the everywhere */
    }
    where (all > 6) *out -= 1000;
}
int main()
{
    int bad = 0, i;
    with (S) {
        int:S x = pcoord(0), r = -1;
        where (x > 3) mark(&r, x);
        for (i = 0; i < N; i++) {
            int e = -1, act = i > 3;
            if (act && i % 2 == 0) e = i * 10;
            if (i % 5 == 0) e += 1;
            if (act && i > 6) e -= 1000;
            if ([i]r != e) { bad++; printf("r %d %d %d\n", i, [i]r, e); }
        }
        if (seen_active != N - 4) { bad++; printf("active %d\n", seen_active); }
    }
    printf("wherefn bad %d\n", bad);
    return 0;
}
