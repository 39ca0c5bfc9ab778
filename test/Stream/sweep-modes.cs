// Every fopen mode on one file of shape [7][13], each step at another rank
// count than the one before: w (NB), a (append v%4 ints: IB, per-VP sizes),
// r+ (overwrite record 1 in place after a seek, then append under where),
// a+ (reads start at 0, writes append whatever the position), w+ (write,
// rewind, read back in the same open), neg (r+: read every int after byte
// 20, negate, seek back, write over them in one open: IB lists of several
// sessions rewritten in place). After each step every VP's stream is
// compared byte for byte with a sequential model (Inputs/s3_model.py) through
// the Python reader, and at the end with what the runtime reads back at yet
// another rank count (Inputs/s3_dump.cs). Then the same under the debug
// switch forcing CB and IB: the streams must be the same (r+ rewrites IB
// data in place under force=ib).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s3_model.py modes m.dat w | FileCheck --check-prefix=M %s
// RUN: %crun -n 3 %s a | FileCheck --check-prefix=A %s
// RUN: %python %S/Inputs/s3_model.py modes m.dat w,a | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s rplus | FileCheck --check-prefix=RP %s
// RUN: %python %S/Inputs/s3_model.py modes m.dat w,a,rplus | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s aplus | FileCheck --check-prefix=AP %s
// RUN: %crun -n 3 %S/Inputs/s3_dump.cs m.dat d | FileCheck --check-prefix=D %s
// RUN: %python %S/Inputs/s3_model.py modes m.dat w,a,rplus,aplus d | FileCheck --check-prefix=MD %s
// RUN: %crun -n 3 %s wplus | FileCheck --check-prefix=WP %s
// RUN: %crun -n 3 %s neg | FileCheck --check-prefix=NEG %s
// RUN: %python %S/Inputs/s3_model.py modes m.dat w,a,rplus,aplus,neg | FileCheck --check-prefix=M %s
// RUN: rm -f m.dat* && env CSTAR_STREAM_FORCE=ib %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 1 %s a | FileCheck --check-prefix=A %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s rplus | FileCheck --check-prefix=RP %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s aplus | FileCheck --check-prefix=AP %s
// RUN: %crun -n 1 %S/Inputs/s3_dump.cs m.dat d | FileCheck --check-prefix=D %s
// RUN: %python %S/Inputs/s3_model.py modes m.dat w,a,rplus,aplus d | FileCheck --check-prefix=MD %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s wplus | FileCheck --check-prefix=WP %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s neg | FileCheck --check-prefix=NEG %s
// RUN: %python %S/Inputs/s3_model.py modes m.dat w,a,rplus,aplus,neg | FileCheck --check-prefix=M %s
// RUN: rm -f m.dat* && env CSTAR_STREAM_FORCE=cb %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s a | FileCheck --check-prefix=A %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s rplus | FileCheck --check-prefix=RP %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 1 %s aplus | FileCheck --check-prefix=AP %s
// RUN: %crun -n 2 %S/Inputs/s3_dump.cs m.dat d g | FileCheck --check-prefix=DG %s
// RUN: %python %S/Inputs/s3_model.py modes m.dat w,a,rplus,aplus d | FileCheck --check-prefix=MD %s
// W: w ok 1
// M: m.dat: 91 VPs match
// A: a items 135 (want 135) tell-ok 91
// A-NEXT: a close 0
// RP: rplus ok 318 of 318, tell-ok 91
// RP-NEXT: rplus close 0
// AP: aplus start tell 0 read 91 first-ok 91
// AP-NEXT: aplus tell-ok 91
// D: fread: 2722 bytes, short 0
// D-NEXT: eof set 0 of 91
// DG: bytewise: 2722 bytes, mismatched len 0
// DG-NEXT: eof set 91 of 91
// MD: m.dat: 91 VPs match
// MD-NEXT: dump: 91 VPs match
// NEG: neg ok 362 items 180 len 2722
// WP: wplus read 273 ok 91
// WP-NEXT: wplus at end: read 0 eof 91
/* modes.cs STEP: every fopen mode on one file of shape [7][13] (91 VPs),
   v = row-major VP index.
   w     : 5 int records per VP, value v*1000 + j                    (NB)
   a     : append v%4 ints per VP, value v*1000 + 100 + j            (IB)
   rplus : r+: overwrite record 1 with -v (uniform seek, NB row), then
           where (v odd) seek SEEK_END and append one int 7 (IB)
   wplus : w+ on "wp.dat": write 3 shorts v, v+1, v+2; rewind; read back; check
   aplus : a+ on "m.dat": read the first int (position 0), then write appends
           the short 0x5151 at the end, then ftell = old length + 2
   neg   : r+: the whole ints after byte 20 (a parallel count) read, negated,
           written back over themselves, read again and compared          */
