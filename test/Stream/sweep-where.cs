// fwrite/fread inside where: a partial context, nested where, a where that
// selects nothing, parallel sizes (v%7 bytes), per-VP item counts; then
// reading past the end (0-item reads must not set EOF), clearerr under
// where, a short read at each VP's end (feof, ftell), and fwrite on a file
// opened "r" (0 items and the error indicator on every active VP, as C).
// Written at 1, 2, 3 ranks (and forced IB), read at others; the streams are
// compared with a sequential model (Inputs/s3_model.py where).
// Counts by hand: 45 VPs; v%3==0: 15; v odd and v%5 != 0: 18; so items
// 45+15+18+45 = 123, ok 45+15+18+45*8 = 438; v%4==0 ask 0 items: eof 45-12;
// clearerr(v<10) clears 1,2,3,5,6,7,9: 26; a seek under where (v >= 40)
// clears 41,42,43 only (it cleared every VP's EOF), a failed seek none: 23.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s3_model.py where wh.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 3 %s r | FileCheck %s
// RUN: rm -f wh.dat* && %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s3_model.py where wh.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s r | FileCheck %s
// RUN: rm -f wh.dat* && env CSTAR_STREAM_FORCE=ib %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s3_model.py where wh.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s r | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s r | FileCheck %s
// W: w items 123 ok 438
// M: wh.dat: 45 VPs match
// CHECK: r items 123 ok 438
// CHECK-NEXT: past end: items 0 eof 33 err 0
// CHECK-NEXT: after clearerr(v<10): eof 26
// CHECK-NEXT: after fseek under where: eof 23, failed seeks 45
// CHECK-NEXT: short: items 0 eof 45 tell-at-end 45
// CHECK-NEXT: write on r: items 0 err 45
/* wherex.cs w|r : fwrite/fread inside where (partial, nested, empty),
   parallel sizes, per-VP return values, short reads at EOF, feof/ferror/
   clearerr per VP. Shape [5][9] (45 VPs), v = row-major index. Stream of v:
   w: (1) all: int v                           (NB)
      (2) where v%3==0: double v/2             (IB: partial)
      (3) where v>40: nothing inside where(v<0) (selects nothing)
      (4) where v%2: where v%5: short v        (nested)
      (5) all: v%7 bytes of char 'a'+j         (parallel size)
   r: reads it back with the same pattern, counts, checks eof.           */
#include <stdio.h>
#include <string.h>
shape [5][9]S;
FILE:S *f;
int main(int argc, char **argv) {
    int j, w = !strcmp(argv[1], "w");
    with (S) {
        int:S v = pcoord(0) * 9 + pcoord(1), x, r, tot = 0, ok = 0;
        double:S d;
        short:S h;
        char:S c[8];
        f = fopen("wh.dat", w ? "w" : "r");
        for (j = 0; j < 8; j++) c[j] = w ? 'a' + j : 0;
        x = w ? v : -1;
        if (w) r = fwrite(&x, sizeof(int), 1, f); else r = fread(&x, sizeof(int), 1, f);
        tot += r; ok += (x == v);
        where (v % 3 == 0) {
            d = w ? v / 2.0 : -1;
            if (w) r = fwrite(&d, sizeof(double), 1, f); else r = fread(&d, sizeof(double), 1, f);
            tot += r; ok += (d == v / 2.0);
        }
        where (v > 40) {
            where (v < 0) {
                if (w) r = fwrite(&x, sizeof(int), 1, f); else r = fread(&x, sizeof(int), 1, f);
                tot += 100;
            }
        }
        where (v % 2) {
            where (v % 5) {
                h = w ? v : -1;
                if (w) r = fwrite(&h, sizeof(short), 1, f); else r = fread(&h, sizeof(short), 1, f);
                tot += r; ok += (h == v);
            }
        }
        if (w) r = fwrite(c, 1, v % 7, f); else r = fread(c, 1, v % 7, f);
        tot += (r == v % 7);
        for (j = 0; j < 8; j++) ok += (j < v % 7 ? c[j] == 'a' + j : 1);
        printf("%s items %d ok %d\n", argv[1], += tot, += ok);
        if (!w) {
            /* at EOF: a read of 4 ints returns 0 everywhere; VPs with v%4==0 ask for 0 */
            int:S want = v % 4 ? 4 : 0;
            int:S buf[4];
            r = fread(buf, sizeof(int), want, f);
            printf("past end: items %d eof %d err %d\n", += r, += (feof(f) != 0), += (ferror(f) != 0));
            where (v < 10) clearerr(f);
            printf("after clearerr(v<10): eof %d\n", += (feof(f) != 0));
            where (v >= 40) fseek(f, 0, SEEK_SET);       /* clears EOF of 41, 42, 43 only */
            r = fseek(f, -1000, SEEK_CUR);               /* fails everywhere: EOF stays */
            printf("after fseek under where: eof %d, failed seeks %d\n", += (feof(f) != 0), += (r == -1));
            /* short read: seek each VP to 2 bytes before its end, read an int */
            fseek(f, -2, SEEK_END);
            r = fread(&x, sizeof(int), 1, f);
            printf("short: items %d eof %d tell-at-end %d\n", += r, += (feof(f) != 0),
                   += (ftell(f) == 4 + 8 * (v % 3 == 0) + 2 * (v % 2 && v % 5) + v % 7));
            /* a write on a read-only file: fwrite result 0, ferror set? */
            r = fwrite(&x, sizeof(int), 1, f);
            printf("write on r: items %d err %d\n", += r, += (ferror(f) != 0));
        }
        fclose(f);
    }
    return 0;
}
