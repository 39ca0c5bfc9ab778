// Round 5: the block sizes set as docs/stream.md says, by command-line flag
// (--cstar-stream-bcb/-bib/-sb/-dirptrs) and by environment
// (CSTAR_STREAM_BCB, ...), the flag winning over the environment; odd values
// (1-byte CB and IB blocks, one block per superblock, 2 and 14 pointers per
// entry, sizes that divide nothing). Shape [7][3]: two 12-byte records (NB),
// one strided out of a struct (CB), two under where (IB); read back at
// another rank count, `streamstar info` shows the sizes, `verify` checks
// the directory, the Python model checks every stream.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s o1.dat w --cstar-stream-bcb=20 --cstar-stream-bib=24 --cstar-stream-sb=96 | FileCheck --check-prefix=W %s
// RUN: %crun -n 3 %s o1.dat r | FileCheck %s
// RUN: %streamstar info o1.dat | FileCheck --check-prefix=I1 %s
// RUN: %python %S/Inputs/s5_model.py opts o1.dat | FileCheck --check-prefix=M1 %s
// RUN: env CSTAR_STREAM_BCB=1 CSTAR_STREAM_BIB=1 CSTAR_STREAM_DIRPTRS=2 CSTAR_STREAM_SB=1 %crun -n 3 %s o2.dat w | FileCheck --check-prefix=W %s
// RUN: %crun -n 2 %s o2.dat r | FileCheck %s
// RUN: %streamstar info o2.dat | FileCheck --check-prefix=I2 %s
// RUN: %streamstar verify o2.dat
// RUN: %python %S/Inputs/s5_model.py opts o2.dat | FileCheck --check-prefix=M2 %s
// RUN: env CSTAR_STREAM_BCB=7 CSTAR_STREAM_BIB=32 CSTAR_STREAM_DIRPTRS=14 %crun -n 2 %s o3.dat w --cstar-stream-bib=5 --cstar-stream-sb=35 | FileCheck --check-prefix=W %s
// RUN: %crun -n 1 %s o3.dat r | FileCheck %s
// RUN: %streamstar info o3.dat | FileCheck --check-prefix=I3 %s
// RUN: %streamstar verify o3.dat
// RUN: %python %S/Inputs/s5_model.py opts o3.dat | FileCheck --check-prefix=M3 %s
// W: close 0
// CHECK: ok 108 of 108, close 0
// I1: CB block 20 bytes, 1 rows, 12 bytes per VP
// I1: IB block 24 bytes, from stream byte 36; {{[0-9]+}} data superblocks of 96 bytes
// M1: o1.dat: 21 VPs match
// I2: CB block 1 bytes, 12 rows
// I2: IB block 1 bytes, from stream byte 36; {{[0-9]+}} data superblocks of 1 bytes
// I2-NEXT: directory superblocks of 32 bytes, 2 pointers per entry
// M2: o2.dat: 21 VPs match
// I3: CB block 7 bytes, 2 rows
// I3: IB block 5 bytes, from stream byte 36; {{[0-9]+}} data superblocks of 35 bytes
// I3-NEXT: 14 pointers per entry
// M3: o3.dat: 21 VPs match
/* opts FILE MODE: records of 12 bytes (3 ints) per VP, shape [7][3]:
   w: 2 uniform records (NB), 1 record strided out of a struct (CB), then per-VP
   counts under where (IB); r: read all back and check. Block sizes come from
   the command line (--cstar-stream-bcb=..) or the environment (CSTAR_STREAM_BIB). */
#include <stdio.h>
#include <string.h>
shape [7][3]S;
struct big { int a[3]; double pad; };
int main(int argc, char **argv) {
    int k;
    with (S) {
        int:S v = pcoord(0) * 3 + pcoord(1), n, ok = 0, items = 0;
        int:S r[3];
        struct big:S b;
        FILE:S *f;
        if (argv[2][0] == 'w') {
            f = fopen(argv[1], "w");
            for (k = 0; k < 2; k++) { r[0] = v; r[1] = k; r[2] = v * k; fwrite(r, sizeof r, 1, f); }
            b.a[0] = v; b.a[1] = 2; b.a[2] = 2 * v; b.pad = 0;
            fwrite(&b.a, sizeof b.a, 1, f);
            r[1] = 3;
            where (v % 3 != 1) { r[2] = 3 * v; fwrite(r, sizeof r, 1, f); }
            where (v % 2) { r[1] = 4; r[2] = 4 * v; fwrite(r, sizeof r, 1, f); }
            printf("close %d\n", fclose(f));
        } else {
            f = fopen(argv[1], "r");
            for (k = 0; k < 5; k++) {
                where ((k < 3) || (k == 3 && v % 3 != 1) || (k == 4 && v % 2)) {
                    n = fread(r, sizeof r, 1, f);
                    ok += n == 1 && r[0] == v && r[1] == k && r[2] == k * v;
                    items++;
                }
            }
            n = fread(r, sizeof r, 1, f);
            ok += n == 0 && feof(f) != 0;
            printf("ok %d of %d, close %d\n", += ok, 21 + += items, fclose(f));
        }
    }
    return 0;
}
