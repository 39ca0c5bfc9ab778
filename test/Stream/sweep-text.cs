// Text edge cases per VP in one w+ open: fscanf %s into a parallel char
// array across the NB/IB boundary, fgets with a small buffer (a line split
// in two), a 700-byte fprintf (beyond the 512-byte fast path), fgets of a
// last line with no newline then EOF; ungetc of the byte just read and of
// another byte (C: the pushed-back byte is read next; it was the stream's
// byte again), read by fgetc, by fscanf %d as the first digit, by a
// collective fread; a seek discards it; ungetc at position 0 fails.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s | FileCheck %s
// CHECK: ok 165 of 165; ungetc of another char: 120 of 120
/* elem2.cs: text edge cases per VP, shape [3][5] (15 VPs), in one w+ open:
   a collective fwrite of a 16-char text record (NB), a long fprintf (700
   chars), fputs of a line without newline at the end; then rewind and read:
   fscanf %s into a parallel char array across the NB/IB boundary, fgets with
   a small buffer (line split), the long line via fgets 1024, ungetc of the
   same and of a different char, fgets at EOF without newline.             */
#include <stdio.h>
#include <string.h>
shape [3][5]S;
elemental int eqn(const char *a, const char *b, int n) { return strncmp(a, b, n) == 0; }
elemental int slen(const char *a) { return strlen(a); }
elemental void mk(char *rec, int v) { char t[17]; sprintf(t, "id%-4d word%-5d", v, v * 3); memcpy(rec, t, 16); }
elemental int five(int v) { char t[16]; int x; sprintf(t, "5%d", v); sscanf(t, "%d", &x); return x; }
int main(void) {
    with (S) {
        int:S v = pcoord(0) * 5 + pcoord(1), ok = 0, n, c, total = 0;
        char:S rec[16], w1[32], w2[32], line[1024];
        FILE:S *f = fopen("e2.txt", "w+");
        mk(rec, v);
        fwrite(rec, 1, 16, f);                      /* "id3   word9    " */
        fprintf(f, "tail%d\n%0700d\n", v, v);       /* IB: elemental */
        fputs("last line no newline", f);
        rewind(f);
        n = fscanf(f, "%s %s", w1, w2);             /* crosses NB -> IB: "word9" then "tail3"? */
        ok += n == 2;
        n = fscanf(f, "%s", w2);
        ok += n == 1;
        c = fgetc(f);
        ok += c == '\n';
        where (fgets(line, 200, f) != NULL) ok += slen(line) == 199;
        where (fgets(line, 1024, f) != NULL) ok += slen(line) == 502;
        c = fgetc(f);
        ok += c == 'l';
        ok += ungetc(c, f) == 'l';
        ok += fgetc(f) == 'l';
        n = ungetc('Z', f);                         /* not the byte just read */
        total += n == 'Z';
        c = fgetc(f);
        total += c == 'Z';
        where (fgets(line, 1024, f) != NULL) ok += eqn(line, "ast line no newline", 20) || eqn(line, "last line no newline", 21);
        ok += feof(f) != 0;
        ok += fgets(line, 1024, f) == NULL;
        /* pushed-back bytes read by fscanf, discarded by a seek, read by a collective fread */
        rewind(f);
        c = fgetc(f); c = fgetc(f);                 /* "id" */
        total += ungetc('5', f) == '5';
        total += ftell(f) == 1;
        n = fscanf(f, "%d", &c);                    /* "5" then v's digits */
        total += n == 1 && c == five(v);
        fseek(f, 0, SEEK_SET);
        ungetc('Q', f);                             /* at position 0: refused, C allows only after a read */
        c = fgetc(f);
        total += c == 'i';
        ungetc('Q', f);
        fseek(f, 0, SEEK_CUR);                      /* discards Q */
        total += fgetc(f) == 'i';
        ungetc('Q', f);
        n = fread(w1, 1, 4, f);                     /* "Qid<digit>" */
        total += n == 4 && w1[0] == 'Q' && w1[1] == 'i' && w1[2] == 'd' && w1[3] == '0' + (v >= 10 ? 1 : v);
        total += ftell(f) == 4;
        printf("ok %d of %d; ungetc of another char: %d of 120\n", += ok, 15 * 11, += total);
        fclose(f);
    }
    return 0;
}
