// Round 7: .dir growth of append sessions. Each "a" session used to give
// every appending VP a new directory list (its old pointers copied into new
// entries: at least one 32-byte entry per VP per session, 13.6 MB of .dir
// for 1.8 MB of data at 4096 VPs x 100 sessions). Now a VP whose session
// only continues its tail block in place keeps its old list and head
// (ibwrite.c keep/unkeep): entries are written only when it gets a new
// block. 40 sessions of one int per VP (23 of 35 VPs appending, a where),
// steps 0-14 at 3 ranks, 15-29 at 2, 30-39 at 1; then an "a+" session (reads
// in the same open: the copying way) that reads every VP's first record
// and appends one more, and an "r+" that rewrites each VP's last record.
// Streams compared with a Python model, .dir bounded by the entries the
// model counts (CSTAR_STREAM_NO_KEEP=1, the old way, must give the same
// streams with a .dir 10x larger), verified, read back at 2 and 3 ranks.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s 0 15 | FileCheck --check-prefix=W %s
// RUN: %crun -n 2 %s 15 30 | FileCheck --check-prefix=W %s
// RUN: %crun -n 1 %s 30 40 | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py keep log.dat 40 | FileCheck --check-prefix=M %s
// RUN: %python %S/Inputs/s7_model.py keep-size log.dat 40 keep | FileCheck --check-prefix=SZ %s
// RUN: %streamstar verify log.dat | FileCheck --check-prefix=V %s
// RUN: %crun -n 3 %s check 40 | FileCheck --check-prefix=R %s
// RUN: %crun -n 2 %s aplus 40 | FileCheck --check-prefix=AP %s
// RUN: %crun -n 3 %s rplus 40 | FileCheck --check-prefix=RP %s
// RUN: %python %S/Inputs/s7_model.py keep log.dat 40 +ap,rp | FileCheck --check-prefix=M %s
// RUN: %streamstar verify log.dat | FileCheck --check-prefix=V %s
// RUN: %crun -n 2 %s check2 40 | FileCheck --check-prefix=R2 %s
// The old way: same streams, a larger .dir.
// RUN: rm -f log.dat* && env CSTAR_STREAM_NO_KEEP=1 %crun -n 3 %s 0 20 | FileCheck --check-prefix=W %s
// RUN: env CSTAR_STREAM_NO_KEEP=1 %crun -n 2 %s 20 40 | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py keep log.dat 40 | FileCheck --check-prefix=M %s
// RUN: %python %S/Inputs/s7_model.py keep-size log.dat 40 nokeep | FileCheck --check-prefix=SZ %s
// Forced IB (every VP appends; the uniform path of the first session).
// RUN: rm -f log.dat* && env CSTAR_STREAM_FORCE=ib %crun -n 3 %s 0 20 all | FileCheck --check-prefix=W %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 1 %s 20 40 all | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py keep log.dat 40 all | FileCheck --check-prefix=M %s
// RUN: %python %S/Inputs/s7_model.py keep-size log.dat 40 keep all | FileCheck --check-prefix=SZ %s
// RUN: %crun -n 2 %s check 40 all | FileCheck --check-prefix=R %s
// Small blocks, superblocks and entries (b_IB 16, 4 blocks a superblock, 2
// pointers an entry): lists of many entries, sessions too big to pack.
// RUN: rm -f log.dat* && env CSTAR_STREAM_BIB=16 CSTAR_STREAM_SB=64 CSTAR_STREAM_DIRPTRS=2 %crun -n 3 %s 0 15 | FileCheck --check-prefix=W %s
// RUN: env CSTAR_STREAM_BIB=16 CSTAR_STREAM_SB=64 CSTAR_STREAM_DIRPTRS=2 %crun -n 2 %s 15 40 | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py keep log.dat 40 | FileCheck --check-prefix=M %s
// RUN: %streamstar verify log.dat | FileCheck --check-prefix=V %s
// RUN: %crun -n 2 %s aplus 40 | FileCheck --check-prefix=AP %s
// RUN: %crun -n 3 %s rplus 40 | FileCheck --check-prefix=RP %s
// RUN: %python %S/Inputs/s7_model.py keep log.dat 40 +ap,rp | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s check2 40 | FileCheck --check-prefix=R2 %s
// W: closed {{[0-9]+}} sessions, 0 failures
// M: log.dat: 35 VPs match
// SZ: dir ok
// V: log.dat: ok (shape 5x7, 35 VPs,
// R: read 40 steps: 35 of 35 VPs ok
// AP: a+: first records 35 of 35, close 0
// RP: r+: 35 of 35, close 0
// R2: read 42 records: 35 of 35 VPs ok
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
shape [5][7]S;
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0) * 7 + pcoord(1), x, ok = 1, got, on;
        int all = argc > 3 && strcmp(argv[3], "all") == 0;
        on = all || v % 3 != 1;
        if (strcmp(argv[1], "check") == 0 || strcmp(argv[1], "check2") == 0) {
            int steps = atoi(argv[2]), more = argv[1][5] == '2';
            FILE:S *f = fopen("log.dat", "r");
            for (int s = 0; s < steps; s++)
                where (on) {
                    got = fread(&x, sizeof(int), 1, f);
                    ok &= got == 1 && x == (more && s == steps - 1 ? -(v * 1000 + s) : v * 1000 + s);
                }
            if (more) { /* the a+ record, negated by r+ */
                got = fread(&x, sizeof(int), 1, f);
                ok &= got == 1 && x == -(v + 5000);
            }
            got = fread(&x, sizeof(int), 1, f);
            ok &= got == 0 && feof(f);
            if (more) printf("read %d records: %d of 35 VPs ok\n", steps + 2, += ok);
            else printf("read %d steps: %d of 35 VPs ok\n", steps, += ok);
            fclose(f);
            return 0;
        }
        if (strcmp(argv[1], "aplus") == 0) {
            FILE:S *f = fopen("log.dat", "a+");
            where (on) { got = fread(&x, sizeof x, 1, f); ok = got == 1 && x == v * 1000; }
            x = v + 5000;
            fwrite(&x, sizeof x, 1, f);
            printf("a+: first records %d of 35, close %d\n", += ok, fclose(f));
            return 0;
        }
        if (strcmp(argv[1], "rplus") == 0) {
            FILE:S *f = fopen("log.dat", "r+");
            /* the last two records of each VP: step 39 (if it wrote) and the a+ one */
            where (on) {
                fseek(f, -8, SEEK_END);
                got = fread(&x, sizeof x, 1, f);
                ok = got == 1 && x == v * 1000 + 39;
                x = -x;
                fseek(f, -4, SEEK_CUR);
                ok &= fwrite(&x, sizeof x, 1, f) == 1;
            }
            fseek(f, -4, SEEK_END);
            got = fread(&x, sizeof x, 1, f);
            ok &= got == 1 && x == v + 5000;
            x = -x;
            fseek(f, -4, SEEK_END);
            ok &= fwrite(&x, sizeof x, 1, f) == 1;
            printf("r+: %d of 35, close %d\n", += ok, fclose(f));
            return 0;
        }
        int from = atoi(argv[1]), to = atoi(argv[2]), fails = 0;
        for (int s = from; s < to; s++) {
            FILE:S *f = fopen("log.dat", s ? "a" : "w");
            if (!f) { fails++; continue; }
            x = v * 1000 + s;
            where (on) fwrite(&x, sizeof(int), 1, f);
            if (fclose(f)) fails++;
        }
        printf("closed %d sessions, %d failures\n", to - from, fails);
    }
    return 0;
}
