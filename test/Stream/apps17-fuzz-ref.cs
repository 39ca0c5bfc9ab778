// apps17: differential fuzz of the per-VP stream semantics. Every VP applies
// one pseudo-random sequence of stdio calls to its Stream* stream and to a
// real file of its own (glibc stdio, the reference), and every result is
// compared: elemental fprintf/fputs/fputc/fwrite/fread/fgetc/fgets/fscanf
// (%d %lf %x %n %s %[a-z] %*s %3c %2d%3d %63[^\n] %g %o)/ungetc/fseek
// (SEEK_SET/CUR/END)/ftell/feof/ferror/clearerr/rewind, interleaved with
// collective fwrite/fread (scalar or per-VP size and count, under where
// masks that leave 1/2..3/4 of the VPs active), fseek (scalar or parallel
// offset), rewind, ftell and feof; then each whole stream, in the same open
// and after reopening. Modes w+, and r+ / a+ on a file first written by
// another open with NB/CB rows and an uneven IB tail ("pre"); 7 VPs (130 at
// 2 ranks: 65 per rank, the paths for 64+ VPs). 1, 2 and 3 ranks, CB/IB
// forced, fflush every 5 rounds; transfers of size 0 too (C: 0 items;
// found fwrite(x, 0, 3, f) giving 3, apps17-zero-size). The reference gets
// the fseek that C requires between reading and writing (Stream* needs none; with
// APPS17_NOSEEK=1 the stream gets none) at the position ftell reports:
// glibc 2.36's fseek(f, 0, SEEK_CUR) after an ungetc that follows a seek
// from SEEK_END jumps to the end. C guarantees one ungetc: the model never
// pushes back a second byte. Arguments: seed rounds ops-per-round mode [pre].
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s 1 40 20 w+ | FileCheck %s
// RUN: %crun -n 2 %s 2 40 20 r+ pre | FileCheck %s
// RUN: %crun -n 3 %s 3 40 20 a+ pre | FileCheck %s
// RUN: %crun -n 3 %s 4 40 20 r+ pre | FileCheck %s
// RUN: env APPS17_FLUSH=1 %crun -n 2 %s 5 40 20 a+ pre | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=cb APPS17_NOSEEK=1 %crun -n 2 %s 6 40 20 w+ | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 1 %s 7 40 20 r+ pre | FileCheck %s
// RUN: env CSTAR_FLAGS=-DNV=130 %crun -n 2 %s 8 40 10 r+ pre | FileCheck %s
// RUN: env CSTAR_FLAGS=-DNV=130 %crun -n 3 %s 9 30 10 w+ | FileCheck %s
// CHECK-NOT: VP {{[0-9]+}} op
// CHECK: mismatches 0 bytes {{[1-9][0-9]*}}
// CHECK-NEXT: after reopen mismatches 0 bytes {{[1-9][0-9]*}}
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef NV
#define NV 7
#endif
shape [NV]S;
static FILE *refs[NV];
static int lastw[NV]; /* ref's last op: 1 write, 2 read, 0 none (C needs a seek between) */
static int bad[NV];
static unsigned seeds[NV];
static int verbose = 0;
static const char *gmode;

static FILE *cursf;
static int pend[NV];
static int eofx[NV]; /* ref's EOF cleared by a mode-switch seek the stream did not need */
static void rsw(int v, int w) {
    if (lastw[v] && lastw[v] != w) { if (feof(refs[v]) && getenv("APPS17_NOSEEK")) eofx[v] = 1; fseek(refs[v], ftell(refs[v]), SEEK_SET); if (!getenv("APPS17_NOSEEK")) fseek(cursf, 0, SEEK_CUR); pend[v] = 0; }
    lastw[v] = w;
    if (w == 1) pend[v] = 0;
}
static void rpt(int v, int op, const char *what, long a, long b) {
    if (bad[v] < 3) printf("VP %d op %d: %s stream %ld ref %ld\n", v, op, what, a, b);
    bad[v]++;
}

elemental int start(int v, int seed) {
    char nm[32]; sprintf(nm, "ref_%d", v); remove(nm);
    refs[v] = fopen(nm, gmode);
    seeds[v] = seed * 1000 + v;
    return refs[v] != 0;
}

