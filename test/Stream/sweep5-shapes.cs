// Round 5: very small and odd shapes, and a large one: [1] (1 VP, 2 ranks
// idle at 3), [7][3], [2][1] (fewer VPs than ranks), [99991] (prime) and
// [317][313] (99221 VPs). Each VP writes a double (NB), a line under where
// (v%5 == 2, elemental: IB) and v%3 shorts (a parallel count). Written at 3
// ranks, read at 1 and 2, compared with a Python model; the large ones also
// through `streamstar verify`.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w 1 | FileCheck --check-prefix=W0 %s
// RUN: %crun -n 1 %s r 1 | FileCheck --check-prefix=R1 %s
// RUN: %crun -n 2 %s r 1 | FileCheck --check-prefix=R1 %s
// RUN: %python %S/Inputs/s5_model.py shapes shp.dat 1 | FileCheck --check-prefix=M1 %s
// RUN: %crun -n 3 %s w 7 3 | FileCheck --check-prefix=W21 %s
// RUN: %crun -n 2 %s r 7 3 | FileCheck --check-prefix=R21 %s
// RUN: %python %S/Inputs/s5_model.py shapes shp.dat 21 | FileCheck --check-prefix=M21 %s
// RUN: %crun -n 3 %s w 2 1 | FileCheck --check-prefix=W2 %s
// RUN: %crun -n 1 %s r 2 1 | FileCheck --check-prefix=R2 %s
// RUN: %python %S/Inputs/s5_model.py shapes shp.dat 2 | FileCheck --check-prefix=M2 %s
// RUN: %crun -n 3 %s w 99991 | FileCheck --check-prefix=WP %s
// RUN: %crun -n 1 %s r 99991 | FileCheck --check-prefix=RP %s
// RUN: %python %S/Inputs/s5_model.py shapes shp.dat 99991 | FileCheck --check-prefix=MP %s
// RUN: %streamstar verify shp.dat
// RUN: %crun -n 3 %s w 317 313 | FileCheck --check-prefix=WB %s
// RUN: %crun -n 2 %s r 317 313 | FileCheck --check-prefix=RB %s
// RUN: %python %S/Inputs/s5_model.py shapes shp.dat 99221 | FileCheck --check-prefix=MB %s
// RUN: %streamstar verify shp.dat
// W0: items 0 close 0
// R1: ok 3 of 3 close 0
// M1: shp.dat: 1 VPs match
// W21: items 21 close 0
// R21: ok 67 of 67 close 0
// M21: shp.dat: 21 VPs match
// W2: items 1 close 0
// R2: ok 6 of 6 close 0
// M2: shp.dat: 2 VPs match
// WP: items 99990 close 0
// RP: ok 319971 of 319971 close 0
// MP: shp.dat: 99991 VPs match
// WB: items 99220 close 0
// RB: ok 317507 of 317507 close 0
// MB: shp.dat: 99221 VPs match
/* shapes MODE D0 [D1]: a file of shape [D0] or [D0][D1] (1 VP, odd shapes,
   100k VPs): a double per VP (NB), a line under where (elemental: IB), then
   v%3 shorts (a parallel count); r: read back and check every VP.  */
#include <stdio.h>
#include <stdlib.h>
shape S;
int main(int argc, char **argv) {
    int d0 = atoi(argv[2]), d1 = argc > 3 ? atoi(argv[3]) : 0;
    if (d1) allocate_shape(&S, 2, d0, d1); else allocate_shape(&S, 1, d0);
    with (S) {
        int:S v = d1 ? pcoord(0) * d1 + pcoord(1) : pcoord(0), n, ok = 0, a, b, c;
        double:S x = v * 0.5 - 3;
        short:S h[2];
        FILE:S *f;
        if (argv[1][0] == 'w') {
            f = fopen("shp.dat", "w");
            fwrite(&x, sizeof x, 1, f);
            where (v % 5 == 2) fprintf(f, "L%d\n", v);
            h[0] = v % 1000; h[1] = -(v % 1000);
            n = fwrite(h, sizeof(short), v % 3, f);
            printf("items %d close %d\n", += n, fclose(f));
        } else {
            f = fopen("shp.dat", "r");
            n = fread(&x, sizeof x, 1, f);
            ok += n == 1 && x == v * 0.5 - 3;
            where (v % 5 == 2) { n = fscanf(f, "L%d", &a); c = fgetc(f); ok += n == 1 && a == v && c == '\n'; }
            h[0] = h[1] = 12345;
            n = fread(h, sizeof(short), 2, f);
            ok += n == v % 3 && (n < 1 || h[0] == v % 1000) && (n < 2 || h[1] == -(v % 1000));
            ok += feof(f) == (v % 3 < 2);
            printf("ok %d of %d close %d\n", += ok, 3 * positionsof(S) + += (v % 5 == 2), fclose(f));
        }
    }
    return 0;
}
