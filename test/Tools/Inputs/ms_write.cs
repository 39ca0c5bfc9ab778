// A multi-session IB file: ms.dat gets one int per VP ("w"), then four "a"
// sessions in which the VPs with (v + s) % 3 != 0 append between 0 and 10
// pieces "s<s>v<v>k<k>|" (k < (7v + 13s) % 11): ragged lengths, old lists
// left as garbage entries, partly filled blocks continued or retired.
// ms_check.py builds the same streams from these formulas.
#include <stdio.h>
shape [3][5]S;
int:S v;
FILE:S *f;
int main(void) {
    with (S) {
        int s, k;
        v = pcoord(0) * 5 + pcoord(1);
        f = fopen("ms.dat", "w");
        fwrite(&v, sizeof(int), 1, f);
        fclose(f);
        for (s = 0; s < 4; s++) {
            f = fopen("ms.dat", "a");
            where ((v + s) % 3 != 0) {
                for (k = 0; k < 10; k++) {
                    where (k < (7 * v + 13 * s) % 11)
                        fprintf(f, "s%dv%dk%d|", s, v, k);
                }
            }
            fclose(f);
        }
    }
    return 0;
}
