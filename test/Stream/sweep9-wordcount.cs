// Round 9 application: word-count style text processing, one text per VP.
// Run "gen" writes each VP's text with fputc, a character per call under
// a where (VPs finish at different times; VP 3's text is empty, the last
// word of some VPs has no newline). Run "wc" (another rank count) counts
// characters, words and lines per VP with an elemental function that
// reads its VP's stream with fgetc (a plain C loop on one FILE *), writes
// an upper-cased copy with fputc and a report line with fprintf into a
// second parallel file, and returns the word count; it is called under a
// where (VPs 5 and 11 skipped: their copies stay empty). A second pass in
// parallel code counts the same with ungetc/fgetc lookahead. Inputs/
// s9_model.py wc generates the same texts and checks both files (package)
// and the printed totals.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s gen | FileCheck --check-prefix=G %s
// RUN: %python %S/Inputs/s9_model.py wc-out > want.txt
// RUN: %crun -n 2 %s wc > got2.txt && diff want.txt got2.txt
// RUN: %python %S/Inputs/s9_model.py wc | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s wc > got1.txt && diff want.txt got1.txt
// RUN: %crun -n 3 %s wc > got3.txt && diff want.txt got3.txt
// RUN: %python %S/Inputs/s9_model.py wc | FileCheck --check-prefix=M %s
// RUN: %streamstar verify words.txt | FileCheck --check-prefix=V %s
// G: generated {{[0-9]+}} characters
// M: words.txt up.txt report.txt: 13 VPs match
// V: words.txt: ok (shape 13, 13 VPs
#include <stdio.h>
#include <string.h>
#include <ctype.h>
shape [13]S;
/* one VP: counts its stream, copies it upper-cased, reports */
elemental int wc(FILE *in, FILE *out, FILE *rep, int v, int *lines, int *chars) {
    int c, inword = 0, words = 0;
    *lines = *chars = 0;
    while ((c = fgetc(in)) != EOF) {
        (*chars)++;
        if (c == '\n') (*lines)++;
        if (isspace(c)) inword = 0;
        else if (!inword) { inword = 1; words++; }
        if (fputc(toupper(c), out) == EOF) return -1;
    }
    if (!feof(in) || ferror(in)) return -2;
    fprintf(rep, "vp %d: %d %d %d\n", v, *lines, words, *chars);
    return words;
}
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0);
        if (strcmp(argv[1], "gen") == 0) {
            FILE:S *f = fopen("words.txt", "w");
            int:S nw = (v * 5) % 17, wi = 0, ci = 0, n = 0;
            where (v == 3) nw = 0;
            while (|= (wi < nw))
                where (wi < nw) {
                    int:S wl = (v * 7 + wi * 3) % 6 + 1;
                    where (ci < wl) { fputc('a' + (v + wi + ci) % 26, f); ci++; }
                    else {
                        where (wi + 1 < nw || v % 2) fputc(wi % 5 == 4 ? '\n' : ' ', f);
                        wi++;
                        ci = 0;
                    }
                }
            printf("generated %d characters\n", += (int:S)ftell(f));
            fclose(f);
            return 0;
        }
        FILE:S *in = fopen("words.txt", "r"), *out = fopen("up.txt", "w"), *rep = fopen("report.txt", "w");
        int:S lines = -1, chars = -1, words = -1;
        where (v != 5 && v != 11) words = wc(in, out, rep, v, &lines, &chars);
        printf("elemental: words %d lines %d chars %d weighted %d\n", += words, += lines, += chars, += (words * v));
        rewind(in);
        int:S c = 0, w2 = 0, n2 = 0, done = 0;
        while (|= !done)
            where (!done) {
                c = fgetc(in);
                where (c == EOF) done = 1;
                else {
                    n2++;
                    where (!isspace(c)) {
                        int:S d = fgetc(in);
                        where (d == EOF || isspace(d)) w2++;
                        where (d != EOF) ungetc(d, in);
                    }
                }
            }
        printf("lookahead: words %d chars %d, eof %d\n", += w2, += n2, += feof(in));
        fclose(in);
        fclose(out);
        fclose(rep);
    }
    return 0;
}
