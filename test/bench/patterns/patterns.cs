/* The `patterns` benchmark kernels in C*: the Stream* calls a C* programmer
 * makes (thesis ch. 3, docs/stream.md), one pattern per run:
 *
 *   patterns PATTERN MODE DIR
 *
 * PATTERN is one of text, lines, chars, rec24, rec200, arr16, where50,
 * where10, seek, textupd, append, open; MODE is "pat" (the pattern as written) or
 * "nb" (the same bytes by whole-shape fwrite/fread records, the NB form a
 * programmer could use instead, where the pattern allows one). Every kernel
 * reads back what it wrote and checks it: a wrong value prints
 * "check NAME BAD ..." and exits 1. Figures are "NAME SECONDS" lines (rank
 * 0, wall time of the write part and of the read part, each ending in an
 * fclose so the work is on its way to the file). NVP (the shape) and STEPS
 * are compile-time so the same source sizes every case. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef NVP
#define NVP 65536
#endif
static int STEPS = 8; /* argv[4]: calls per VP (records, lines, rounds) */
#define SEEKREC 8 /* records per VP of the seek pattern */

shape [NVP]S;
shape [65536]O64;
shape [1048576]O1M;
shape R;

struct rec24 { int id; int step; double x; double y; };
struct rec200 { int id; int step; double v[24]; };

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static char path[512];
static const char *fname(const char *dir, const char *base)
{
    snprintf(path, sizeof path, "%s/%s", dir, base);
    return path;
}

static void check(const char *name, long bad, long want, long got)
{
    if (bad || want != got) {
        printf("check %s BAD bad=%ld want=%ld got=%ld\n", name, bad, want, got);
        exit(1);
    }
    printf("check %s ok\n", name);
}

/* fprintf(fp, "%d %g\n", i, x) per VP per step, then fscanf back */
static void text(const char *dir, int nb)
{
    double t;
    long bad = 0, n = 0;
    with (S) {
        int:S i = pcoord(0), ri;
        double:S x, rx;
        FILE:S *f = fopen(fname(dir, "text.dat"), "w");
        t = now();
        for (int s = 0; s < STEPS; s++) {
            x = i * 0.5 + s;
            if (nb) fwrite(&x, sizeof x, 1, f);
            else fprintf(f, "%d %g\n", i, x);
        }
        fclose(f);
        printf("write %.6f\n", now() - t);
        f = fopen(fname(dir, "text.dat"), "r");
        t = now();
        for (int s = 0; s < STEPS; s++) {
            if (nb) {
                n += fread(&rx, sizeof rx, 1, f);
                ri = i;
            } else
                n += fscanf(f, "%d %lg", &ri, &rx) == 2;
            bad += ri != i || rx != i * 0.5 + s;
        }
        fclose(f);
        printf("read %.6f\n", now() - t);
    }
    check("text", bad, (long)NVP * STEPS, n);
}

/* fputs of a fixed 32-byte line per VP per step, then fgets back */
static void lines(const char *dir, int nb)
{
    double t;
    long bad = 0, n = 0;
    const char *line = "the quick brown fox jumps over\n"; /* 31 bytes */
    with (S) {
        char:S buf[64];
        FILE:S *f = fopen(fname(dir, "lines.dat"), "w");
        for (int k = 0; k < 31; k++) buf[k] = line[k];
        t = now();
        for (int s = 0; s < STEPS; s++) {
            if (nb) fwrite(buf, 1, 31, f);
            else fputs(line, f);
        }
        fclose(f);
        printf("write %.6f\n", now() - t);
        f = fopen(fname(dir, "lines.dat"), "r");
        t = now();
        for (int s = 0; s < STEPS; s++) {
            buf[0] = 0;
            if (nb) n += fread(buf, 1, 31, f) == 31;
            else n += fgets(buf, 64, f) != NULL;
            bad += buf[0] != 't' || buf[29] != 'r' || buf[30] != '\n';
        }
        fclose(f);
        printf("read %.6f\n", now() - t);
    }
    check("lines", bad, (long)NVP * STEPS, n);
}

