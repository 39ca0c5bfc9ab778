// Reads any Stream* file byte by byte (../user-dtypes.test): fopen(name,
// "r", &R) takes R's shape (any rank) from the .meta; every VP hashes its
// stream (h = 31 h + byte, 32 bits) and counts its bytes, then the file is
// reopened with "a" and every VP appends its hash and count (two 4-byte
// ints). The driver checks both against its own model of the streams.
#include <stdio.h>
shape R;
int main(int argc, char **argv) {
    FILE:void *g;
    int more;
    g = fopen(argv[1], "r", &R);
    if (g == NULL) { printf("fopen failed\n"); return 1; }
    with (R) {
        unsigned char:R b;
        unsigned int:R h;
        int:R cnt, n;
        h = 0;
        cnt = 0;
        more = 1;
        while (more) {
            b = 0;
            n = fread(&b, 1, 1, g);
            where (n == 1) {
                h = h * 31u + (unsigned int)b;
                cnt = cnt + 1;
            }
            more = (+= n) > 0;
        }
        printf("rank %d positions %d bytes %d eof %d\n", rankof(R), positionsof(R),
               += cnt, += (feof(g) != 0));
        fclose(g);
        g = fopen(argv[1], "a");
        if (g == NULL) { printf("append open failed\n"); return 1; }
        n = fwrite(&h, 4, 1, g);
        n = n + fwrite(&cnt, 4, 1, g);
        printf("appended %d\n", += n);
    }
    fclose(g);
    return 0;
}
