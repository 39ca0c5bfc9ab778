// Round 5: IB with many VPs per rank (shape [10][30]: 100 per rank at 3
// ranks) through the uniform fast paths and out of them: VP 0 skips the
// first double (where: IB from the start), then 20 doubles one call each
// (8-byte pieces: piece-transposed tiles), three 12-byte records (a piece
// that does not divide b_IB), five ints; read back in 16-byte pieces, a
// per-VP seek back under where, a uniform seek; with the background writer
// and read-ahead thread forced off and on, and the block lists as CSR
// (CSTAR_STREAM_NO_RUNS); the file compared with a Python model.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env CSTAR_STREAM_ASYNC=0 %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: env CSTAR_STREAM_ASYNC=1 %crun -n 3 %s r | FileCheck %s
// RUN: env CSTAR_STREAM_ASYNC=0 %crun -n 1 %s r | FileCheck %s
// RUN: %python %S/Inputs/s5_model.py tiles tiles.dat | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_ASYNC=1 %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: env CSTAR_STREAM_NO_RUNS=1 %crun -n 3 %s r | FileCheck %s
// RUN: %python %S/Inputs/s5_model.py tiles tiles.dat | FileCheck --check-prefix=M %s
// W: close 0
// CHECK: ok 6385 of 6385 close 0
// M: tiles.dat: 300 VPs match
/* tiles MODE: IB appends and reads of many VPs (shape [10][30], 100 per rank
   at 3 ranks) through the uniform fast paths (piece-transposed tiles: pieces
   of 8 and 4 bytes divide b_IB = 64) and out of them (12-byte pieces, a
   per-VP seek, a VP that runs out first). w: VP 0 skips the first double
   (where: IB from the start), then 20 doubles one call each, three 12-byte
   records, five ints; r: read back in other pieces and check every value. */
#include <stdio.h>
shape [10][30]S;
int main(int argc, char **argv) {
    int k;
    with (S) {
        int:S v = pcoord(0) * 30 + pcoord(1), n, ok = 0, i3[3], x;
        double:S d, e[2];
        FILE:S *f;
        if (argv[1][0] == 'w') {
            f = fopen("tiles.dat", "w");
            d = -v;
            where (v != 0) fwrite(&d, sizeof d, 1, f);
            for (k = 0; k < 20; k++) { d = v * 100 + k; fwrite(&d, sizeof d, 1, f); }
            for (k = 0; k < 3; k++) { i3[0] = v; i3[1] = k; i3[2] = -k; fwrite(i3, sizeof i3, 1, f); }
            for (k = 0; k < 5; k++) { x = v * 7 + k; fwrite(&x, sizeof x, 1, f); }
            printf("close %d\n", fclose(f));
        } else {
            f = fopen("tiles.dat", "r");
            where (v != 0) { n = fread(&d, sizeof d, 1, f); ok += n == 1 && d == -v; }
            for (k = 0; k < 20; k += 2) {              /* 16-byte pieces */
                n = fread(e, sizeof e, 1, f);
                ok += n == 1 && e[0] == v * 100 + k && e[1] == v * 100 + k + 1;
            }
            for (k = 0; k < 3; k++) { n = fread(i3, sizeof i3, 1, f); ok += n == 1 && i3[0] == v && i3[1] == k && i3[2] == -k; }
            where (v % 7 == 3) fseek(f, -8, SEEK_CUR);     /* per VP: back over {2, -2} */
            where (v % 7 == 3) { n = fread(&x, 4, 1, f); ok += n == 1 && x == 2; n = fread(&x, 4, 1, f); ok += n == 1 && x == -2; }
            for (k = 0; k < 5; k++) { n = fread(&x, sizeof x, 1, f); ok += n == 1 && x == v * 7 + k; }
            n = fread(&x, sizeof x, 1, f);
            ok += n == 0 && feof(f) != 0;
            /* uniform seeks back to the doubles: every VP but 0 at the same place */
            fseek(f, 8 * 5, SEEK_SET);
            n = fread(&d, sizeof d, 1, f);
            ok += n == 1 && d == v * 100 + (v != 0 ? 4 : 5);
            printf("ok %d of %d close %d\n", += ok, 6299 + 2 * += (v % 7 == 3), fclose(f));
        }
    }
    return 0;
}
