// Round 6: a scalar C function handed a VP's stream by an elemental caller,
// as a programmer factors out a helper (`void log_line(FILE *f, int v)`).
// Its stdio calls were compiled as scalar code: fprintf & co. became the
// once-on-rank-0 versions (rank 0 gave the VP's handle to the C library:
// "glibc detected an invalid stdio handle", the other ranks broadcast into
// a mismatch) and ftell/fseek/feof/... the C library's own (a crash). Now
// each acts on the calling VP's stream (vp/scalar_io.c checks for a VP's
// handle; StreamLowering::scalarRename). The helpers are also called on
// ordinary FILEs from scalar code (stdout, a scalar file), which must keep
// working once on rank 0. Written at 3, 2 and 1 ranks; the file is compared
// with a Python model; read back through helpers at every count.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: %python %S/Inputs/s6_model.py helper h.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %python %S/Inputs/s6_model.py helper h.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %python %S/Inputs/s6_model.py helper h.dat | FileCheck --check-prefix=M %s
// RUN: cat scalar.txt | FileCheck --check-prefix=S %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s | FileCheck %s
// CHECK: v=42 sq=1764
// CHECK-NEXT: scalar ftell 10
// CHECK-NEXT: written 7 VPs, positions 167
// CHECK-NEXT: tell 167 eof 0
// CHECK-NEXT: read ok 7 sum 241
// CHECK-NEXT: bytes ok 7 eof 7
// CHECK-NEXT: rewind ok 7
// S: v=7 sq=49
// M: h.dat: 7 VPs match
#include <stdio.h>
#include <string.h>
shape [7]S;

/* scalar helpers: a FILE * and no parallel types */
void log_line(FILE *f, int v) { fprintf(f, "v=%d sq=%d\n", v, v * v); }
void put_tag(FILE *f, int v) {
    int x = v * 7;
    fputs("tag:", f);
    fputc('a' + v, f);
    fwrite(&x, sizeof x, 1, f);
    fputc('\n', f);
}
long where_now(FILE *f) { return ftell(f); }
int read_line(FILE *f, int *v, int *sq) { return fscanf(f, "v=%d sq=%d\n", v, sq); }
int read_tag(FILE *f, int *x) {
    char t[5];
    if (!fgets(t, sizeof t, f) || strcmp(t, "tag:") != 0) return -1;
    int c = fgetc(f);
    if (fread(x, sizeof *x, 1, f) != 1) return -2;
    if (getc(f) != '\n') return -3;
    return c;
}
int at_end(FILE *f) { return fgetc(f) == EOF && feof(f); }
int back_to_start(FILE *f) {
    rewind(f);
    char b[4];
    return fread(b, 1, 4, f) == 4 && memcmp(b, "v=", 2) == 0 && fseek(f, 0, SEEK_SET) == 0 && ftell(f) == 0;
}

elemental void write_vp(FILE *f, int v) {
    log_line(f, v);
    put_tag(f, v);
    if (v % 2) log_line(f, -v);
}
elemental long tell_vp(FILE *f) { return where_now(f); }
elemental int read_vp(FILE *f, int v, int *sum) {
    int a = -1, b = -1, x = -1, ok = 1;
    ok &= read_line(f, &a, &b) == 2 && a == v && b == v * v;
    ok &= read_tag(f, &x) == 'a' + v && x == v * 7;
    if (v % 2) ok &= read_line(f, &a, &b) == 2 && a == -v && b == v * v;
    *sum = a + b + x;
    return ok;
}
elemental int end_vp(FILE *f) { return at_end(f); }
elemental int rewind_vp(FILE *f) { return back_to_start(f); }

int main(void) {
    FILE *sf = fopen("scalar.txt", "w");
    log_line(stdout, 42);
    fflush(stdout);
    if (sf) { log_line(sf, 7); printf("scalar ftell %ld\n", where_now(sf)); fclose(sf); }
    with (S) {
        int:S v = pcoord(0), ok, s;
        long:S p;
        FILE:S *f = fopen("h.dat", "w");
        write_vp(f, v);
        p = tell_vp(f);
        printf("written %d VPs, positions %ld\n", += (int:S)1, += p);
        printf("tell %ld eof %d\n", += ftell(f), += feof(f));
        fclose(f);
        f = fopen("h.dat", "r");
        ok = read_vp(f, v, &s);
        printf("read ok %d sum %d\n", += ok, += s);
        ok = end_vp(f);
        printf("bytes ok %d eof %d\n", += ok, += feof(f));
        ok = rewind_vp(f);
        printf("rewind ok %d\n", += ok);
        fclose(f);
    }
    return 0;
}
