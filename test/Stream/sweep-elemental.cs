// Elemental text I/O on a parallel file, as a C* programmer writes it: a
// collective fwrite (NB), then fprintf, fputs under where, fputc; an
// elemental function given the parallel file as a plain FILE * calling
// fprintf/fputc (and, reading, fscanf/fgetc) on it; a user varargs wrapper
// calling vfprintf; a collective fwrite again (IB now). Read back with fread,
// fscanf, fgets under where, fgetc/ungetc, the elemental reader, and EOF.
// Streams checked against a Python model; written and read at different rank
// counts and under the forced modes (the logical streams must be the same).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s3_model.py elemental el.txt | FileCheck --check-prefix=M %s
// RUN: %crun -n 3 %s r | FileCheck %s
// RUN: %crun -n 1 %s r | FileCheck %s
// RUN: rm -f el.txt* && env CSTAR_STREAM_FORCE=cb %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s3_model.py elemental el.txt | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s r | FileCheck %s
// RUN: rm -f el.txt* && env CSTAR_STREAM_FORCE=ib %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s3_model.py elemental el.txt | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s r | FileCheck %s
// W: w tell 1219
// M: el.txt: 24 VPs match
// CHECK: r ok 232 of 232
/* elem.cs w|r: text streams per VP. Shape [4][6] (24 VPs).
   w: NB header (int v), then elemental: fprintf "v=%d sq=%d\n" (all),
      where v%3: fputs "odd-line\n"; fputc '#' then '\n'; an elemental
      function `logit(FILE *fp, int k)` that calls fprintf(fp,...) and
      fputc on the VP's plain FILE *; a user varargs wrapper
      `vlog(FILE:S *f, const char *fmt, ...)` calling vfprintf;
      then a collective fwrite of a double (IB now).
   r: reads it back: fread int, fscanf, fgets, fgetc, ungetc, and the
      function `readit(FILE *fp)` doing fscanf on the plain FILE *.       */
#include <stdio.h>
#include <string.h>
#include <stdarg.h>
shape [4][6]S;
FILE:S *f;
elemental void logit(FILE *fp, int k) {
    fprintf(fp, "log %d\n", k);
    fputc('L', fp);
    fputc('\n', fp);
}
elemental int readit(FILE *fp, int *k) {
    char c1, c2;
    int n = fscanf(fp, "log %d\n", k);
    c1 = fgetc(fp);
    c2 = fgetc(fp);
    return n + (c1 == 'L') + (c2 == '\n');
}
elemental void vlog(FILE *ff, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vfprintf(ff, fmt, ap);
    va_end(ap);
}
elemental int eq(const char *a, const char *b) { return strcmp(a, b) == 0; }
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0) * 6 + pcoord(1), x, n, ok = 0, k;
        double:S d;
        char:S line[64];
        if (!strcmp(argv[1], "w")) {
            f = fopen("el.txt", "w");
            fwrite(&v, sizeof(int), 1, f);
            fprintf(f, "v=%d sq=%d\n", v, v * v);
            where (v % 3) fputs("odd-line\n", f);
            fputc('#', f);
            fputc('\n', f);
            logit(f, v + 100);
            vlog(f, "va %d %s\n", v * 2, "end");
            d = v + 0.25;
            fwrite(&d, sizeof(double), 1, f);
            printf("w tell %ld\n", += ftell(f));
            fclose(f);
        } else {
            f = fopen("el.txt", "r");
            n = fread(&x, sizeof(int), 1, f);
            ok += (n == 1 && x == v);
            n = fscanf(f, "v=%d sq=%d\n", &x, &k);
            ok += (n == 2 && x == v && k == v * v);
            where (v % 3) {
                ok += (fgets(line, 64, f) != NULL && eq(line, "odd-line\n"));
            }
            x = fgetc(f);
            ok += (x == '#');
            ungetc(x, f);
            ok += (fgetc(f) == '#');
            ok += (fgetc(f) == '\n');
            ok += readit(f, &k) == 3 && k == v + 100;
            n = fscanf(f, "va %d end\n", &x);
            ok += (n == 1 && x == 2 * v);
            n = fread(&d, sizeof(double), 1, f);
            ok += (n == 1 && d == v + 0.25);
            n = fgetc(f);
            ok += (n == EOF && feof(f) != 0);
            printf("r ok %d of %d\n", += ok, 24 * 10 - 8);
            fclose(f);
        }
    }
    return 0;
}
