/* The baseline of the `patterns` benchmark: the plain C/MPI program a user
 * would write for the same bytes as patterns.cs without Stream*. Each rank
 * owns a block of the NVP virtual processors and writes their data with
 * stdio to one file per rank (DIR/NAME.rRANK), in the obvious loop order,
 * then reads it back and checks it. Same command line and output as
 * patterns.cs ("write S", "read S", "check NAME ok|BAD"); times are rank
 * 0's, each ending in fclose and an MPI_Barrier. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef NVP
#define NVP 65536
#endif
static int STEPS = 8; /* argv[4]: calls per VP (records, lines, rounds) */
#define SEEKREC 8 /* records per VP of the seek pattern */

struct rec24 { int id; int step; double x; double y; };
struct rec200 { int id; int step; double v[24]; };

static int rank, nproc;
static long lo, nl; /* this rank's VPs: lo .. lo+nl-1 */

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static void part(long n)
{
    long q = n / nproc, r = n % nproc;
    nl = q + (rank < r);
    lo = rank * q + (rank < r ? rank : r);
}

static char path[512];
static const char *fname(const char *dir, const char *base)
{
    snprintf(path, sizeof path, "%s/%s.r%d", dir, base, rank);
    return path;
}

static FILE *xopen(const char *p, const char *m)
{
    FILE *f = fopen(p, m);
    if (!f) { perror(p); MPI_Abort(MPI_COMM_WORLD, 1); }
    return f;
}

static double t0;
static void start(void) { MPI_Barrier(MPI_COMM_WORLD); t0 = now(); }
static void stop(const char *what)
{
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) printf("%s %.6f\n", what, now() - t0);
}