/* fputc / fgetc: STEPS*4 characters per VP */
static void chars(const char *dir, int nb)
{
    double t;
    long bad = 0, n = 0;
    with (S) {
        int:S i = pcoord(0);
        char:S c;
        FILE:S *f = fopen(fname(dir, "chars.dat"), "w");
        t = now();
        for (int s = 0; s < STEPS * 4; s++) {
            c = (char)('a' + (i + s) % 26);
            if (nb) fwrite(&c, 1, 1, f);
            else fputc(c, f);
        }
        fclose(f);
        printf("write %.6f\n", now() - t);
        f = fopen(fname(dir, "chars.dat"), "r");
        t = now();
        for (int s = 0; s < STEPS * 4; s++) {
            int:S g;
            if (nb) { c = 0; g = fread(&c, 1, 1, f) == 1 ? c : -1; }
            else g = fgetc(f);
            n += g >= 0;
            bad += g != 'a' + (i + s) % 26;
        }
        fclose(f);
        printf("read %.6f\n", now() - t);
    }
    check("chars", bad, (long)NVP * STEPS * 4, n);
}

/* fwrite/fread of a parallel struct, one record per VP per step */
static void rec24(const char *dir, int nb)
{
    double t;
    long bad = 0, n = 0;
    (void)nb;
    with (S) {
        int:S i = pcoord(0);
        struct rec24:S r;
        FILE:S *f = fopen(fname(dir, "rec24.dat"), "w");
        t = now();
        for (int s = 0; s < STEPS; s++) {
            r.id = i; r.step = s; r.x = i * 0.25; r.y = s - i;
            fwrite(&r, sizeof r, 1, f);
        }
        fclose(f);
        printf("write %.6f\n", now() - t);
        f = fopen(fname(dir, "rec24.dat"), "r");
        t = now();
        for (int s = 0; s < STEPS; s++) {
            n += fread(&r, sizeof r, 1, f);
            bad += r.id != i || r.step != s || r.x != i * 0.25 || r.y != s - i;
        }
        fclose(f);
        printf("read %.6f\n", now() - t);
    }
    check("rec24", bad, (long)NVP * STEPS, n);
}

static void rec200(const char *dir, int nb)
{
    double t;
    long bad = 0, n = 0;
    (void)nb;
    with (S) {
        int:S i = pcoord(0);
        struct rec200:S r;
        FILE:S *f = fopen(fname(dir, "rec200.dat"), "w");
        t = now();
        for (int s = 0; s < STEPS; s++) {
            r.id = i; r.step = s;
            for (int k = 0; k < 24; k++) r.v[k] = i + k * 0.5 + s;
            fwrite(&r, sizeof r, 1, f);
        }
        fclose(f);
        printf("write %.6f\n", now() - t);
        f = fopen(fname(dir, "rec200.dat"), "r");
        t = now();
        for (int s = 0; s < STEPS; s++) {
            n += fread(&r, sizeof r, 1, f);
            bad += r.id != i || r.step != s || r.v[0] != i + s || r.v[23] != i + 11.5 + s;
        }
        fclose(f);
        printf("read %.6f\n", now() - t);
    }
    check("rec200", bad, (long)NVP * STEPS, n);
}

/* a parallel array double:S a[16], one fwrite of 16 items per step */
static void arr16(const char *dir, int nb)
{
    double t;
    long bad = 0, n = 0;
    (void)nb;
    with (S) {
        int:S i = pcoord(0);
        double:S a[16];
        FILE:S *f = fopen(fname(dir, "arr16.dat"), "w");
        t = now();
        for (int s = 0; s < STEPS; s++) {
            for (int k = 0; k < 16; k++) a[k] = i * 16 + k + s;
            fwrite(a, sizeof(double), 16, f);
        }
        fclose(f);
        printf("write %.6f\n", now() - t);
        f = fopen(fname(dir, "arr16.dat"), "r");
        t = now();
        for (int s = 0; s < STEPS; s++) {
            n += fread(a, sizeof(double), 16, f) == 16;
            bad += a[0] != i * 16 + s || a[15] != i * 16 + 15 + s;
        }
        fclose(f);
        printf("read %.6f\n", now() - t);
    }
    check("arr16", bad, (long)NVP * STEPS, n);
}

/* writes under where (1 VP in `every` active), then reads back under the
 * same where; nb: every VP writes (the whole-shape NB form) */
static void wherew(const char *dir, int nb, int every, const char *name)
{
    double t;
    long bad = 0, n = 0, want = 0;
    with (S) {
        int:S i = pcoord(0);
        double:S x;
        FILE:S *f = fopen(fname(dir, "where.dat"), "w");
        t = now();
        for (int s = 0; s < STEPS; s++) {
            x = i + s * 0.5;
            if (nb) fwrite(&x, sizeof x, 1, f);
            else where (i % every == 0) fwrite(&x, sizeof x, 1, f);
        }
        fclose(f);
        printf("write %.6f\n", now() - t);
        f = fopen(fname(dir, "where.dat"), "r");
        t = now();
        for (int s = 0; s < STEPS; s++) {
            if (nb) {
                n += fread(&x, sizeof x, 1, f);
                bad += x != i + s * 0.5;
            } else
                where (i % every == 0) {
                    n += fread(&x, sizeof x, 1, f);
                    bad += x != i + s * 0.5;
                }
        }
        fclose(f);
        printf("read %.6f\n", now() - t);
        want = nb ? (long)NVP * STEPS : (long)((NVP + every - 1) / every) * STEPS;
    }
    check(name, bad, want, n);
}

