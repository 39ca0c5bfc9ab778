// Round 7: text lines longer than an IB block (b_IB 64) of ragged length per
// VP (3 + v%3 lines of 50..150 bytes), each written by several calls
// (fprintf of the label, fputs of the letters, fputc, fprintf of numbers),
// so numbers and words straddle block boundaries. Read back per VP with
// fgets into a 17-byte buffer (pieces joined until the newline), with
// fscanf "L%d:%[a-z] %d %d%n" and then "%[^\n]%c" on the next line, and
// with getc counting bytes; at 1, 2 and 3 ranks, forced CB too; the file
// is compared with a Python model and verified.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py textscan t.txt | FileCheck --check-prefix=M %s
// RUN: %streamstar verify t.txt | FileCheck --check-prefix=V %s
// RUN: %crun -n 1 %s r | FileCheck %s
// RUN: %crun -n 2 %s r | FileCheck %s
// RUN: %crun -n 3 %s r | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py textscan t.txt | FileCheck --check-prefix=M %s
// RUN: %crun -n 3 %s r | FileCheck %s
// W: close 0
// M: t.txt: 11 VPs match
// V: t.txt: ok (shape 11, 11 VPs
// CHECK: fgets pieces: 11 of 11
// CHECK-NEXT: fscanf: 11 of 11
// CHECK-NEXT: getc bytes: 11 of 11
#include <stdio.h>
#include <string.h>
shape [11]S;
elemental int nlines(int v) { return 3 + v % 3; }
elemental int nlet(int v, int j) { return 40 + 7 * v + 13 * j; }
elemental void letters(char *b, int v, int j) {
    int n = nlet(v, j);
    for (int k = 0; k < n; k++) b[k] = 'a' + (v + j + k) % 26;
    b[n] = 0;
}
elemental void line(char *b, int v, int j) {
    char l[160];
    letters(l, v, j);
    sprintf(b, "L%d:%s %d %d\n", j, l, v * j, -(v + j) * 1000);
}
elemental int total(int v) {
    char b[200];
    int t = 0;
    for (int j = 0; j < nlines(v); j++) { line(b, v, j); t += (int)strlen(b); }
    return t;
}
elemental int join_ok(char *acc, const char *piece, int v, int j, int *done) {
    char want[200];
    strcat(acc, piece);
    size_t n = strlen(acc);
    *done = n > 0 && acc[n - 1] == '\n';
    if (!*done) return 1;
    line(want, v, j);
    return strcmp(acc, want) == 0;
}
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0), ok = 1, done, n, a, b, c, m, cnt;
        char:S let[160], piece[17], acc[200], want[200];
        if (argv[1][0] == 'w') {
            FILE:S *f = fopen("t.txt", "w");
            for (int j = 0; j < 5; j++)
                where (j < nlines(v)) {
                    letters(let, v, j);
                    fprintf(f, "L%d:", j);
                    fputs(let, f);
                    fputc(' ', f);
                    fprintf(f, "%d %d\n", v * j, -(v + j) * 1000);
                }
            printf("close %d\n", fclose(f));
            return 0;
        }
        FILE:S *f = fopen("t.txt", "r");
        for (int j = 0; j < 5; j++)
            where (j < nlines(v)) {
                acc[0] = 0;
                done = 0;
                for (int k = 0; k < 12; k++)
                    where (!done) {
                        where (fgets(piece, 17, f) == NULL) { ok = 0; done = 1; }
                        else ok &= join_ok(acc, piece, v, j, &done);
                    }
                ok &= done;
            }
        ok &= fgets(piece, 17, f) == NULL && feof(f);
        printf("fgets pieces: %d of 11\n", += ok);
        rewind(f);
        ok = 1;
        for (int j = 0; j < 5; j += 2)
            where (j < nlines(v)) {
                letters(let, v, j);
                n = fscanf(f, "L%d:%[a-z] %d %d%n", &a, acc, &b, &c, &m);
                ok &= n == 4 && a == j && strcmp(acc, let) == 0 && b == v * j && c == -(v + j) * 1000;
                fgetc(f); /* the newline */
                where (j + 1 < nlines(v)) {
                    char:S nl;
                    n = fscanf(f, "%[^\n]%c", acc, &nl);
                    line(want, v, j + 1);
                    strcat(acc, "\n");
                    ok &= n == 2 && nl == '\n' && strcmp(acc, want) == 0;
                }
            }
        ok &= fscanf(f, "%d", &a) == EOF;
        printf("fscanf: %d of 11\n", += ok);
        rewind(f);
        cnt = 0;
        for (int k = 0; k < 800; k++) { c = getc(f); where (c != EOF) cnt++; }
        ok = cnt == total(v);
        printf("getc bytes: %d of 11\n", += ok);
        fclose(f);
    }
    return 0;
}
