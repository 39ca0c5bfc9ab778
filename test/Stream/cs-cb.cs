// CB from C*: struct fields (&r.v, &r.id) and parallel-array elements
// (&a[1]) go to fwrite/fread as base + stride, so strided records need no
// copy in the program; the runtime writes them in CB. Same file at 1, 2, 3
// ranks, same streams with IB forced, records checked by numpy.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s cb1.dat > out1 && FileCheck %s < out1
// RUN: %crun -n 2 %s cb2.dat > out2 && diff out1 out2
// RUN: %crun -n 3 %s cb3.dat > out3 && diff out1 out3
// RUN: cmp cb1.dat cb3.dat
// CB rows of b_CB = 8 bytes: VP v's stream is byte 8k..8k+7 of row k (docs/stream-format.md).
// RUN: %python -c "import numpy as np; b=np.fromfile('cb1.dat','u1').reshape(3,42,8).transpose(1,0,2).reshape(42,24); assert (b[:, 0:8].copy().view('<f8').ravel() == np.arange(42)*0.5).all(); print('layout ok')" | FileCheck --check-prefix=LAYOUT %s
// LAYOUT: layout ok
// RUN: %streamstar info cb2.dat | FileCheck --check-prefix=INFO %s
// INFO: CB block
// INFO-NOT: IB
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s ib.dat > outib && diff out1 outib
// RUN: %python %S/Inputs/cs_check.py same cb1.dat cb2.dat ib.dat | FileCheck --check-prefix=SAME %s
// SAME: same 3 files, 42 VPs, 1008 bytes
// RUN: %python -c "import sys; sys.path.insert(0, '%S/../../python'); import streamstar, numpy as np; n=42; b=streamstar.open('cb1.dat').to_numpy('u1').reshape(n, 24); v=b[:, 0:8].copy().view('<f8').ravel(); i4=b[:, 8:12].copy().view('<i4').ravel(); a=b[:, 12:20].copy().view('<f8').ravel(); w=b[:, 20:24].copy().view('<f4').ravel(); k=np.arange(n); assert (v==k*0.5).all() and (i4==k).all() and (a==k*3.0).all() and (w==(k+0.125).astype('f4')).all(); print('records ok')" | FileCheck --check-prefix=NP %s
// NP: records ok
// CHECK: written 42 42 42 42
// CHECK-NEXT: read 168 bad 0
#include <stdio.h>
shape [6][7]S;
struct rec { int id; double v; float w; };
struct rec:S r, s;
double:S a[3];
FILE:S *f;
int main(int argc, char **argv) {
    with (S) {
        int:S n1, n2, n3, n4, bad = 0;
        int got = 0;
        r.id = pcoord(0) * 7 + pcoord(1);
        r.v = r.id * 0.5;
        r.w = r.id + 0.125f;
        a[1] = r.id * 3.0;
        f = fopen(argv[1], "w");
        n1 = fwrite(&r.v, sizeof(double), 1, f);
        n2 = fwrite(&r.id, sizeof(int), 1, f);
        n3 = fwrite(&a[1], sizeof(double), 1, f);
        n4 = fwrite(&r.w, sizeof r.w, 1, f);
        fclose(f);
        printf("written %d %d %d %d\n", += n1, += n2, += n3, += n4);
        f = fopen(argv[1], "r");
        got += fread(&s.v, sizeof(double), 1, f);
        got += fread(&s.id, sizeof(int), 1, f);
        got += fread(&a[2], sizeof(double), 1, f);
        got += fread(&s.w, sizeof(float), 1, f);
        fclose(f);
        where (s.v != r.v || s.id != r.id || a[2] != a[1] || s.w != r.w) bad = 1;
        printf("read %d bad %d\n", got, += bad);
    }
    return 0;
}
