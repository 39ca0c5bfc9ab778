// Round 7: several parallel files of different shapes open at once, each
// in another mode, used in turn. "w": a.dat (shape [12], whole ints: NB),
// b.dat ([3][4], a struct field: CB), c.dat ([2][2][3], under a where: IB)
// opened together, 5 steps interleaved, closed in another order than
// opened; w.dat opened inside a where (the open is collective, the first
// write is masked) and written and closed outside it. "m": a.dat with "a+"
// (read from the start, a write appends whatever the position, rewind reads
// everything), b.dat with "r" and c.dat with "r+" (each VP rewrites its
// second record) interleaved with it. Streams compared with a Python model
// after each step; 1, 2 and 3 ranks; info shows each file's mode.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py multi-a a.dat 0 | FileCheck --check-prefix=MA %s
// RUN: %python %S/Inputs/s7_model.py multi-b b.dat | FileCheck --check-prefix=MB %s
// RUN: %python %S/Inputs/s7_model.py multi-c c.dat 0 | FileCheck --check-prefix=MC %s
// RUN: %python %S/Inputs/s7_model.py where-open w.dat | FileCheck --check-prefix=MW %s
// RUN: %streamstar info a.dat | FileCheck --check-prefix=IA %s
// RUN: %streamstar info b.dat | FileCheck --check-prefix=IB %s
// RUN: %streamstar info c.dat | FileCheck --check-prefix=IC %s
// RUN: %crun -n 2 %s m | FileCheck --check-prefix=R %s
// RUN: %python %S/Inputs/s7_model.py multi-a a.dat 1 | FileCheck --check-prefix=MA %s
// RUN: %python %S/Inputs/s7_model.py multi-c c.dat 1 | FileCheck --check-prefix=MC %s
// RUN: %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 3 %s m | FileCheck --check-prefix=R %s
// RUN: %python %S/Inputs/s7_model.py multi-a a.dat 1 | FileCheck --check-prefix=MA %s
// RUN: %python %S/Inputs/s7_model.py multi-c c.dat 1 | FileCheck --check-prefix=MC %s
// RUN: %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py where-open w.dat | FileCheck --check-prefix=MW %s
// W: closed 0 0 0, where-open close 0
// MA: a.dat: 12 VPs match
// MB: b.dat: 12 VPs match
// MC: c.dat: 12 VPs match
// MW: w.dat: 12 VPs match
// IA: NB block 4
// IB: CB block
// IC: IB block
// R: a+ first 12, b 12, c 12, appended 12 of 12, close 0 0 0
#include <stdio.h>
shape [12]A;
shape [3][4]B;
shape [2][2][3]C;
struct two { int key; int val; };
int main(int argc, char **argv) {
    FILE:A *fa;
    FILE:B *fb;
    FILE:C *fc;
    if (argv[1][0] == 'w') {
        with (A) fa = fopen("a.dat", "w");
        with (B) fb = fopen("b.dat", "w");
        with (C) fc = fopen("c.dat", "w");
        for (int s = 0; s < 5; s++) {
            with (C) {
                int:C v = (pcoord(0) * 2 + pcoord(1)) * 3 + pcoord(2), x = v * 100 + s;
                where ((v + s) % 3 != 0) fwrite(&x, sizeof x, 1, fc);
            }
            with (A) { int:A x = pcoord(0) * 10 + s; fwrite(&x, sizeof x, 1, fa); }
            with (B) {
                struct two:B t;
                t.key = pcoord(0) * 4 + pcoord(1); t.val = -t.key - s;
                fwrite(&t.val, sizeof(int), 1, fb);
            }
        }
        int c1, c2, c3, c4;
        with (C) c1 = fclose(fc);
        with (A) c2 = fclose(fa);
        with (B) c3 = fclose(fb);
        with (A) {
            FILE:A *fw;
            int:A x = pcoord(0), y = 100 + pcoord(0);
            where (pcoord(0) % 2) {
                fw = fopen("w.dat", "w");
                fwrite(&x, sizeof x, 1, fw);
            }
            fwrite(&y, sizeof y, 1, fw);
            c4 = fclose(fw);
        }
        printf("closed %d %d %d, where-open close %d\n", c1, c2, c3, c4);
        return 0;
    }
    int na, nb, nc, nap, k1, k2, k3;
    with (A) fa = fopen("a.dat", "a+");
    with (B) fb = fopen("b.dat", "r");
    with (C) fc = fopen("c.dat", "r+");
    with (A) { int:A x; na = += (fread(&x, sizeof x, 1, fa) == 1 && x == pcoord(0) * 10); }
    with (B) { int:B x; nb = += (fread(&x, sizeof x, 1, fb) == 1 && x == -(pcoord(0) * 4 + pcoord(1))); }
    with (C) {
        int:C v = (pcoord(0) * 2 + pcoord(1)) * 3 + pcoord(2), x, y, got;
        /* every VP's second record (the first two steps it wrote) */
        got = fread(&x, sizeof x, 1, fc) + fread(&y, sizeof y, 1, fc);
        y = -y;
        fseek(fc, -(long)sizeof y, SEEK_CUR);
        nc = += (got == 2 && fwrite(&y, sizeof y, 1, fc) == 1);
    }
    with (A) {
        int:A x = -1 - pcoord(0), ok = 1, y;
        fwrite(&x, sizeof x, 1, fa); /* a+: at the end, not after record 0 */
        rewind(fa);
        for (int s = 0; s < 5; s++) ok &= fread(&y, sizeof y, 1, fa) == 1 && y == pcoord(0) * 10 + s;
        ok &= fread(&y, sizeof y, 1, fa) == 1 && y == x && fread(&y, sizeof y, 1, fa) == 0;
        nap = += ok;
    }
    with (B) k2 = fclose(fb);
    with (A) k1 = fclose(fa);
    with (C) k3 = fclose(fc);
    printf("a+ first %d, b %d, c %d, appended %d of 12, close %d %d %d\n", na, nb, nc, nap, k1, k2, k3);
    return 0;
}
