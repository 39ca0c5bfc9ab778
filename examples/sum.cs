/* sum.cs — the walking skeleton: a shape, a parallel variable, with, pcoord,
 * elementwise assignment, a reduction, scalar left indexing, printf once. */
#include <stdio.h>
shape [4][1000]S;
int:S a;
int main(void) {
    long total = 0;
    with (S) {
        a = pcoord(0) * 1000 + pcoord(1);
        total += a;
        printf("corner %d\n", [3][999]a);
    }
    printf("total %ld\n", total);
    return 0;
}