/* out-of-core update: STEPS rec24 records per VP; then STEPS rounds in
 * "r+" of per-VP fseek to a record, fread, update, fseek back, fwrite;
 * then rewind and reread everything. nb: the same updates done by uniform
 * seeks (every VP the same record) */
static void seek(const char *dir, int nb)
{
    double t;
    long bad = 0, n = 0;
    with (S) {
        int:S i = pcoord(0), upd[SEEKREC];
        struct rec24:S r;
        FILE:S *f = fopen(fname(dir, "seek.dat"), "w");
        for (int s = 0; s < SEEKREC; s++) {
            r.id = i; r.step = s; r.x = 0; r.y = 0;
            fwrite(&r, sizeof r, 1, f);
            upd[s] = 0;
        }
        fclose(f);
        f = fopen(fname(dir, "seek.dat"), "r+");
        t = now();
        for (int u = 0; u < STEPS; u++) {
            int:S k = nb ? (u * 5) % SEEKREC : (i * 7 + u * 5) % SEEKREC;
            if (nb) fseek(f, (long)(((u * 5) % SEEKREC) * sizeof(struct rec24)), SEEK_SET);
            else fseek(f, (long)k * (long)sizeof(struct rec24), SEEK_SET);
            n += fread(&r, sizeof r, 1, f);
            bad += r.id != i || r.step != k;
            r.x += 1; r.y += u;
            if (nb) fseek(f, (long)(((u * 5) % SEEKREC) * sizeof(struct rec24)), SEEK_SET);
            else fseek(f, -(long)sizeof r, SEEK_CUR);
            fwrite(&r, sizeof r, 1, f);
            for (int s = 0; s < SEEKREC; s++) where (k == s) upd[s] += 1;
        }
        printf("write %.6f\n", now() - t);
        t = now();
        rewind(f);
        for (int s = 0; s < SEEKREC; s++) {
            n += fread(&r, sizeof r, 1, f);
            bad += r.id != i || r.step != s || r.x != upd[s];
        }
        fclose(f);
        printf("read %.6f\n", now() - t);
    }
    check("seek", bad, (long)NVP * (STEPS + SEEKREC), n);
}

/* in-place update of text: SEEKREC fixed-width "%07d\n" records per VP
 * written by elemental fprintf (IB data), then STEPS rounds in "r+" of
 * per-VP fseek to a record, fscanf, fseek back, fprintf of the new value
 * (kept IB updates, docs/stream.md); then rewind and fscanf everything */
static void textupd(const char *dir)
{
    double t;
    long bad = 0, n = 0;
    with (S) {
        int:S i = pcoord(0), x, upd[SEEKREC];
        FILE:S *f = fopen(fname(dir, "textupd.txt"), "w");
        for (int s = 0; s < SEEKREC; s++) {
            fprintf(f, "%07d\n", (i * SEEKREC + s) % 1000000);
            upd[s] = 0;
        }
        fclose(f);
        f = fopen(fname(dir, "textupd.txt"), "r+");
        t = now();
        for (int u = 0; u < STEPS; u++) {
            int:S k = (i * 7 + u * 5) % SEEKREC;
            fseek(f, (long)k * 8, SEEK_SET);
            n += fscanf(f, "%d", &x);
            bad += x % 1000000 != (i * SEEKREC + k) % 1000000;
            fseek(f, (long)k * 8, SEEK_SET);
            fprintf(f, "%07d", x + 1000000);
            for (int s = 0; s < SEEKREC; s++) where (k == s) upd[s] += 1;
        }
        printf("write %.6f\n", now() - t);
        t = now();
        rewind(f);
        for (int s = 0; s < SEEKREC; s++) {
            n += fscanf(f, "%d", &x);
            bad += x != (i * SEEKREC + s) % 1000000 + 1000000 * upd[s];
        }
        fclose(f);
        printf("read %.6f\n", now() - t);
    }
    check("textupd", bad, (long)NVP * (STEPS + SEEKREC), n);
}

