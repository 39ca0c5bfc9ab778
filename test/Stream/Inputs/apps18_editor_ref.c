/* C reference for test/Stream/apps18-editor.cs: the same edits on one
 * ordinary FILE per VP (ref_ed<v>); the printed lines must be equal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define V 2

static FILE *op(int v, const char *mode) {
    char n[32];
    snprintf(n, sizeof n, "ref_ed%d", v);
    FILE *f = fopen(n, mode);
    if (!f) { perror(n); exit(1); }
    return f;
}

int main(int argc, char **argv) {
    if (strcmp(argv[1], "r") == 0) {
        for (int v = 0; v < V; v++) {
            char line[40];
            int n = 0;
            FILE *f = op(v, "r");
            while (fgets(line, 40, f)) n += line[0];
            printf("v%d lines-sum %d eof %d\n", v, n, feof(f) != 0);
            fclose(f);
        }
        return 0;
    }
    int n[V], u1[V], g1[V], g2[V], g3[V], g4[V], g5[V], g6[V], g7[V], r1[V], r2[V], e1[V], e2[V], e3[V], k[V];
    long p1[V], p2[V], p3[V], p4[V], p5[V];
    for (int v = 0; v < V; v++) {
        unsigned char w[4];
        int c = 0;
        FILE *f = op(v, "w+");
        fprintf(f, "line%d:abcdef\n", v * 17);
        fprintf(f, "x=%d;y=%d\n", v * 3, v * 5);
        rewind(f);
        n[v] = 0;
        while (c != ':' && c != EOF) { c = fgetc(f); n[v]++; }
        u1[v] = ungetc('Z', f);
        g1[v] = fgetc(f);
        g2[v] = fgetc(f);
        p1[v] = ftell(f);
        r1[v] = fseek(f, -1, SEEK_CUR);
        fputc('A' + v, f);
        fseek(f, 0, SEEK_CUR);
        g3[v] = fgetc(f);
        long back = -(v + 2);
        r2[v] = fseek(f, back, SEEK_CUR);
        p2[v] = ftell(f);
        for (int i = 0; i < 4; i++) w[i] = (unsigned char)('Q' + i);
        int len = v * 3;
        k[v] = (int)fwrite(&w[1], 1, len, f);
        fseek(f, 0, SEEK_END);
        g4[v] = fgetc(f);
        e1[v] = feof(f) != 0;
        fputc('\n', f);
        e2[v] = feof(f) != 0;
        p3[v] = ftell(f);
        fseek(f, 0, SEEK_END);
        ungetc('E', f);
        g5[v] = fgetc(f);
        g6[v] = fgetc(f);
        fseek(f, 3, SEEK_SET);
        ungetc('q', f);
        p4[v] = ftell(f);
        fseek(f, 0, SEEK_CUR);
        g7[v] = fgetc(f);
        p5[v] = ftell(f);
        e3[v] = ferror(f) != 0;
        fclose(f);
    }
    for (int i = 0; i < V; i++) {
        printf("v%d scan %d u %d g %d %d pos %ld seek %d g3 %d\n", i, n[i], u1[i], g1[i], g2[i], p1[i], r1[i], g3[i]);
        printf("v%d back %d pos %ld wrote %d end %d eof %d %d pos %ld\n", i, r2[i], p2[i], k[i], g4[i], e1[i], e2[i],
               p3[i]);
        printf("v%d unget-end %d %d unget-3 %ld %d %ld err %d\n", i, g5[i], g6[i], p4[i], g7[i], p5[i], e3[i]);
    }
    return 0;
}
