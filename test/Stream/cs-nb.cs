// NB from C*: fwrite(&t, sizeof(double), 1, f) of a whole parallel variable is
// one collective transfer; the file is the row-major array numpy reads
// directly, byte-identical at 1, 2, 3 ranks; forced CB/IB give the same streams.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s nb1.dat > out1 && FileCheck %s < out1
// RUN: %crun -n 2 %s nb2.dat > out2 && diff out1 out2
// RUN: %crun -n 3 %s nb3.dat > out3 && diff out1 out3
// RUN: cmp nb1.dat nb2.dat && cmp nb1.dat nb3.dat
// RUN: %python -c "import numpy as np; a=np.fromfile('nb1.dat','<f8').reshape(3,8,5); i,j=np.indices((8,5)); assert (a==np.array([1000.0*k+i*5+j+0.25 for k in range(3)])).all(); print('numpy ok')" | FileCheck --check-prefix=NP %s
// NP: numpy ok
// RUN: %streamstar info nb2.dat | FileCheck --check-prefix=INFO %s
// INFO: shape 8x5 (40 VPs)
// INFO: NB block 8 bytes, 3 rows
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s cb.dat > outcb && diff out1 outcb
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s ib.dat > outib && diff out1 outib
// RUN: %streamstar info ib.dat | FileCheck --check-prefix=IB %s
// IB: IB block
// RUN: %python %S/Inputs/cs_check.py same nb1.dat cb.dat ib.dat | FileCheck --check-prefix=SAME %s
// SAME: same 3 files, 40 VPs, 960 bytes
// CHECK: written 120 read 120 bad 0
// CHECK-NEXT: sum 80790
#include <stdio.h>
shape [8][5]S;
double:S t;
FILE:S *f;
int main(int argc, char **argv) {
    int k;
    with (S) {
        int:S n, bad = 0;
        int written = 0, got = 0;
        f = fopen(argv[1], "w");
        for (k = 0; k < 3; k++) {
            t = 1000.0 * k + pcoord(0) * 5 + pcoord(1) + 0.25;
            n = fwrite(&t, sizeof(double), 1, f);
            written += n;
        }
        if (fclose(f) != 0) printf("fclose failed\n");
        f = fopen(argv[1], "r");
        for (k = 0; k < 3; k++) {
            t = -1;
            n = fread(&t, sizeof(double), 1, f);
            got += n;
            where (t != 1000.0 * k + pcoord(0) * 5 + pcoord(1) + 0.25) bad++;
        }
        fclose(f);
        printf("written %d read %d bad %d\n", written, got, += bad);
        printf("sum %.0f\n", += t);
    }
    return 0;
}
