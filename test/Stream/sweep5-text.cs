// Round 5: per-VP text, shape [5][4]: fprintf with widths, %-8.3f, %s, %c,
// %x, %08.2e, %+d, %%, %*d; fputs, fputc, putc; a line only on v%3 == 0;
// read back with fscanf (%5d, %lf, %[^|], %c, %x, %n, %le, %1d%3d%4s, %s),
// fgetc/getc and fgets, EOF at the end (fgetc EOF, fscanf EOF). Written at
// 1 and 3 ranks, read at 2 (and w+ in one open at each count, and under
// forced CB/IB); the file is compared with a Python model (printf formats).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s5_model.py text text.txt | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s r | FileCheck %s
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 2 %s r | FileCheck %s
// RUN: %crun -n 1 %s r | FileCheck %s
// RUN: %crun -n 1 %s wr | FileCheck %s
// RUN: %crun -n 3 %s wr | FileCheck %s
// RUN: %python %S/Inputs/s5_model.py text text.txt | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s wr | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s r | FileCheck %s
// W: close 0
// M: text.txt: 20 VPs match
// CHECK: text ok 347 of 347
// CHECK-NEXT: close 0
/* text MODE: per-VP text with fprintf/fscanf (ints, doubles, %s, %c, %[..],
   %n, widths) and fgets/fputs/fputc/fgetc mixed, shape [5][4].
   w: write; r: read back (any rank count); wr: w+ in one open. */
#include <stdio.h>
#include <string.h>
#include <math.h>
shape [5][4]S;
elemental void mk(char *s, int v) { sprintf(s, "n%d_%s", v, v % 2 ? "odd" : "even"); }
elemental int same(const char *a, const char *b) { return strcmp(a, b) == 0; }
elemental int slen(const char *a) { return (int)strlen(a); }
void writeit(FILE:S *f) {
    int:S v = pcoord(0) * 4 + pcoord(1);
    char:S name[24];
    mk(name, v);
    fprintf(f, "%5d|%-8.3f|%s|%c|%x\n", v, v / 3.0, name, 'a' + v % 26, v * 17);
    fputs("key=value pair\n", f);
    fputc('#', f); fputc('0' + v % 10, f); putc('\n', f);
    fprintf(f, "%08.2e %+d %%\n", v * 1e3, -v);
    fprintf(f, "%d%03d%s\n", v % 7 + 1, v, "tail word");
    where (v % 3 == 0) fputs("extra\n", f);
    fprintf(f, "[%*d]", 4, v);
}
void readit(FILE:S *f) {
    int:S v = pcoord(0) * 4 + pcoord(1), ok = 0, a, h, n, n1, m, c, c2, p1, p2;
    double:S d, e;
    char:S name[24], s[32], line[64], w[16], ch;
    mk(name, v);
    n = fscanf(f, "%5d|%lf |%[^|]|%c|%x%n", &a, &d, s, &ch, &h, &n1);
    ok += n == 5; ok += a == v; ok += fabs(d - v / 3.0) < 0.0006; ok += same(s, name);
    ok += ch == 'a' + v % 26; ok += h == v * 17;
    ok += n1 == 5 + 1 + 8 + 1 + slen(name) + 1 + 1 + 1 + (v * 17 >= 256 ? 3 : v * 17 >= 16 ? 2 : 1);
    c = fgetc(f); ok += c == '\n';
    where (fgets(line, 64, f) != NULL) ok += same(line, "key=value pair\n");
    c = getc(f); c2 = fgetc(f); ok += c == '#' && c2 == '0' + v % 10;
    ok += fgetc(f) == '\n';
    n = fscanf(f, "%le %d %%", &e, &m);
    ok += n == 2 && e == v * 1e3 && m == -v;
    n = fscanf(f, "%1d%3d%4s%n %s%n", &a, &h, w, &p1, s, &p2);
    ok += n == 4 && a == v % 7 + 1 && h == v && same(w, "tail") && same(s, "word") && p2 - p1 == 5;
    c = fgetc(f); ok += c == '\n';
    where (v % 3 == 0) { where (fgets(line, 64, f) != NULL) ok += same(line, "extra\n"); }
    n = fscanf(f, "[%d]", &a);
    ok += n == 1 && a == v;
    c = fgetc(f); ok += c == EOF && feof(f) != 0;
    n = fscanf(f, "%d", &a); ok += n == EOF;
    printf("text ok %d of %d\n", += ok, 20 * 17 + += (v % 3 == 0));
}
int main(int argc, char **argv) {
    with (S) {
        FILE:S *f;
        if (argv[1][0] == 'w' && argv[1][1] == 0) {
            f = fopen("text.txt", "w");
            writeit(f);
            printf("close %d\n", fclose(f));
        } else if (argv[1][0] == 'r') {
            f = fopen("text.txt", "r");
            readit(f);
            printf("close %d\n", fclose(f));
        } else {
            f = fopen("text.txt", "w+");
            writeit(f);
            rewind(f);
            readit(f);
            printf("close %d\n", fclose(f));
        }
    }
    return 0;
}
