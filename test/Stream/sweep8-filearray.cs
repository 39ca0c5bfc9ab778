// Round 8: an array of parallel files (FILE:S *fs[3]) opened, written
// under per-file `where`s, closed and reread in loops, each read in
// `while (|= !feof(fs[k]))` with a nested where (ragged streams: file k
// holds a record only on VPs v >= k); an external numpy file (int
// a[4][2][3]) opened "r+" and record 0 overwritten in place (it stays the
// numpy array: .meta says 4 rows of 4-byte blocks); fread into a parallel
// variable through a pointer `int:S *p = &x`; fopen(name, "w", &s) with an
// unallocated shape (NULL, EINVAL, a line). Model: Inputs/s8_model.py
// filearray (numpy + package). 1, 2 and 3 ranks; forced IB.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %python -c "import numpy as np; np.arange(24, dtype='<i4').tofile('ex.dat')"
// RUN: %crun -n 3 %s 2>&1 | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py filearray | FileCheck --check-prefix=M %s
// RUN: rm ex.dat* && %python -c "import numpy as np; np.arange(24, dtype='<i4').tofile('ex.dat')"
// RUN: %crun -n 2 %s 2>&1 | FileCheck %s
// RUN: rm ex.dat* && %python -c "import numpy as np; np.arange(24, dtype='<i4').tofile('ex.dat')"
// RUN: %crun -n 1 %s 2>&1 | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py filearray | FileCheck --check-prefix=M %s
// RUN: rm ex.dat* && %python -c "import numpy as np; np.arange(24, dtype='<i4').tofile('ex.dat')"
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s 2>&1 | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py filearray | FileCheck --check-prefix=M %s
// RUN: %streamstar verify ex.dat && %streamstar verify m2.dat
// CHECK-DAG: cstar: fopen("new.dat"): mode "w" with &shape: the file is created anew, so the shape must be an allocated one (fopen takes no shape from it)
// CHECK-DAG: w unallocated: NULL EINVAL
// CHECK-DAG: ext r+ close 0
// CHECK-DAG: array of files: cnt 15 tot 453, eof 18
// CHECK-DAG: via pointer: 6 of 6
// M: ex.dat numpy ok; m0.dat m1.dat m2.dat: 6 + 6 + 6 VPs match
#include <stdio.h>
#include <errno.h>
shape [2][3]S;
int main() {
    shape s;
    FILE:void *w = fopen("new.dat", "w", &s);
    printf("w unallocated: %s %s\n", w ? "opened" : "NULL", errno == EINVAL ? "EINVAL" : "other");
    with (S) {
        int:S v = pcoord(0) * 3 + pcoord(1), x, cnt = 0, tot = 0, eofs = 0;
        FILE:S *f = fopen("ex.dat", "r+");
        x = -v;
        fwrite(&x, 4, 1, f);
        printf("ext r+ close %d\n", fclose(f));
        FILE:S *fs[3];
        char name[16];
        for (int k = 0; k < 3; k++) { sprintf(name, "m%d.dat", k); fs[k] = fopen(name, "w"); }
        for (int k = 0; k < 3; k++) { x = v * 10 + k; where (v >= k) fwrite(&x, 4, 1, fs[k]); }
        for (int k = 0; k < 3; k++) fclose(fs[k]);
        for (int k = 0; k < 3; k++) { sprintf(name, "m%d.dat", k); fs[k] = fopen(name, "r"); }
        for (int k = 0; k < 3; k++) {
            while (|= !feof(fs[k])) {
                where (!feof(fs[k])) { where (fread(&x, 4, 1, fs[k]) == 1) { tot += x; cnt++; } }
            }
            eofs += feof(fs[k]) != 0;
        }
        printf("array of files: cnt %d tot %d, eof %d\n", += cnt, += tot, += eofs);
        for (int k = 0; k < 3; k++) fclose(fs[k]);
        int:S *p = &x;
        FILE:S *g = fopen("ex.dat", "r");
        fread(p, 4, 1, g);
        printf("via pointer: %d of %d\n", += (x == -v), positionsof(S));
        fclose(g);
    }
    return 0;
}
