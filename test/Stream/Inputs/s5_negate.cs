/* (sweep5-reopen.cs) negate NAME: r+ on a file of doubles per VP (any lengths): every VP reads
   each double, seeks back and writes it negated, in one open; then a+ appends
   one more double (its count) and the stream is read again from the start. */
#include <stdio.h>
shape [5][7]S;
int main(int argc, char **argv) {
    with (S) {
        double:S d, e;
        int:S n, cnt = 0, ok = 0;
        FILE:S *f = fopen(argv[1], "r+");
        n = fread(&d, sizeof d, 1, f);
        while (|= (n == 1)) {
            where (n == 1) {
                fseek(f, -8, SEEK_CUR);
                d = -d;
                fwrite(&d, sizeof d, 1, f);
                cnt++;
                n = fread(&d, sizeof d, 1, f);
            }
        }
        printf("negated %d, close %d\n", += cnt, fclose(f));
        f = fopen(argv[1], "a+");
        e = cnt;
        fwrite(&e, sizeof e, 1, f);
        rewind(f);
        n = fread(&d, sizeof d, 1, f);
        ok = 0;
        while (|= (n == 1)) { where (n == 1) { ok++; e = d; n = fread(&d, sizeof d, 1, f); } }
        printf("reread %d last-ok %d close %d\n", += ok, += (e == cnt), fclose(f));
    }
    return 0;
}
