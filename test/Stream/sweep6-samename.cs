// Round 6: a file read while the program has the same name open for
// writing. The writer's provisional .meta made the reader fail with "the
// program writing same.dat has not closed it ... run `streamstar recover`"
// (advice for a dead writer, given for a live one in the same program), and
// a second writer of the same name would overwrite the first's blocks. Now
// fopen of a name the program has open, with a writer on either side, is
// NULL with errno EBUSY and a line saying to fclose it first or use one
// "w+"/"r+"/"a+" open; two readers are fine; after fclose the data are
// there. docs/stream.md "Errors as a C* program sees them". 1-3 ranks.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w 2>&1 | FileCheck %s
// RUN: %crun -n 2 %s a 2>&1 | FileCheck %s
// RUN: %crun -n 1 %s r+ 2>&1 | FileCheck %s
// CHECK-DAG: cstar: fopen("same.dat"): same.dat is already open for writing in this program; fclose it first
// CHECK-DAG: cstar: fopen("same.dat"): same.dat is already open for reading in this program; fclose it first
// CHECK-DAG: reader while writing: NULL EBUSY
// CHECK-DAG: second writer: NULL EBUSY
// CHECK-DAG: two readers: 5 and 5
// CHECK-DAG: writer while reading: NULL EBUSY
// CHECK-DAG: w+ reads what it writes: 5 sum 10
// CHECK-DAG: after close: 5 sum 10
#include <stdio.h>
#include <errno.h>
#include <string.h>
shape [5]S;
int main(int argc, char **argv) {
    with (S) {
        int:S x = pcoord(0), y, got, g2;
        if (strcmp(argv[1], "w") != 0) { /* a and r+ need a file to start from */
            FILE:S *z = fopen("same.dat", "w");
            fclose(z);
        }
        FILE:S *w = fopen("same.dat", argv[1]);
        fwrite(&x, sizeof x, 1, w);
        FILE:S *r = fopen("same.dat", "r");
        printf("reader while writing: %s %s\n", r ? "open" : "NULL", r ? "" : errno == EBUSY ? "EBUSY" : "?");
        FILE:S *w2 = fopen("same.dat", "a");
        printf("second writer: %s %s\n", w2 ? "open" : "NULL", w2 ? "" : errno == EBUSY ? "EBUSY" : "?");
        fclose(w);
        r = fopen("same.dat", "r");
        FILE:S *r2 = fopen("same.dat", "r");
        got = fread(&y, sizeof y, 1, r);
        g2 = fread(&y, sizeof y, 1, r2);
        printf("two readers: %d and %d\n", += got, += g2);
        w2 = fopen("same.dat", "w");
        printf("writer while reading: %s %s\n", w2 ? "open" : "NULL", w2 ? "" : errno == EBUSY ? "EBUSY" : "?");
        fclose(r);
        fclose(r2);
        w = fopen("same.dat", "w+");
        fwrite(&x, sizeof x, 1, w);
        rewind(w);
        y = -1;
        got = fread(&y, sizeof y, 1, w);
        printf("w+ reads what it writes: %d sum %d\n", += got, += y);
        fclose(w);
        r = fopen("same.dat", "r");
        y = -1;
        got = fread(&y, sizeof y, 1, r);
        printf("after close: %d sum %d\n", += got, += y);
        fclose(r);
    }
    return 0;
}
