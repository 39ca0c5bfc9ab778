// Round 5: three parallel files open at once (in.dat read, out.dat and
// notes.txt written under complementary where masks) beside a scalar FILE*
// log written with reductions each step; shape [4][5], 6 steps. prep writes
// in.dat (at 3 and 1 ranks), run at 2, check at 3/1; files compared with
// Python models, log.txt with the sums computed by hand:
// sum_v ((v-7)/2 + 1.25k) = 25(k+1), positives 12 15 17 20 20 20.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s prep | FileCheck --check-prefix=P %s
// RUN: %crun -n 2 %s run | FileCheck --check-prefix=RN %s
// RUN: FileCheck --check-prefix=LOG %s < log.txt
// RUN: %crun -n 3 %s check | FileCheck --check-prefix=C %s
// RUN: %python %S/Inputs/s5_model.py multi out.dat out | FileCheck --check-prefix=MO %s
// RUN: %python %S/Inputs/s5_model.py multi notes.txt notes | FileCheck --check-prefix=MN %s
// RUN: %crun -n 1 %s prep | FileCheck --check-prefix=P %s
// RUN: %crun -n 3 %s run | FileCheck --check-prefix=RN %s
// RUN: FileCheck --check-prefix=LOG %s < log.txt
// RUN: %crun -n 1 %s check | FileCheck --check-prefix=C %s
// RUN: %python %S/Inputs/s5_model.py multi notes.txt notes | FileCheck --check-prefix=MN %s
// P: close 0
// RN: run ok 140 of 140; close 0 0 0
// LOG: step 0 sum 25.000 pos 12
// LOG-NEXT: step 1 sum 50.000 pos 15
// LOG-NEXT: step 2 sum 75.000 pos 17
// LOG-NEXT: step 3 sum 100.000 pos 20
// LOG-NEXT: step 4 sum 125.000 pos 20
// LOG-NEXT: step 5 sum 150.000 pos 20
// C: check ok 160 of 160; close 0 0
// MO: out.dat: 20 VPs match
// MN: notes.txt: 20 VPs match
/* multi MODE: three parallel files open at once (in.dat read, out.dat and
   notes.txt written) and a scalar FILE* log beside them, shape [4][5].
   prep: write in.dat (6 doubles per VP, NB); run: per step read one double,
   write its square (only where it is positive) and a text line; check:
   read out.dat and notes.txt back. */
#include <stdio.h>
#include <string.h>
#define STEPS 6
shape [4][5]S;
elemental double val(int v, int k) { return (v - 7) * 0.5 + k * 1.25; }
int main(int argc, char **argv) {
    int k;
    with (S) {
        int:S v = pcoord(0) * 5 + pcoord(1), n, ok = 0, cnt = 0, c;
        double:S x, y;
        FILE:S *in, *out, *notes;
        if (!strcmp(argv[1], "prep")) {
            in = fopen("in.dat", "w");
            for (k = 0; k < STEPS; k++) { x = val(v, k); fwrite(&x, sizeof x, 1, in); }
            printf("close %d\n", fclose(in));
        } else if (!strcmp(argv[1], "run")) {
            FILE *log = fopen("log.txt", "w");
            in = fopen("in.dat", "r");
            out = fopen("out.dat", "w");
            notes = fopen("notes.txt", "w");
            for (k = 0; k < STEPS; k++) {
                n = fread(&x, sizeof x, 1, in);
                ok += n == 1 && x == val(v, k);
                where (x > 0) { y = x * x; fwrite(&y, sizeof y, 1, out); }
                where (x <= 0) fprintf(notes, "k%d %.2f\n", k, x);
                fprintf(log, "step %d sum %.3f pos %d\n", k, += x, += (x > 0));
            }
            n = fread(&x, sizeof x, 1, in);
            ok += n == 0 && feof(in) != 0;
            fclose(log);
            printf("run ok %d of %d; close %d %d %d\n", += ok, 20 * (STEPS + 1), fclose(in), fclose(out), fclose(notes));
        } else {
            char:S line[32];
            int:S kk; double:S z;
            out = fopen("out.dat", "r");
            notes = fopen("notes.txt", "r");
            for (k = 0; k < STEPS; k++) {
                x = val(v, k);
                where (x > 0) { n = fread(&y, sizeof y, 1, out); ok += n == 1 && y == x * x; cnt++; }
                where (x <= 0) { n = fscanf(notes, "k%d %lf\n", &kk, &z); ok += n == 2 && kk == k && z > x - 0.006 && z < x + 0.006; cnt++; }
            }
            c = fgetc(notes); ok += c == EOF;
            n = fread(&y, sizeof y, 1, out); ok += n == 0 && feof(out) != 0;
            printf("check ok %d of %d; close %d %d\n", += ok, (+= cnt) + 40, fclose(out), fclose(notes));
        }
    }
    return 0;
}
