// apps18: random in-place updates of a large per-VP file, as an out-of-core
// solver's restart file gets them. Each of 11 VPs writes 64 KiB (16 NB rows
// of 4 KiB), then 60 steps on one "r+" open (reopened every 10 steps) update
// 8 bytes at a per-VP pseudo-random offset: under a where (IB writes at
// per-VP positions), read-modify-write with a SEEK_CUR -8 between (IB
// reads and writes inside the NB rows), or at a position every VP shares
// (a uniform row update). Each stream's length and hash are printed in
// position order; Inputs/apps18_randupdate_model.py computes them from a
// bytearray per VP, and the file is read back at every other rank count.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %python %S/Inputs/apps18_randupdate_model.py > want.txt
// RUN: %crun -n 3 %s w > got3.txt && diff want.txt got3.txt
// RUN: %crun -n 1 %s r > r1.txt && diff want.txt r1.txt
// RUN: %crun -n 2 %s r > r2.txt && diff want.txt r2.txt
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s w > got2.txt && diff want.txt got2.txt
// RUN: %crun -n 3 %s r > r3.txt && diff want.txt r3.txt
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 1 %s w > got1.txt && diff want.txt got1.txt
// RUN: FileCheck %s < want.txt
// CHECK: v10 n 65536 h
#include <stdio.h>
#include <string.h>
#define N 11
#define L 65536
shape [N]S;
/* the offset VP v updates at step t, and the value it writes there */
elemental long spot(int v, int t) { return (long)(((unsigned)(v * 2654435761u + t * 40503u) >> 7) % (L - 8)); }
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0);
        FILE:S *f;
        if (argv[1][0] == 'w') {
            unsigned char:S blk[4096];
            f = fopen("ru.dat", "w");
            for (int k = 0; k < L / 4096; k++) {
                for (int i = 0; i < 4096; i++) blk[i] = (unsigned char)(v + k * 7 + i);
                fwrite(blk, 1, 4096, f);
            }
            fclose(f);
            f = fopen("ru.dat", "r+");
            for (int t = 0; t < 60; t++) {
                long:S off = spot(v, t);
                double:S val = v * 1000.0 + t;
                unsigned long:S old, mix;
                if (t % 3 == 0) {
                    where ((v + t) % 4 != 0) { fseek(f, off, SEEK_SET); fwrite(&val, 8, 1, f); }
                } else if (t % 3 == 1) {
                    fseek(f, off, SEEK_SET);
                    fread(&old, 8, 1, f);
                    fseek(f, -8, SEEK_CUR);
                    mix = old ^ (unsigned long)(v * 1000 + t);   /* depends on what was read */
                    fwrite(&mix, 8, 1, f);
                } else {
                    fseek(f, (long)(t * 8), SEEK_SET);   /* uniform: NB row update */
                    fwrite(&val, 8, 1, f);
                }
                if (t % 10 == 9) { fclose(f); f = fopen("ru.dat", "r+"); }
            }
            fclose(f);
        }
        /* checksum of each stream */
        unsigned char:S blk[4096];
        unsigned int:S h = 0;
        long:S n = 0;
        f = fopen("ru.dat", "r");
        for (int k = 0; k < L / 4096 + 1; k++) {
            int:S got = fread(blk, 1, 4096, f);
            for (int i = 0; i < 4096; i++) where (i < got) h = h * 31u + blk[i];
            n += got;
        }
        fclose(f);
        for (int i = 0; i < N; i++) printf("v%d n %ld h %u\n", i, [i]n, [i]h);
    }
}
