// The fast paths of elemental stdio (runtime/src/stream/vpfast.h) and of
// fwrite/fread under `where` (ops.c ib_each_vp): a call that stays inside
// the VP's IB buffer or block is a copy, every other call takes the general
// path. Each VP runs its own pseudo-random sequence of fputc, fputs, fprintf,
// fgetc, fgets, fscanf, ungetc (the same byte and another), fread/fwrite of
// 8 bytes under `where`, per-VP fseek and fflush, in parallel code (the
// compiler's cs_fputc(c, f, i) calls) and in elemental functions (the cs_s*
// calls), on a file in "w+" (session read-back), then "r+" (reads of blocks
// the VP holds after in-place updates), "a" (appends at per-VP ends), and
// "r" (reads only, the fast reads' home), with a second stream written
// byte by byte between. A scalar model per VP (plain C arrays, no Stream*)
// says what every call returns and what each stream holds; "bad 0" needs
// every result right. Shape [37] (uneven over 2 and 3 ranks); IB blocks of
// 64 (default), 13 (not a power of two: the block ordinal by division) and
// 8 bytes (a block boundary every few calls); modes forced to CB and IB.
// It found a bug older than the fast paths: an elemental fscanf whose format
// ended with a literal that matched the stream's last byte ("<%d:%d>" of a
// stream ending in "<3:4>") set the VP's EOF indicator; glibc does not
// (nothing read past the end), and now neither does cs_vfscanf.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: env CSTAR_STREAM_BIB=13 %crun -n 2 %s | FileCheck %s
// RUN: env CSTAR_STREAM_BIB=8 %crun -n 3 %s | FileCheck %s
// RUN: env CSTAR_STREAM_BIB=8 %crun -n 1 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib CSTAR_STREAM_BIB=13 %crun -n 3 %s | FileCheck %s
// CHECK: w+ bad 0 calls 365
// CHECK-NEXT: r+ bad 0 calls 610
// CHECK-NEXT: a bad 0 calls 1480
// CHECK-NEXT: r bad 0 calls 818 bytes 10045
// CHECK-NEXT: g bad 0 bytes 10360
// CHECK-NEXT: close 0 0
#include <stdio.h>
#include <string.h>
#define NVP 37
#define CAP 1024
shape [NVP]S;

/* the model: each VP's stream, position, pushed-back byte (-1 none), EOF */
static unsigned char model[NVP][CAP];
static int mlen[NVP], mpos[NVP], mpb[NVP], meof[NVP];
static const char *words[] = {"x", "ab\n", "hello world\n", "0123456789abcdefghij",
                              "a longer line that crosses blocks of any size\n", "\n", "zz"};

elemental int rnd(int vp, int s, int k) {
    unsigned x = (unsigned)vp * 2654435761u ^ (unsigned)s * 40503u ^ (unsigned)k * 97u;
    x ^= x >> 13; x *= 0x5bd1e995u; x ^= x >> 15;
    return (int)(x & 0x7fffffff);
}
/* model of a write of n bytes at the VP's position (never past its end) */
elemental void m_write(int vp, const unsigned char *b, int n) {
    memcpy(model[vp] + mpos[vp], b, (size_t)n);
    mpos[vp] += n;
    if (mpos[vp] > mlen[vp]) mlen[vp] = mpos[vp];
    mpb[vp] = -1;
}
elemental int m_getc(int vp) {
    int c;
    if (mpb[vp] >= 0) { c = mpb[vp]; mpb[vp] = -1; mpos[vp]++; return c; }
    if (mpos[vp] >= mlen[vp]) { meof[vp] = 1; return EOF; }
    return model[vp][mpos[vp]++];
}
elemental int room(int vp, int n) { return mpos[vp] + n <= CAP - 8; }

