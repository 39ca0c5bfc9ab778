// Writes the four files of ../cs-roundtrip.test in the working directory.
// v = 4i + j is VP (i, j) of S; cs_roundtrip.py has the same formulas.
//   nb.dat      NB only: 3 records of double, 1000k + v + 0.5
//   nbcb.dat    2 NB records of double as above, then 2 records of the int
//               field of a struct (strided: CB), 7v + k
//   all.dat     nbcb.dat's records, then an elemental fprintf of "%05d\n"
//               of 3v (IB, every stream the same length)
//   ragged.dat  1 NB record of double, then fprintf inside a where: VPs with
//               v % 3 != 1 append "v<v*v>;" (IB, unequal lengths, some none)
#include <stdio.h>
shape [5][4]S;
struct rec { int id; double w; };
struct rec:S r;
double:S x;
int:S v;
FILE:S *f;
int main(void) {
    with (S) {
        int:S n;
        int k;
        v = pcoord(0) * 4 + pcoord(1);
        f = fopen("nb.dat", "w");
        for (k = 0; k < 3; k++) {
            x = 1000.0 * k + v + 0.5;
            fwrite(&x, sizeof(double), 1, f);
        }
        fclose(f);
        f = fopen("nbcb.dat", "w");
        for (k = 0; k < 2; k++) {
            x = 1000.0 * k + v + 0.5;
            fwrite(&x, sizeof(double), 1, f);
        }
        for (k = 0; k < 2; k++) {
            r.id = 7 * v + k;
            r.w = -1.0;
            fwrite(&r.id, sizeof(int), 1, f);
        }
        fclose(f);
        f = fopen("all.dat", "w");
        for (k = 0; k < 2; k++) {
            x = 1000.0 * k + v + 0.5;
            fwrite(&x, sizeof(double), 1, f);
        }
        for (k = 0; k < 2; k++) {
            r.id = 7 * v + k;
            r.w = -1.0;
            fwrite(&r.id, sizeof(int), 1, f);
        }
        n = fprintf(f, "%05d\n", 3 * v);
        printf("all: fprintf chars %d\n", += n);
        fclose(f);
        f = fopen("ragged.dat", "w");
        for (k = 0; k < 1; k++) {
            x = 1000.0 * k + v + 0.5;
            fwrite(&x, sizeof(double), 1, f);
        }
        where (v % 3 != 1) {
            n = fprintf(f, "v%d;", v * v);
            printf("ragged: writers %d chars %d\n", += (n > 0), += n);
        }
        fclose(f);
    }
    return 0;
}
