// Round 8: fprintf/fscanf of every common conversion with per-VP widths
// and precisions (%*.*e %-*g %*x %#o %c %*s %.*s, then %g %e %x %o %c %s
// %d %i %u %%), read back with fgets and with fscanf using %le %lg %x %o %i
// %c, %2c, %5s, %4[a-z], %*[a-z] (suppressed), %[^|], %n, on 9 VPs whose
// lines all differ in length (IB). Every VP's text is compared with the
// model's C-like formatting (Inputs/s8_model.py conv), and the values
// scanned back with the values written. 1, 2 and 3 ranks, forced CB.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py conv cv.txt | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py conv cv.txt | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py conv cv.txt | FileCheck --check-prefix=M %s
// RUN: %streamstar verify cv.txt
// CHECK: printed 9 of 9
// CHECK: first line back 9 of 9
// CHECK: scanned 13 fields on 9 of 9, values ok 9 of 9
// CHECK: at eof 9 of 9
// M: cv.txt: 9 VPs match
#include <stdio.h>
#include <string.h>
shape [9]S;
int main() {
    with (S) {
        int:S v = pcoord(0), w = 3 + v % 4, p = v % 3, r1, r2;
        FILE:S *f = fopen("cv.txt", "w+");
        double:S d = (v - 4) * 1234.5678;
        r1 = fprintf(f, "[%*.*e][%-*g][%*x][%#o][%c][%*s][%.*s]\n", w + 8, p, d, w + 4, d, w, v * 4099, v * 8 + 1,
                     'A' + v, w, "ab", p + 1, "xyzw");
        r2 = fprintf(f, "%g %e %x %o %c %s %d %i %u 100%%|", d / 7, d, v * 255, v * 64, 'a' + v, "word", v - 4,
                     -v, (unsigned)v * 3000000000u / 9);
        fprintf(f, "abcdefgh%d:%2d|tail %d\n", v, v, v * v);
        printf("printed %d of %d\n", += (r1 > 30 && r2 > 30), positionsof(S));
        rewind(f);
        char:S line[96];
        fgets(line, 96, f);
        int:S ok = line[0] == '[' && line[strlen(line) - 1] == '\n';
        printf("first line back %d of %d\n", += ok, positionsof(S));
        double:S g, e;
        unsigned:S x, o, u;
        char:S c, s[16], az[8], rest[16], two[3];
        int:S k, i, pos = -1;
        int:S n = fscanf(f, "%lg %le %x %o %c %5s %d %i %u 100%%|%4[a-z]%*[a-z]%d:%2c|%[^ ]%n", &g, &e, &x, &o, &c, s,
                         &k, &i, &u, az, &k, two, rest, &pos);
        two[2] = 0;
        ok = n == 13 && x == v * 255 && o == v * 64 && c == 'a' + v && strcmp(s, "word") == 0 && i == -v;
        ok &= u == (unsigned)v * 3000000000u / 9 && strcmp(az, "abcd") == 0 && k == v && strcmp(rest, "tail") == 0;
        ok &= two[0] == (v < 10 ? ' ' : '0' + v / 10) && two[1] == '0' + v % 10 && pos > 40;
        ok &= e > d - 1 && e < d + 1 && g > d / 7 - 1 && g < d / 7 + 1;
        printf("scanned %d fields on %d of %d, values ok %d of %d\n", [0]n, += (n == 13), positionsof(S), += ok,
               positionsof(S));
        fscanf(f, "%d", &k);
        int:S ch = fgetc(f);
        ch = fgetc(f);
        printf("at eof %d of %d\n", += (ch == EOF && feof(f)), positionsof(S));
        fclose(f);
    }
    return 0;
}