#include <stdio.h>
#include <string.h>
shape [7][13]S;
FILE:S *f;
int main(int argc, char **argv) {
    int j;
    with (S) {
        int:S v = pcoord(0) * 13 + pcoord(1), x, r, cnt;
        long:S t;
        if (!strcmp(argv[1], "w")) {
            f = fopen("m.dat", "w");
            for (j = 0; j < 5; j++) { x = v * 1000 + j; fwrite(&x, sizeof(int), 1, f); }
            printf("w ok %d\n", fclose(f) == 0);
        } else if (!strcmp(argv[1], "a")) {
            int:S xs[4];
            f = fopen("m.dat", "a");
            for (j = 0; j < 4; j++) xs[j] = v * 1000 + 100 + j;
            cnt = v % 4;
            r = fwrite(xs, sizeof(int), cnt, f);
            t = ftell(f);
            printf("a items %d (want %d) tell-ok %d\n", += r, += cnt, += (t == 20 + 4 * cnt));
            printf("a close %d\n", fclose(f));
        } else if (!strcmp(argv[1], "rplus")) {
            f = fopen("m.dat", "r+");
            r = fseek(f, 4, SEEK_SET);
            x = -v;
            r += fwrite(&x, sizeof(int), 1, f);
            t = ftell(f);
            fseek(f, 0, SEEK_SET);
            fread(&x, sizeof(int), 1, f);       /* record 0 untouched */
            r += (x == v * 1000);
            fread(&x, sizeof(int), 1, f);       /* record 1 just written */
            r += (x == -v);
            where (v % 2) {
                fseek(f, 0, SEEK_END);
                x = 7;
                r += fwrite(&x, sizeof(int), 1, f);
            }
            printf("rplus ok %d of %d, tell-ok %d\n", += r, 3 * 91 + 45, += (t == 8));
            printf("rplus close %d\n", fclose(f));
        } else if (!strcmp(argv[1], "neg")) {
            int:S xa[8], ya[8], m;
            long:S L;
            f = fopen("m.dat", "r+");
            fseek(f, 0, SEEK_END);
            L = ftell(f);
            fseek(f, 20, SEEK_SET);
            m = (L - 20) / 4;
            r = fread(xa, sizeof(int), m, f) == m;
            for (j = 0; j < 8; j++) ya[j] = -xa[j];
            fseek(f, 20, SEEK_SET);
            r += fwrite(ya, sizeof(int), m, f) == m;
            fseek(f, 20, SEEK_SET);
            fread(xa, sizeof(int), m, f);
            for (j = 0; j < 8; j++) where (j < m) r += xa[j] == ya[j];
            printf("neg ok %d items %d len %ld\n", += r, += m, += L);
            fclose(f);
        } else if (!strcmp(argv[1], "wplus")) {
            short:S h[3], g[3];
            f = fopen("wp.dat", "w+");
            for (j = 0; j < 3; j++) { h[j] = v + j; g[j] = -1; }
            fwrite(h, sizeof(short), 3, f);
            rewind(f);
            r = fread(g, sizeof(short), 3, f);
            printf("wplus read %d ok %d\n", += r, += (g[0] == v && g[1] == v + 1 && g[2] == v + 2));
            r = fread(g, sizeof(short), 1, f);
            printf("wplus at end: read %d eof %d\n", += r, += (feof(f) != 0));
            fclose(f);
        } else if (!strcmp(argv[1], "aplus")) {
            short:S h = 0x5151;
            long:S L;
            f = fopen("m.dat", "a+");
            t = ftell(f);
            r = fread(&x, sizeof(int), 1, f);
            printf("aplus start tell %ld read %d first-ok %d\n", += t, += r, += (x == v * 1000));
            fseek(f, 0, SEEK_END);
            L = ftell(f);
            rewind(f);
            fwrite(&h, sizeof(short), 1, f);    /* appends, whatever the position */
            t = ftell(f);
            printf("aplus tell-ok %d\n", += (t == L + 2));
            fclose(f);
        }
    }
    return 0;
}
