// Block-scope static parallel variables (round-3 sweep): zeroed and initialized once, kept
// across calls, in a function called under where and in a recursive one; a with body ending a
// non-void function with return (no missing-return warning). Reference: Inputs/lang3-static-local.py.
// RUN: %python %S/Inputs/lang3-static-local.py > %t.want
// RUN: %cstar %s -o %t.x 2>&1 | FileCheck --allow-empty --check-prefix=NOWARN %s
// NOWARN-NOT: warning
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
/* block-scope static parallel variables: a running history kept between calls, a static with a
   constant initializer, a static in a recursive scalar function; called under where */
#include <stdio.h>
shape [6]S;
int:S x;

int step(int k)
{
    static int:S hist;            /* zero the first time, kept across calls */
    static int:S bias = 100;      /* initialized once */
    static int ncalls;
    ncalls++;
    with (S) {
        hist += x * k;
        where (pcoord(0) % 2) bias -= k;
        return (+= (hist + bias)) + ncalls;
    }
}

int depth(int n)
{
    static double:S acc;
    if (n == 0) return 0;
    with (S) acc += n * 0.5;
    depth(n - 1);
    with (S) return (int)(+= acc);
}

int main()
{
    int k, r = 0;
    with (S) x = pcoord(0) + 1;
    for (k = 1; k <= 4; k++) r = step(k);
    printf("step %d\n", r);
    with (S) where (x > 3) printf("inner %d\n", step(10));
    k = depth(3);
    printf("depth %d %d\n", k, depth(2));
    return 0;
}
