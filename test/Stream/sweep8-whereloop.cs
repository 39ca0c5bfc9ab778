// Round 8: writing in a loop inside nested `where`s whose active sets change
// every iteration (an int on some VPs, a short on others, a char on a third
// set reached through `else where`), in "w+", then per-VP ftell, a per-VP
// fseek to the middle of each stream, a one-byte read there and ftell
// again, then a per-VP SEEK_END back to the last record. The model
// (Inputs/s8_model.py wloop) computes every stream sequentially; it checks
// the printed sums and the file (package; streamstar verify). Normal,
// forced CB and forced IB; 1, 2 and 3 ranks.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s > o3 && %python %S/Inputs/s8_model.py wloop o3 w.dat | FileCheck %s
// RUN: %crun -n 2 %s > o2 && %python %S/Inputs/s8_model.py wloop o2 w.dat | FileCheck %s
// RUN: %crun -n 1 %s > o1 && %python %S/Inputs/s8_model.py wloop o1 w.dat | FileCheck %s
// RUN: %streamstar verify w.dat
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s > c3 && %python %S/Inputs/s8_model.py wloop c3 w.dat | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s > i3 && %python %S/Inputs/s8_model.py wloop i3 w.dat | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s > i2 && %python %S/Inputs/s8_model.py wloop i2 w.dat | FileCheck %s
// RUN: %streamstar verify w.dat
// CHECK: w.dat: 35 VPs match, 5 output lines match
#include <stdio.h>
shape [5][7]S;
int main() {
    with (S) {
        int:S v = pcoord(0) * 7 + pcoord(1), x;
        short:S sx;
        char:S c;
        FILE:S *f = fopen("w.dat", "w+");
        for (int it = 0; it < 8; it++) {
            where (v % 2 == it % 2) {
                x = v * 100 + it;
                where (v % 3 != it % 3) fwrite(&x, 4, 1, f);
                else { sx = (short)(v * 10 + it); fwrite(&sx, 2, 1, f); }
            } else where ((v + it) % 5 == 0) {
                c = (char)('a' + it);
                fwrite(&c, 1, 1, f);
            }
        }
        long:S L = ftell(f);
        printf("len sum %ld wsum %ld\n", += L, += (L * (v + 1)));
        long:S half = L / 2;
        fseek(f, half, SEEK_SET);
        unsigned char:S b = 0;
        int:S n = 0;
        where (L > 0) n = fread(&b, 1, 1, f);
        long:S t = ftell(f);
        printf("mid reads %d bsum %d\n", += n, += ((int)b * (v + 1)));
        printf("tell after %ld\n", += (t * (v + 1)));
        long:S back = -1;
        where (v % 2 == 0) back = -4; /* the last 4 or 2 bytes, whatever records they hold */
        else back = -2;
        where (L >= 4) {
            fseek(f, back, SEEK_END);
            long:S y = 0; /* the record's bytes, little-endian, unsigned */
            fread(&y, (int)-back, 1, f);
            printf("tail sum %ld\n", += y);
        }
        /* feof before fclose: as printf arguments their order was unspecified
         * (gcc closed first, then feof read the freed file) */
        int eofs = += (feof(f) != 0);
        printf("eof %d close %d\n", eofs, fclose(f));
    }
    return 0;
}
