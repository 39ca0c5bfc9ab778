// Writes mix.dat for tools18-reader.test: all three segments, 117 VPs (more
// than File.WALK_VPS, so the Python package reads through its directory
// table), several "a" sessions (garbage entries, multi-entry lists).
// v = 13i + j is VP (i, j) of S; tools18_check.py has the same formulas.
//   NB  2 records of double: 100k + v + 0.25
//   CB  3 records of the int field of a struct (strided): 11v - k
//   IB  session s = 0..3 ("a"): VPs with (v + s) % 4 != 0 print
//       "<s>:<v>:<k>;" for k < (5v + 3s) % 9 (ragged, some VPs none)
#include <stdio.h>
shape [9][13]S;
struct rec { int id; double w; };
struct rec:S r;
double:S x;
int:S v;
FILE:S *f;
int main(void) {
    with (S) {
        int s, k;
        v = pcoord(0) * 13 + pcoord(1);
        f = fopen("mix.dat", "w");
        for (k = 0; k < 2; k++) {
            x = 100.0 * k + v + 0.25;
            fwrite(&x, sizeof(double), 1, f);
        }
        for (k = 0; k < 3; k++) {
            r.id = 11 * v - k;
            r.w = 2.0;
            fwrite(&r.id, sizeof(int), 1, f);
        }
        fclose(f);
        for (s = 0; s < 4; s++) {
            f = fopen("mix.dat", "a");
            where ((v + s) % 4 != 0) {
                for (k = 0; k < 9; k++) {
                    where (k < (5 * v + 3 * s) % 9)
                        fprintf(f, "%d:%d:%d;", s, v, k);
                }
            }
            fclose(f);
        }
    }
    return 0;
}
