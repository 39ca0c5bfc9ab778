// Round 8: fputs of per-VP text built in a parallel char array (lines of
// 0 to 150 bytes: empty lines, lines longer than the IB block and the CB
// row, a last line without a newline on some VPs), then copied to a
// second file by fgets into a 7-byte buffer + fputs of each piece, and
// read a third way with fgets of size 2 (one byte per call) and size 1
// (never reads: "" each call, C's rule). fputs results are nonnegative;
// fgets returns NULL exactly at the end. The model (Inputs/s8_model.py
// lines) checks both files byte for byte (package) and the printed counts.
// 1, 2, 3 ranks; forced IB.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s > o3 && %python %S/Inputs/s8_model.py lines o3 | FileCheck %s
// RUN: %crun -n 2 %s > o2 && %python %S/Inputs/s8_model.py lines o2 | FileCheck %s
// RUN: %crun -n 1 %s > o1 && %python %S/Inputs/s8_model.py lines o1 | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s > i3 && %python %S/Inputs/s8_model.py lines i3 | FileCheck %s
// RUN: %streamstar verify ln.txt && %streamstar verify cp.txt
// CHECK: ln.txt, cp.txt: 11 VPs match, output matches
#include <stdio.h>
#include <string.h>
shape [11]S;
int main() {
    with (S) {
        int:S v = pcoord(0), neg = 0, pieces = 0, bytes1 = 0, empty1 = 0;
        char:S buf[160], piece[7], one[2], z[1];
        FILE:S *f = fopen("ln.txt", "w");
        for (int l = 0; l < 5; l++) {
            int:S n = (v * 37 + l * 53) % 151;
            where (l == 2) n = 0;
            for (int k = 0; k < 150; k++) where (k < n) buf[k] = (char)('a' + (v + k + l) % 26);
            buf[n] = 0;
            where (l < 4 || v % 3) {
                where (fputs(buf, f) < 0) neg++;
                where (l < 4 || v % 2) where (fputs("\n", f) < 0) neg++;
            }
        }
        fclose(f);
        FILE:S *r = fopen("ln.txt", "r");
        FILE:S *c = fopen("cp.txt", "w");
        int:S done = 0;
        for (int it = 0; it < 200; it++)
            where (!done) {
                where (fgets(piece, 7, r) == NULL) done = 1;
                else { pieces++; fputs(piece, c); }
            }
        printf("fputs negative %d, pieces %d, eof %d\n", += neg, += pieces, += (feof(r) != 0));
        fclose(c);
        rewind(r);
        done = 0;
        for (int it = 0; it < 700; it++)
            where (!done) {
                where (fgets(one, 2, r) == NULL) done = 1;
                else bytes1 += strlen(one);
            }
        rewind(r);
        for (int it = 0; it < 3; it++) where (fgets(z, 1, r) != NULL && z[0] == 0) empty1++;
        printf("size-2 bytes %d, size-1 empty %d, tell %ld\n", += bytes1, += empty1, += ftell(r));
        fclose(r);
    }
    return 0;
}
