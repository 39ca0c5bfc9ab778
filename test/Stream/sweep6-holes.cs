// Round 6: one stream through every mode change: a uniform write (NB), a
// uniform seek past the end and a write (the hole reads as zeros), fflush,
// the scalar form `fwrite(&k, sizeof(int), 1, f)` (every VP writes k) mixed
// with the parallel form, a per-VP seek past each VP's end (IB) and a write,
// fflush again, a parallel size and count that differ per VP and are 0 on
// some (fwrite returns 0 items there and writes nothing), fprintf of
// different lengths, a uniform seek past every end and a last write. Written
// at 3, 2 and 1 ranks and under forced CB and IB; the file is compared with
// a Python model and verified, then read back with the same per-VP sizes at
// another rank count.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s6_model.py holes ho.dat | FileCheck --check-prefix=M %s
// RUN: %streamstar verify ho.dat | FileCheck --check-prefix=V %s
// RUN: %crun -n 2 %s r | FileCheck --check-prefix=R %s
// RUN: %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s6_model.py holes ho.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s r | FileCheck --check-prefix=R %s
// RUN: %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s6_model.py holes ho.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 3 %s r | FileCheck --check-prefix=R %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s6_model.py holes ho.dat | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s6_model.py holes ho.dat | FileCheck --check-prefix=M %s
// RUN: %streamstar verify ho.dat | FileCheck --check-prefix=V %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s r | FileCheck --check-prefix=R %s
// W: positions 176 176 264 429 flush 0 0
// W-NEXT: items 9 at 54
// W-NEXT: end 2244 close 0
// M: ho.dat: 11 VPs match
// V: ho.dat: ok (shape 11, 11 VPs
// R: read ok 11 of 11, items 9, eof 11
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
shape [11]S;
elemental int same(const void *a, const void *b, int n) { return memcmp(a, b, n) == 0; }
elemental int num_is(const char *s, int want) { return atoi(s) == want; }
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0), x = v + 1, sz = v % 3, ni = v % 4, got, arr[4], ok;
        int j;
        long:S p1, p2, p3, p4;
        for (j = 0; j < 4; j++) arr[j] = v * 10 + j;
        if (strcmp(argv[1], "w") == 0) {
            FILE:S *f = fopen("ho.dat", "w");
            fwrite(&x, sizeof(int), 1, f);
            fseek(f, 12, SEEK_SET);
            fwrite(&x, sizeof(int), 1, f);
            p1 = ftell(f);
            int f1 = fflush(f);
            int k = 77;
            fwrite(&k, sizeof(int), 1, f);         /* the scalar form */
            p2 = ftell(f) - 4;
            fseek(f, (long)(v * 3), SEEK_END);    /* per VP: IB */
            fwrite(&x, sizeof(int), 1, f);
            p3 = ftell(f) - 3 * v;
            int f2 = fflush(f);
            p4 = ftell(f);
            printf("positions %ld %ld %ld %ld flush %d %d\n", += p1, += p2, += p3, += p4, f1, f2);
            got = fwrite(arr, sz, ni, f);          /* parallel size and count, 0 on some */
            fprintf(f, "%d", v * 1000);
            printf("items %d at %ld\n", += got, += (ftell(f) - p4));
            fseek(f, 200, SEEK_SET);               /* uniform, past every end */
            fwrite(&x, sizeof(int), 1, f);
            long e = += ftell(f);
            printf("end %ld close %d\n", e, fclose(f));
        } else {
            FILE:S *f = fopen("ho.dat", "r");
            int:S y[4], h[2], k, pad[16];
            ok = fread(&y[0], sizeof(int), 1, f) == 1 && y[0] == x;
            ok &= fread(h, sizeof(int), 2, f) == 2 && h[0] == 0 && h[1] == 0;
            ok &= fread(&y[0], sizeof(int), 1, f) == 1 && y[0] == x;
            ok &= fread(&k, sizeof(int), 1, f) == 1 && k == 77;
            pad[0] = 1;
            where (v > 0) { ok &= fread(pad, 3, v, f) == v; }
            ok &= fread(&y[0], sizeof(int), 1, f) == 1 && y[0] == x;
            y[0] = y[1] = y[2] = y[3] = -1;
            got = fread(y, sz, ni, f);
            where (sz * ni > 0) { ok &= same(y, arr, sz * ni); }
            char:S num[8];
            int:S want = v == 0 ? 1 : v < 10 ? 4 : 5, m;
            m = fread(num, 1, want, f);
            num[m < 8 ? m : 7] = 0;
            ok &= m == want && num_is(num, v * 1000);
            fseek(f, 200, SEEK_SET);
            ok &= fread(&y[0], sizeof(int), 1, f) == 1 && y[0] == x;
            ok &= fread(&y[0], 1, 1, f) == 0;
            printf("read ok %d of 11, items %d, eof %d\n", += ok, += got, += feof(f));
            fclose(f);
        }
    }
    return 0;
}
