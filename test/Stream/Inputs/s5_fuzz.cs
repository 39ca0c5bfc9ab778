/* fuzz NAME MODE SCRIPT: one writing session on Stream* file NAME (shape
   [5][7]) opened with MODE, running the operations of SCRIPT (one a line),
   each under where (v % m == r):
     A m r n s     fwrite n bytes of pattern s (byte k = s*31 + v*7 + k)
     N m r s       fwrite (v*s) % 23 bytes of pattern s (a parallel count)
     P m r s       fprintf(f, "s%d v%d\n", s, v)
     K m r off wh  fseek(f, off, wh)   (wh 0 SET, 1 CUR, 2 END)
     R m r n       fread n bytes; adds sum((k+1) * byte) and the count read
     G m r         fgetc (elemental); adds the byte and 1 if not EOF
     L m r         fgets of at most 15 bytes (elemental); adds what it read
     Q m r n s     like A, by fwrite on the VP's FILE * in an elemental function
     Z             rewind (every VP)
   Prints the read checksum and count (summed over VPs) and fclose's result,
   for Inputs/s5_fuzz.py (sweep5-fuzz.test) to compare with its model. */
#include <stdio.h>
#include <string.h>
shape [5][7]S;
elemental void pat(unsigned char *b, int v, int s, int n) { int k; for (k = 0; k < n; k++) b[k] = (unsigned char)(s * 31 + v * 7 + k); }
elemental void put(FILE *fp, int v, int s, int n) {
    unsigned char b[64];
    int k;
    for (k = 0; k < n; k++) b[k] = (unsigned char)(s * 31 + v * 7 + k);
    fwrite(b, 1, n, fp);
}
elemental long csum(const unsigned char *b, int n) { long t = 0; int k; for (k = 0; k < n; k++) t += (long)(k + 1) * b[k]; return t; }
int main(int argc, char **argv) {
    char op[4];
    int m, r, n, s, wh;
    long off, total = 0, count = 0;
    FILE *sc = fopen(argv[3], "r");
    with (S) {
        int:S v = pcoord(0) * 7 + pcoord(1), got, len, c;
        long:S p0;
        unsigned char:S buf[64];
        FILE:S *f = fopen(argv[1], argv[2]);
        if (f == NULL) { printf("fopen failed\n"); return 1; }
        while (fscanf(sc, "%3s", op) == 1) {
            if (op[0] == 'Z') { rewind(f); continue; }
            fscanf(sc, "%d %d", &m, &r);
            where (v % m == r) {
                switch (op[0]) {
                case 'A': fscanf(sc, "%d %d", &n, &s); pat(buf, v, s, n); fwrite(buf, 1, n, f); break;
                case 'N': fscanf(sc, "%d", &s); len = v * s % 23; pat(buf, v, s, 23); fwrite(buf, 1, len, f); break;
                case 'P': fscanf(sc, "%d", &s); fprintf(f, "s%d v%d\n", s, v); break;
                case 'K': fscanf(sc, "%ld %d", &off, &wh); fseek(f, off, wh == 0 ? SEEK_SET : wh == 1 ? SEEK_CUR : SEEK_END); break;
                case 'Q': fscanf(sc, "%d %d", &n, &s); put(f, v, s, n); break;
                case 'G': c = fgetc(f); where (c != EOF) { total += += c; count += += 1; } break;
                case 'L': p0 = ftell(f); fgets((char:S *)buf, 16, f); got = ftell(f) - p0;
                          total += += csum(buf, got); count += += got; break;
                case 'R': fscanf(sc, "%d", &n); got = fread(buf, 1, n, f); total += += csum(buf, got); count += += got; break;
                }
            }
        }
        printf("read sum %ld count %ld close %d\n", total, count, fclose(f));
    }
    return 0;
}