elemental int ops(FILE *sf, int v, int n, int round) {
    FILE *rf = refs[v];
    unsigned *sd = &seeds[v];
    char a[300], b[300];
    for (int k = 0; k < n; k++) {
        int op = rand_r(sd) % 14;
        cursf = sf;
        long p0 = ftell(rf);
        int opid = round * 1000 + k;
        if (verbose) printf("VP %d op %d kind %d pos %ld spos %ld eof %d %d\n", v, opid, op, ftell(rf), ftell(sf), feof(rf)!=0, feof(sf)!=0);
        switch (op) {
        case 0: { /* fprintf */
            int x = rand_r(sd) % 100000 - 500;
            double d = (rand_r(sd) % 10000) / 7.0;
            rsw(v, 1);
            int r1 = fprintf(sf, "%d %.3f %x w%d\n", x, d, (unsigned)x, k);
            int r2 = fprintf(rf, "%d %.3f %x w%d\n", x, d, (unsigned)x, k);
            if (r1 != r2) rpt(v, opid, "fprintf", r1, r2);
            break; }
        case 1: { /* fputs */
            int L = rand_r(sd) % 90;
            for (int i = 0; i < L; i++) a[i] = (i % 17 == 16) ? '\n' : 'a' + rand_r(sd) % 26;
            a[L] = 0;
            rsw(v, 1);
            int r1 = fputs(a, sf) >= 0, r2 = fputs(a, rf) >= 0;
            if (r1 != r2) rpt(v, opid, "fputs", r1, r2);
            break; }
        case 2: { int c = rand_r(sd) % 256; rsw(v, 1);
            int r1 = fputc(c, sf), r2 = fputc(c, rf);
            if (r1 != r2) rpt(v, opid, "fputc", r1, r2);
            break; }
        case 3: { int L = 1 + rand_r(sd) % 150;
            for (int i = 0; i < L; i++) a[i] = rand_r(sd);
            rsw(v, 1);
            size_t r1 = fwrite(a, 1, L, sf), r2 = fwrite(a, 1, L, rf);
            if (r1 != r2) rpt(v, opid, "fwrite", r1, r2);
            break; }
        case 4: { int L = 1 + rand_r(sd) % 150; int sz = 1 + rand_r(sd) % 4;
            rsw(v, 2);
            memset(a, 1, sizeof a); memset(b, 1, sizeof b);
            size_t r1 = fread(a, sz, L / sz, sf), r2 = fread(b, sz, L / sz, rf);
            if (r1 != r2) rpt(v, opid, "fread", r1, r2);
            else if (memcmp(a, b, r1 * sz)) rpt(v, opid, "fread bytes", 0, 1);
            break; }
        case 5: { rsw(v, 2); int r1 = fgetc(sf), r2 = fgetc(rf);
            if (r1 != r2) { rpt(v, opid, "fgetc", r1, r2); printf("  ferror %d feof %d pos %ld\n", ferror(sf), feof(sf), ftell(sf)); }
            break; }
        case 6: { int L = 1 + rand_r(sd) % 40; rsw(v, 2);
            memset(a, 1, sizeof a); memset(b, 1, sizeof b);
            char *r1 = fgets(a, L, sf), *r2 = fgets(b, L, rf);
            if (!r1 != !r2) rpt(v, opid, "fgets null", !r1, !r2);
            else if (memcmp(a, b, L)) rpt(v, opid, "fgets bytes", 0, 1);
            break; }
        case 7: { /* fscanf with assorted conversions */
            int fk = rand_r(sd) % 8;
            int i1 = -7, i2 = -7, j1 = -7, j2 = -7, n1 = -9, n2 = -9;
            double d1 = -1, d2 = -1; unsigned u1 = 7, u2 = 7;
            char s1[64] = "", s2[64] = "";
            int r1 = 0, r2 = 0;
            rsw(v, 2);
            switch (fk) {
            case 0: r1 = fscanf(sf, "%d %lf %x%n", &i1, &d1, &u1, &n1);
                    r2 = fscanf(rf, "%d %lf %x%n", &i2, &d2, &u2, &n2); break;
            case 1: r1 = fscanf(sf, "%20s%n", s1, &n1); r2 = fscanf(rf, "%20s%n", s2, &n2); break;
            case 2: r1 = fscanf(sf, "%[a-z]%n", s1, &n1); r2 = fscanf(rf, "%[a-z]%n", s2, &n2); break;
            case 3: r1 = fscanf(sf, "%*s %3c%n", s1, &n1); r2 = fscanf(rf, "%*s %3c%n", s2, &n2); break;
            case 4: r1 = fscanf(sf, "%2d%3d", &i1, &j1); r2 = fscanf(rf, "%2d%3d", &i2, &j2); break;
            case 5: r1 = fscanf(sf, "%63[^\n]%n", s1, &n1); if (r1 == 1) s1[63] = 0;
                    r2 = fscanf(rf, "%63[^\n]%n", s2, &n2); break;
            case 6: r1 = fscanf(sf, " w%d", &i1); r2 = fscanf(rf, " w%d", &i2); break;
            case 7: r1 = fscanf(sf, "%g %o", (float *)&d1, &u1); r2 = fscanf(rf, "%g %o", (float *)&d2, &u2); break;
            }
            if (r1 != r2 || i1 != i2 || j1 != j2 || n1 != n2 || u1 != u2 || memcmp(&d1, &d2, sizeof d1) || strcmp(s1, s2))
                rpt(v, opid, fk == 0 ? "fscanf0" : fk == 1 ? "fscanf1" : fk == 2 ? "fscanf2" : fk == 3 ? "fscanf3" : fk == 4 ? "fscanf4" : fk == 5 ? "fscanf5" : fk == 6 ? "fscanf6" : "fscanf7", r1, r2);
            break; }
        case 8: { long p = ftell(rf);
            if (p > 0 && !pend[v]) { int c = rand_r(sd) % 3 ? 0x51 : -2; rsw(v, 2); pend[v] = 1;
                if (c == -2) { fseek(rf, -1, SEEK_CUR); c = fgetc(rf); fseek(sf, -1, SEEK_CUR); fgetc(sf); }
                if (verbose) printf("VP %d ungetc c=%d pos %ld spos %ld\n", v, c, ftell(rf), ftell(sf));
                int r1 = ungetc(c, sf), r2 = ungetc(c, rf);
                if (r1 != r2) rpt(v, opid, "ungetc", r1, r2); }
            break; }
        case 9: case 10: { int wh = rand_r(sd) % 3; long len, cur = ftell(rf);
            fseek(rf, 0, SEEK_END); len = ftell(rf); fseek(rf, cur, SEEK_SET);
            long off = wh == 0 ? rand_r(sd) % (len + 3) : wh == 1 ? rand_r(sd) % (len + 3) - cur : -(rand_r(sd) % (len + 1));
            int r1 = fseek(sf, off, wh == 0 ? SEEK_SET : wh == 1 ? SEEK_CUR : SEEK_END);
            int r2 = fseek(rf, off, wh == 0 ? SEEK_SET : wh == 1 ? SEEK_CUR : SEEK_END);
            lastw[v] = 0;
            if (r1 != r2) rpt(v, opid, "fseek", r1, r2);
            break; }
        case 11: { long r1 = ftell(sf), r2 = ftell(rf);
            if (r1 != r2) rpt(v, opid, "ftell", r1, r2);
            break; }
        case 12: { int r1 = feof(sf) != 0, r2 = feof(rf) != 0;
            if (r1 != r2 && !(eofx[v] && r1)) rpt(v, opid, "feof", r1, r2);
            r1 = ferror(sf) != 0; r2 = ferror(rf) != 0;
            if (r1 != r2) rpt(v, opid, "ferror", r1, r2);
            if (rand_r(sd) % 2) { clearerr(sf); clearerr(rf); eofx[v] = 0; }
            break; }
        case 13: { if (rand_r(sd) % 4 == 0) { rewind(sf); rewind(rf); lastw[v] = 0; pend[v] = 0; } break; }
        }
        if (verbose) printf("VP %d op %d after pos %ld spos %ld\n", v, opid, ftell(rf), ftell(sf));
        if (op != 8 && ftell(rf) != p0) pend[v] = 0;
        if (op == 9 || op == 10 || (op == 13 && ftell(rf) == 0)) { pend[v] = 0; eofx[v] = 0; }
    }
    return bad[v];
}

