// Pointers to pointers to parallel variables (round-3 sweep): palloc through int:S **out,
// swapping int:S * buffers through int:S **, arrays of int:S *, (*pp)[0] as *p.
// Reference: Inputs/lang3-ptrs.py.
// RUN: %python %S/Inputs/lang3-ptrs.py > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
/* allocation through a pointer to a pointer to a parallel variable, pointer tables, swapping buffers */
#include <stdio.h>
shape [11]S;

void make(int:S **out, int init)
{
    *out = palloc(S, boolsizeof(int));
    with (S) **out = pcoord(0) + init;
}

void swap_bufs(int:S **a, int:S **b)
{
    int:S *t = *a;
    *a = *b;
    *b = t;
}

int main()
{
    int:S *cur, *nxt, *tab[2];
    int it, i;
    make(&cur, 0);
    make(&nxt, 100);
    tab[0] = cur; tab[1] = nxt;
    with (S) {
        for (it = 0; it < 5; it++) {
            *nxt = [(pcoord(0) + 1) % 11]*cur + 1;
            swap_bufs(&cur, &nxt);
        }
        for (i = 0; i < 11; i++) printf("%d ", [i]*cur);
        printf("\n%d %d\n", += *tab[0], += *tab[1]);
        {
            int:S **pp = &tab[1];
            **pp = -1;
            (*pp)[0] = (*pp)[0] * 3;   /* (*pp)[0] is *tab[1] */
            printf("%d %d\n", += **pp, <?= *tab[1]);
        }
    }
    pfree(cur); pfree(nxt);
    return 0;
}
