// The parallel condition of `&&`, `||` and `?:` whose other operand
// communicates is evaluated once per position (it was evaluated twice: once for
// the mask of the hoisted communication, once in the operation), so a side
// effect in it happens once and `prand()` there draws once.  Hand-computed:
// x = p (p = 0..7), `[(p+1)%8]x` = p+1 except 0 at p = 7.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
#include <stdio.h>
#define N 8
shape [N]S;
int:S x, c, r, k;
int:S u;

void show(const char *what, int:S *p)
{
    int i;
    printf("%s", what);
    for (i = 0; i < N; i++) printf(" %d", [i]*p);
    printf("\n");
}

int main(void)
{
    int bad;
    with (S) {
        x = pcoord(0);
        k = (pcoord(0) + 1) % N;
        c = 0;
        r = ++c > 0 && [k]x > 3;
        show("and", &r);
// CHECK: and 0 0 0 1 1 1 1 0
        show("c", &c);
// CHECK-NEXT: c 1 1 1 1 1 1 1 1
        r = (c += 2) > 5 || [k]x > 5;
        show("or", &r);
// CHECK-NEXT: or 0 0 0 0 0 1 1 0
        show("c", &c);
// CHECK-NEXT: c 3 3 3 3 3 3 3 3
        r = (c = c * 2 + (x & 1)) == 7 ? [k]x : -[k]x;
        show("sel", &r);
// CHECK-NEXT: sel -1 2 -3 4 -5 6 -7 0
        show("c", &c);
// CHECK-NEXT: c 6 7 6 7 6 7 6 7
        // prand() in the condition: drawn once, so where it is even the
        // result is [k]x + 100 (> 0), elsewhere 0; the same draws, made again
        // after psrand with the same seed, are compared.
        psrand(11);
        r = prand() % 2 == 0 ? [k]x + 100 : 0;
        psrand(11);
        u = prand();
        bad = += ((u % 2 == 0) != (r > 0));
        printf("prand mismatches %d\n", bad);
// CHECK-NEXT: prand mismatches 0
    }
    return 0;
}
