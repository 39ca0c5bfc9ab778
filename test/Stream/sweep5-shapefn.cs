// Round 5: fopen(name, "r", &s) inside a function that returns the shape
// (the file through a FILE:void ** parameter); two such files of ranks 3
// and 2 open at once; a shape parameter and a FILE:void * passed to a
// function that reads under with (s); fscanf on the edge VPs of the 3-D one.
// Written at 1 and 3 ranks, read at 2, 3 and 1. Sums by hand: g = sum of
// 100a+10b+c over [3][4][5] = 7020; h doubles = sum b/2 (b < 12) = 33, ints 66.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 2 %s r | FileCheck %s
// RUN: %crun -n 3 %s r | FileCheck %s
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 1 %s r | FileCheck %s
// W: close 0
// W-NEXT: close 0
// CHECK: T rank 3 dims 3 4 5 positions 60
// CHECK-NEXT: U rank 2 dims 6 2 positions 12
// CHECK-NEXT: g sum 7020.0 items 60
// CHECK-NEXT: h sum 33.0 items 12
// CHECK-NEXT: g edges ok 72 of 72
// CHECK-NEXT: h ints 12 sum 66 [5][1] 11
// CHECK-NEXT: close 0 0
/* shapefn MODE: fopen(name, "r", &s) inside a function that returns the
   shape (and the file through a pointer); two such files open at once, of
   ranks 3 and 2; a FILE:void * passed to a function that reads with the
   shape made current. w: write both; r: read (any rank count). */
#include <stdio.h>
#include <string.h>
shape [3][4][5]G;
shape [6][2]H;
shape openit(const char *name, FILE:void **fp) {
    shape s;
    *fp = fopen(name, "r", &s);
    return s;
}
double sumfile(shape s, FILE:void *fp, int *items) {
    double t;
    with (s) {
        double:s a;
        int:s n = fread(&a, sizeof a, 1, fp);
        *items = += n;
        t = += a;
    }
    return t;
}
int main(int argc, char **argv) {
    FILE:void *g, *h;
    int ng, nh, i;
    if (argv[1][0] == 'w') {
        with (G) {
            double:G a = pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2);
            FILE:G *f = fopen("g.dat", "w");
            fwrite(&a, sizeof a, 1, f);
            where (pcoord(2) == 4) fprintf(f, "edge %d\n", pcoord(0));
            printf("close %d\n", fclose(f));
        }
        with (H) {
            int:H b = pcoord(0) * 2 + pcoord(1);
            double:H c = b * 0.5;
            FILE:H *f = fopen("h.dat", "w");
            fwrite(&c, sizeof c, 1, f);
            fwrite(&b, sizeof b, 1, f);
            printf("close %d\n", fclose(f));
        }
        return 0;
    }
    shape T = openit("g.dat", &g);
    shape U = openit("h.dat", &h);
    printf("T rank %d dims %d %d %d positions %d\n", rankof(T), dimof(T, 0), dimof(T, 1), dimof(T, 2), positionsof(T));
    printf("U rank %d dims %d %d positions %d\n", rankof(U), dimof(U, 0), dimof(U, 1), positionsof(U));
    double sg = sumfile(T, g, &ng), sh = sumfile(U, h, &nh);
    printf("g sum %.1f items %d\n", sg, ng);
    printf("h sum %.1f items %d\n", sh, nh);
    with (T) {
        int:T k, n, ok = 0;
        char:T word[8];
        where (pcoord(2) == 4) { n = fscanf(g, "%s %d", word, &k); ok += n == 2 && k == pcoord(0); }
        n = fgetc(g);
        ok += n == (pcoord(2) == 4 ? '\n' : EOF);
        printf("g edges ok %d of 72\n", += ok);
    }
    with (U) {
        int:U b, n;
        n = fread(&b, sizeof b, 1, h);
        printf("h ints %d sum %d [5][1] %d\n", += n, += b, [5][1]b);
    }
    printf("close %d %d\n", fclose(g), fclose(h));
    return 0;
}
