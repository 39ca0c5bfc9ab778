// Round 5: C stdio corner cases per VP, shape [6], in one w+ open at 1 and
// 3 ranks, also under forced IB and CB: bytes >= 128 read by fgetc/getc as
// unsigned values (never EOF), fputc returns (unsigned char)c, %3c, %5[A-Z],
// %*d, %*s, %lld, %hhd, %lg, %1s; ungetc(EOF) fails; fgets with n == 1
// returns s = "" and reads nothing (it returned NULL); a partial item at the
// end: fread returns 0 whole items, moves over the bytes, sets EOF; fread
// after a seek past the end; zero-size and zero-count transfers; a parallel
// count that is 0 on some VPs; fgets of the last line without a newline
// sets EOF, a line with one does not.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s | FileCheck %s
// CHECK: edges ok 114 of 114, close 0
/* edges: C stdio corner cases per VP on a parallel file, shape [6]. */
#include <stdio.h>
#include <string.h>
shape [6]S;
elemental int same(const char *a, const char *b) { return strcmp(a, b) == 0; }
int main(void) {
    with (S) {
        int:S v = pcoord(0), n, c, a, b, k, ok = 0, chk = 0;
        long long:S L;
        signed char:S hh;
        double:S g, d8[2];
        char:S s[16], t[16], u[8];
        unsigned char:S raw[4];
        FILE:S *f = fopen("edges.dat", "w+");
        /* bytes >= 128 read back by fgetc as unsigned char values, not EOF */
        raw[0] = 0xFF; raw[1] = 0x80; raw[2] = (unsigned char)v; raw[3] = 0xFE;
        fwrite(raw, 1, 4, f);
        c = fputc(0x1FF, f); ok += c == 0xFF; chk++;            /* fputc returns (unsigned char)c */
        fprintf(f, "abcXYZ 12345678901 -7 2.5e3 q");
        rewind(f);
        c = fgetc(f); ok += c == 255; chk++;
        c = fgetc(f); ok += c == 128; chk++;
        c = fgetc(f); ok += c == v; chk++;
        c = getc(f); ok += c == 254; chk++;
        c = fgetc(f); ok += c == 255; chk++;
        n = fscanf(f, "%3c%5[A-Z]%*d", t, s); t[3] = 0;
        ok += n == 2 && same(t, "abc") && same(s, "XYZ"); chk++;
        rewind(f); fseek(f, 5, SEEK_SET);
        n = fscanf(f, "%*s %lld %hhd %lg %1s", &L, &hh, &g, u);
        ok += n == 4 && L == 12345678901LL && hh == -7 && g == 2500 && same(u, "q"); chk++;
        ok += ungetc(EOF, f) == EOF; chk++;
        c = fgetc(f); ok += c == EOF && feof(f); chk++;
        /* fgets with n == 1: an empty string, nothing read */
        fseek(f, 5, SEEK_SET);
        s[0] = 'Z';
        ok += fgets(s, 1, f) != NULL && s[0] == 0 && ftell(f) == 5; chk++;
        /* a partial item: fread returns the whole items, position moves over the bytes */
        fseek(f, -3, SEEK_END);
        n = fread(d8, 8, 2, f);
        ok += n == 0 && feof(f) != 0 && ftell(f) == 5 + 29; chk++;
        /* fread past the end after a seek beyond it: 0 items, EOF */
        fseek(f, 100, SEEK_END);
        n = fread(&a, sizeof a, 1, f);
        ok += n == 0 && feof(f) != 0; chk++;
        /* zero-size and zero-count transfers move nothing */
        rewind(f);
        n = fwrite(&a, 0, 5, f); ok += n == 0 && ftell(f) == 0; chk++;
        n = fread(&a, sizeof a, 0, f); ok += n == 0 && ftell(f) == 0 && !feof(f); chk++;
        /* a parallel count that is 0 on some VPs */
        k = v % 2;
        n = fread(&a, 4, k, f); ok += n == k && ftell(f) == 4 * k; chk++;
        /* fgets of a last line without newline sets EOF; a line with one does not */
        fseek(f, 0, SEEK_END);
        fputs("\nlast\nend", f);
        fseek(f, -9, SEEK_END);
        where (fgets(s, 16, f) != NULL) { ok += same(s, "\n"); chk++; }
        where (fgets(s, 16, f) != NULL) { ok += same(s, "last\n") && !feof(f); chk++; }
        where (fgets(s, 16, f) != NULL) { ok += same(s, "end") && feof(f) != 0; chk++; }
        printf("edges ok %d of %d, close %d\n", += ok, += chk, fclose(f));
    }
    return 0;
}
