/* C reference for test/Stream/apps18-cstdio.cs: the same calls on one
 * ordinary FILE per VP; the printed lines must equal the C* program's.
 * Part 3's elemental bodies are Inputs/apps18_cstdio_body.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define elemental
#include "apps18_cstdio_body.h"
#define V5 5
#define V7 7
#define V4 4
static FILE *op(int v, const char *mode) {
    char n[32]; snprintf(n, sizeof n, "ref_ap%d", v);
    FILE *f = fopen(n, mode); if (!f) { perror(n); exit(1); } return f;
}
static void appendmodes(void) {
    for (int v = 0; v < V5; v++) {
        FILE *f = op(v, "w");
        fprintf(f, "%*d\n", v + 2, v * 11);
        fclose(f);
        f = op(v, "a");
        long p0 = ftell(f);
        int s0 = fseek(f, 0, SEEK_SET);
        long p1 = ftell(f);
        int x = 0x41424344 + v;
        int k = (int)fwrite(&x, 4, 1, f);
        long p2 = ftell(f);
        int c0 = fgetc(f);
        int er = ferror(f) != 0;
        fclose(f);
        f = op(v, "a+");
        long p3 = ftell(f);
        int c1 = fgetc(f);
        fseek(f, 2, SEEK_SET);
        int c2 = fgetc(f);
        fseek(f, 0, SEEK_CUR);
        fputc('Z', f);
        long p4 = ftell(f);
        int c3 = fgetc(f);
        int eo = feof(f) != 0;
        char buf[8] = "xxxxxxx";
        rewind(f);
        char *g1 = fgets(buf, 1, f);
        int b0 = buf[0];
        long p5 = ftell(f);
        char *g0 = fgets(buf, 0, f);
        int d = 0, sc = fscanf(f, "%d", &d);
        int sc2 = fscanf(f, "%d", &d);
        long p6 = ftell(f);
        int eo2 = feof(f) != 0;
        size_t z = fread(buf, 0, 5, f);
        fclose(f);
        printf("v%d a: %ld %d %ld k %d %ld c0 %d er %d | a+: %ld %d %d %ld %d eof %d | fgets1 %d %d %ld fgets0 %d | scan %d %d %d %ld eof %d z %zu\n",
               v, p0, s0, p1, k, p2, c0, er, p3, c1, c2, p4, c3, eo, g1 != NULL, b0, p5, g0 != NULL, sc, d, sc2, p6, eo2, z);
    }
}
static void partial(void) {
    for (int v = 0; v < V7; v++) {
        char n[32]; snprintf(n, sizeof n, "ref_pr%d", v);
        FILE *f = fopen(n, "w+");
        unsigned char b[16]; for (int i = 0; i < 16; i++) b[i] = v * 16 + i;
        fwrite(b, 1, v + 3, f);
        rewind(f);
        unsigned char r[12]; for (int i = 0; i < 12; i++) r[i] = 0xEE;
        int sz = v % 3 + 2;
        int k = (int)fread(r, sz, 3, f);
        long p = ftell(f);
        int e = feof(f) != 0;
        int k2 = (int)fread(r, 1, 1, f);
        fseek(f, -3, SEEK_END);
        long q = ftell(f);
        int s1 = fseek(f, -(v + 4), SEEK_END);
        long q2 = ftell(f);
        int sum = 0; for (int i = 0; i < 12; i++) sum = sum * 3 + r[i];
        printf("v%d k %d pos %ld eof %d k2 %d q %ld s1 %d q2 %ld sum %d\n", v, k, p, e, k2, q, s1, q2, sum);
        fclose(f);
    }
}
static void pushback(void) {
    for (int v = 0; v < V4; v++) {
        char n[16]; snprintf(n, 16, "ref_ug%d", v);
        FILE *f = fopen(n, "w+");
        int o[16] = {0};
        seq(f, v, o);
        fseek(f, -(long)(v % 2), SEEK_CUR);
        after(f, v, o);
        o[11] = fseek(f, (long)v, SEEK_CUR);
        after2(f, v, o);
        fclose(f);
        f = fopen(n, "r");
        o[15] = fprintf(f, "zz") < 0 ? -1 : 1;
        o[15] += 10 * (ferror(f) != 0);
        fclose(f);
        printf("v%d", v); for (int i = 0; i < 16; i++) printf(" %d", o[i]); printf("\n");
    }
}
int main(void) {
    appendmodes();
    partial();
    pushback();
    return 0;
}
