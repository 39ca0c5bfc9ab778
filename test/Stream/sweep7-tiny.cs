// Round 7: shapes with fewer positions than ranks ([1] and [2] at 3 ranks:
// ranks holding no VP take part in every collective call): NB, text, an
// empty where (IB begun by nobody), three "a" sessions of text (kept
// lists), read back with fread/fgets/fscanf; [2] with "w+" where only VP 1
// writes, read back after a seek (feof on VP 0). 1, 2 and 3 ranks; the
// files are compared with a Python model and verified.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: %python %S/Inputs/s7_model.py tiny one.dat | FileCheck --check-prefix=M %s
// RUN: %streamstar verify one.dat | FileCheck --check-prefix=V %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %python %S/Inputs/s7_model.py tiny one.dat | FileCheck --check-prefix=M %s
// CHECK: one: 1
// CHECK-NEXT: two: 2
// M: one.dat: 1 VPs match
// V: one.dat: ok (shape 1, 1 VPs, NB+IB
#include <stdio.h>
#include <string.h>
shape [1]O;
shape [2]T;
int main(int argc, char **argv) {
    with (O) {
        int:O x = 42, y, ok = 1;
        FILE:O *f = fopen("one.dat", "w");
        fwrite(&x, sizeof x, 1, f);
        fprintf(f, "line %d\n", x);
        where (x > 100) fwrite(&x, sizeof x, 1, f);
        fclose(f);
        for (int s = 0; s < 3; s++) { f = fopen("one.dat", "a"); fprintf(f, "s%d\n", s); fclose(f); }
        f = fopen("one.dat", "r");
        ok &= fread(&y, sizeof y, 1, f) == 1 && y == 42;
        char:O b[32];
        ok &= fgets(b, 32, f) != NULL && strcmp(b, "line 42\n") == 0;
        for (int s = 0; s < 3; s++) { int:O k; ok &= fscanf(f, " s%d", &k) == 1 && k == s; }
        printf("one: %d\n", += ok);
        fclose(f);
    }
    with (T) {
        int:T x = pcoord(0), y, ok = 1;
        FILE:T *f = fopen("two.dat", "w+");
        where (x == 1) fwrite(&x, sizeof x, 1, f);
        fseek(f, 0, SEEK_SET);
        y = -1;
        int:T got = fread(&y, sizeof y, 1, f);
        where (x == 1) ok = got == 1 && y == 1; else ok = got == 0 && feof(f);
        printf("two: %d\n", += ok);
        fclose(f);
    }
    return 0;
}
