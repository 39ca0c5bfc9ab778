// Masked fwrite/fread of fixed records (session 16: the per-VP loops take
// the active VPs 8 mask bytes at a time, emit a block that a record fills
// exactly at once, and load a VP's next block on disk at once). 203 VPs
// (ranks hold counts that are not multiples of 8), 32-byte blocks in
// 256-byte superblocks (many blocks and superblocks per rank), records of
// 4, 8, 16, 2 and 12 bytes under masks that change with the step, so that
// records fill blocks exactly, cross them, and VPs sit at different fills.
// Then a reread of the first 20 steps after a rewind (blocks loaded again),
// and a read at the end (0 items, EOF). The file is compared with a
// sequential Python model through the Python reader; written and read at
// different rank counts and modes.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s w --cstar-stream-bib=32 --cstar-stream-sb=256 | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/perf16_where_model.py wf.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 3 %s r | FileCheck %s
// RUN: rm -f wf.dat* && %crun -n 3 %s w --cstar-stream-bib=32 --cstar-stream-sb=256 | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/perf16_where_model.py wf.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s r | FileCheck %s
// RUN: %crun -n 1 %s r | FileCheck %s
// RUN: rm -f wf.dat* && env CSTAR_STREAM_FORCE=ib %crun -n 2 %s w --cstar-stream-bib=32 --cstar-stream-sb=256 | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/perf16_where_model.py wf.dat | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s r | FileCheck %s
// RUN: rm -f wf.dat* && env CSTAR_STREAM_FORCE=cb %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/perf16_where_model.py wf.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s r --cstar-stream-rdbufs=2 | FileCheck %s
// The counts, from the model (perf16_where_model.py --counts): 6122 records
// written and read, 3061 of them in the first 20 steps.
// W: w items 6122
// M: wf.dat: 203 VPs match, 6122 records
// CHECK: r items 6122 bad 0
// CHECK-NEXT: reread items 3061 bad 0
// CHECK-NEXT: end items 0 eof 203
#include <stdio.h>
#include <string.h>
#define NS 40
shape [203]S;
int main(int argc, char **argv) {
    int w = !strcmp(argv[1], "w");
    with (S) {
        int:S v = pcoord(0), r, tot = 0, bad = 0, q[4], x;
        double:S d;
        short:S h;
        FILE:S *f = fopen("wf.dat", w ? "w" : "r");
        for (int pass = 0; pass < (w ? 1 : 2); pass++) {
            int ns = pass ? 20 : NS;
            tot = 0;
            bad = 0;
            if (pass) rewind(f);
            for (int s = 0; s < ns; s++) {
                switch (s % 5) {
                case 0:
                    where (v % 2 == 0) {
                        x = w ? v * 1000 + s : -1;
                        if (w) r = fwrite(&x, sizeof x, 1, f); else r = fread(&x, sizeof x, 1, f);
                        tot += r;
                        bad += x != v * 1000 + s;
                    }
                    break;
                case 1:
                    where (v % 3 != 0) {
                        d = w ? v + s * 0.25 : -1;
                        if (w) r = fwrite(&d, sizeof d, 1, f); else r = fread(&d, sizeof d, 1, f);
                        tot += r;
                        bad += d != v + s * 0.25;
                    }
                    break;
                case 2:
                    where ((v + s) % 4 != 0) {
                        for (int k = 0; k < 4; k++) q[k] = w ? v * 10 + s * 100 + k : -1;
                        if (w) r = fwrite(q, sizeof(int), 4, f); else r = fread(q, sizeof(int), 4, f);
                        tot += r == 4;
                        for (int k = 0; k < 4; k++) bad += q[k] != v * 10 + s * 100 + k;
                    }
                    break;
                case 3:
                    where (v % 7 != s % 7) {
                        h = w ? v + s : -1;
                        if (w) r = fwrite(&h, sizeof h, 1, f); else r = fread(&h, sizeof h, 1, f);
                        tot += r;
                        bad += h != v + s;
                    }
                    break;
                default:
                    where (v != 5) {
                        for (int k = 0; k < 3; k++) q[k] = w ? -v - s * 7 - k : 0;
                        if (w) r = fwrite(q, sizeof(int), 3, f); else r = fread(q, sizeof(int), 3, f);
                        tot += r == 3;
                        for (int k = 0; k < 3; k++) bad += q[k] != -v - s * 7 - k;
                    }
                }
            }
            if (w) printf("w items %d\n", += tot);
            else printf("%s items %d bad %d\n", pass ? "reread" : "r", += tot, += bad);
        }
        if (!w) {
            fseek(f, 0, SEEK_END);
            where (v % 2 == 0) r = fread(&x, sizeof x, 1, f);
            where (v % 2) r = fread(&d, sizeof d, 1, f);
            printf("end items %d eof %d\n", += r, += (feof(f) != 0));
        }
        fclose(f);
    }
    return 0;
}
