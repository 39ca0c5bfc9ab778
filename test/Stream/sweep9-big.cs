// Round 9 application: a shape of 100003 VPs (prime: uneven slices at 2 and
// 3 ranks). Run "w" writes every VP's int (NB), a double for every 7th VP
// (IB under a where), and a text line with fprintf for every 1000th VP,
// then appends a second int to all; run "r" reads everything back at 1, 2
// and 3 ranks (another rank count than the writer each time), checks every
// value in-program and reads once more past each VP's end (feof on all).
// Inputs/s9_model.py big checks every stream with the package.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 1 %s r | FileCheck --check-prefix=R %s
// RUN: %crun -n 2 %s r | FileCheck --check-prefix=R %s
// RUN: %crun -n 3 %s r | FileCheck --check-prefix=R %s
// RUN: %python %S/Inputs/s9_model.py big | FileCheck --check-prefix=M %s
// RUN: %streamstar verify big.dat | FileCheck --check-prefix=V %s
// RUN: %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 3 %s r | FileCheck --check-prefix=R %s
// RUN: %python %S/Inputs/s9_model.py big | FileCheck --check-prefix=M %s
// W: wrote 100003 VPs: ints 200006, doubles 14287, lines 101; fclose 0
// R: read: ints 200006, doubles 14287, lines 101, bad 0, eof 100003
// M: big.dat: 100003 VPs match
// V: big.dat: ok (shape 100003, 100003 VPs
#include <stdio.h>
#include <string.h>
shape [100003]S;
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0), x = v * 3 + 1, n = 0, lines = 0, nd = 0;
        double:S d = v * 0.5;
        if (strcmp(argv[1], "w") == 0) {
            FILE:S *f = fopen("big.dat", "w");
            n = fwrite(&x, sizeof x, 1, f);
            where (v % 7 == 0) nd = fwrite(&d, sizeof d, 1, f);
            where (v % 1000 == 0) lines = fprintf(f, "vp %d\n", v) > 0;
            x = -v;
            n += fwrite(&x, sizeof x, 1, f);
            printf("wrote %d VPs: ints %d, doubles %d, lines %d; ", positionsof(S), += n, += nd, += lines);
            printf("fclose %d\n", fclose(f));
            return 0;
        }
        FILE:S *f = fopen("big.dat", "r");
        int:S y = 0, bad = 0, w = -1, c;
        double:S e = -1;
        n = fread(&y, sizeof y, 1, f);
        where (y != x) bad++;
        where (v % 7 == 0) { nd = fread(&e, sizeof e, 1, f); where (e != d) bad++; }
        /* "vp %d" then the newline by fgetc: a "\n" in the format would skip
         * every whitespace byte, also the next int's low byte when it is 0x20 */
        where (v % 1000 == 0) { lines = fscanf(f, "vp %d", &w) == 1 && fgetc(f) == '\n'; where (w != v) bad++; }
        n += fread(&y, sizeof y, 1, f);
        where (y != -v) bad++;
        c = fread(&y, sizeof y, 1, f);
        where (c != 0) bad++;
        printf("read: ints %d, doubles %d, lines %d, bad %d, eof %d\n", += n, += nd, += lines, += bad, += feof(f));
        fclose(f);
    }
    return 0;
}
