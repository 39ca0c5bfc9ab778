/* A table of pointers to parallel variables (int:S *tab[4]), two of them
   palloc'd, walked in loops: per-position sums through *tab[k], a rotation
   of the contents by swapping pointers, and pfree; against C. */
#include <stdio.h>
#define N 8
shape [N]S;
int:S a, b;
int main()
{
    int bad = 0, i, k;
    int:S *tab[4];
    int ref[4][N];
    tab[0] = &a; tab[1] = &b;
    tab[2] = palloc(S, boolsizeof(int));
    tab[3] = (int:S *)palloc(S, boolsizeof(int));
    with (S) {
        int:S sum = 0;
        for (k = 0; k < 4; k++) *tab[k] = pcoord(0) * (k + 1) - k;
        for (k = 0; k < 4; k++) sum += *tab[k] * (k % 2 ? -1 : 1);
        for (i = 0; i < N; i++) {
            int s = 0;
            for (k = 0; k < 4; k++) { ref[k][i] = i * (k + 1) - k; s += ref[k][i] * (k % 2 ? -1 : 1); }
            if ([i]sum != s) { bad++; printf("sum %d\n", i); }
        }
        {   /* rotate which variable each slot names */
            int:S *t = tab[0];
            for (k = 0; k < 3; k++) tab[k] = tab[k + 1];
            tab[3] = t;
        }
        where (pcoord(0) % 2) *tab[0] += 100;      /* now b */
        for (i = 0; i < N; i++) {
            if (i % 2) ref[1][i] += 100;
            if ([i]a != ref[0][i] || [i]b != ref[1][i] || [i]*tab[1] != ref[2][i] || [i]*tab[2] != ref[3][i]) { bad++; printf("rot %d\n", i); }
        }
    }
    pfree(tab[1]);
    pfree(tab[2]);
    printf("ptrtab bad %d\n", bad);
    return 0;
}
