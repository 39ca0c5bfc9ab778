// Round 5: per-VP fseek/ftell/rewind under where, shape [3][7], 10 ints per
// VP written in a w+ open: SEEK_SET / SEEK_END / SET then CUR by VP class, a
// parallel offset on even VPs (the others keep their positions), a write in
// place (VP 9 is at its end: it appends), a seek before 0 (fails, position
// kept), past the end then a write (a hole of zeros), rewind, then SEEK_END
// for the length.
// At 1, 2, 3 ranks and under forced CB/IB; the file is compared with a
// Python model after each.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %python %S/Inputs/s5_model.py seek seek.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %python %S/Inputs/s5_model.py seek seek.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: %python %S/Inputs/s5_model.py seek seek.dat | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s | FileCheck %s
// RUN: %python %S/Inputs/s5_model.py seek seek.dat | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s | FileCheck %s
// RUN: %python %S/Inputs/s5_model.py seek seek.dat | FileCheck --check-prefix=M %s
// RUN: %streamstar verify seek.dat
// CHECK: seek ok 127 of 127, close 0
// M: seek.dat: 21 VPs match
/* seek: per-VP fseek/ftell/rewind with SEEK_SET/CUR/END under where, a
   parallel offset, a write after a seek (in place), a seek past the end then
   a write (a hole of zeros), a seek before 0 (fails, position kept); shape
   [3][7], 10 ints per VP; the file is then compared with a model. */
#include <stdio.h>
shape [3][7]S;
int main(void) {
    int j;
    with (S) {
        int:S v = pcoord(0) * 7 + pcoord(1), x, n, ok = 0, r;
        long:S p, want;
        FILE:S *f = fopen("seek.dat", "w+");
        for (j = 0; j < 10; j++) { x = v * 100 + j; fwrite(&x, sizeof x, 1, f); }
        where (v % 3 == 0) r = fseek(f, 4 * (v % 10), SEEK_SET);
        where (v % 3 == 1) r = fseek(f, -8, SEEK_END);
        where (v % 3 == 2) { r = fseek(f, 12, SEEK_SET); r |= fseek(f, 8, SEEK_CUR); }
        ok += r == 0;
        want = v % 3 == 0 ? 4 * (v % 10) : v % 3 == 1 ? 32 : 20;
        p = ftell(f);
        ok += p == want;
        n = fread(&x, sizeof x, 1, f);
        ok += n == 1 && x == v * 100 + want / 4;
        /* parallel offset under where; the others keep their positions */
        where (v % 2 == 0) fseek(f, (long:S)(v % 5) * 4, SEEK_SET);
        p = ftell(f);
        ok += p == (v % 2 == 0 ? (v % 5) * 4 : want + 4);
        x = -v;
        want = v % 4 != 3 && p >= 40 ? p + 4 : 40;           /* VP 9 is at its end: it appends */
        where (v % 4 != 3) fwrite(&x, sizeof x, 1, f);       /* in place */
        /* a seek before the start fails and keeps the position */
        where (v == 5) { r = fseek(f, -100, SEEK_CUR); ok += r != 0 && ftell(f) == 28; }
        /* past the end, then a write: a hole of zeros */
        where (v % 5 == 4) { fseek(f, 8, SEEK_END); x = 77; fwrite(&x, sizeof x, 1, f); }
        rewind(f);
        ok += ftell(f) == 0;
        fseek(f, 0, SEEK_END);
        p = ftell(f);
        ok += p == want + (v % 5 == 4 ? 12 : 0);
        printf("seek ok %d of %d, close %d\n", += ok, 21 * 6 + 1, fclose(f));
    }
    return 0;
}
