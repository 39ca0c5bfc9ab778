// Round 9 application: checkpoint/restart compared with an unbroken run. A
// 2-D heat grid ([8][6], doubles, grid reads with off-grid 0, a heated
// where-region) runs to step 12. Every 4 steps it checkpoints: ckpt.dat
// is rewritten ("w": the step, the grid, and a per-VP variable-length
// trail of the hot cells' values: IB), and one line per VP per checkpoint
// is appended to hist.txt ("a", fprintf under a where). Run A goes 0-12
// unbroken at 1 rank (files in a/); run B (files in b/) goes 0-5 at 3
// ranks, is "killed" (just stops; the last checkpoint is step 4), restarts
// at 2 ranks from fopen("ckpt.dat", "r", &s) (shape from the file, the
// trail re-read and checked) to step 9, and again at 1 rank to 12. The
// final grid (final.dat), the checkpoint and the appended history must be
// the same bytes as A's (streamstar convert + cmp), and the final grid the
// same as a numpy model of the stencil (Inputs/s9_model.py heat).
// RUN: rm -rf %t && mkdir -p %t/a %t/b && cd %t/a
// RUN: %crun -n 1 %s 0 12 | FileCheck --check-prefix=A %s
// RUN: cd %t/b && %crun -n 3 %s 0 5 | FileCheck --check-prefix=B1 %s
// RUN: %crun -n 2 %s restart 9 | FileCheck --check-prefix=B2 %s
// RUN: %crun -n 1 %s restart 12 | FileCheck --check-prefix=B3 %s
// RUN: cd %t && %streamstar convert a/final.dat a/final.dat.raw && %streamstar convert b/final.dat b/final.dat.raw && cmp a/final.dat.raw b/final.dat.raw
// RUN: cd %t && %streamstar convert a/ckpt.dat a/ckpt.dat.raw && %streamstar convert b/ckpt.dat b/ckpt.dat.raw && cmp a/ckpt.dat.raw b/ckpt.dat.raw
// RUN: cd %t && %streamstar convert a/hist.txt a/hist.txt.raw && %streamstar convert b/hist.txt b/hist.txt.raw && cmp a/hist.txt.raw b/hist.txt.raw
// RUN: cmp a/final.dat b/final.dat && %streamstar verify b/hist.txt | FileCheck --check-prefix=V %s
// RUN: cd %t/b && %python %S/Inputs/s9_model.py heat 12 | FileCheck --check-prefix=M %s
// A: step 12 done
// B1: step 5 done
// B2: restart from step 4: trail ok 48 of 48
// B2: step 9 done
// B3: restart from step 8: trail ok 48 of 48
// B3: step 12 done
// V: b/hist.txt: ok (shape 8x6, 48 VPs
// M: final.dat, ckpt.dat, hist.txt: match (model of 12 steps)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
shape [8][6]G;
/* one step of the stencil; a heated region depends on the step */
void step(double:G *t, int k) {
    *t = (*t + [.-1][.]*t + [.+1][.]*t + [.][.-1]*t + [.][.+1]*t) / 5;
    where ((pcoord(0) + pcoord(1) + k) % 7 == 0) *t += 10;
}
void checkpoint(double:G *t, int k) {
    int:G hot = *t > 3, n = 0;
    double:G v = *t;
    FILE:G *c = fopen("ckpt.dat", "w");
    fwrite(&k, 0, 1, c); /* nothing: C's 0-byte write */
    int:G kk = k;
    fwrite(&kk, sizeof kk, 1, c);
    fwrite(t, sizeof(double), 1, c);
    for (int j = 0; j < 3; j++) where (hot && j <= (int:G)v % 3) { v = v * 0.5; fwrite(&v, sizeof v, 1, c); n++; }
    where (n == 0) fputc('-', c);
    if (fclose(c)) printf("checkpoint failed\n");
    FILE:G *h = fopen("hist.txt", "a");
    where (hot) fprintf(h, "%d:%.6f\n", k, *t);
    else fprintf(h, "%d:cold\n", k);
    fclose(h);
}
void run(double:G *t, int from, int to) {
    for (int k = from; k < to; k++) {
        step(t, k);
        if ((k + 1) % 4 == 0) checkpoint(t, k + 1);
    }
    FILE:G *fin = fopen("final.dat", "w");
    fwrite(t, sizeof(double), 1, fin);
    fclose(fin);
    printf("step %d done\n", to);
}
int main(int argc, char **argv) {
    if (strcmp(argv[1], "restart") != 0) {
        with (G) {
            double:G t = (pcoord(0) * 6 + pcoord(1)) % 5;
            run(&t, atoi(argv[1]), atoi(argv[2]));
        }
        return 0;
    }
    shape s;
    FILE:void *c = fopen("ckpt.dat", "r", &s);
    if (!c) { printf("no checkpoint\n"); return 1; }
    int from;
    with (s) {
        int:s kk, ok, n = 0;
        double:s t, v, w;
        fread(&kk, sizeof kk, 1, c);
        fread(&t, sizeof t, 1, c);
        from = [0][0]kk;
        v = t;
        ok = kk == from;
        for (int j = 0; j < 3; j++)
            where (t > 3 && j <= (int:s)v % 3) { v = v * 0.5; ok &= fread(&w, sizeof w, 1, c) == 1 && w == v; }
        where (!(t > 3) || (int:s)t % 3 < 0) ok &= fgetc(c) == '-';
        ok &= fgetc(c) == EOF && feof(c);
        printf("restart from step %d: trail ok %d of %d\n", from, += ok, positionsof(s));
        fclose(c);
        with (G) {
            double:G tg = [pcoord(0)][pcoord(1)]t;
            run(&tg, from, atoi(argv[2]));
        }
    }
    return 0;
}
