// Round 9 application: an out-of-core grid. numpy writes grid.dat, an
// int32 array a[12][10][4] with no .meta: under a shape of 10 positions VP
// v's stream is its 12 rows a[r][v][0..3] (docs/stream.md, external files).
// The program opens it "r+" and in each iteration every VP picks its own
// row (a parallel fseek), reads it (fread of 4 ints), updates it and
// writes it back after fseek(SEEK_CUR, -16), under a where that changes
// each iteration; one VP also appends a row at its end (fseek SEEK_END),
// which begins an IB segment, so the file gets a .meta. Each session first
// reads row 0 of every VP: an external file's records are fixed by the
// first transfer in which every VP moves the same bytes (a first read
// under a where takes each VP's 192 bytes as one record). Session 1 (3 ranks)
// runs iterations 0-5, session 2 (2 ranks, "r+" of the Stream* file now)
// 6-9; each prints per-iteration checksums of what it read, and the
// final read (1, 2, 3 ranks) prints each VP's row sums. Inputs/s9_model.py
// ooc models the whole thing and checks the file with the package.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %python %S/Inputs/s9_model.py ooc-mk grid.dat
// RUN: %crun -n 3 %s 0 6 > s1.txt
// RUN: %crun -n 2 %s 6 10 > s2.txt
// RUN: %python %S/Inputs/s9_model.py ooc-out 0 6 | diff - s1.txt
// RUN: %python %S/Inputs/s9_model.py ooc-out 6 10 | diff - s2.txt
// RUN: %python %S/Inputs/s9_model.py ooc grid.dat 10 | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s final > f1.txt && %crun -n 3 %s final > f3.txt && diff f1.txt f3.txt
// RUN: %python %S/Inputs/s9_model.py ooc-final 10 | diff - f1.txt
// RUN: %streamstar verify grid.dat | FileCheck --check-prefix=V %s
// M: grid.dat: 10 VPs match
// V: grid.dat: ok (shape 10, 10 VPs
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define H 12
#define W 4
shape [10]S;
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0), row[W], r, got;
        if (strcmp(argv[1], "final") == 0) {
            FILE:S *f = fopen("grid.dat", "r");
            int:S n = 0, sum = 0, ok = 1;
            while (|= ok)
                where (ok) {
                    ok = fread(row, sizeof(int), W, f) == W;
                    where (ok) {
                        n++;
                        for (int j = 0; j < W; j++) sum += row[j] * (j + 1);
                    }
                }
            where (!feof(f) || ferror(f)) n = -1000;
            for (int k = 0; k < 10; k++) printf("VP %d: %d rows, sum %d\n", k, [k]n, [k]sum);
            fclose(f);
            return 0;
        }
        int from = atoi(argv[1]), to = atoi(argv[2]);
        FILE:S *f = fopen("grid.dat", "r+");
        if (!f) { printf("fopen failed\n"); return 1; }
        /* every VP reads its first row: for the numpy file this fixes the
         * records at 16 bytes (the first transfer of all VPs decides) */
        got = fread(row, sizeof(int), W, f);
        printf("first rows: %d ints, sum %d\n", += got, += (row[0] + row[W - 1]));
        for (int it = from; it < to; it++) {
            int:S rows = H + (v == 2) * (it > 2 ? it - 2 : 0);
            r = (v * 5 + it * 7) % rows;
            got = -1;
            where (v % 3 != it % 3) {
                fseek(f, r * (long)sizeof row, SEEK_SET);
                got = fread(row, sizeof(int), W, f);
                for (int j = 0; j < W; j++) row[j] = (row[j] * 3 + it + j) % 1009;
                fseek(f, -(long)sizeof row, SEEK_CUR);
                got += 10 * fwrite(row, sizeof(int), W, f);
            }
            where (v == 2 && it > 1) {
                for (int j = 0; j < W; j++) row[j] = 7000 + it * 10 + j;
                fseek(f, 0, SEEK_END);
                fwrite(row, sizeof(int), W, f);
            }
            printf("it %d: got %d, tell %ld, rowsum %d\n", it, += got, += ftell(f), += (row[0] + row[W - 1]));
        }
        printf("fclose %d\n", fclose(f));
    }
    return 0;
}
