// apps18: C stdio corners per VP, in parallel code, against plain C with one
// FILE per VP (Inputs/apps18_cstdio_ref.c, the same calls; the printed lines
// must be equal) at 1, 2 and 3 ranks and with CB or IB forced:
//  1. "a" and "a+": ftell after fopen (the size in "a", 0 in "a+"), an fseek
//     in "a" then a write (still at the end), fgetc on an "a" file (EOF and
//     the error flag), a read after a+'s seek then putc at the end, fgets
//     with n = 1 (empty string) and n = 0 (NULL), fscanf that matches and
//     one that does not, fread of size 0 (5 positions, per-VP lengths);
//  2. fread of 3 items of 2..4 bytes from streams of 3..9 bytes: the
//     partial item's bytes land in the buffer and move the position, items
//     count whole ones, EOF per VP; SEEK_END -3 and a per-VP SEEK_END before
//     byte 0 (-1, position kept) (7 positions);
//  3. ungetc then ftell, ungetc(EOF), a parallel negative SEEK_CUR after a
//     push-back, fputc of 300 + v (stored as a byte), fgetc after SEEK_CUR
//     -1, fprintf on an "r" file (negative, error flag) (4 positions; the
//     pushback bodies are elemental functions in Inputs/apps18_cstdio_body.h).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: cc -w -I %S/Inputs -o %t.ref %S/Inputs/apps18_cstdio_ref.c && %t.ref > want.txt
// RUN: %crun -n 1 %s > got1.txt && diff want.txt got1.txt
// RUN: %crun -n 2 %s > got2.txt && diff want.txt got2.txt
// RUN: %crun -n 3 %s > got3.txt && diff want.txt got3.txt
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s > got4.txt && diff want.txt got4.txt
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s > got5.txt && diff want.txt got5.txt
// RUN: FileCheck %s < want.txt
// CHECK: v4 a: 7 0 0 k 1 11 c0 -1 er 1
// CHECK: v3 k 3 pos 6 eof 0
// CHECK: v3 48 49 88 -1 1
#include <stdio.h>
#include <string.h>
#include "Inputs/apps18_cstdio_body.h"
#define V5 5
#define V7 7
#define V4 4
shape [V5]S5;
shape [V7]S7;
shape [V4]S4;
static void appendmodes(void) {
    with (S5) {
        int:S5 v = pcoord(0), s0, k, c0, er, c1, c2, c3, eo, g1, b0, g0, d = 0, sc, sc2, eo2, z;
        long:S5 p0, p1, p2, p3, p4, p5, p6;
        FILE:S5 *f = fopen("ap.dat", "w");
        fprintf(f, "%*d\n", v + 2, v * 11);
        fclose(f);
        f = fopen("ap.dat", "a");
        p0 = ftell(f);
        s0 = fseek(f, 0, SEEK_SET);
        p1 = ftell(f);
        int:S5 x = 0x41424344 + v;
        k = fwrite(&x, 4, 1, f);
        p2 = ftell(f);
        c0 = fgetc(f);
        er = ferror(f) != 0;
        fclose(f);
        f = fopen("ap.dat", "a+");
        p3 = ftell(f);
        c1 = fgetc(f);
        fseek(f, 2, SEEK_SET);
        c2 = fgetc(f);
        fseek(f, 0, SEEK_CUR);
        fputc('Z', f);
        p4 = ftell(f);
        c3 = fgetc(f);
        eo = feof(f) != 0;
        char:S5 buf[8];
        strcpy(buf, "xxxxxxx");
        rewind(f);
        g1 = fgets(buf, 1, f) != NULL;
        b0 = buf[0];
        p5 = ftell(f);
        g0 = fgets(buf, 0, f) != NULL;
        sc = fscanf(f, "%d", &d);
        sc2 = fscanf(f, "%d", &d);
        p6 = ftell(f);
        eo2 = feof(f) != 0;
        z = fread(&buf[0], 0, 5, f);
        fclose(f);
        for (int i = 0; i < V5; i++)
        printf("v%d a: %ld %d %ld k %d %ld c0 %d er %d | a+: %ld %d %d %ld %d eof %d | fgets1 %d %d %ld fgets0 %d | scan %d %d %d %ld eof %d z %d\n",
               i, [i]p0, [i]s0, [i]p1, [i]k, [i]p2, [i]c0, [i]er, [i]p3, [i]c1, [i]c2, [i]p4, [i]c3, [i]eo, [i]g1, [i]b0, [i]p5, [i]g0, [i]sc, [i]d, [i]sc2, [i]p6, [i]eo2, [i]z);
    }
}
static void partial(void) {
    with (S7) {
        int:S7 v = pcoord(0), k, e, k2, s1, sum = 0, sz;
        long:S7 p, q, q2;
        unsigned char:S7 b[16], r[12];
        for (int i = 0; i < 16; i++) b[i] = v * 16 + i;
        FILE:S7 *f = fopen("pr.dat", "w+");
        fwrite(b, 1, v + 3, f);
        rewind(f);
        for (int i = 0; i < 12; i++) r[i] = 0xEE;
        sz = v % 3 + 2;
        k = fread(r, sz, 3, f);
        p = ftell(f);
        e = feof(f) != 0;
        k2 = fread(r, 1, 1, f);
        fseek(f, -3, SEEK_END);
        q = ftell(f);
        s1 = fseek(f, -(v + 4), SEEK_END);
        q2 = ftell(f);
        for (int i = 0; i < 12; i++) sum = sum * 3 + r[i];
        for (int i = 0; i < V7; i++)
            printf("v%d k %d pos %ld eof %d k2 %d q %ld s1 %d q2 %ld sum %d\n", i, [i]k, [i]p, [i]e, [i]k2, [i]q, [i]s1, [i]q2, [i]sum);
        fclose(f);
    }
}
static void pushback(void) {
    with (S4) {
        int:S4 v = pcoord(0), o[16];
        for (int i = 0; i < 16; i++) o[i] = 0;
        FILE:S4 *f = fopen("ug.dat", "w+");
        seq(f, v, o);
        long:S4 off = -(long)(v % 2);
        fseek(f, off, SEEK_CUR);
        after(f, v, o);
        o[11] = fseek(f, (long:S4)v, SEEK_CUR);
        after2(f, v, o);
        fclose(f);
        f = fopen("ug.dat", "r");
        o[15] = fprintf(f, "zz") < 0 ? -1 : 1;
        o[15] += 10 * (ferror(f) != 0);
        fclose(f);
        for (int j = 0; j < V4; j++) { printf("v%d", j); for (int i = 0; i < 16; i++) printf(" %d", [j]o[i]); printf("\n"); }
    }
}
int main(void) {
    appendmodes();
    partial();
    pushback();
    return 0;
}
