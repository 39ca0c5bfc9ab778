// Seeking and rewriting in every segment kind. Byte p of VP v's stream is
// G(v,p); it is written as NB (4-byte records), CB (6-byte pieces) and IB
// (4*(v%5+1) bytes, a parallel size). Then 100-200 random operations: fseek
// SEEK_SET/CUR/END with scalar or per-VP offsets (some negative: -1), some
// under where, then fread of a scalar or parallel size or a run of fgetc;
// every byte, item count, ftell and feof is checked against the formula.
// u: r+ rewrites bytes in place in NB (uniform seek), in CB (unaligned) and,
// where v is odd, in IB (the VP's own blocks,
// found through its list; extends v%5==0 streams by 2 bytes); ru re-checks.
// wp: w+ does write, rewrite and the random reads in one open (rewrites hit
// the superblock being filled and ones already written: small stream-sb;
// and blocks whose directory superblocks were spilled to .dir: dirmem 512).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 1 %s r 200 | FileCheck --check-prefix=R %s
// RUN: %crun -n 3 %s r 100 | FileCheck --check-prefix=R %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s r 100 | FileCheck --check-prefix=R %s
// RUN: %crun -n 3 %s u | FileCheck --check-prefix=U %s
// RUN: %crun -n 1 %s ru 100 | FileCheck --check-prefix=RU %s
// RUN: %crun -n 2 %s ru 100 | FileCheck --check-prefix=RU %s
// RUN: %crun -n 2 %s r 30 | FileCheck --check-prefix=NOTU %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: env CSTAR_STREAM_SB=128 %crun -n 2 %s u | FileCheck --check-prefix=U %s
// RUN: %crun -n 1 %s ru 100 | FileCheck --check-prefix=RU %s
// RUN: env CSTAR_STREAM_FORCE=ib CSTAR_STREAM_SB=128 CSTAR_STREAM_ASYNC=1 %crun -n 2 %s wp 60 | FileCheck --check-prefix=WP %s
// RUN: %crun -n 3 %s ru 60 | FileCheck --check-prefix=RU %s
// RUN: env CSTAR_STREAM_SB=256 %crun -n 3 %s wp 60 | FileCheck --check-prefix=WP %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 1 %s wp 60 | FileCheck --check-prefix=WP %s
// RUN: env CSTAR_STREAM_FORCE=ib CSTAR_STREAM_SB=128 CSTAR_STREAM_DIRPTRS=2 CSTAR_STREAM_DIRMEM=512 %crun -n 2 %s wp 60 | FileCheck --check-prefix=WP %s
// RUN: %crun -n 3 %s ru 40 | FileCheck --check-prefix=RU %s
// W: w tell-ok 91
// R: ops: bad 0
// U: u items 908 (want 908) err 0
// U-NEXT: u readback got 3508 bad 0
// RU: ru {{[0-9]+}} ops: bad 0
// NOTU: r 30 ops: bad {{[1-9][0-9]*}}
// WP: w tell-ok 91
// WP-NEXT: u items 908 (want 908) err 0
// WP-NEXT: u readback got 3508 bad 0
// WP-NEXT: wp 60 ops: bad 0
/* seekmix.cs w|r|u|ru NOPS: every VP's stream byte p is G(v,p) (u: bytes of
   the overwritten ranges XOR 0x5a). w writes it as NB (3 x 4-byte records),
   CB (3 x 6 bytes: 18 bytes) and IB (4*(v%5+1) bytes, parallel size), so
   L(v) = 30 + 4*(v%5+1). r: NOPS random fseek (SEEK_SET/CUR/END, scalar or
   per-VP offsets, some under where) + fread (scalar or parallel sizes) or
   fgetc, each byte, item count, ftell and feof checked against the formula.
   u: r+ overwrite in place: NB record 1 (uniform seek), bytes 13..16 (CB,
   unaligned), and, where v%2, the IB bytes 32..35; then reads them back. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
shape [7][13]S;
FILE:S *f;
#define G(v, p) ((char)(((v) * 7 + (p) * 13 + 1) & 0xff))
unsigned rnd_state = 12345;
unsigned rnd(unsigned n) { rnd_state = rnd_state * 1103515245u + 12345u; return (rnd_state >> 8) % n; }
int upd;   /* the file was updated (u): expected bytes differ in three ranges */
char:current E(int:current v, long:current p) {
    char:current g = G(v, p);
    if (upd) {
        where ((p >= 4 && p < 8) || (p >= 13 && p < 17)) g = g ^ 0x5a;
        where (v % 2 && p >= 32 && p < 36) g = g ^ 0x5a;
    }
    return g;
}
int main(int argc, char **argv) {
    int j, k, nops = argc > 2 ? atoi(argv[2]) : 100;
    upd = argv[1][0] == 'u' || !strcmp(argv[1], "ru");
    with (S) {
        int:S v = pcoord(0) * 13 + pcoord(1), got, n, bad = 0, r;
        long:S L = 30 + 4 * (v % 5 + 1), pos = 0, np, off;
        char:S t4[4], t6[6], t[64];
        int wp = !strcmp(argv[1], "wp");   /* w+: write, update, read in one open */
        if (wp) upd = 1;
        if (!strcmp(argv[1], "w") || wp) {
            f = fopen("sm.dat", wp ? "w+" : "w");
            for (j = 0; j < 3; j++) {
                for (k = 0; k < 4; k++) t4[k] = G(v, j * 4 + k);
                fwrite(t4, 1, 4, f);
            }
            for (j = 0; j < 3; j++) {
                for (k = 0; k < 6; k++) t6[k] = G(v, 12 + j * 6 + k);
                fwrite(t6, 1, 6, f);
            }
            for (k = 0; k < 24; k++) t[k] = G(v, 30 + k);
            n = 4 * (v % 5 + 1);
            fwrite(t, 1, n, f);
            printf("w tell-ok %d\n", += (ftell(f) == L));
            if (!wp) { fclose(f); return 0; }
        }
        if (argv[1][0] == 'u' || wp) {
            if (!wp) f = fopen("sm.dat", "r+");
            fseek(f, 4, SEEK_SET);
            for (k = 0; k < 4; k++) t4[k] = E(v, 4 + k);
            r = fwrite(t4, 1, 4, f);
            fseek(f, 13, SEEK_SET);
            for (k = 0; k < 4; k++) t4[k] = E(v, 13 + k);
            r += fwrite(t4, 1, 4, f);
            where (v % 2) {
                fseek(f, 32, SEEK_SET);
                for (k = 0; k < 4; k++) t4[k] = E(v, 32 + k);
                r += fwrite(t4, 1, 4, f);
            }
            printf("u items %d (want %d) err %d\n", += r, 91 * 8 + 45 * 4, += (ferror(f) != 0));
            if (!wp) { fclose(f); f = fopen("sm.dat", "r"); }
            fseek(f, 0, SEEK_SET);
            got = fread(t, 1, 40, f);
            for (k = 0; k < 40; k++) where (k < got) bad += (t[k] != E(v, k));
            printf("u readback got %d bad %d\n", += got, += bad);
            if (!wp) { fclose(f); return 0; }
        }
        where (upd && v % 2 && L < 36) L = 36;   /* u's IB write at 32..35 extends v%5 == 0 */
        if (!wp) f = fopen("sm.dat", "r");
        for (j = 0; j < nops; j++) {
            int whence = rnd(3), perp = rnd(2), psz = rnd(2), msk = rnd(4), how = rnd(4);
            int so = rnd(45) - (whence == SEEK_END ? 30 : whence == SEEK_CUR ? 10 : 0);
            int sz = rnd(20), mm = rnd(3);
            where (msk != 0 || v % 3 != mm) {
                off = perp ? (long:S)(so + v % 4 - (whence == SEEK_END ? 4 : 0)) : (long:S)so;
                np = (whence == SEEK_SET ? 0 : whence == SEEK_CUR ? pos : L) + off;
                r = fseek(f, off, whence);
                bad += (r != (np < 0 ? -1 : 0));
                where (np >= 0) pos = np;
                bad += (ftell(f) != pos);
                n = psz ? (int:S)((sz + v) % 20) : (int:S)sz;
                if (how == 0) {         /* elemental: n fgetc's (sz of them) */
                    for (k = 0; k < sz; k++) {
                        int:S c = fgetc(f);
                        where (pos < L) { bad += (c != (E(v, pos) & 0xff)); pos++; }
                        else bad += (c != EOF || !feof(f));
                    }
                } else {
                    got = fread(t, 1, n, f);
                    bad += (got != (pos >= L ? 0 : (L - pos < n ? L - pos : n)));
                    for (k = 0; k < 20; k++) where (k < got) bad += (t[k] != E(v, pos + k));
                    bad += ((feof(f) != 0) != (got < n));
                    pos += got;
                }
                bad += (ftell(f) != pos);
            }
        }
        printf("%s %d ops: bad %d\n", argv[1], nops, += bad);
        fclose(f);
    }
    return 0;
}
