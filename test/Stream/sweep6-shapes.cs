// Round 6: VP order is row-major across ranks. A 5x7 and a 2x3x4 file
// written at 3 ranks and at 1 rank (an NB record per VP, then a where: IB)
// must convert to the same arrays (`streamstar convert`, numpy), whose
// element [i][j] is VP (i, j)'s; read back with fopen(name, "r", &s) from
// inside a with of another shape ([4]): the file's shape comes back (dims
// 5x7 / 2x3x4) and `with (s)` reads it, each VP checking its own
// coordinates, at 2 and 3 ranks.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %streamstar convert g2.dat g2_3.npy && %streamstar convert g3.dat g3_3.npy
// RUN: %crun -n 2 %s r | FileCheck --check-prefix=R %s
// RUN: %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: %streamstar convert g2.dat g2_1.npy && %streamstar convert g3.dat g3_1.npy
// RUN: %crun -n 3 %s r | FileCheck --check-prefix=R %s
// RUN: %python -c "import numpy as np; a, b = np.load('g2_3.npy'), np.load('g2_1.npy'); c, d = np.load('g3_3.npy'), np.load('g3_1.npy'); print(a.shape, c.shape, (a == b).all(), (c == d).all())" | FileCheck --check-prefix=NP %s
// RUN: %python %S/Inputs/s6_model.py grid g2.dat 5,7 | FileCheck --check-prefix=M2 %s
// RUN: %python %S/Inputs/s6_model.py grid g3.dat 2,3,4 | FileCheck --check-prefix=M3 %s
// W: written 35 and 24
// R: g2 dims 2 5x7 ok 35 of 35
// R-NEXT: g3 dims 3 2x3x4 ok 24 of 24
// R-NEXT: current again 4
// NP: (5, 7, {{[0-9]+}}) (2, 3, 4, {{[0-9]+}}) True True
// M2: g2.dat: 35 VPs match
// M3: g3.dat: 24 VPs match
#include <stdio.h>
#include <string.h>
shape [5][7]G2;
shape [2][3][4]G3;
shape [4]T;
int main(int argc, char **argv) {
    if (strcmp(argv[1], "w") == 0) {
        with (G2) {
            int:G2 k = pcoord(0) * 100 + pcoord(1);
            FILE:G2 *f = fopen("g2.dat", "w");
            fwrite(&k, sizeof k, 1, f);
            where (pcoord(1) % 3 == 0) { k = -k; fwrite(&k, sizeof k, 1, f); }
            fclose(f);
        }
        with (G3) {
            int:G3 k = pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2);
            FILE:G3 *f = fopen("g3.dat", "w");
            fwrite(&k, sizeof k, 1, f);
            where (pcoord(2) % 3 == 0) { k = -k; fwrite(&k, sizeof k, 1, f); }
            fclose(f);
        }
        printf("written 35 and 24\n");
        return 0;
    }
    with (T) {
        shape s;
        FILE:void *f = fopen("g2.dat", "r", &s);
        with (s) {
            int:s k, m, ok;
            ok = fread(&k, sizeof k, 1, f) == 1 && k == pcoord(0) * 100 + pcoord(1);
            m = fread(&k, sizeof k, 1, f);
            where (pcoord(1) % 3 == 0) ok &= m == 1 && k == -(pcoord(0) * 100 + pcoord(1));
            else ok &= m == 0;
            printf("g2 dims %d %dx%d ok %d of %d\n", rankof(s), dimof(s, 0), dimof(s, 1), += ok, positionsof(s));
        }
        fclose(f);
        shape s3;
        f = fopen("g3.dat", "r", &s3);
        with (s3) {
            int:s3 k, m, ok;
            ok = fread(&k, sizeof k, 1, f) == 1 && k == pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2);
            m = fread(&k, sizeof k, 1, f);
            where (pcoord(2) % 3 == 0) ok &= m == 1 && k == -(pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2));
            else ok &= m == 0;
            printf("g3 dims %d %dx%dx%d ok %d of %d\n", rankof(s3), dimof(s3, 0), dimof(s3, 1), dimof(s3, 2), += ok,
                   positionsof(s3));
        }
        fclose(f);
        printf("current again %d\n", positionsof(T));
    }
    return 0;
}
