// Round 8: fwrite/fread from and into parallel arrays: `double:S a[10]`
// whole (fwrite(a, sizeof(double), 10, f)), a slice from &a[3], a
// per-VP count (fwrite(a, 8, n, f), n = v % 5, 0 on some VPs), a 2-D
// parallel array `int:S m[2][3]` whole, and reads back into other arrays
// with a count larger than what is left (short count, feof). The model
// (Inputs/s8_model.py array) checks every stream byte (package).
// Normal, forced CB and forced IB; 1, 2 and 3 ranks.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py array ar.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py array ar.dat | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py array ar.dat | FileCheck --check-prefix=M %s
// RUN: %streamstar verify ar.dat
// CHECK: written: 10 4 ok 21 6
// CHECK: read back: ok 21 of 21
// CHECK: eof 21
// M: ar.dat: 21 VPs match
#include <stdio.h>
shape [3][7]S;
int main() {
    with (S) {
        int:S v = pcoord(0) * 7 + pcoord(1), n = v % 5;
        double:S a[10], b[12];
        int:S m[2][3], mm[2][3];
        for (int k = 0; k < 10; k++) a[k] = v * 10 + k + 0.125;
        for (int r = 0; r < 2; r++)
            for (int c = 0; c < 3; c++) m[r][c] = v * 100 + r * 10 + c;
        FILE:S *f = fopen("ar.dat", "w");
        int:S w1 = fwrite(a, sizeof(double), 10, f);
        int:S w2 = fwrite(&a[3], sizeof(double), 4, f);
        int:S w3 = fwrite(a, sizeof(double), n, f);
        int:S w4 = fwrite(m, sizeof(int), 6, f);
        printf("written: %d %d ok %d %d\n", [0][0]w1, [0][0]w2, += (w3 == n), [2][6]w4);
        fclose(f);

        FILE:S *g = fopen("ar.dat", "r");
        int:S r1 = fread(b, sizeof(double), 10, g);
        int:S ok = r1 == 10;
        for (int k = 0; k < 10; k++) ok &= b[k] == a[k];
        int:S r2 = fread(&b[2], sizeof(double), 4, g);
        for (int k = 0; k < 4; k++) ok &= b[2 + k] == a[3 + k];
        int:S r3 = fread(b, sizeof(double), n, g);
        for (int k = 0; k < 4; k++) where (k < n) ok &= b[k] == a[k];
        int:S r4 = fread(mm, sizeof(int), 7, g); /* 6 are left */
        for (int r = 0; r < 2; r++)
            for (int c = 0; c < 3; c++) ok &= mm[r][c] == m[r][c];
        ok &= r2 == 4 && r3 == n && r4 == 6;
        printf("read back: ok %d of %d\n", += ok, positionsof(S));
        printf("eof %d\n", += (feof(g) != 0));
        fclose(g);
    }
    return 0;
}
