// Round 8: external data files (no .meta) of 2-D and 3-D shapes, written by
// numpy (Inputs/s8_model.py mkext) and by plain C (scalar fopen/fwrite in
// this program), read the ways a C* programmer reads them:
//  * fopen(name, "r") under the current shape [8][6], one int per fread:
//    record k of every VP, then k+1 (the file is int a[3][8][6]);
//  * fopen(name, "r", &s2) with an allocated `shape [8][6]s2;`: the same
//    (before: NULL, EINVAL, "no shape to return" though s2 was given);
//  * fopen(name, "r", &s) with an unallocated `shape s;`: NULL, EINVAL, a
//    line (the file has no shape to return);
//  * under shape [6][8] (same number of positions): VP k (row-major) gets
//    element k of each record; positions, not coordinates, decide;
//  * first fread of 3 ints: 12-byte records, VP v gets ints 3v..3v+2;
//  * a 3-D double array double a[2][2][3][4] written by plain C, read under
//    [2][3][4], then extended with "r+" by one record: it stays the numpy
//    array, one record longer (checked by the model with numpy and the
//    package, and by streamstar verify);
//  * a 13-byte file under 48 positions: NULL, EINVAL, a line;
//  * a Stream* file of shape [8][4] opened under [4][8]: NULL, EINVAL.
// 1, 2 and 3 ranks.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %python %S/Inputs/s8_model.py mkext
// RUN: %crun -n 1 %s 2>&1 | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py ext3 d3.dat | FileCheck --check-prefix=M %s
// RUN: rm d3.dat* && %python %S/Inputs/s8_model.py mkext
// RUN: %crun -n 2 %s 2>&1 | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py ext3 d3.dat | FileCheck --check-prefix=M %s
// RUN: rm d3.dat* && %python %S/Inputs/s8_model.py mkext
// RUN: %crun -n 3 %s 2>&1 | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py ext3 d3.dat | FileCheck --check-prefix=M %s
// RUN: %streamstar verify d3.dat
// CHECK-DAG: current: ok 48 of 48
// CHECK-DAG: allocated &s2: ok 48 of 48, eof 48
// CHECK-DAG: cstar: fopen("e2.dat"): mode "r" with &shape: e2.dat.meta is missing, so the file has no shape to return
// CHECK-DAG: unallocated &s: NULL EINVAL
// CHECK-DAG: [6][8]: ok 48 of 48
// CHECK-DAG: 12-byte records: ok 48 of 48
// CHECK-DAG: 3-D plain C: ok 24 of 24
// CHECK-DAG: 3-D appended: close 0
// CHECK-DAG: cstar: fopen("odd.dat"): odd.dat: external file (no odd.dat.meta) of 13 bytes is not a whole number of records for 48 VPs
// CHECK-DAG: odd: NULL EINVAL
// CHECK-DAG: cstar: fopen("m84.dat"): m84.dat.meta: field dims: the file has shape [8][4] but the current shape is [4][8]
// CHECK-DAG: [4][8] of [8][4]: NULL EINVAL
// M: d3.dat: numpy (3, 2, 3, 4) ok, package 24 VPs match
#include <stdio.h>
#include <errno.h>
shape [8][6]S;
shape [6][8]T;
shape [2][3][4]D;
shape [8][4]A;
shape [4][8]B;
static const char *en(void) { return errno == EINVAL ? "EINVAL" : errno == ENOENT ? "ENOENT" : "other"; }
int main() {
    with (S) {
        int:S i = pcoord(0), j = pcoord(1), x, ok = 1;
        FILE:S *f = fopen("e2.dat", "r");
        for (int k = 0; k < 3; k++) { fread(&x, 4, 1, f); ok &= x == k * 1000 + i * 10 + j; }
        printf("current: ok %d of %d\n", += ok, positionsof(S));
        fclose(f);
        FILE:S *o = fopen("odd.dat", "r");
        printf("odd: %s %s\n", o ? "opened" : "NULL", en());
        int:S a[3];
        f = fopen("e2.dat", "r");
        fread(a, sizeof(int), 3, f);
        int:S v = i * 6 + j;
        ok = 1;
        for (int k = 0; k < 3; k++) {
            int:S e = 3 * v + k; /* flat element 3v+k of int a[3][8][6] */
            ok &= a[k] == (e / 48) * 1000 + (e % 48) / 6 * 10 + e % 6;
        }
        printf("12-byte records: ok %d of %d\n", += ok, positionsof(S));
        fclose(f);
    }
    shape [8][6]s2;
    FILE:void *g = fopen("e2.dat", "r", &s2);
    with (s2) {
        int:s2 x, ok = 1, n = 0;
        for (int k = 0; k < 3; k++) { n += fread(&x, 4, 1, g); ok &= x == k * 1000 + pcoord(0) * 10 + pcoord(1); }
        n += fread(&x, 4, 1, g);
        printf("allocated &s2: ok %d of %d, eof %d\n", += (ok & (n == 3)), positionsof(s2), += (feof(g) != 0));
        fclose(g);
    }
    shape s;
    g = fopen("e2.dat", "r", &s);
    printf("unallocated &s: %s %s\n", g ? "opened" : "NULL", en());
    with (T) {
        int:T v = pcoord(0) * 8 + pcoord(1), x, ok = 1;
        FILE:T *f = fopen("e2.dat", "r");
        for (int k = 0; k < 3; k++) { fread(&x, 4, 1, f); ok &= x == k * 1000 + v / 6 * 10 + v % 6; }
        printf("[6][8]: ok %d of %d\n", += ok, positionsof(T));
        fclose(f);
    }
    /* plain C writes double a[2][2][3][4]: a[r][p][q][t] = r*100 + p*12 + q*4 + t + 0.5 */
    FILE *c = fopen("d3.dat", "wb");
    for (int r = 0; r < 2; r++)
        for (int e = 0; e < 24; e++) {
            double d = r * 100 + e + 0.5;
            fwrite(&d, sizeof d, 1, c);
        }
    fclose(c);
    with (D) {
        int:D e = pcoord(0) * 12 + pcoord(1) * 4 + pcoord(2), ok;
        double:D d0, d1;
        FILE:D *f = fopen("d3.dat", "r+");
        fread(&d0, sizeof(double), 1, f);
        fread(&d1, sizeof(double), 1, f);
        ok = d0 == e + 0.5 && d1 == 100 + e + 0.5;
        printf("3-D plain C: ok %d of %d\n", += ok, positionsof(D));
        d0 = 200 + e + 0.5;
        fwrite(&d0, sizeof(double), 1, f);
        printf("3-D appended: close %d\n", fclose(f));
    }
    with (A) {
        int:A x = pcoord(0) * 4 + pcoord(1);
        FILE:A *f = fopen("m84.dat", "w");
        fwrite(&x, sizeof x, 1, f);
        fclose(f);
    }
    with (B) {
        FILE:B *f = fopen("m84.dat", "r");
        printf("[4][8] of [8][4]: %s %s\n", f ? "opened" : "NULL", en());
    }
    return 0;
}
