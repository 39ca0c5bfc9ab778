/* Round 11: changes a Stream* file another program wrote (s11_forge.py:
 * gaps, shuffled blocks, NONE slots, garbage entries, directory holes)
 * through fopen(name, mode, &s), as a user extends a file they were sent.
 *   s11_modify NAME a    VP v appends v%5 bytes (v*7 + k) & 255 with one
 *                        fwrite of a parallel count, then the VPs with
 *                        v%3 != 1 a line "<v>\n" with fprintf;
 *   s11_modify NAME r+   every VP with a non-empty stream seeks to the
 *                        middle (ftell after SEEK_END, halved) and
 *                        overwrites that byte with 0x55, then reads the
 *                        byte after it back (checked: the forged stream's);
 *   s11_modify NAME hole (mode r+) every VP seeks 2 + v%3 bytes past its
 *                        end and writes the bytes AB CD: the hole must
 *                        read as zeros, also where it lies in the NB/CB
 *                        rows (which the forger filled with 0xEE);
 * s11_forge.py modify computes what the streams must then hold. */
#include <stdio.h>
#include <string.h>
shape s;
int main(int argc, char **argv) {
    if (argc != 3) return 2;
    int hole = strcmp(argv[2], "hole") == 0;
    FILE:void *f = fopen(argv[1], hole ? "r+" : argv[2], &s);
    if (!f) {
        perror(argv[1]);
        return 1;
    }
    with (s) {
        long:s v = 0;
        for (int a = 0; a < rankof(s); a++) v = v * dimof(s, a) + pcoord(a);
        if (strcmp(argv[2], "a") == 0) {
            unsigned char:s b[4];
            for (int k = 0; k < 4; k++) b[k] = (v * 7 + k) & 255;
            int:s n = v % 5;
            int:s got = fwrite(b, 1, n, f);
            where (v % 3 != 1) fprintf(f, "%ld\n", v);
            printf("appended %d of %d bytes\n", += got, += n);
        } else if (hole) {
            short:s ab = (short)0xCDAB;
            fseek(f, 2 + v % 3, SEEK_END);
            printf("wrote %lu items past the ends\n", += fwrite(&ab, 2, 1, f));
        } else {
            long:s len, mid, pos;
            int:s c = 0, after = -2;
            fseek(f, 0, SEEK_END);
            len = ftell(f);
            where (len > 0) {
                mid = len / 2;
                fseek(f, mid, SEEK_SET);
                c = 0x55;
                fwrite(&c, 1, 1, f); /* little-endian: the low byte */
                pos = ftell(f);
                where (pos < len) after = fgetc(f);
                printf("rewrote %d bytes, positions ok %d\n", += (int:s)1, += (pos == mid + 1));
            }
            FILE:s *g = fopen("after.dat", "w");
            fwrite(&after, sizeof after, 1, g);
            fclose(g);
        }
        if (|= ferror(f)) return 3;
        fclose(f);
    }
    return 0;
}
