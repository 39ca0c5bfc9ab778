// fopen(name, mode, &s) in every mode on a file written by another program
// run at another rank count: the unspecified shape s is allocated from
// NAME.meta (7 x 13) and the FILE:void * is used inside with (s). "w"/"w+"
// create the file anew: an unallocated shape is an error with a message.
// m.dat: 5 ints per VP (1820 bytes); r+ rewrites int 1; a and a+ append one.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 2 %S/sweep-modes.cs w > /dev/null
// RUN: %crun -n 3 %s r | FileCheck --check-prefix=R %s
// RUN: %crun -n 1 %s r+ | FileCheck --check-prefix=RP %s
// RUN: %crun -n 3 %s a | FileCheck --check-prefix=A %s
// RUN: %crun -n 2 %s a+ | FileCheck --check-prefix=AP %s
// RUN: %crun -n 2 %s w 2>&1 | FileCheck --check-prefix=W %s
// RUN: %crun -n 1 %s r | FileCheck --check-prefix=R2 %s
// R: r: rank 2 dims 7 x 13
// R-NEXT: read 91, first-ok 91
// R-NEXT: len sum 1820
// RP: read 91, first-ok 91
// RP-NEXT: wrote 91
// RP-NEXT: len sum 1820
// A: wrote 91
// A-NEXT: len sum 2184
// AP: wrote 91
// AP-NEXT: len sum 2548
// W-DAG: cstar: fopen("m.dat"): mode "w" with &shape: the file is created anew, so the shape must be an allocated one
// W-DAG: w: NULL
// R2: len sum 2548
/* voidf.cs: fopen(name, mode, &s) in every mode on m.dat (shape [7][13]):
   shape comes from .meta, then writes/reads inside with (s).            */
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
    shape s;
    FILE:void *f = fopen("m.dat", argv[1], &s);
    if (f == NULL) { printf("%s: NULL\n", argv[1]); return 0; }
    printf("%s: rank %d dims %d x %d\n", argv[1], rankof(s), dimof(s, 0), dimof(s, 1));
    with (s) {
        int:s v = pcoord(0) * dimof(s, 1) + pcoord(1), x = -1, n;
        long:s L;
        if (argv[1][0] == 'r') {
            n = fread(&x, sizeof(int), 1, f);
            printf("read %d, first-ok %d\n", += n, += (x == v * 1000));
        }
        if (argv[1][0] != 'r' || argv[1][1] == '+') {
            x = 9;
            n = fwrite(&x, sizeof(int), 1, f);
            printf("wrote %d\n", += n);
        }
        fseek(f, 0, SEEK_END);
        L = ftell(f);
        printf("len sum %ld\n", += L);
        fclose(f);
    }
    return 0;
}