/* 20 append sessions of 3 rec24 records per VP, then one read of all;
 * nb: the 60 records in one "w" session */
static void append(const char *dir, int nb)
{
    double t;
    long bad = 0, n = 0;
    with (S) {
        int:S i = pcoord(0);
        struct rec24:S r;
        FILE:S *f = fopen(fname(dir, "append.dat"), "w");
        fclose(f);
        t = now();
        if (nb) f = fopen(fname(dir, "append.dat"), "w");
        for (int a = 0; a < 20; a++) {
            if (!nb) f = fopen(fname(dir, "append.dat"), "a");
            for (int k = 0; k < 3; k++) {
                r.id = i; r.step = a * 3 + k; r.x = i; r.y = a;
                fwrite(&r, sizeof r, 1, f);
            }
            if (!nb) fclose(f);
        }
        if (nb) fclose(f);
        printf("write %.6f\n", now() - t);
        f = fopen(fname(dir, "append.dat"), "r");
        t = now();
        for (int s = 0; s < 60; s++) {
            n += fread(&r, sizeof r, 1, f);
            bad += r.id != i || r.step != s || r.y != s / 3;
        }
        fclose(f);
        printf("read %.6f\n", now() - t);
    }
    check("append", bad, (long)NVP * 60, n);
}

/* open/close cost: fopen "w" + one double + fclose, fopen "r" + fclose,
 * fopen(name, "r", &R) + fclose, at 64K and 1M VPs (REPS each) */
#define REPS 5
static void openclose(const char *dir)
{
    double t, tw, tr, ts;
    long bad = 0, n = 0;
    with (O64) {
        double:O64 x = pcoord(0);
        FILE:O64 *f;
        tw = tr = ts = 0;
        for (int k = 0; k < REPS; k++) {
            t = now(); f = fopen(fname(dir, "oc64.dat"), "w"); n += fwrite(&x, 8, 1, f); fclose(f); tw += now() - t;
            t = now(); f = fopen(fname(dir, "oc64.dat"), "r"); fclose(f); tr += now() - t;
        }
        printf("w64k %.6f\nr64k %.6f\n", tw / REPS, tr / REPS);
    }
    for (int k = 0; k < REPS; k++) {
        FILE:void *g;
        t = now();
        g = fopen(fname(dir, "oc64.dat"), "r", &R);
        fclose(g);
        ts += now() - t;
    }
    printf("s64k %.6f\n", ts / REPS);
    with (O1M) {
        double:O1M x = pcoord(0);
        FILE:O1M *f;
        tw = tr = ts = 0;
        for (int k = 0; k < REPS; k++) {
            t = now(); f = fopen(fname(dir, "oc1m.dat"), "w"); n += fwrite(&x, 8, 1, f); fclose(f); tw += now() - t;
            t = now(); f = fopen(fname(dir, "oc1m.dat"), "r"); fclose(f); tr += now() - t;
        }
        printf("w1m %.6f\nr1m %.6f\n", tw / REPS, tr / REPS);
        f = fopen(fname(dir, "oc1m.dat"), "r");
        double:O1M y = -1;
        n += fread(&y, 8, 1, f);
        bad += y != x;
        fclose(f);
    }
    check("open", bad, (65536L + 1048576L) * REPS + 1048576L, n);
}

int main(int argc, char *argv[])
{
    if (argc < 4) { printf("usage: patterns PATTERN pat|nb DIR [STEPS]\n"); return 2; }
    const char *p = argv[1], *dir = argv[3];
    if (argc > 4) STEPS = atoi(argv[4]);
    int nb = strcmp(argv[2], "nb") == 0;
    if (!strcmp(p, "text")) text(dir, nb);
    else if (!strcmp(p, "lines")) lines(dir, nb);
    else if (!strcmp(p, "chars")) chars(dir, nb);
    else if (!strcmp(p, "rec24")) rec24(dir, nb);
    else if (!strcmp(p, "rec200")) rec200(dir, nb);
    else if (!strcmp(p, "arr16")) arr16(dir, nb);
    else if (!strcmp(p, "where50")) wherew(dir, nb, 2, "where50");
    else if (!strcmp(p, "where10")) wherew(dir, nb, 10, "where10");
    else if (!strcmp(p, "seek")) seek(dir, nb);
    else if (!strcmp(p, "textupd")) textupd(dir);
    else if (!strcmp(p, "append")) append(dir, nb);
    else if (!strcmp(p, "open")) openclose(dir);
    else { printf("unknown pattern %s\n", p); return 2; }
    return 0;
}
