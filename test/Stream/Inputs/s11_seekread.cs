/* Round 11: random access to a Stream* file another program wrote
 * (s11_forge.py): each VP does 40 reads at positions an LCG picks (per VP:
 * x = x * 1103515245 + 12345 + v mod 2^31; position x % (len + 8), so some
 * lie past the end; size 1 + x % 11), with fseek(SEEK_SET), fread, ftell
 * and feof, folding bytes, counts, positions and EOF flags into a digest
 * h = h*31 + value + 1 (mod 2^32). Written to DIGEST as two rows (the
 * VP's length from SEEK_END and ftell, the digest); s11_forge.py seekcheck
 * runs the same steps on the forged streams.
 * Usage: s11_seekread NAME DIGEST */
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
        long:s v = 0, len, h = 0, x, pos, n, got;
        unsigned char:s buf[12];
        for (int a = 0; a < rankof(s); a++) v = v * dimof(s, a) + pcoord(a);
        fseek(f, 0, SEEK_END);
        len = ftell(f);
        x = v + 1;
        for (int k = 0; k < 40; k++) {
            x = (x * 1103515245 + 12345 + v) % 2147483648L;
            pos = x % (len + 8);
            n = 1 + x % 11;
            fseek(f, pos, SEEK_SET);
            got = fread(buf, 1, n, f);
            for (int j = 0; j < 12; j++) where (j < got) h = (h * 31 + buf[j] + 1) % 4294967296L;
            h = (h * 31 + got + 1) % 4294967296L;
            h = (h * 31 + ftell(f) + 1) % 4294967296L;
            h = (h * 31 + (feof(f) != 0) + 1) % 4294967296L;
        }
        if (|= ferror(f)) {
            fclose(f);
            return 3;
        }
        FILE:s *g = fopen(argv[2], "w");
        fwrite(&len, sizeof len, 1, g);
        fwrite(&h, sizeof h, 1, g);
        fclose(g);
        fclose(f);
    }
    return 0;
}