static void check(const char *name, long bad, long want, long got)
{
    long v[2] = {bad, got}, s[2];
    MPI_Reduce(v, s, 2, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank) return;
    if (s[0] || s[1] != want) {
        printf("check %s BAD bad=%ld want=%ld got=%ld\n", name, s[0], want, s[1]);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    printf("check %s ok\n", name);
}

static void text(const char *dir)
{
    long bad = 0, n = 0;
    FILE *f = xopen(fname(dir, "text"), "w");
    start();
    for (int s = 0; s < STEPS; s++)
        for (long i = lo; i < lo + nl; i++) fprintf(f, "%d %g\n", (int)i, i * 0.5 + s);
    fclose(f);
    stop("write");
    f = xopen(fname(dir, "text"), "r");
    start();
    for (int s = 0; s < STEPS; s++)
        for (long i = lo; i < lo + nl; i++) {
            int ri = -1;
            double rx = -1;
            n += fscanf(f, "%d %lg", &ri, &rx) == 2;
            bad += ri != i || rx != i * 0.5 + s;
        }
    fclose(f);
    stop("read");
    check("text", bad, (long)NVP * STEPS, n);
}

static void lines(const char *dir)
{
    long bad = 0, n = 0;
    const char *line = "the quick brown fox jumps over\n";
    char buf[64];
    FILE *f = xopen(fname(dir, "lines"), "w");
    start();
    for (int s = 0; s < STEPS; s++)
        for (long i = 0; i < nl; i++) fputs(line, f);
    fclose(f);
    stop("write");
    f = xopen(fname(dir, "lines"), "r");
    start();
    for (int s = 0; s < STEPS; s++)
        for (long i = 0; i < nl; i++) {
            buf[0] = 0;
            n += fgets(buf, 64, f) != NULL;
            bad += buf[0] != 't' || buf[29] != 'r' || buf[30] != '\n';
        }
    fclose(f);
    stop("read");
    check("lines", bad, (long)NVP * STEPS, n);
}

static void chars(const char *dir)
{
    long bad = 0, n = 0;
    FILE *f = xopen(fname(dir, "chars"), "w");
    start();
    for (int s = 0; s < STEPS * 4; s++)
        for (long i = lo; i < lo + nl; i++) fputc('a' + (int)((i + s) % 26), f);
    fclose(f);
    stop("write");
    f = xopen(fname(dir, "chars"), "r");
    start();
    for (int s = 0; s < STEPS * 4; s++)
        for (long i = lo; i < lo + nl; i++) {
            int g = fgetc(f);
            n += g >= 0;
            bad += g != 'a' + (int)((i + s) % 26);
        }
    fclose(f);
    stop("read");
    check("chars", bad, (long)NVP * STEPS * 4, n);
}

static void rec24(const char *dir)
{
    long bad = 0, n = 0;
    struct rec24 *r = malloc(nl * sizeof *r);
    FILE *f = xopen(fname(dir, "rec24"), "w");
    start();
    for (int s = 0; s < STEPS; s++) {
        for (long k = 0; k < nl; k++) {
            long i = lo + k;
            r[k].id = (int)i; r[k].step = s; r[k].x = i * 0.25; r[k].y = s - i;
        }
        fwrite(r, sizeof *r, nl, f);
    }
    fclose(f);
    stop("write");
    f = xopen(fname(dir, "rec24"), "r");
    start();
    for (int s = 0; s < STEPS; s++) {
        n += fread(r, sizeof *r, nl, f);
        for (long k = 0; k < nl; k++) {
            long i = lo + k;
            bad += r[k].id != i || r[k].step != s || r[k].x != i * 0.25 || r[k].y != s - i;
        }
    }
    fclose(f);
    stop("read");
    free(r);
    check("rec24", bad, (long)NVP * STEPS, n);
}

static void rec200(const char *dir)
{
    long bad = 0, n = 0;
    struct rec200 *r = malloc(nl * sizeof *r);
    FILE *f = xopen(fname(dir, "rec200"), "w");
    start();
    for (int s = 0; s < STEPS; s++) {
        for (long k = 0; k < nl; k++) {
            long i = lo + k;
            r[k].id = (int)i; r[k].step = s;
            for (int j = 0; j < 24; j++) r[k].v[j] = i + j * 0.5 + s;
        }
        fwrite(r, sizeof *r, nl, f);
    }
    fclose(f);
    stop("write");
    f = xopen(fname(dir, "rec200"), "r");
    start();
    for (int s = 0; s < STEPS; s++) {
        n += fread(r, sizeof *r, nl, f);
        for (long k = 0; k < nl; k++) {
            long i = lo + k;
            bad += r[k].id != i || r[k].step != s || r[k].v[0] != i + s || r[k].v[23] != i + 11.5 + s;
        }
    }
    fclose(f);
    stop("read");
    free(r);
    check("rec200", bad, (long)NVP * STEPS, n);
}

static void arr16(const char *dir)
{
    long bad = 0, n = 0;
    double *a = malloc(nl * 16 * sizeof *a);
    FILE *f = xopen(fname(dir, "arr16"), "w");
    start();
    for (int s = 0; s < STEPS; s++) {
        for (long k = 0; k < nl; k++)
            for (int j = 0; j < 16; j++) a[k * 16 + j] = (lo + k) * 16 + j + s;
        fwrite(a, sizeof(double) * 16, nl, f);
    }
    fclose(f);
    stop("write");
    f = xopen(fname(dir, "arr16"), "r");
    start();
    for (int s = 0; s < STEPS; s++) {
        n += fread(a, sizeof(double) * 16, nl, f);
        for (long k = 0; k < nl; k++)
            bad += a[k * 16] != (lo + k) * 16 + s || a[k * 16 + 15] != (lo + k) * 16 + 15 + s;
    }
    fclose(f);
    stop("read");
    free(a);
    check("arr16", bad, (long)NVP * STEPS, n);
}

/* the active VPs' values packed and written with one fwrite per step */
static void wherew(const char *dir, int every, const char *name)
{
    long bad = 0, n = 0, m;
    double *x = malloc(nl * sizeof *x);
    FILE *f = xopen(fname(dir, "where"), "w");
    start();
    for (int s = 0; s < STEPS; s++) {
        m = 0;
        for (long i = lo; i < lo + nl; i++)
            if (i % every == 0) x[m++] = i + s * 0.5;
        fwrite(x, sizeof *x, m, f);
    }
    fclose(f);
    stop("write");
    f = xopen(fname(dir, "where"), "r");
    start();
    for (int s = 0; s < STEPS; s++) {
        m = 0;
        for (long i = lo; i < lo + nl; i++) m += i % every == 0;
        n += fread(x, sizeof *x, m, f);
        m = 0;
        for (long i = lo; i < lo + nl; i++)
            if (i % every == 0) bad += x[m++] != i + s * 0.5;
    }
    fclose(f);
    stop("read");
    free(x);
    check(name, bad, (long)((NVP + every - 1) / every) * STEPS, n);
}

/* per-VP records (VP-major), per-VP fseek/fread/fseek/fwrite in "r+" */
static void seek(const char *dir)
{
    long bad = 0, n = 0;
    struct rec24 r;
    int *upd = calloc(nl * SEEKREC, sizeof *upd);
    FILE *f = xopen(fname(dir, "seek"), "w");
    for (long i = lo; i < lo + nl; i++)
        for (int s = 0; s < SEEKREC; s++) {
            r.id = (int)i; r.step = s; r.x = 0; r.y = 0;
            fwrite(&r, sizeof r, 1, f);
        }
    fclose(f);
    f = xopen(fname(dir, "seek"), "r+");
    start();
    for (int u = 0; u < STEPS; u++)
        for (long i = lo; i < lo + nl; i++) {
            int k = (int)((i * 7 + u * 5) % SEEKREC);
            long off = ((i - lo) * SEEKREC + k) * (long)sizeof r;
            fseek(f, off, SEEK_SET);
            n += fread(&r, sizeof r, 1, f);
            bad += r.id != i || r.step != k;
            r.x += 1; r.y += u;
            fseek(f, off, SEEK_SET);
            fwrite(&r, sizeof r, 1, f);
            upd[(i - lo) * SEEKREC + k]++;
        }
    stop("write");
    start();
    rewind(f);
    for (long i = lo; i < lo + nl; i++)
        for (int s = 0; s < SEEKREC; s++) {
            n += fread(&r, sizeof r, 1, f);
            bad += r.id != i || r.step != s || r.x != upd[(i - lo) * SEEKREC + s];
        }
    fclose(f);
    stop("read");
    free(upd);
    check("seek", bad, (long)NVP * (STEPS + SEEKREC), n);
}

/* per-VP text records (VP-major, "%07d\n"), per-VP fseek/fscanf/fseek/
 * fprintf in "r+", then rewind and fscanf everything */
static void textupd(const char *dir)
{
    long bad = 0, n = 0;
    int *upd = calloc(nl * SEEKREC, sizeof *upd), x;
    FILE *f = xopen(fname(dir, "textupd"), "w");
    for (long i = lo; i < lo + nl; i++)
        for (int s = 0; s < SEEKREC; s++) fprintf(f, "%07d\n", (int)((i * SEEKREC + s) % 1000000));
    fclose(f);
    f = xopen(fname(dir, "textupd"), "r+");
    start();
    for (int u = 0; u < STEPS; u++)
        for (long i = lo; i < lo + nl; i++) {
            int k = (int)((i * 7 + u * 5) % SEEKREC);
            long off = ((i - lo) * SEEKREC + k) * 8L;
            fseek(f, off, SEEK_SET);
            n += fscanf(f, "%d", &x);
            bad += x % 1000000 != (i * SEEKREC + k) % 1000000;
            fseek(f, off, SEEK_SET);
            fprintf(f, "%07d", x + 1000000);
            upd[(i - lo) * SEEKREC + k]++;
        }
    stop("write");
    start();
    rewind(f);
    for (long i = lo; i < lo + nl; i++)
        for (int s = 0; s < SEEKREC; s++) {
            n += fscanf(f, "%d", &x);
            bad += x != (i * SEEKREC + s) % 1000000 + 1000000 * upd[(i - lo) * SEEKREC + s];
        }
    fclose(f);
    stop("read");
    free(upd);
    check("textupd", bad, (long)NVP * (STEPS + SEEKREC), n);
}

static void append(const char *dir)
{
    long bad = 0, n = 0;
    struct rec24 *r = malloc(nl * sizeof *r);
    FILE *f = xopen(fname(dir, "append"), "w");
    fclose(f);
    start();
    for (int a = 0; a < 20; a++) {
        f = xopen(fname(dir, "append"), "a");
        for (int k = 0; k < 3; k++) {
            for (long j = 0; j < nl; j++) {
                r[j].id = (int)(lo + j); r[j].step = a * 3 + k; r[j].x = lo + j; r[j].y = a;
            }
            fwrite(r, sizeof *r, nl, f);
        }
        fclose(f);
    }
    stop("write");
    f = xopen(fname(dir, "append"), "r");
    start();
    for (int s = 0; s < 60; s++) {
        n += fread(r, sizeof *r, nl, f);
        for (long j = 0; j < nl; j++) bad += r[j].id != lo + j || r[j].step != s || r[j].y != s / 3;
    }
    fclose(f);
    stop("read");
    free(r);
    check("append", bad, (long)NVP * 60, n);
}

#define REPS 5
static void openclose(const char *dir)
{
    long n = 0, bad = 0;
    long sizes[2] = {65536, 1048576};
    const char *tag[2] = {"64k", "1m"};
    for (int z = 0; z < 2; z++) {
        part(sizes[z]);
        double *x = malloc(nl * sizeof *x);
        for (long k = 0; k < nl; k++) x[k] = (double)(lo + k);
        double tw = 0, tr = 0, t;
        for (int k = 0; k < REPS; k++) {
            MPI_Barrier(MPI_COMM_WORLD); t = now();
            FILE *f = xopen(fname(dir, tag[z]), "w"); n += fwrite(x, 8, nl, f); fclose(f);
            MPI_Barrier(MPI_COMM_WORLD); tw += now() - t; t = now();
            f = xopen(fname(dir, tag[z]), "r"); fclose(f);
            MPI_Barrier(MPI_COMM_WORLD); tr += now() - t;
        }
        if (rank == 0) printf("w%s %.6f\nr%s %.6f\n", tag[z], tw / REPS, tag[z], tr / REPS);
        /* fopen(name, "r", &s) learns the shape from the .meta: plain C
         * has nothing to learn, its open for reading is the baseline */
        if (rank == 0 && z == 0) printf("s64k %.6f\n", tr / REPS);
        FILE *f = xopen(fname(dir, tag[z]), "r");
        double *y = malloc(nl * sizeof *y);
        if (fread(y, 8, nl, f) != (size_t)nl) bad++;
        for (long k = 0; k < nl; k++) bad += y[k] != x[k];
        fclose(f);
        free(x); free(y);
    }
    part(NVP);
    check("open", bad, (65536L + 1048576L) * REPS, n);
}

int main(int argc, char *argv[])
{
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &nproc);
    if (argc < 4) { if (!rank) printf("usage: patterns_mpi PATTERN mpi DIR [STEPS]\n"); MPI_Finalize(); return 2; }
    part(NVP);
    const char *p = argv[1], *dir = argv[3];
    if (argc > 4) STEPS = atoi(argv[4]);
    if (!strcmp(p, "text")) text(dir);
    else if (!strcmp(p, "lines")) lines(dir);
    else if (!strcmp(p, "chars")) chars(dir);
    else if (!strcmp(p, "rec24")) rec24(dir);
    else if (!strcmp(p, "rec200")) rec200(dir);
    else if (!strcmp(p, "arr16")) arr16(dir);
    else if (!strcmp(p, "where50")) wherew(dir, 2, "where50");
    else if (!strcmp(p, "where10")) wherew(dir, 10, "where10");
    else if (!strcmp(p, "seek")) seek(dir);
    else if (!strcmp(p, "textupd")) textupd(dir);
    else if (!strcmp(p, "append")) append(dir);
    else if (!strcmp(p, "open")) openclose(dir);
    else { if (!rank) printf("unknown pattern %s\n", p); MPI_Abort(MPI_COMM_WORLD, 2); }
    MPI_Finalize();
    return 0;
}
