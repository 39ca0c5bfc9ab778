// Operations with no active VP anywhere (fflush, an fwrite inside a where
// that selects nothing) take part in the mode reduction as zero-byte
// uniform transfers: they must not push the file into IB. Before the fix an
// fflush between NB and strided writes made those writes IB (cb_len 0).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s && %streamstar info q.dat | FileCheck %s
// RUN: %crun -n 2 %s && %streamstar info q.dat | FileCheck %s
// RUN: %crun -n 3 %s && %streamstar info q.dat | FileCheck %s
// RUN: %python %S/Inputs/cs_check.py streams q.dat | FileCheck --check-prefix=STREAM %s
// CHECK: NB block 4 bytes, 1 rows
// CHECK-NEXT: CB block 8 bytes, 2 rows, 16 bytes per VP
// CHECK-NOT: IB
// STREAM: 0 b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00'
// STREAM: 7 b'\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0c@\x00\x00\x00\x00\x00\x00\x0c@'
#include <stdio.h>
#include <stdlib.h>
shape [8]S;
struct p { int id; double w; };
main()
{
    with (S) {
        struct p:S r;
        int:S v = pcoord(0);
        FILE:S *f;
        r.id = v; r.w = v * 0.5;
        f = fopen("q.dat", "w");
        fwrite(&v, sizeof(int), 1, f);
        fflush(f);
        where (v > 100) fwrite(&v, sizeof(int), 1, f);
        fwrite(&r.w, sizeof(double), 1, f);
        fflush(f);
        fwrite(&r.w, sizeof(double), 1, f);
        fclose(f);
    }
}
