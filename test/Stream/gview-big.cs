// Global-view fwrite/fread (docs/language.md §7) of a variable larger than
// the runtime's 1 MiB transfer piece per rank (vp/scalar_gview.c sends each
// rank's positions to rank 0 in pieces): 100003 positions of 4 doubles,
// 3.2 MB, the same file at 1, 2 and 3 ranks, checked by numpy, and read back.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s big1.dat > o1 && FileCheck %s < o1
// RUN: %crun -n 3 %s big3.dat > o3 && diff o1 o3
// RUN: cmp big1.dat big3.dat
// RUN: %python -c "import numpy as np; a=np.fromfile('big1.dat','<f8').reshape(100003,4); i=np.arange(100003); assert (a==np.stack([i*4.0+k for k in range(4)],1)).all(); print('numpy ok')" | FileCheck --check-prefix=NP %s
// NP: numpy ok
// CHECK: wrote 4 read 4 bad 0
#include <stdio.h>
shape [100003]S;
double:S d[4], e[4];
int main(int argc, char **argv) {
    FILE *fp = fopen(argv[1], "w");
    size_t w, r;
    int k;
    with (S) {
        for (k = 0; k < 4; k++) d[k] = pcoord(0) * 4.0 + k;
        w = fwrite(d, sizeof(double), 4, fp);
    }
    fclose(fp);
    fp = fopen(argv[1], "r");
    with (S) {
        r = fread(e, sizeof(double), 4, fp);
        printf("wrote %zu read %zu bad %d\n", w, r,
               += (int:S)(e[0] != d[0] || e[1] != d[1] || e[2] != d[2] || e[3] != d[3]));
    }
    fclose(fp);
    return 0;
}
