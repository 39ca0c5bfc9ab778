// fopen(name, "r", &s): the shape comes from the file's .meta and is returned
// through s (an unspecified shape gets allocated), giving a `FILE:void *`;
// fopen(name, mode) of a file of another shape fails (NULL) on every rank.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s > out1 && FileCheck %s < out1
// RUN: %crun -n 2 %s > out2 && diff out1 out2
// RUN: %crun -n 3 %s > out3 && diff out1 out3
// CHECK: wrote 15
// CHECK-NEXT: R rank 2 dims 3 5 positions 15
// CHECK-NEXT: read 15 sum 187.5 bad 0
// CHECK-NEXT: other shape: NULL
// CHECK-NEXT: same shape: open
#include <stdio.h>
shape [3][5]S, [15]T;
shape R;
FILE:S *f;
FILE:T *h;
/* fopen(name, mode) returned as a parallel FILE: the caller's current shape. */
FILE:current *open_here(const char *name) { return fopen(name, "r"); }
int main(void) {
    FILE:void *g;
    with (S) {
        double:S x = pcoord(0) * 10 + pcoord(1) + 0.5;
        f = fopen("grid.dat", "w", &S);
        int:S n = fwrite(&x, sizeof x, 1, f);
        printf("wrote %d\n", += n);
        fclose(f);
    }
    g = fopen("grid.dat", "r", &R);
    printf("R rank %d dims %d %d positions %d\n", rankof(R), dimof(R, 0), dimof(R, 1), positionsof(R));
    with (R) {
        double:R y;
        int:R n = fread(&y, sizeof(double), 1, g);
        printf("read %d sum %.1f bad %d\n", += n, += y, += (y != pcoord(0) * 10 + pcoord(1) + 0.5));
    }
    fclose(g);
    with (T) {
        h = fopen("grid.dat", "r");
        printf("other shape: %s\n", h == NULL ? "NULL" : "open");
    }
    with (S) {
        f = open_here("grid.dat");
        printf("same shape: %s\n", f == NULL ? "NULL" : "open");
        fclose(f);
    }
    return 0;
}
