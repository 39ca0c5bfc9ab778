/* Nested with statements switching between two shapes: inside with (T) a
   get reads a variable of S (the outer shape), a send writes into it, then
   the inner with ends and S's where context is again in force; reductions
   over each shape on the way.  Against C. */
#include <stdio.h>
#define NS 12
#define NT 4
shape [NS]S;
shape [NT]T;
int:S s;
int:T t;
int main()
{
    int bad = 0, i, cs = 0, ct = 0;
    int rs[NS], rt[NT];
    with (S) {
        s = pcoord(0) * 2;
        where (pcoord(0) >= 3) {
            with (T) {
                t = [pcoord(0) * 3]s + [pcoord(0) * 3 + 1]s;   /* gets across shapes */
                [pcoord(0) * 3 + 2]s = -t;                     /* send into S */
                ct += (int:T)1;
            }
            cs += (int:S)1;                                   /* S's context again */
            s += 1;
        }
    }
    for (i = 0; i < NS; i++) rs[i] = i * 2;
    for (i = 0; i < NT; i++) { rt[i] = rs[i * 3] + rs[i * 3 + 1]; rs[i * 3 + 2] = -rt[i]; }
    for (i = 3; i < NS; i++) rs[i] += 1;
    for (i = 0; i < NS; i++) if ([i]s != rs[i]) { bad++; printf("s %d %d %d\n", i, [i]s, rs[i]); }
    for (i = 0; i < NT; i++) if ([i]t != rt[i]) { bad++; printf("t %d\n", i); }
    if (cs != NS - 3 || ct != NT) { bad++; printf("counts %d %d\n", cs, ct); }
    printf("nestwith bad %d\n", bad);
    return 0;
}
