// Round 7: checkpoint/restart. A 4x6 grid of ints evolves by a stencil
// (x = (2x + east + south + step) % 10007, grid reads, off-grid 0); every
// k steps the program writes its state with "w" to ckpt.dat (the step, x,
// and x%3 + 1 history ints under a where: IB). A restart opens the file
// with fopen("ckpt.dat", "r", &s): the shape comes from the file and
// declares the parallel variables fread fills; it checks the history and
// runs on. Steps 0-10 at 3 ranks (checkpoints at 4 and 8), restart at 2
// ranks from step 8 to 20, at 1 rank from 20 to 23; the final state
// (final.dat) and the last checkpoint are compared with a Python model of
// the whole run without restarts, and the sums printed by every run too.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s init | FileCheck --check-prefix=I %s
// RUN: %crun -n 3 %s 10 4 > r10.txt && FileCheck --check-prefix=R10 %s < r10.txt
// RUN: %python %S/Inputs/s7_model.py ckpt ckpt.dat 8 | FileCheck --check-prefix=C8 %s
// RUN: %crun -n 2 %s 20 4 > r20.txt && FileCheck --check-prefix=R20 %s < r20.txt
// RUN: %python %S/Inputs/s7_model.py ckpt ckpt.dat 20 | FileCheck --check-prefix=C20 %s
// RUN: %streamstar verify ckpt.dat | FileCheck --check-prefix=V %s
// RUN: %crun -n 1 %s 23 4 > r23.txt && FileCheck --check-prefix=R23 %s < r23.txt
// RUN: %python %S/Inputs/s7_model.py final final.dat 23 | FileCheck --check-prefix=F %s
// RUN: cat r10.txt r20.txt r23.txt | grep sum > got.txt
// RUN: %python %S/Inputs/s7_model.py ckptsum 10 20 23 > want.txt && diff got.txt want.txt
// I: initial state written, shape 4x6
// R10: restart at step 0: history ok 24 of 24
// R10-NEXT: step 10 sum
// R20: restart at step 8: history ok 24 of 24
// R20-NEXT: step 20 sum
// R23: restart at step 20: history ok 24 of 24
// R23-NEXT: step 23 sum
// C8: ckpt.dat: 24 VPs match
// C20: ckpt.dat: 24 VPs match
// V: ckpt.dat: ok (shape 4x6, 24 VPs
// F: final.dat: 24 VPs match
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
shape [4][6]G;
int main(int argc, char **argv) {
    if (strcmp(argv[1], "init") == 0) {
        with (G) {
            int:G x = (pcoord(0) * 6 + pcoord(1)) * 37 % 101, st = 0, h;
            FILE:G *f = fopen("ckpt.dat", "w");
            fwrite(&st, sizeof st, 1, f);
            fwrite(&x, sizeof x, 1, f);
            for (int j = 0; j < 3; j++) where (j <= x % 3) { h = x + j; fwrite(&h, sizeof h, 1, f); }
            fclose(f);
            printf("initial state written, shape %dx%d\n", dimof(G, 0), dimof(G, 1));
        }
        return 0;
    }
    int to = atoi(argv[1]), k = atoi(argv[2]);
    shape s;
    FILE:void *f = fopen("ckpt.dat", "r", &s);
    if (!f) { printf("no checkpoint\n"); return 1; }
    with (s) {
        int:s x, st, h, ok = 1;
        fread(&st, sizeof st, 1, f);
        fread(&x, sizeof x, 1, f);
        for (int j = 0; j < 3; j++)
            where (j <= x % 3) ok &= fread(&h, sizeof h, 1, f) == 1 && h == x + j;
        ok &= fread(&h, sizeof h, 1, f) == 0 && feof(f);
        fclose(f);
        int from = [0][0]st;
        printf("restart at step %d: history ok %d of %d\n", from, += ok, positionsof(s));
        for (int step = from; step < to; step++) {
            x = (2 * x + [.][.+1]x + [.+1][.]x + step) % 10007;
            if ((step + 1) % k == 0) {
                FILE:s *g = fopen("ckpt.dat", "w");
                st = step + 1;
                fwrite(&st, sizeof st, 1, g);
                fwrite(&x, sizeof x, 1, g);
                for (int j = 0; j < 3; j++) where (j <= x % 3) { h = x + j; fwrite(&h, sizeof h, 1, g); }
                fclose(g);
            }
        }
        FILE:s *g = fopen("final.dat", "w");
        fwrite(&x, sizeof x, 1, g);
        fclose(g);
        printf("step %d sum %d\n", to, += x);
    }
    return 0;
}
