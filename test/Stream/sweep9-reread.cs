// Round 9 application: one file written in all three modes and reread many
// times. Run "w" (3 ranks, "w+") writes per VP 3 doubles (NB), 2 ints
// from a struct field (strided: CB), then 4 text pieces of per-VP length
// under a where (IB); in the same open it rewinds and reads everything
// back in 5-byte chunks, and reads the last 8 bytes after fseek(SEEK_END).
// Run "r" (1, 2, 3 ranks) rereads the file: four passes with chunk sizes 1,
// 7, 16 and 64 (rewind between, the last after fseek to the start with
// SEEK_END and -length, per VP), a uniform seek into the NB segment and a
// double read, a seek to each VP's middle (parallel offset). Every pass
// prints a per-VP position-weighted checksum total; Inputs/s9_model.py
// reread computes the same from its own model of the streams and checks
// the file with the package.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w > w3.txt
// RUN: %python %S/Inputs/s9_model.py reread-w | diff - w3.txt
// RUN: %python %S/Inputs/s9_model.py reread-r > want.txt
// RUN: %crun -n 1 %s r > r1.txt && diff want.txt r1.txt
// RUN: %crun -n 2 %s r > r2.txt && diff want.txt r2.txt
// RUN: %crun -n 3 %s r > r3.txt && diff want.txt r3.txt
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s r > r4.txt && diff want.txt r4.txt
// RUN: %python %S/Inputs/s9_model.py reread | FileCheck --check-prefix=M %s
// RUN: %streamstar info rr.dat | FileCheck --check-prefix=I %s
// M: rr.dat: 23 VPs match
// I: NB{{.*}}
// I: CB{{.*}}
// I: IB{{.*}}
#include <stdio.h>
#include <string.h>
shape [23]S;
struct rec { int a; int b; double c; };
/* out = position-weighted checksum of the n bytes of b read at position p */
#define SUMB(out, b, n, p)                                                                  \
    do {                                                                                    \
        out = 0;                                                                            \
        for (int j_ = 0; j_ < 64; j_++)                                                     \
            where (j_ < (n)) out = (out + (unsigned char:S)b[j_] * (int:S)(((p) + j_) % 1000 + 1)) % 1000003; \
    } while (0)
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0);
        char:S buf[64];
        if (strcmp(argv[1], "w") == 0) {
            FILE:S *f = fopen("rr.dat", "w+");
            for (int k = 0; k < 3; k++) { double:S d = v + k * 0.25; fwrite(&d, sizeof d, 1, f); }
            struct rec:S r;
            for (int k = 0; k < 2; k++) { r.b = v * 10 + k; fwrite(&r.b, sizeof r.b, 1, f); }
            for (int k = 0; k < 4; k++)
                where ((v + k) % 3 != 0) {
                    int:S n = (v + k) % 5 + 1;
                    for (int j = 0; j < 5; j++) buf[j] = 'A' + (v + k + j) % 26;
                    fwrite(buf, 1, n, f);
                }
            long:S len = ftell(f);
            rewind(f);
            int:S s = 0, tot = 0, got, ok = 1;
            while (|= ok) where (ok) {
                long:S p = ftell(f);
                got = fread(buf, 1, 5, f);
                int:S cs;
                SUMB(cs, buf, got, p);
                s = (s + cs) % 1000003;
                tot += got;
                ok = got == 5;
            }
            printf("same open: %d bytes (lengths %ld), checksum %d\n", += tot, += len, += s);
            fseek(f, -8, SEEK_END);
            got = fread(buf, 1, 8, f);
            int:S cs;
            SUMB(cs, buf, got, len - 8);
            printf("last 8: %d bytes, checksum %d\n", += got, += cs);
            printf("fclose %d\n", fclose(f));
            return 0;
        }
        FILE:S *f = fopen("rr.dat", "r");
        int chunk[4] = {1, 7, 16, 64};
        fseek(f, 0, SEEK_END);
        long:S len = ftell(f);
        for (int pass = 0; pass < 4; pass++) {
            if (pass < 3) rewind(f);
            else fseek(f, -len, SEEK_END);
            int:S s = 0, tot = 0, got, ok = 1;
            while (|= ok) where (ok) {
                long:S p = ftell(f);
                got = fread(buf, 1, chunk[pass], f);
                int:S cs;
                SUMB(cs, buf, got, p);
                s = (s + cs) % 1000003;
                tot += got;
                ok = got == chunk[pass];
            }
            printf("pass %d (chunk %d): %d bytes, checksum %d, eof %d\n", pass, chunk[pass], += tot, += s, += feof(f));
        }
        double:S d = -1;
        fseek(f, 8, SEEK_SET);
        int:S got = fread(&d, sizeof d, 1, f);
        printf("NB seek: %d doubles, sum %.2f\n", += got, += d);
        fseek(f, len / 2, SEEK_SET);
        got = fread(buf, 1, 64, f);
        int:S cs;
        SUMB(cs, buf, got, len / 2);
        printf("middle: %d bytes, checksum %d, tell %ld\n", += got, += cs, += ftell(f));
        fclose(f);
    }
    return 0;
}