/* whole-stream compare: both from 0 */
elemental int whole(FILE *sf, int v) {
    FILE *rf = refs[v];
    char a[256], b[256];
    fseek(rf, 0, SEEK_SET); fseek(sf, 0, SEEK_SET); lastw[v] = 0;
    long tot = 0;
    for (;;) {
        size_t r1 = fread(a, 1, sizeof a, sf), r2 = fread(b, 1, sizeof b, rf);
        if (r1 != r2 || memcmp(a, b, r1)) { rpt(v, -1, "whole at", tot, (long)r2); return -1; }
        tot += r1;
        if (r1 == 0) break;
    }
    return (int)tot;
}

elemental int getbad(int v) { return bad[v]; }
elemental int reref(int v) {
    char nm[32]; sprintf(nm, "ref_%d", v); fclose(refs[v]);
    refs[v] = fopen(nm, gmode); lastw[v] = 0; pend[v] = 0; eofx[v] = 0;
    return refs[v] != 0;
}
elemental int preref(int v) {
    char nm[32]; sprintf(nm, "ref_%d", v); remove(nm);
    refs[v] = fopen(nm, "w"); return refs[v] != 0;
}

/* mirrors of collective ops on the reference (called only for active VPs) */
elemental int m_write(int v, int x, int sz, int n, int got) {
    char a[64]; for (int i = 0; i < sz * n && i < 64; i++) a[i] = (char)(x + i * 7);
    if (lastw[v] == 2) { if (feof(refs[v])) eofx[v] = 1; fseek(refs[v], ftell(refs[v]), SEEK_SET); } lastw[v] = 1; pend[v] = 0;
    int r = (int)fwrite(a, sz, n, refs[v]);
    if (r != got) rpt(v, -2, "coll fwrite", got, r);
    return r;
}
elemental int m_read(int v, int sz, int n, int got, int h0, int h1, int h2, int h3, int h4, int h5, int h6, int h7, int h8, int h9, int h10, int h11, int h12, int h13, int h14, int h15) {
    unsigned char a[64]; memset(a, 0xEE, 64);
    if (lastw[v] == 1) fseek(refs[v], ftell(refs[v]), SEEK_SET); lastw[v] = 2;
    long p0 = ftell(refs[v]);
    int r = (int)fread(a, sz, n, refs[v]);
    if (ftell(refs[v]) != p0) pend[v] = 0;
    if (r != got) rpt(v, -3, "coll fread", got, r);
    else {
        int h[16] = {h0,h1,h2,h3,h4,h5,h6,h7,h8,h9,h10,h11,h12,h13,h14,h15};
        for (int i = 0; i < r * sz && i < 16; i++) if (h[i] != a[i]) { rpt(v, -3, "coll fread byte", h[i], a[i]); break; }
    }
    return r;
}
elemental int m_seek(int v, long off, int wh, int got) {
    int r = wh < 0 ? (rewind(refs[v]), 0) : fseek(refs[v], off, wh); lastw[v] = 0; pend[v] = 0; if (r == 0) eofx[v] = 0;
    if (r != got) rpt(v, -4, "coll fseek", got, r);
    return r;
}
elemental int m_tell(int v, long got) {
    long r = ftell(refs[v]);
    if (r != got) rpt(v, -5, "coll ftell", got, r);
    return 0;
}
elemental int m_eof(int v, int got) {
    int r = feof(refs[v]) != 0;
    if (r != got && !(eofx[v] && got)) rpt(v, -6, "coll feof", got, r);
    return 0;
}
elemental int m_len(int v) { long c = ftell(refs[v]); fseek(refs[v], 0, SEEK_END); long l = ftell(refs[v]); fseek(refs[v], c, SEEK_SET); lastw[v] = 0; return (int)l; }