/* one elemental step through the VP's FILE* (cs_s* calls); returns bad */
elemental int estep(FILE *fp, int vp, int s, int op) {
    char buf[64], want[64];
    int bad = 0, k, c, n;
    if (op == 0 && room(vp, 1)) { /* fputc */
        unsigned char ch = (unsigned char)('A' + rnd(vp, s, 1) % 26);
        bad += fputc(ch, fp) != ch;
        m_write(vp, &ch, 1);
    } else if (op == 1) { /* fputs of a word */
        const char *w = words[rnd(vp, s, 2) % 7];
        if (room(vp, (int)strlen(w))) {
            bad += fputs(w, fp) == EOF;
            m_write(vp, (const unsigned char *)w, (int)strlen(w));
        }
    } else if (op == 2 && room(vp, 24)) { /* fprintf */
        n = sprintf(buf, "<%d:%d>", vp, s);
        bad += fprintf(fp, "<%d:%d>", vp, s) != n;
        m_write(vp, (unsigned char *)buf, n);
    } else if (op == 3) { /* fgetc, several */
        for (k = 0; k < 1 + rnd(vp, s, 3) % 9; k++) bad += fgetc(fp) != m_getc(vp);
    } else if (op == 4) { /* fgets of a small buffer */
        int cap = 2 + rnd(vp, s, 4) % 30;
        for (k = 0; k < cap - 1; k++) {
            c = m_getc(vp);
            if (c == EOF) break;
            want[k] = (char)c;
            if (c == '\n') { k++; break; }
        }
        want[k] = 0;
        char *r = fgets(buf, cap, fp);
        bad += k == 0 ? r != NULL : (r != buf || strcmp(buf, want) != 0);
    } else if (op == 5) { /* ungetc of the byte read, or of another one, then fgetc */
        c = fgetc(fp);
        bad += c != m_getc(vp);
        if (c != EOF) {
            int u = rnd(vp, s, 5) % 2 ? c : '#';
            bad += ungetc(u, fp) != u;
            mpos[vp]--;
            if (u != model[vp][mpos[vp]]) mpb[vp] = u;
            meof[vp] = 0;
            bad += fgetc(fp) != m_getc(vp);
        }
    } else if (op == 6) { /* fscanf of a bracketed record, when a whole one is next */
        int a = -1, b = -1, ea, eb, used = 0, p0 = mpos[vp];
        char rec[32];
        n = mlen[vp] - p0 < 31 ? mlen[vp] - p0 : 31;
        memcpy(rec, model[vp] + (n > 0 ? p0 : 0), (size_t)(n > 0 ? n : 0));
        rec[n > 0 ? n : 0] = 0;
        if (mpb[vp] < 0 && n > 0 && sscanf(rec, "<%d:%d>%n", &ea, &eb, &used) == 2 && used > 0) {
            bad += fscanf(fp, "<%d:%d>", &a, &b) != 2 || a != ea || b != eb;
            mpos[vp] = p0 + used;
        }
    }
    bad += feof(fp) != meof[vp];
    bad += ftell(fp) != mpos[vp];
    return bad;
}

/* fwrite / fread of 8 bytes under where, seen by the model */
elemental int m_fwrite8(int vp, double x) {
    if (!room(vp, 8)) return 0;
    m_write(vp, (const unsigned char *)&x, 8);
    return 1;
}
elemental int m_fread8(int vp, double y, int n) {
    unsigned char b[8];
    int k, got = 0;
    for (k = 0; k < 8; k++) {
        int c = m_getc(vp);
        if (c == EOF) break;
        b[got++] = (unsigned char)c;
    }
    if (got < 8) return n != 0;
    return n != 1 || memcmp(b, &y, 8) != 0;
}
elemental int m_seek(int vp, int s) {
    int t = mlen[vp] ? rnd(vp, s, 7) % (mlen[vp] + 1) : 0;
    mpos[vp] = t;
    mpb[vp] = -1;
    meof[vp] = 0;
    return t;
}
elemental int m_restart(int vp, int at_end) {
    mpos[vp] = at_end ? mlen[vp] : 0;
    mpb[vp] = -1;
    meof[vp] = 0;
    return 0;
}

