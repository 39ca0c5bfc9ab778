/* apps17: `seg w NAME` writes a [5][3] file with NB rows (two ints), a CB
   row (3 + 3 bytes of a parallel array) and an uneven IB tail under a where
   (VPs v % 3 != 1: 10 + 9v bytes); `seg r NAME` reads every stream byte by
   byte and prints the total and the byte sum (VP v's byte k of the tail is
   v * 7 + 14 + k, so the expectation is computed here from v alone). */
#include <stdio.h>
#include <string.h>
shape [5][3]S;
int main(int argc, char **argv) {
    FILE:S *f;
    with (S) {
        int:S v = pcoord(0) * 3 + pcoord(1);
        if (strcmp(argv[1], "w") == 0) {
            char:S b[200];
            int:S x = v * 1000 + 1, y = v * 1000 + 2;
            for (int i = 0; i < 200; i++) b[i] = (char)(v * 7 + i);
            f = fopen(argv[2], "w");
            fwrite(&x, 4, 1, f);
            fwrite(&y, 4, 1, f);
            fwrite(b + 8, 3, 1, f);
            fwrite(b + 11, 3, 1, f);
            where (v % 3 != 1) fwrite(b + 14, 1, 10 + v * 9, f);
            printf("close %d\n", fclose(f));
        } else {
            unsigned char:S c;
            int:S n = 0, sum = 0, k;
            f = fopen(argv[2], "r");
            if (f == NULL) { printf("open NULL\n"); return 0; }
            do {
                k = fread(&c, 1, 1, f);
                where (k == 1) { n += 1; sum += c; }
            } while (|= k);
            printf("total %d sum %d errors %d\n", += n, += sum, += (ferror(f) != 0));
            fclose(f);
        }
    }
    return 0;
}
