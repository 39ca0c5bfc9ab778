// Round 8: (1) fclose and fflush inside `where`: a parallel file is one
// object opened and closed collectively, so fclose under a context closes
// it for every position, the inactive ones too (their bytes written so far
// are kept), and returns its status to the active ones; fflush likewise
// pushes every position's bytes (docs/stream.md, "Closing under where").
// The file can then be reopened (no EBUSY: it is closed) and every VP's
// stream is whole. (2) A parallel file opened in a parallel function and
// returned (FILE:current *), written by another parallel function taking
// FILE:current *, and closed by the caller; and one returned as FILE:S *
// from a scalar function that selects S itself. The model
// (Inputs/s8_model.py fclose) checks the files (package); 1, 2, 3 ranks.
// Bug fixed: `st = fclose(f);` (and fflush, setvbuf, rewind, clearerr) in a
// parallel statement was evaluated once per active local VP: fclose ran
// several times on one rank (use after free) and never on a rank with no
// active VP, whose partners then waited forever; now once per rank.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py fclose | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py fclose | FileCheck --check-prefix=M %s
// RUN: %streamstar verify cw.dat && %streamstar verify fn.dat && %streamstar verify fs.dat
// CHECK: flush in where: 0 on 5 active
// CHECK: close in where: 0 on 5 active, -7 on 5 inactive
// CHECK: reopened: ok 10 of 10
// CHECK: declared flush 0, close 0 on 10
// CHECK: function file: close 0
// CHECK: scalar function file: close 0
// M: cw.dat fn.dat fs.dat: 10 + 10 + 6 VPs match
#include <stdio.h>
shape [10]S;
shape [2][3]T;
FILE:current *open_here(const char *name, const char *mode) {
    FILE:current *f = fopen(name, mode);
    return f;
}
void put_twice(FILE:current *f, int:current x) {
    fwrite(&x, sizeof(int), 1, f);
    where (x % 2) fwrite(&x, sizeof(int), 1, f);
}
FILE:T *open_t(const char *name) {
    FILE:T *f;
    with (T) f = fopen(name, "w");
    return f;
}
int main() {
    with (S) {
        int:S v = pcoord(0), x = v * 11, st = -7;
        FILE:S *f = fopen("cw.dat", "w");
        fwrite(&x, sizeof x, 1, f);
        where (v % 2) {
            x = v * 11 + 1;
            fwrite(&x, sizeof x, 1, f);
            st = fflush(f);
        }
        printf("flush in where: %d on %d active\n", [1]st, += (v % 2));
        st = -7;
        where (v < 5) st = fclose(f);
        printf("close in where: %d on %d active, %d on %d inactive\n", [0]st, += (v < 5), [9]st, += (v >= 5));
        FILE:S *g = fopen("cw.dat", "r");
        int:S a = -1, b = -1, n = fread(&a, sizeof a, 1, g);
        n += fread(&b, sizeof b, 1, g);
        int:S ok = a == v * 11 && (v % 2 ? n == 2 && b == v * 11 + 1 : n == 1);
        printf("reopened: ok %d of %d\n", += ok, positionsof(S));
        int:S fl = fflush(g), cl;
        cl = fclose(g);
        printf("declared flush %d, close %d on %d\n", += fl, += cl, positionsof(S));
        FILE:S *h = open_here("fn.dat", "w");
        put_twice(h, v * 3);
        printf("function file: close %d\n", fclose(h));
    }
    FILE:T *t = open_t("fs.dat");
    with (T) {
        int:T y = pcoord(0) * 10 + pcoord(1);
        fwrite(&y, sizeof y, 1, t);
        printf("scalar function file: close %d\n", fclose(t));
    }
    return 0;
}
