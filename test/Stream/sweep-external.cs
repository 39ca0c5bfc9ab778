// External flat files (numpy, no .meta) opened for writing, and files
// described by `streamstar mkmeta`. The array is x[3][7][13] int32 with
// x[k][v] = k*1000 + v.
//  * "a" + fwrite of one int per VP appends record 3: the file stays the
//    numpy array x[4][7][13] (the first collective write fixes the record
//    size as the first read does; it was taken as 12 bytes per VP, so VP 0's
//    stream became x[0][0..2] instead of x[0..2][0]).
//  * r+ (read record 0, overwrite record 1) and a+ (read, append).
//  * opened "r+"/"a"/"a+" and closed with nothing written: stays external,
//    no .meta (an invalid .meta, len 12 > NB+CB 0, made it unreadable).
//  * an elemental fprintf before any collective transfer is refused with a
//    message, and the data are untouched (it went to the IB segment at
//    offset 0 over the array).
//  * mkmeta --record-bytes=4, then fopen(name, "r", &s) and "a".
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %python -c "import numpy as np; v=np.arange(91).reshape(7,13); np.array([k*1000+v for k in range(3)]).astype('<i4').tofile('ext.dat')" && cp ext.dat orig.dat
// RUN: %crun -n 2 %s a | FileCheck --check-prefix=A %s
// RUN: %python -c "import numpy as np; v=np.arange(91).reshape(7,13); a=np.fromfile('ext.dat','<i4'); print('numpy array', a.size, (a.reshape(4,7,13) == np.array([k*1000+v for k in range(4)])).all())" | FileCheck --check-prefix=NP %s
// RUN: %crun -n 3 %s r | FileCheck --check-prefix=R4 %s
// RUN: cp orig.dat ext.dat && rm ext.dat.meta && %crun -n 3 %s rp | FileCheck --check-prefix=RP %s
// RUN: %crun -n 1 %s r | FileCheck --check-prefix=RRP %s
// RUN: cp orig.dat ext.dat && rm ext.dat.meta && %crun -n 1 %s ap | FileCheck --check-prefix=AP %s
// RUN: %crun -n 2 %s r | FileCheck --check-prefix=RAP %s
// RUN: cp orig.dat ext.dat && rm ext.dat.meta && %crun -n 2 %s r+ && %crun -n 3 %s a close && %crun -n 1 %s a+
// RUN: test ! -e ext.dat.meta && cmp ext.dat orig.dat
// RUN: %crun -n 2 %s e 2>&1 | FileCheck --check-prefix=E %s
// RUN: test ! -e ext.dat.meta && cmp ext.dat orig.dat
// RUN: %streamstar mkmeta ext.dat --shape=7x13 --record-bytes=4
// RUN: %crun -n 3 %s rs | FileCheck --check-prefix=RS %s
// RUN: %crun -n 1 %s a | FileCheck --check-prefix=A %s
// RUN: %crun -n 2 %s r | FileCheck --check-prefix=R4 %s
// A: a: n 91
// NP: numpy array 364 True
// R4: rec 0: n 91 sum 4095
// R4-NEXT: rec 1: n 91 sum 95095
// R4-NEXT: rec 2: n 91 sum 186095
// R4-NEXT: rec 3: n 91 sum 277095
// R4-NEXT: rec 4: n 0 sum -637
// RP: rp: ok 182
// RRP: rec 0: n 91 sum 4095
// RRP-NEXT: rec 1: n 91 sum -4095
// RRP-NEXT: rec 2: n 91 sum 186095
// RRP-NEXT: rec 3: n 0 sum -637
// AP: ap: ok 182
// RAP: rec 3: n 91 sum 459095
// E-DAG: cstar: ext.dat: external file (no .meta): its record size is set by the first collective fread or fwrite
// E-DAG: e: fprintf results -91 errors 91
// RS: rs: ok 7 x 13
/* sweep-external MODE: r (5 records), a (append 3000+v), rp (r+: read record
   0, overwrite record 1 with -v), ap (a+: read 1, append 5000+v), e (a:
   elemental fprintf first), rs (fopen(name, "r", &s)), r+ / a / a+: open
   and close. */
#include <stdio.h>
#include <string.h>
shape [7][13]S;
FILE:S *f;
int main(int argc, char **argv) {
    int k;
    char *m = argv[1];
    with (S) {
        int:S v = pcoord(0) * 13 + pcoord(1), x, n, ok = 0;
        if (!strcmp(m, "rs")) {
            shape s;
            FILE:void *g = fopen("ext.dat", "r", &s);
            if (g == NULL) printf("rs: NULL\n");
            else { printf("rs: ok %d x %d\n", dimof(s, 0), dimof(s, 1)); fclose(g); }
            return 0;
        }
        if (!strcmp(m, "r+") || !strcmp(m, "a+")) {
            f = fopen("ext.dat", m);
            fclose(f);
            return 0;
        }
        f = fopen("ext.dat", !strcmp(m, "r") ? "r" : !strcmp(m, "rp") ? "r+" : !strcmp(m, "ap") ? "a+" : "a");
        if (f == NULL) { printf("NULL\n"); return 0; }
        if (!strcmp(m, "r")) {
            for (k = 0; k < 5; k++) {
                x = -7;
                n = fread(&x, sizeof(int), 1, f);
                printf("rec %d: n %d sum %d\n", k, += n, += x);
            }
        } else if (!strcmp(m, "a")) {
            if (argc > 2) { fclose(f); return 0; }
            x = 3000 + v;
            n = fwrite(&x, sizeof(int), 1, f);
            printf("a: n %d\n", += n);
        } else if (!strcmp(m, "rp")) {
            n = fread(&x, sizeof(int), 1, f); ok += n == 1 && x == v;
            x = -v; n = fwrite(&x, sizeof(int), 1, f); ok += n == 1;
            printf("rp: ok %d\n", += ok);
        } else if (!strcmp(m, "ap")) {
            n = fread(&x, sizeof(int), 1, f); ok += n == 1 && x == v;
            x = 5000 + v; n = fwrite(&x, sizeof(int), 1, f); ok += n == 1;
            printf("ap: ok %d\n", += ok);
        } else {
            n = fprintf(f, "<%d>", v);
            fflush(stderr);
            printf("e: fprintf results %d errors %d\n", += n, += (ferror(f) != 0));
        }
        fclose(f);
    }
    return 0;
}
