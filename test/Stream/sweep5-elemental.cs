// Round 5: an elemental function given a parallel file calls scalar stdio
// on its VP's stream: fprintf, fwrite, fputc, fputs to write; fscanf,
// fread, ftell, fgetc, fgets, feof, rewind, fseek (SET/CUR/END), ungetc,
// clearerr, ferror, fflush and fclose (refused: EOF) to read. rewind,
// clearerr, ungetc, fflush and fclose were passed to the C library with the
// VP's handle, which is not a FILE: rewind crashed (SIGSEGV in libc). Shape
// [13]; written at 1 and 3 ranks, read at 2; model in Inputs/s5_model.py.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s w | FileCheck %s
// RUN: %python %S/Inputs/s5_model.py elem elem.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s r | FileCheck --check-prefix=R %s
// RUN: %crun -n 3 %s w | FileCheck %s
// RUN: %crun -n 1 %s r | FileCheck --check-prefix=R %s
// RUN: %python %S/Inputs/s5_model.py elem elem.dat | FileCheck --check-prefix=M %s
// CHECK: close 0
// CHECK-NEXT: elem ok 210 of 210, bad VPs 0
// CHECK-NEXT: close 0
// R: elem ok 210 of 210, bad VPs 0
// M: elem.dat: 13 VPs match
/* elem MODE: elemental functions calling scalar stdio on a VP's stream
   (fprintf, fwrite, fputc, fputs; fscanf, fread, fgetc, fgets, fseek,
   ftell, feof, rewind), shape [13]. w: write; r: read (any rank count). */
#include <stdio.h>
#include <string.h>
shape [13]S;
elemental void logrec(FILE *fp, int v, double x) {
    int k;
    for (k = 0; k < v % 3 + 1; k++) {
        fprintf(fp, "v=%d k=%d:", v, k);
        fwrite(&x, sizeof x, 1, fp);
        fputc('\n', fp);
        x = x * 2;
    }
    if (v % 2) fputs("odd\n", fp);
}
elemental long expect_len(int v) {
    long n = 0; int k; char t[64];
    for (k = 0; k < v % 3 + 1; k++) n += sprintf(t, "v=%d k=%d:", v, k) + 8 + 1;
    return n + (v % 2 ? 4 : 0);
}
elemental int check(FILE *fp, int v, double x) {
    int vv, kk, k, ok = 0; double y; char line[32]; long p, end;
    for (k = 0; k < v % 3 + 1; k++) {
        if (fscanf(fp, "v=%d k=%d:", &vv, &kk) == 2 && vv == v && kk == k) ok++;
        p = ftell(fp);
        if (fread(&y, sizeof y, 1, fp) == 1 && y == x) ok++;
        if (ftell(fp) == p + 8) ok++;
        if (fgetc(fp) == '\n') ok++;
        x = x * 2;
    }
    if (v % 2 && fgets(line, sizeof line, fp) && strcmp(line, "odd\n") == 0) ok++;
    if (fgetc(fp) == EOF && feof(fp)) ok++;
    rewind(fp);
    if (!feof(fp) && fgetc(fp) == 'v') ok++;
    fseek(fp, -1, SEEK_END);
    if (fgetc(fp) == '\n') ok++;
    fseek(fp, 0, SEEK_END);
    end = ftell(fp);
    if (end == expect_len(v)) ok++;
    fseek(fp, 1, SEEK_SET); fseek(fp, 1, SEEK_CUR);
    if (fscanf(fp, "%d", &vv) == 1 && vv == v) ok++;
    /* ungetc, then a read past the end: feof; clearerr clears it; fflush is
       0; fclose of a VP's stream is refused (parallel files close collectively) */
    if (ungetc('7', fp) == '7' && fscanf(fp, "%d", &vv) == 1 && vv % 10 == 7) ok++;
    fseek(fp, 0, SEEK_END);
    if (fgetc(fp) == EOF && feof(fp)) { clearerr(fp); if (!feof(fp) && !ferror(fp)) ok++; }
    if (fflush(fp) == 0 && fclose(fp) == EOF) ok++;
    return ok;
}
elemental int want(int v) { return 4 * (v % 3 + 1) + (v % 2) + 8; }
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0), ok;
        double:S x = v + 0.125;
        FILE:S *f;
        if (argv[1][0] == 'w') {
            f = fopen("elem.dat", "w");
            logrec(f, v, x);
            printf("close %d\n", fclose(f));
        }
        f = fopen("elem.dat", "r");
        ok = check(f, v, x);
        printf("elem ok %d of %d, bad VPs %d\n", += ok, += want(v), += (ok != want(v)));
        printf("close %d\n", fclose(f));
    }
    return 0;
}
