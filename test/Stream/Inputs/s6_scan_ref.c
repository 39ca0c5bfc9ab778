/* C reference for test/Stream/sweep6-scan.cs: each VP's stream written to a
 * tmpfile with the same calls, rewound, and read with the same calls. */
#include <stdio.h>
#include <string.h>
#define V 9
int main(void) {
    for (int v = 0; v < V; v++) {
        FILE *f = tmpfile();
        long w = 0;
        if (v % 2 == 0) w = fprintf(f, "%d %d tail of %d\nx", v, v * 3, v);
        else if (v != 3) w = fprintf(f, "abc %d\n", v);
        rewind(f);
        int a = -1, b = -1, n = -1, r1, r2, r3, r4, c;
        char line[32] = "";
        r1 = fscanf(f, "%d %*d%n", &a, &n);
        if (v % 2 == 0) r2 = fscanf(f, " %[^\n]", line);
        else r2 = fscanf(f, "%3s", line);
        r3 = fscanf(f, "%2d", &b);
        r4 = fscanf(f, "%d", &b);
        c = fgetc(f);
        printf("v%d w %ld r %d %d %d %d a %d n %d b %d c %d line '%s'\n", v, w, r1, r2, r3, r4, a, n, b, c, line);
        fclose(f);
    }
    for (int v = 0; v < V; v++) {
        FILE *f = tmpfile();
        int x[2] = {v * 257, -v}, got, u, r5 = -2, pct = -1, end, c;
        char c4[4] = {'-', 0, 0, '-'};
        fwrite(x, sizeof(int), 2, f);
        if (v % 3 == 0) fprintf(f, "wxyz 50%% %d", v);
        rewind(f);
        c = fgetc(f);
        u = v % 2 ? ungetc('Q', f) : ungetc(c, f);
        x[0] = x[1] = 0;
        got = (int)fread(x, sizeof(int), 2, f);
        if (v % 3 == 0) r5 = fscanf(f, "%4c 50%% %d", c4, &pct);
        end = fgetc(f) == EOF && feof(f);
        printf("u%d c %d u %d got %d x %d %d r5 %d c4 %c%c pct %d end %d\n", v, c, u, got, x[0], x[1], r5, c4[0], c4[3],
               pct, end);
        fclose(f);
    }
    for (int v = 0; v < V; v++) {
        FILE *f = tmpfile();
        int n1 = fprintf(f, "%*d|", v + 1, v), n2 = 0;
        long t1 = ftell(f), t2, t3;
        if (v % 4 == 1) n2 = fprintf(f, "%s", v > 4 ? "long line here\n" : "s\n");
        t2 = ftell(f);
        fputs("end", f);
        t3 = ftell(f);
        printf("t%d %ld %ld %ld %d %d\n", v, t1, t2, t3, n1, n2);
        fclose(f);
    }
    return 0;
}
