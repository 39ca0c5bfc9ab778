// Round 7: r+ update in place of one record per VP in a file with all three
// segments: records 0-1 NB (whole ints), 2-3 CB (a struct field, strided),
// 4.. IB (VP v has 4 + v%3 records in all). "u": r+, every VP seeks to its
// own record v%7 (per VP: IB), reads it, writes back its negation, and
// then a uniform seek to record 3 (CB segment) overwrites it with 3000+v;
// "r" reads every record back. Under the debug switch the same program
// runs in forced CB and forced IB; the streams are compared with a Python
// model (s7_model.py update) after each step, at 1, 2 and 3 ranks.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %streamstar info up.dat | FileCheck --check-prefix=INFO %s
// RUN: %python %S/Inputs/s7_model.py update up.dat 0 | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s u | FileCheck --check-prefix=U %s
// RUN: %python %S/Inputs/s7_model.py update up.dat 1 | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s r | FileCheck --check-prefix=R %s
// RUN: %crun -n 3 %s r | FileCheck --check-prefix=R %s
// RUN: %streamstar verify up.dat | FileCheck --check-prefix=V %s
// RUN: rm -f up.dat* && env CSTAR_STREAM_FORCE=cb %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s u | FileCheck --check-prefix=U %s
// RUN: %python %S/Inputs/s7_model.py update up.dat 1 | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s r | FileCheck --check-prefix=R %s
// RUN: rm -f up.dat* && env CSTAR_STREAM_FORCE=ib %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s u | FileCheck --check-prefix=U %s
// RUN: %python %S/Inputs/s7_model.py update up.dat 1 | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s r | FileCheck --check-prefix=R %s
// RUN: %crun -n 1 %s r | FileCheck --check-prefix=R %s
// W: written, close 0
// INFO: IB
// M: up.dat: 14 VPs match
// U: updated 14 of 14, close 0
// R: read 14 of 14
// V: up.dat: ok (shape 2x7, 14 VPs
#include <stdio.h>
struct pair { int a; int b; };
shape [2][7]S;
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0) * 7 + pcoord(1), n = 4 + v % 3, x, ok = 1, got;
        struct pair:S p;
        if (argv[1][0] == 'w') {
            FILE:S *f = fopen("up.dat", "w");
            for (int k = 0; k < 2; k++) { x = v * 10 + k; fwrite(&x, sizeof x, 1, f); }
            for (int k = 2; k < 4; k++) { p.a = v * 10 + k; p.b = -1; fwrite(&p.a, sizeof(int), 1, f); }
            for (int k = 4; k < 7; k++)
                where (k < n) { x = v * 10 + k; fwrite(&x, sizeof x, 1, f); }
            printf("written, close %d\n", fclose(f));
            return 0;
        }
        if (argv[1][0] == 'u') {
            FILE:S *f = fopen("up.dat", "r+");
            int:S k = v % 7;
            where (k >= n) k = n - 1;
            fseek(f, (long)k * 4, SEEK_SET);
            got = fread(&x, sizeof x, 1, f);
            ok = got == 1 && x == v * 10 + k;
            x = -x;
            fseek(f, (long)k * 4, SEEK_SET);
            ok &= fwrite(&x, sizeof x, 1, f) == 1 && ftell(f) == (k + 1) * 4;
            fseek(f, 12, SEEK_SET);
            x = 3000 + v;
            ok &= fwrite(&x, sizeof x, 1, f) == 1;
            printf("updated %d of 14, close %d\n", += ok, fclose(f));
            return 0;
        }
        FILE:S *f = fopen("up.dat", "r");
        int:S k = v % 7, want;
        where (k >= n) k = n - 1;
        for (int j = 0; j < 7; j++) {
            got = fread(&x, sizeof x, 1, f);
            want = j == 3 ? 3000 + v : j == k ? -(v * 10 + j) : v * 10 + j;
            where (j < n) ok &= got == 1 && x == want;
            else ok &= got == 0 && feof(f);
        }
        printf("read %d of 14\n", += ok);
        fclose(f);
    }
    return 0;
}
