// Elemental file operations on a parallel FILE (once per active VP, on that
// VP's stream): fprintf vfprintf fputs fputc/putc fscanf fgets fgetc/getc
// ungetc; an elemental function given the parallel file works on each VP's
// FILE * with ordinary stdio; scalar stdio on scalar files is unchanged.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s > out1 && FileCheck %s < out1
// RUN: %crun -n 2 %s > out2 && diff out1 out2
// RUN: %crun -n 3 %s > out3 && diff out1 out3
// RUN: FileCheck --check-prefix=SCALAR %s < scalar.txt
// RUN: %python %S/Inputs/cs_check.py streams e.txt | FileCheck --check-prefix=STREAM %s
// STREAM: 0 b'v=0 sq=0\n#!hello 5\n[0]x'
// STREAM: 6 b'v=6 sq=36\n#!hello 5\n[6]x'
// SCALAR: scalar file once
// SCALAR-NOT: scalar file once
// CHECK: printed 7 chars 73 vfprintf 56
// CHECK-NEXT: scanned 14 sum 21 sq 91
// CHECK-NEXT: chars 7 bangs 7
// CHECK-NEXT: lines 7 len 56
// CHECK-NEXT: elemental read 7 sum 21
// CHECK-NEXT: stdout once
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
shape [7]S;
FILE:S *f;
/* Per-VP text through ordinary stdio on the VP's FILE *. */
elemental void tag(FILE *fp, int v) { fprintf(fp, "[%d]", v); fputc('x', fp); }
elemental int readtag(FILE *fp) { int v = -1; if (fscanf(fp, "[%d]", &v) != 1) return -100; return v + (fgetc(fp) == 'x' ? 0 : 1000); }
elemental int same(const char *a, const char *b) { return strcmp(a, b) == 0; }
elemental int len(const char *a) { return (int)strlen(a); }
/* A scalar function with a parallel FILE parameter: vfprintf per VP. */
int vput(FILE:S *fp, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int:S n = vfprintf(fp, fmt, ap);
    va_end(ap);
    return += n;
}
int main(void) {
    FILE *sf = fopen("scalar.txt", "w");
    fprintf(sf, "scalar file once\n");
    fclose(sf);
    with (S) {
        int:S k = pcoord(0), n, a, b, c;
        int m;
        char:S line[32];
        f = fopen("e.txt", "w");
        n = fprintf(f, "v=%d sq=%d\n", k, k * k);
        n += fputs("#", f) >= 0;
        putc('!', f);
        m = vput(f, "hello %d\n", 5);
        printf("printed %d chars %d vfprintf %d\n", += (n > 0), += n, m);
        tag(f, k);
        fclose(f);

        f = fopen("e.txt", "r");
        n = fscanf(f, "v=%d sq=%d\n", &a, &b);
        printf("scanned %d sum %d sq %d\n", += n, += a, += b);
        c = fgetc(f);
        n = getc(f);
        printf("chars %d bangs %d\n", += (c == '#'), += (n == '!'));
        ungetc('!', f);
        fgetc(f);
        fgets(line, 32, f);
        printf("lines %d len %d\n", += same(line, "hello 5\n"), += len(line));
        n = readtag(f);
        printf("elemental read %d sum %d\n", += (n >= 0), += n);
        fclose(f);
    }
    fprintf(stdout, "stdout once\n");
    return 0;
}
