/* Control flow through contexts: return from inside where inside with in a
   scalar function (the caller is all active again), goto out of a where in a
   parallel function, continue in where, do/while and a nested with inside a
   where; against plain C. */
#include <stdio.h>
#define N 12
shape [N]S;
shape [3]T;
int:S a;
int firstbig(int lim)
{
    int k;
    with (S) {
        for (k = 0; k < N; k++) {
            where (a > lim) {
                if ((|= (pcoord(0) == k)) && [k]a > lim) return k;
            }
        }
    }
    return -1;
}
int:current walk(int:current v)
{
    int k;
    int:current r = 0;
    for (k = 0; k < 5; k++) {
        where (v > k) {
            r += 1;
            if (k == 3) goto out;
            continue;
        }
    }
out:
    return r;
}
int main()
{
    int bad = 0, i, f;
    with (S) a = (pcoord(0) * 5) % N;
    f = firstbig(7);
    { int e = -1; for (i = 0; i < N; i++) if ((i * 5) % N > 7) { e = i; break; } if (f != e) { bad++; printf("f %d e %d\n", f, e); } }
    with (S) {
        int:S r;
        /* context must be all active again after firstbig returned from inside where */
        if ((+= (int:S)1) != N) bad++;
        r = walk(a);
        for (i = 0; i < N; i++) { int ai = (i * 5) % N, e = 0, k; for (k = 0; k < 4; k++) if (ai > k) e++; if ([i]r != e) { bad++; printf("r %d %d %d\n", i, [i]r, e); } }
        with (T) { if ((+= (int:T)1) != 3) bad++; }
        where (a > 3) {
            int k = 0;
            do { a -= 1; k++; } while (k < 2);
            with (T) { if ((+= (int:T)1) != 3) bad++; }
            if ((+= (int:S)1) != 8) { bad++; printf("cnt %d\n", += (int:S)1); }
        }
    }
    printf("ctl bad %d f %d\n", bad, f);
    return 0;
}
