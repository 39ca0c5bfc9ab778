// A ?: (or && / ||) whose condition is scalar runs only the arm C would
// evaluate, also when the arms hold collective calls: a write program must not
// also read, nor a read program write (docs/language.md §4).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: rm -f cs.dat* && %crun -n 2 %s | FileCheck %s
// RUN: rm -f cs.dat* && %crun -n 3 %s | FileCheck %s
#include <stdio.h>
shape [10]S;
int:S x, r;

int pass(int w) {
    FILE:S *f;
    int n, bad;
    with (S) {
        f = fopen("cs.dat", w ? "w" : "r");
        x = w ? pcoord(0) * 7 : -1;
        r = w ? fwrite(&x, sizeof(int), 1, f) : fread(&x, sizeof(int), 1, f);
        n = += r;
        bad = += (x != pcoord(0) * 7);
        /* && / || with a scalar left operand and a collective right one */
        r = (w && fflush(f) == 0) || (!w && feof(f) == 0);
        n += += r;
        printf("pass w=%d items %d ferror %d bad %d\n", w, n - 10, += ferror(f), bad);
        fclose(f);
    }
    return 0;
}

main() {
    pass(1);
    pass(0);
}
// CHECK: pass w=1 items 10 ferror 0 bad 0
// CHECK: pass w=0 items 10 ferror 0 bad 0
