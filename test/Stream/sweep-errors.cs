// Error paths of fopen and of reads, as a C* program sees them: NULL from
// fopen (C's "no such file" silently, with errno ENOENT), and for a damaged
// Stream* file one line on stderr from rank 0 naming the call, the file, the
// field and the cause: truncated, other version, bad crc, other shape,
// missing .first/.dir/data file, a bad mode; a .dir damaged after a good
// fopen fails the fread (items short, ferror set on the VPs that needed it).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 2 %S/sweep-modes.cs w > /dev/null && %crun -n 3 %S/sweep-modes.cs a > /dev/null
// RUN: cp m.dat.meta good.meta && cp m.dat.dir good.dir && cp m.dat.first good.first
// RUN: %crun -n 2 %s m.dat r 2>&1 | FileCheck --check-prefix=OK %s
// RUN: %crun -n 2 %s missing r 2>&1 | FileCheck --check-prefix=MISS --implicit-check-not=cstar: %s
// RUN: %crun -n 3 %s missing rs 2>&1 | FileCheck --check-prefix=MISSS --implicit-check-not=cstar: %s
// RUN: %crun -n 1 %s missing r+ 2>&1 | FileCheck --check-prefix=MISSP --implicit-check-not=cstar: %s
// RUN: %crun -n 2 %s m.dat x 2>&1 | FileCheck --check-prefix=BADMODE %s
// RUN: %crun -n 2 %s m.dat T 2>&1 | FileCheck --check-prefix=SHAPE %s
// RUN: head -c 100 good.meta > m.dat.meta && %crun -n 2 %s m.dat r 2>&1 | FileCheck --check-prefix=TRUNC %s
// RUN: %python -c "d=bytearray(open('good.meta','rb').read()); d[8]=2; open('m.dat.meta','wb').write(d)"
// RUN: %crun -n 3 %s m.dat r 2>&1 | FileCheck --check-prefix=VERS %s
// A .meta whose version field was written big-endian says so.
// RUN: %python -c "d=bytearray(open('good.meta','rb').read()); d[8:12]=bytes([0,0,0,1]); open('m.dat.meta','wb').write(d)"
// RUN: %crun -n 1 %s m.dat r 2>&1 | FileCheck --check-prefix=SWAP %s
// RUN: %python -c "d=bytearray(open('good.meta','rb').read()); d[50]^=1; open('m.dat.meta','wb').write(d)"
// RUN: %crun -n 1 %s m.dat rs 2>&1 | FileCheck --check-prefix=CRC %s
// RUN: cp good.meta m.dat.meta && head -c 50 good.first > m.dat.first && %crun -n 2 %s m.dat r 2>&1 | FileCheck --check-prefix=FIRST %s
// RUN: rm m.dat.first && %crun -n 2 %s m.dat r 2>&1 | FileCheck --check-prefix=NOFIRST %s
// RUN: cp good.first m.dat.first && rm m.dat.dir && %crun -n 2 %s m.dat r 2>&1 | FileCheck --check-prefix=NODIR %s
// RUN: %python -c "d=bytearray(open('good.dir','rb').read()); d[40]^=1; open('m.dat.dir','wb').write(d)"
// RUN: %crun -n 3 %s m.dat r 2>&1 | FileCheck --check-prefix=DIRCRC %s
// RUN: cp good.dir m.dat.dir && mv m.dat m.x && %crun -n 2 %s m.dat r 2>&1 | FileCheck --check-prefix=NODATA %s
// RUN: mv m.x m.dat && %crun -n 2 %s m.dat r 2>&1 | FileCheck --check-prefix=OK %s
// OK: fopen(m.dat, r): ok
// OK-NEXT: items 590 err 0 eof 91
// MISS: fopen(missing, r): NULL errno ENOENT
// MISSS: fopen(missing, r, &s): NULL errno ENOENT
// MISSP: fopen(missing, r+): NULL errno ENOENT
// BADMODE: cstar: fopen("m.dat"): bad mode "x" (r, w, a, r+, w+, a+; b ignored)
// SHAPE: cstar: fopen("m.dat"): m.dat.meta: field dims: the file has shape [7][13] but the current shape is [13][7]
// TRUNC: cstar: fopen("m.dat"): m.dat.meta: truncated: 100 bytes
// VERS: cstar: fopen("m.dat"): m.dat.meta: field version: unsupported version 2
// SWAP: cstar: fopen("m.dat"): m.dat.meta: field version: unsupported version 16777216 (this reader knows 1); that is version 1 byte-swapped: the fields were written big-endian
// CRC: cstar: fopen("m.dat"): m.dat.meta: field crc: checksum mismatch
// FIRST: cstar: fopen("m.dat"): m.dat.first: truncated: 50 bytes, 400 expected
// NOFIRST: cstar: fopen("m.dat"): m.dat.first: missing
// NODIR: cstar: fopen("m.dat"): m.dat.dir: missing
// DIRCRC-DAG: fopen(m.dat, r): ok
// DIRCRC-DAG: cstar: fread("m.dat"): m.dat.dir: superblock 0: field crc: checksum mismatch
// DIRCRC-DAG: items {{[0-9]+}} err {{[1-9][0-9]*}} eof
// NODATA: cstar: fopen("m.dat"): m.dat: missing (m.dat.meta describes it)
/* sweep-errors NAME MODE: fopen NAME with the current shape [7][13] (MODE
   "T": shape [13][7]; MODE ending in 's': the &s form), print whether it
   failed (and errno), then read 9 ints per VP. */
#include <stdio.h>
#include <string.h>
#include <errno.h>
shape [7][13]S;
shape [13][7]T;
int main(int argc, char **argv) {
    char mode[8];
    int withs = argv[2][strlen(argv[2]) - 1] == 's';
    strcpy(mode, argv[2]);
    if (withs) mode[strlen(mode) - 1] = 0;
    if (withs) {
        shape s;
        FILE:void *g = fopen(argv[1], mode, &s);
        printf("fopen(%s, %s, &s): %s\n", argv[1], mode, g == NULL ? (errno == ENOENT ? "NULL errno ENOENT" : "NULL") : "ok");
        if (g != NULL) fclose(g);
        return 0;
    }
    if (!strcmp(mode, "T")) {
        with (T) {
            FILE:T *g = fopen(argv[1], "r");
            printf("fopen(%s, r) of shape T: %s\n", argv[1], g == NULL ? "NULL" : "ok");
        }
        return 0;
    }
    with (S) {
        FILE:S *f = fopen(argv[1], mode);
        int:S x[9], n;
        printf("fopen(%s, %s): %s\n", argv[1], mode, f == NULL ? (errno == ENOENT ? "NULL errno ENOENT" : "NULL") : "ok");
        fflush(stdout);
        if (f != NULL) {
            n = fread(x, sizeof(int), 9, f);
            printf("items %d err %d eof %d\n", += n, += (ferror(f) != 0), += (feof(f) != 0));
            fclose(f);
        }
    }
    return 0;
}