/* ROUNDS rounds on an open file: per VP an operation; returns bad */
static long rounds(FILE:S *f, FILE:S *g, int s0, int nr, int writes, long *calls) {
    long bad = 0, ncall = 0;
    with (S) {
        int:S vp = pcoord(0), op, c, n;
        double:S x, y;
        for (int s = s0; s < s0 + nr; s++) {
            op = rnd(vp, s, 0) % (writes ? 12 : 9);
            if (!writes) where (op <= 2) op = 3 + op; /* reads only */
            where (op <= 6) bad += estep(f, vp, s, op);
            where (op == 7) { /* fgetc in parallel code */
                c = fgetc(f);
                bad += (c != m_getc(vp));
                ncall += (c != EOF);
            }
            where (op == 8) { /* fread of 8 bytes under where */
                y = -1;
                n = fread(&y, sizeof y, 1, f);
                bad += m_fread8(vp, y, n);
                ncall += n;
            }
            where (op == 9) { /* fwrite of 8 bytes under where */
                x = vp * 1000.0 + s;
                where (m_fwrite8(vp, x)) fwrite(&x, sizeof x, 1, f);
            }
            where (op == 10) { /* fputc in parallel code */
                c = 'a' + (vp + s) % 26;
                where (room(vp, 1)) {
                    fputc(c, f);
                    m_write(vp, (const unsigned char *)&c, 1);
                }
            }
            where (op == 11 || rnd(vp, s, 8) % 17 == 0) { /* a per-VP seek inside the stream */
                n = m_seek(vp, s);
                fseek(f, (long)n, SEEK_SET);
            }
            if (writes && s % 11 == 5) fflush(f);
            if (g) fputc('a' + (vp + s) % 26, g); /* the other stream, every VP */
        }
    }
    *calls += ncall;
    return bad;
}

elemental int left(int vp) { return mpos[vp] < mlen[vp]; }
elemental int length(int vp) { return mlen[vp]; }

/* reads each VP's whole stream from the start and checks the end */
static long readall(FILE:S *f, long *bytes) {
    long bad = 0, nb = 0;
    with (S) {
        int:S vp = pcoord(0), c;
        m_restart(vp, 0);
        rewind(f);
        nb += length(vp);
        int more = 1;
        for (int s = 0; more; s++) { /* every call reads a byte at least */
            where (s % 3 == 0 && left(vp)) bad += estep(f, vp, 1000 + s, 4); /* fgets */
            where (s % 3 != 0 && left(vp)) {
                c = fgetc(f);
                bad += (c != m_getc(vp));
            }
            more = |= left(vp);
        }
        c = fgetc(f);
        bad += (c != EOF || m_getc(vp) != EOF || !feof(f));
    }
    *bytes = nb;
    return bad;
}

int main(void) {
    long calls, bytes, bad;
    FILE:S *f, *g;
    for (int k = 0; k < NVP; k++) mpb[k] = -1;
    with (S) {
        f = fopen("vpf.dat", "w+");
        g = fopen("g.dat", "w");
        calls = 0;
        bad = rounds(f, g, 0, 120, 1, &calls);
        printf("w+ bad %ld calls %ld\n", bad, calls);
        fclose(f);

        f = fopen("vpf.dat", "r+");
        with (S) m_restart(pcoord(0), 0);
        calls = 0;
        bad = rounds(f, g, 120, 120, 1, &calls);
        printf("r+ bad %ld calls %ld\n", bad, calls);
        fclose(f);

        f = fopen("vpf.dat", "a");
        with (S) m_restart(pcoord(0), 1);
        calls = 0;
        bad = 0;
        with (S) {
            int:S vp = pcoord(0), c;
            for (int s = 0; s < 40; s++) { /* appends at per-VP ends, fputc in both forms */
                c = 'A' + (vp * 3 + s) % 26;
                where (room(vp, 1)) {
                    fputc(c, f);
                    m_write(vp, (const unsigned char *)&c, 1);
                }
                where (room(vp, 1) && s % 4 == 1) bad += estep(f, vp, s, 0);
                calls += room(vp, 0);
                fputc('a' + (vp + 240 + s) % 26, g);
            }
        }
        printf("a bad %ld calls %ld\n", bad, calls);
        fclose(f);

        f = fopen("vpf.dat", "r");
        with (S) m_restart(pcoord(0), 0);
        calls = 0;
        bad = rounds(f, NULL, 300, 150, 0, &calls);
        bad += readall(f, &bytes);
        printf("r bad %ld calls %ld bytes %ld\n", bad, calls, bytes);

        int rc1 = fclose(f), rc2 = fclose(g);
        /* the other stream: every VP's 280 bytes, read back with fgetc */
        g = fopen("g.dat", "r");
        bad = 0;
        long nbytes = 0;
        with (S) {
            int:S vp = pcoord(0), c;
            for (int s = 0; s < 280; s++) {
                c = fgetc(g);
                bad += (c != 'a' + (vp + s) % 26);
                nbytes += (c != EOF);
            }
            c = fgetc(g);
            bad += (c != EOF);
        }
        printf("g bad %ld bytes %ld\n", bad, nbytes);
        printf("close %d %d\n", rc1 + rc2, fclose(g));
    }
    return 0;
}
