/* C reference for test/Stream/apps18-restart.cs: the same steps on one
 * ordinary FILE per VP (ref_ck<v>, ref_log<i>.<j>, ref_one0), every VP's part
 * of a step before the next step, as the C* program's collective calls are.
 * The printed lines must equal the C* program's; apps18_restart_cmp.py then
 * compares each file with the VP's Stream* stream. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 11
#define T 6

static FILE *op(const char *fmt, int a, int b, const char *mode) {
    char n[64];
    snprintf(n, sizeof n, fmt, a, b);
    FILE *f = fopen(n, mode);
    if (!f) { perror(n); exit(1); }
    return f;
}

static void readback(void) {
    for (int v = 0; v < N; v++) {
        unsigned char buf[160];
        FILE *f = op("ref_ck%d", v, 0, "rb");
        int n = (int)fread(buf, 1, 160, f), sum = 0;
        for (int i = 0; i < n; i++) sum += buf[i] * (i % 7 + 1);
        printf("ck v%d n %d sum %d eof %d\n", v, n, sum, feof(f) != 0);
        fclose(f);
    }
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++) {
            char line[40];
            int lines = 0, chars = 0, a, b, c, d, nf = 0, tot = 0;
            FILE *g = op("ref_log%d.%d", i, j, "r");
            while (fgets(line, 40, g)) { lines++; chars += (int)strlen(line); }
            rewind(g);
            while ((d = fscanf(g, " t%d %d:%d%*[^\n]", &a, &b, &c)) == 3) { nf++; tot += a * 100 + b * 10 + c; }
            printf("log %d.%d lines %d chars %d fields %d tot %d eof %d\n", i, j, lines, chars, nf, tot, feof(g) != 0);
            fclose(g);
        }
    double x;
    FILE *h = op("ref_one%d", 0, 0, "rb");
    int k = (int)fread(&x, sizeof x, 1, h);
    int k2 = (int)fread(&x, sizeof x, 1, h);
    printf("one %d %d %.2f eof %d\n", k, k2, x, feof(h) != 0);
    fclose(h);
}

int main(int argc, char **argv) {
    if (strcmp(argv[1], "r") == 0) {
        readback();
        return 0;
    }
    FILE *f[N], *g[2][3], *h;
    double s[N], x = 0.5;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++) g[i][j] = op("ref_log%d.%d", i, j, "w");
    h = op("ref_one%d", 0, 0, "wb");
    fwrite(&x, sizeof x, 1, h);
    fclose(h);
    for (int v = 0; v < N; v++) {
        s[v] = v;
        f[v] = op("ref_ck%d", v, 0, "wb");
        fwrite(&s[v], sizeof s[v], 1, f[v]);
        fclose(f[v]);
    }
    for (int t = 1; t <= T; t++) {
        int k[N], back[N], c1[N], c2[N], c3[N], e1[N], e2[N], r1[N], r2[N];
        long p1[N], p2[N], end[N];
        for (int v = 0; v < N; v++) {
            double old = -1;
            unsigned char rec[8];
            int mk = 1000 * t + v;
            f[v] = op("ref_ck%d", v, 0, "r+b");
            k[v] = (int)fread(&old, sizeof old, 1, f[v]);
            s[v] = old * 1.5 + v + t;
            rewind(f[v]);
            k[v] += (int)fwrite(&s[v], sizeof s[v], 1, f[v]);
            fseek(f[v], 0, SEEK_END);
            for (int i = 0; i < 8; i++) rec[i] = (unsigned char)(v * 8 + t * 3 + i);
            int len = (v + t) % 5;
            if (v % 3 != t % 3) k[v] += (int)fwrite(&rec[0], 1, len, f[v]) == len;
            fclose(f[v]);
            f[v] = op("ref_ck%d", v, 0, "ab");
            fwrite(&mk, sizeof mk, 1, f[v]);
            fclose(f[v]);
            f[v] = op("ref_ck%d", v, 0, "a+b");
            back[v] = 0;
            fseek(f[v], -(long)sizeof mk, SEEK_END);
            fread(&back[v], sizeof back[v], 1, f[v]);
            fseek(f[v], 0, SEEK_CUR);
            if (v % 2) fputc('a' + t, f[v]);
            end[v] = ftell(f[v]);
            fclose(f[v]);
        }
        printf("step %d\n", t);
        if (t % 2 == 0) {
            for (int v = 0; v < N; v++) {
                f[v] = op("ref_ck%d", v, 0, "rb");
                long off = -(v % 4) - 1;
                r1[v] = fseek(f[v], off, SEEK_END);
                c1[v] = fgetc(f[v]);
                ungetc(c1[v], f[v]);
                c2[v] = fgetc(f[v]);
                r2[v] = fseek(f[v], -2, SEEK_CUR);
                p1[v] = ftell(f[v]);
                if (v % 3 == 0) r2[v] += 10 * fseek(f[v], -1000, SEEK_CUR);
                p2[v] = ftell(f[v]);
                fseek(f[v], 0, SEEK_END);
                c3[v] = fgetc(f[v]);
                e1[v] = (feof(f[v]) != 0) * 2 + (ferror(f[v]) != 0);
                if (v > 5) clearerr(f[v]);
                e2[v] = feof(f[v]) != 0;
                fclose(f[v]);
            }
            for (int i = 0; i < N; i++)
                printf("v%d seek %d %d c %d %d %d pos %ld %ld eof %d %d\n", i, r1[i], r2[i], c1[i], c2[i], c3[i], p1[i],
                       p2[i], e1[i], e2[i]);
        }
        for (int i = 0; i < N; i++) printf("v%d s %.2f k %d back %d end %ld\n", i, s[i], k[i], back[i], end[i]);
        for (int a = 0; a < 2; a++)
            for (int b = 0; b < 3; b++) {
                if (a == t % 2) {
                    fprintf(g[a][b], "t%d %d:%d\n", t, a, b);
                    if (b != t % 3) fprintf(g[a][b], "t%d %d:%d more\n", t, b, a);
                    else fprintf(g[a][b], "t%d 9:9\n", t);
                } else if (b == 0) fprintf(g[a][b], "t%d 0:0 zero\n", t);
            }
        double tot = 0;
        for (int v = 0; v < N; v++) tot += s[v];
        h = op("ref_one%d", 0, 0, "r+b");
        fread(&x, sizeof x, 1, h);
        x += tot;
        rewind(h);
        fwrite(&x, sizeof x, 1, h);
        fclose(h);
    }
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++) fclose(g[i][j]);
    return 0;
}
