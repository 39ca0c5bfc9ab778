// Round 8: one file across programs of different rank counts, as a C*
// user runs them: "write" (3 ranks: 2 ints per VP, then a third on VPs
// v%3==0: NB then IB), "append" (2 ranks, mode "a": one int per VP, and
// a short on VPs v%4==1; ftell after fopen is the old length), "plus" (1 rank,
// mode "a+": reads record 0 from position 0, then appends v*7 everywhere),
// "read" (1, 2 or 3 ranks: every record checked against the formulas,
// with feof exactly at the end). Then the same order with other rank
// counts. The model (Inputs/s8_model.py sessions) checks the file with the
// package after each step, and streamstar verify.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s write | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s8_model.py sessions ss.dat 1 | FileCheck --check-prefix=M1 %s
// RUN: %crun -n 2 %s append | FileCheck --check-prefix=A %s
// RUN: %python %S/Inputs/s8_model.py sessions ss.dat 2 | FileCheck --check-prefix=M2 %s
// RUN: %crun -n 1 %s plus | FileCheck --check-prefix=P %s
// RUN: %python %S/Inputs/s8_model.py sessions ss.dat 3 | FileCheck --check-prefix=M3 %s
// RUN: %crun -n 1 %s read | FileCheck --check-prefix=R %s
// RUN: %crun -n 3 %s read | FileCheck --check-prefix=R %s
// RUN: %streamstar verify ss.dat
// Other rank counts: write 1, append 3, plus 2, read 2.
// RUN: %crun -n 1 %s write | FileCheck --check-prefix=W %s
// RUN: %crun -n 3 %s append | FileCheck --check-prefix=A %s
// RUN: %crun -n 2 %s plus | FileCheck --check-prefix=P %s
// RUN: %python %S/Inputs/s8_model.py sessions ss.dat 3 | FileCheck --check-prefix=M3 %s
// RUN: %crun -n 2 %s read | FileCheck --check-prefix=R %s
// W: write: close 0
// M1: ss.dat: 22 VPs match after step 1
// A: append: tell ok 22 of 22, close 0
// M2: ss.dat: 22 VPs match after step 2
// P: plus: first ok 22 of 22, close 0
// M3: ss.dat: 22 VPs match after step 3
// R: read: ok 22 of 22, eof 22
#include <stdio.h>
#include <string.h>
shape [2][11]S;
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0) * 11 + pcoord(1), x, ok;
        short:S h;
        if (strcmp(argv[1], "write") == 0) {
            FILE:S *f = fopen("ss.dat", "w");
            x = v; fwrite(&x, 4, 1, f);
            x = v + 100; fwrite(&x, 4, 1, f);
            where (v % 3 == 0) { x = v + 200; fwrite(&x, 4, 1, f); }
            printf("write: close %d\n", fclose(f));
        } else if (strcmp(argv[1], "append") == 0) {
            FILE:S *f = fopen("ss.dat", "a");
            long:S want = 8 + (v % 3 == 0 ? 4 : 0);
            ok = ftell(f) == want;
            x = v + 300; fwrite(&x, 4, 1, f);
            where (v % 4 == 1) { h = (short)(v + 400); fwrite(&h, 2, 1, f); }
            printf("append: tell ok %d of %d, close %d\n", += ok, positionsof(S), fclose(f));
        } else if (strcmp(argv[1], "plus") == 0) {
            FILE:S *f = fopen("ss.dat", "a+");
            fread(&x, 4, 1, f);
            ok = x == v;
            x = v * 7; fwrite(&x, 4, 1, f);
            printf("plus: first ok %d of %d, close %d\n", += ok, positionsof(S), fclose(f));
        } else {
            FILE:S *f = fopen("ss.dat", "r");
            int:S a[3], n, m = 0;
            n = fread(a, 4, 2, f);
            ok = n == 2 && a[0] == v && a[1] == v + 100;
            where (v % 3 == 0) { m = fread(&x, 4, 1, f); ok &= m == 1 && x == v + 200; }
            m = fread(&x, 4, 1, f);
            ok &= m == 1 && x == v + 300;
            where (v % 4 == 1) { m = fread(&h, 2, 1, f); ok &= m == 1 && h == v + 400; }
            m = fread(&x, 4, 1, f);
            ok &= m == 1 && x == v * 7;
            m = fread(&x, 1, 1, f);
            ok &= m == 0;
            printf("read: ok %d of %d, eof %d\n", += ok, positionsof(S), += (feof(f) != 0));
            fclose(f);
        }
    }
    return 0;
}
