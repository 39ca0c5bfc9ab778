/* Round 11: reads every VP's whole stream of a Stream* file whose shape it
 * does not know (fopen(name, "r", &s)), in reads of a parallel size that
 * differs per VP, and writes each VP's length and digest
 * (h = h*31 + byte + 1 mod 2^32) to an NB file DIGEST as two rows of
 * 8-byte ints, which s11_forge.py compares with the streams it forged.
 * A read error (the runtime names the file and the field on stderr) ends
 * it with status 3.
 * Usage: s11_reader NAME DIGEST */
#include <stdio.h>
shape s;
int main(int argc, char **argv) {
    if (argc != 3) return 2;
    FILE:void *f = fopen(argv[1], "r", &s);
    if (!f) {
        perror(argv[1]);
        return 1;
    }
    with (s) {
        unsigned char:s buf[13];
        long:s len = 0, h = 0;
        int:s n, more = 1;
        int:s chunk = 1 + (int:s)(pcoord(0) * 7 + pcoord(rankof(s) - 1)) % 13;
        while (|= more) {
            where (more) {
                n = fread(buf, 1, chunk, f);
                for (int j = 0; j < 13; j++)
                    where (j < n) h = (h * 31 + buf[j] + 1) % 4294967296L;
                len += n;
                more = n == chunk;
            }
        }
        if (|= ferror(f)) { /* the runtime said why on stderr */
            fclose(f);
            return 3;
        }
        FILE:s *g = fopen(argv[2], "w");
        fwrite(&len, sizeof len, 1, g);
        fwrite(&h, sizeof h, 1, g);
        fclose(g);
        printf("%s: %d VPs, %ld bytes\n", argv[1], positionsof(s), += len);
        fclose(f);
    }
    return 0;
}
