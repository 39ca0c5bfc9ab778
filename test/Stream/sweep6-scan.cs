// Round 6: fscanf's return values per VP under where, as C gives them on a
// FILE holding the same bytes (Inputs/s6_scan_ref.c: each VP's stream in a
// tmpfile, the same calls): EOF on an empty stream and at the end, 0 on a
// mismatch (nothing consumed but what the directive skipped), %n, %*d,
// %[^\n], widths (%2d, %3s, %4c), %% and literal text; fgetc after; ungetc
// of a different byte then fread across it; ftell after fprintf of
// different lengths per VP; VPs outside the where keep their values. Read at
// 1, 2 and 3 ranks (and forced CB/IB: the per-VP calls are IB anyway, the
// writes are not); every VP's line is compared with C.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: cc -w -o %t.ref %S/Inputs/s6_scan_ref.c && %t.ref > want.txt
// RUN: %crun -n 1 %s > got1.txt && diff want.txt got1.txt
// RUN: %crun -n 2 %s > got2.txt && diff want.txt got2.txt
// RUN: %crun -n 3 %s > got3.txt && diff want.txt got3.txt
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s > got4.txt && diff want.txt got4.txt
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s > got5.txt && diff want.txt got5.txt
// RUN: FileCheck --check-prefix=W %s < want.txt
// W: v0 w 15 r 1 1 0 0 a 0 n 3 b -1 c 120 line 'tail of 0'
// W: v3 w 0 r -1 -1 -1 -1 a -1 n -1 b -1 c -1 line ''
// W: v5 w 6 r 0 1 1 -1 a -1 n -1 b 5 c -1 line 'abc'
// W: u7 {{.*}}
// W: t8 {{.*}}
#include <stdio.h>
#include <string.h>
#define V 9
shape [V]S;
elemental void show(int v, long w, int r1, int r2, int r3, int r4, int a, int n, int b, int c, const char *line) {
    printf("v%d w %ld r %d %d %d %d a %d n %d b %d c %d line '%s'\n", v, w, r1, r2, r3, r4, a, n, b, c, line);
}
elemental void show2(int v, int c, int u, int got, int x0, int x1, int r5, char c4a, char c4d, int pct, int end) {
    printf("u%d c %d u %d got %d x %d %d r5 %d c4 %c%c pct %d end %d\n", v, c, u, got, x0, x1, r5, c4a, c4d, pct, end);
}
elemental void show3(int v, long t1, long t2, long t3, int n1, int n2) {
    printf("t%d %ld %ld %ld %d %d\n", v, t1, t2, t3, n1, n2);
}
int main(void) {
    with (S) {
        int:S v = pcoord(0), a, b, n, r1, r2, r3, r4, c, n1, n2;
        long:S w, t1, t2, t3;
        char:S line[32];
        FILE:S *f = fopen("sc.txt", "w");
        w = 0;
        where (v % 2 == 0) w = fprintf(f, "%d %d tail of %d\nx", v, v * 3, v);
        else where (v != 3) w = fprintf(f, "abc %d\n", v);
        fclose(f);
        f = fopen("sc.txt", "r");
        a = -1; b = -1; n = -1; line[0] = 0;
        r1 = fscanf(f, "%d %*d%n", &a, &n);
        where (v % 2 == 0) r2 = fscanf(f, " %[^\n]", line);
        else r2 = fscanf(f, "%3s", line);
        r3 = fscanf(f, "%2d", &b);
        r4 = fscanf(f, "%d", &b);
        c = fgetc(f);
        show(v, w, r1, r2, r3, r4, a, n, b, c, line);
        fclose(f);

        /* binary + text: ungetc of another byte, fread across it; %4c, %% */
        int:S x[2], got, u, r5, pct, end;
        char:S c4[4];
        f = fopen("ub.dat", "w");
        x[0] = v * 257; x[1] = -v;
        fwrite(x, sizeof(int), 2, f);
        where (v % 3 == 0) fprintf(f, "wxyz 50%% %d", v);
        fclose(f);
        f = fopen("ub.dat", "r");
        c = fgetc(f);
        u = -2;
        where (v % 2) u = ungetc('Q', f);
        else u = ungetc(c, f);
        x[0] = x[1] = 0;
        got = fread(x, sizeof(int), 2, f);
        r5 = -2; c4[0] = c4[3] = '-'; pct = -1; end = 0;
        where (v % 3 == 0) r5 = fscanf(f, "%4c 50%% %d", c4, &pct);
        end = fgetc(f) == EOF && feof(f);
        show2(v, c, u, got, x[0], x[1], r5, c4[0], c4[3], pct, end);
        fclose(f);

        /* ftell after fprintf of different lengths per VP */
        f = fopen("tl.txt", "w");
        n1 = fprintf(f, "%*d|", v + 1, v);
        t1 = ftell(f);
        where (v % 4 == 1) n2 = fprintf(f, "%s", v > 4 ? "long line here\n" : "s\n");
        else n2 = 0;
        t2 = ftell(f);
        fputs("end", f);
        t3 = ftell(f);
        show3(v, t1, t2, t3, n1, n2);
        fclose(f);
    }
    return 0;
}