int main(int argc, char **argv) {
    int seed = atoi(argv[1]), rounds = atoi(argv[2]), n = atoi(argv[3]);
    const char *mode = argc > 4 ? argv[4] : "w+";
    verbose = getenv("APPS17_VERBOSE") != 0;
    gmode = mode;
    remove("fz.dat");
    FILE:S *f;
    with (S) {
        int:S v = pcoord(0), ok, tot;
        ok = start(v, seed);
        if (argc > 5) { /* prefill: NB rows, CB rows, IB tail, in a "w" session */
            preref(v);
            f = fopen("fz.dat", "w");
            for (int r = 0; r < 9; r++) {
                int sz = r < 4 ? 4 : r < 6 ? 3 : 5;
                char:S wb[16]; int:S x = v * 17 + r, got;
                for (int i = 0; i < 16; i++) wb[i] = (char)(x + i * 7);
                if (r < 6) { got = fwrite(wb, sz, 1, f); m_write(v, x, sz, 1, got); }
                else where ((v + r) % 3 != 0) { got = fwrite(wb, 1, (v % 4) + r, f); m_write(v, x, 1, (v % 4) + r, got); }
            }
            fclose(f);
            reref(v);
        }
        f = fopen("fz.dat", mode);
        if (f == NULL) { printf("open failed\n"); return 1; }
        unsigned ms = seed;
        for (int r = 0; r < rounds; r++) {
            int kind = rand_r(&ms) % 9;
            int wsel = rand_r(&ms) % 4, sz = rand_r(&ms) % 5, cnt = 1 + rand_r(&ms) % 4;
            int par = rand_r(&ms) % 2;
            if (verbose) printf("round %d kind %d wsel %d sz %d cnt %d par %d\n", r, kind, wsel, sz, cnt, par);
            where (wsel == 0 || (v + r) % (wsel + 1) != 0) {
                int:S psz = par ? (v + r) % 5 : sz, pcnt = par ? 1 + (v * 3 + r) % 4 : cnt, got;
                switch (kind) {
                case 0: ops(f, v, n, r); break;
                case 1: case 2: {
                    char:S wb[16];
                    int:S x = v * 31 + r;
                    for (int i = 0; i < 16; i++) wb[i] = (char)(x + i * 7);
                    if (par) got = fwrite(wb, psz, pcnt, f); else got = fwrite(wb, sz, cnt, f);
                    m_write(v, x, psz, pcnt, got);
                    break; }
                case 3: case 4: {
                    unsigned char:S rb[16];
                    for (int i = 0; i < 16; i++) rb[i] = 0xEE;
                    if (par) got = fread(rb, psz, pcnt, f); else got = fread(rb, sz, cnt, f);
                    m_read(v, psz, pcnt, got, rb[0], rb[1], rb[2], rb[3], rb[4], rb[5], rb[6], rb[7], rb[8], rb[9], rb[10], rb[11], rb[12], rb[13], rb[14], rb[15]);
                    break; }
                case 5: {
                    long:S off; int wh = rand_r(&ms) % 3;
                    int:S L = m_len(v);
                    long:S cur = ftell(f);
                    if (par) off = wh == 0 ? (v * 13 + r) % (L + 2) : wh == 1 ? -(cur / 2) : -((v + r) % (L + 1));
                    else off = wh == 0 ? 5 : wh == 1 ? 3 : -2;
                    if (!par && wh == 2) off = 0;
                    got = fseek(f, off, wh == 0 ? SEEK_SET : wh == 1 ? SEEK_CUR : SEEK_END);
                    m_seek(v, off, wh == 0 ? SEEK_SET : wh == 1 ? SEEK_CUR : SEEK_END, got);
                    break; }
                case 6: { rewind(f); m_seek(v, 0, -1, 0); break; }
                case 7: { long:S t = ftell(f); m_tell(v, t); int:S e = feof(f) != 0; m_eof(v, e); break; }
                case 8: { fseek(f, 0, SEEK_SET); m_seek(v, 0, SEEK_SET, 0); break; }
                }
            }
            if (r % 5 == 4 && getenv("APPS17_FLUSH")) fflush(f);
        }
        tot = whole(f, v);
        printf("mismatches %d bytes %d\n", += getbad(v), += tot);
        fclose(f);
        f = fopen("fz.dat", "r");
        tot = whole(f, v);
        printf("after reopen mismatches %d bytes %d\n", += getbad(v), += tot);
        fclose(f);
    }
    return 0;
}
