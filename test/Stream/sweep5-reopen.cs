// Round 5: a log file reopened with "a" 26 times (the thesis's Fig. 3.4
// pattern in a loop): each session appends under where ((v+it)%4 != 0) one
// text line (t) or one double (b), and every 7th session a record of
// (v%5)*37 bytes from every VP. Sessions 0-11 at 3 ranks, 12-19 at 1,
// 20-25 at 2 (asking for 4 KiB superblocks: ignored, the file's own sizes
// hold); read back at 1 and 3 ranks, compared with a Python model, the
// runtime's own reading (Inputs/s3_dump.cs) and `streamstar convert`. The
// data file and .dir must stay small: before sessions were packed, every
// session started a new superblock per rank (1 MiB each by default), so 26
// sessions made 26 MiB (1 rank) to 78 MiB (3 ranks) of sparse logical size
// for 16 KiB of stream bytes. Then r+ negates every double in place and a+
// appends each VP's count (Inputs/s5_model.py reopen_neg).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s 0 12 t | FileCheck --check-prefix=T12 %s
// RUN: %crun -n 1 %s 12 20 t | FileCheck --check-prefix=T20 %s
// RUN: %crun -n 2 %s 20 26 t --cstar-stream-sb=4096 | FileCheck --check-prefix=T26 %s
// RUN: %crun -n 3 %s 0 26 tr | FileCheck --check-prefix=T26 %s
// RUN: %python %S/Inputs/s5_model.py reopen log.dat 26 t | FileCheck --check-prefix=MT %s
// RUN: %python -c "import os; print('small', all(os.path.getsize(p) < 262144 for p in ('log.dat', 'log.dat.dir')))" | FileCheck --check-prefix=SMALL %s
// RUN: %streamstar verify log.dat
// RUN: rm -f log.dat*
// RUN: %crun -n 3 %s 0 12 b | FileCheck --check-prefix=T12 %s
// RUN: %crun -n 1 %s 12 20 b | FileCheck --check-prefix=T20 %s
// RUN: %crun -n 2 %s 20 26 b | FileCheck --check-prefix=T26 %s
// RUN: %crun -n 1 %s 0 26 br | FileCheck --check-prefix=T26 %s
// RUN: %streamstar convert log.dat log.npy
// RUN: %crun -n 3 %S/Inputs/s3_dump.cs log.dat d
// RUN: %python %S/Inputs/s5_model.py reopen log.dat 26 b --npy log.npy --dump d | FileCheck --check-prefix=MB %s
// RUN: %python -c "import os; print('small', all(os.path.getsize(p) < 262144 for p in ('log.dat', 'log.dat.dir')))" | FileCheck --check-prefix=SMALL %s
// RUN: %crun -n 2 %S/Inputs/s5_negate.cs log.dat | FileCheck --check-prefix=NEG %s
// RUN: %python %S/Inputs/s5_model.py reopen_neg log.dat 26 | FileCheck --check-prefix=MN %s
// RUN: %streamstar verify log.dat
// T12: got 315 want 315 bad 0 trailing 0
// T20: got 525 want 525 bad 0 trailing 0
// T26: got 683 want 683 bad 0 trailing 0
// MT: log.dat: 35 VPs match
// SMALL: small True
// MB: log.dat: 35 VPs match
// MB-NEXT: convert log.npy: 35 VPs match
// MB-NEXT: dump: 35 VPs match
// NEG: negated
// MN: log.dat: 35 VPs match
/* reopen FROM TO MODE: the iterations FROM..TO-1 each open "log.dat" with
   "a", append under where ((v+it)%4 != 0) one text line (MODE t: fprintf)
   or one double (MODE b: fwrite), and every 7th iteration a longer record
   of (v%5)*37 bytes from every VP; then close. Runs at different rank counts
   continue one file. MODE r: only read iterations 0..TO-1 back and check.
   Shape [5][7]. */
#include <stdio.h>
#include <stdlib.h>
shape [5][7]S;
elemental void fill(char *p, int v, int it) { int k; for (k = 0; k < 200; k++) p[k] = (char)(v * 7 + it + k); }
elemental int same(const char *p, int v, int it, int n) {
    int k;
    for (k = 0; k < n; k++) if (p[k] != (char)(v * 7 + it + k)) return 0;
    return 1;
}
int main(int argc, char **argv) {
    int it, from = atoi(argv[1]), to = atoi(argv[2]), txt = argv[3][0] == 't';
    with (S) {
        int:S v = pcoord(0) * 7 + pcoord(1), n, bad = 0, got = 0, want = 0, a, b;
        double:S d;
        char:S big[200];
        FILE:S *f;
        if (argv[3][1] != 'r') {
            for (it = from; it < to; it++) {
                f = fopen("log.dat", "a");
                where ((v + it) % 4 != 0) {
                    if (txt) fprintf(f, "%d %d\n", it, v);
                    else { d = it * 1000 + v; fwrite(&d, sizeof d, 1, f); }
                }
                if (it % 7 == 3) { fill(big, v, it); fwrite(big, 1, (v % 5) * 37, f); }
                if (fclose(f)) printf("close failed at %d\n", it);
            }
        }
        f = fopen("log.dat", "r");
        for (it = 0; it < to; it++) {
            where ((v + it) % 4 != 0) {
                want++;
                if (txt) { n = fscanf(f, "%d %d", &a, &b); bad += n != 2 || a != it || b != v || fgetc(f) != '\n'; }
                else { n = fread(&d, sizeof d, 1, f); bad += n != 1 || d != it * 1000 + v; }
                got += n >= 1;
            }
            if (it % 7 == 3) { n = fread(big, 1, (v % 5) * 37, f); bad += n != (v % 5) * 37 || !same(big, v, it, n); }
        }
        n = fgetc(f);
        printf("got %d want %d bad %d trailing %d\n", += got, += want, += bad, += (n != EOF));
        fclose(f);
    }
    return 0;
}
