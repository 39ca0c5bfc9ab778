// An external file (a flat array written by numpy, no .meta) opened with
// fopen(name, "r") inside `with (S)` reads as one NB segment of the current
// shape: record k of every VP, then record k+1 (row-major), at any rank count.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %python -c "import numpy as np; i,j=np.indices((6,4)); np.array([k*100.0+i*4+j for k in range(3)]).astype('<f8').tofile('np.dat')"
// RUN: %crun -n 1 %s > out1 && FileCheck %s < out1
// RUN: %crun -n 2 %s > out2 && diff out1 out2
// RUN: %crun -n 3 %s > out3 && diff out1 out3
// CHECK: record 0 read 24 bad 0
// CHECK-NEXT: record 1 read 24 bad 0
// CHECK-NEXT: record 2 read 24 bad 0
// CHECK-NEXT: past the end: read 0 eof 24
#include <stdio.h>
shape [6][4]S;
double:S v;
FILE:S *f;
int main(void) {
    int k;
    with (S) {
        int:S n;
        f = fopen("np.dat", "r");
        if (f == NULL) { printf("fopen failed\n"); return 1; }
        for (k = 0; k < 3; k++) {
            n = fread(&v, sizeof(double), 1, f);
            printf("record %d read %d bad %d\n", k, += n, += (v != k * 100.0 + pcoord(0) * 4 + pcoord(1)));
        }
        n = fread(&v, sizeof(double), 1, f);
        printf("past the end: read %d eof %d\n", += n, += (feof(f) != 0));
        fclose(f);
    }
    return 0;
}
