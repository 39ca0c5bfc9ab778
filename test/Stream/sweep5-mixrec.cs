// Round 5: uniform records of changing sizes (12, 4, 8, 12, 1, 3, 16 bytes,
// from a 16-byte parallel array: strided, so CB) written by every VP into
// three files held in an array of parallel FILE pointers, then two members of
// a parallel struct array element (&p[1].id, &p[1].w[1]: strided); read back
// at other rank counts as written, in 5-byte pieces, and in one 16-byte read
// (odd VPs) beside fgetc (even VPs); each file compared with a Python model.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 1 %s r | FileCheck %s
// RUN: %crun -n 2 %s r | FileCheck %s
// RUN: %python %S/Inputs/s5_model.py mixrec mix0.dat 0 | FileCheck --check-prefix=M0 %s
// RUN: %python %S/Inputs/s5_model.py mixrec mix2.dat 2 | FileCheck --check-prefix=M2 %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 3 %s r | FileCheck %s
// RUN: %python %S/Inputs/s5_model.py mixrec mix1.dat 1 | FileCheck --check-prefix=M1 %s
// W: close 0
// W-NEXT: close 0
// W-NEXT: close 0
// CHECK: mixrec ok 300 of 300
// M0: mix0.dat: 12 VPs match
// M1: mix1.dat: 12 VPs match
// M2: mix2.dat: 12 VPs match
/* mixrec MODE: uniform records of changing sizes (12, 4, 8, 12, 1, 3, 16
   bytes: NB, then CB, ...) written by every VP, from a parallel struct
   array's members (strided), into three files held in an array of parallel
   FILE pointers; read back in other chunkings; shape [4][3]. */
#include <stdio.h>
#include <string.h>
shape [4][3]S;
struct pt { int id; char tag[3]; double w[2]; };
elemental void mk(unsigned char *b, int v, int n) { int k; for (k = 0; k < n; k++) b[k] = (unsigned char)(v * 31 + n * 7 + k); }
elemental int same(const unsigned char *b, int v, int n, int off, int len) {
    int k;
    for (k = 0; k < len; k++) if (b[k] != (unsigned char)(v * 31 + n * 7 + off + k)) return 0;
    return 1;
}
static int sizes[7] = {12, 4, 8, 12, 1, 3, 16};
int main(int argc, char **argv) {
    int j, k, total = 0;
    FILE:S *fs[3];
    char name[32];
    for (j = 0; j < 7; j++) total += sizes[j];
    with (S) {
        int:S v = pcoord(0) * 3 + pcoord(1), ok = 0, n;
        unsigned char:S b[16];
        struct pt:S p[2];
        if (argv[1][0] == 'w') {
            for (k = 0; k < 3; k++) { sprintf(name, "mix%d.dat", k); fs[k] = fopen(name, "w"); }
            for (j = 0; j < 7; j++) { mk(b, v, sizes[j]); for (k = 0; k < 3; k++) fwrite(b, 1, sizes[j], fs[k]); }
            p[1].id = v; p[1].w[1] = v * 0.25;
            fwrite(&p[1].id, sizeof(int), 1, fs[0]);            /* strided members */
            fwrite(&p[1].w[1], sizeof(double), 1, fs[0]);
            for (k = 0; k < 3; k++) printf("close %d\n", fclose(fs[k]));
        } else {
            for (k = 0; k < 3; k++) { sprintf(name, "mix%d.dat", k); fs[k] = fopen(name, "r"); }
            /* file 0: the records as written, then the members into p[0] */
            for (j = 0; j < 7; j++) { n = fread(b, 1, sizes[j], fs[0]); ok += n == sizes[j] && same(b, v, sizes[j], 0, sizes[j]); }
            p[0].id = -1; p[0].w[0] = -1;
            n = fread(&p[0].id, sizeof(int), 1, fs[0]); ok += n == 1 && p[0].id == v;
            n = fread(&p[0].w[0], sizeof(double), 1, fs[0]); ok += n == 1 && p[0].w[0] == v * 0.25;
            /* file 1: 5 bytes at a time */
            for (j = 0; j < 7; j++) {
                int off = 0;
                while (off < sizes[j]) {
                    int c = sizes[j] - off < 5 ? sizes[j] - off : 5;
                    n = fread(b, 1, c, fs[1]);
                    ok += n == c && same(b, v, sizes[j], off, c);
                    off += c;
                }
            }
            /* file 2: everything in one read, by odd VPs only; even VPs by fgetc */
            where (v % 2) { n = fread(b, 1, 16, fs[2]); ok += n == 16 && same(b, v, 12, 0, 12) && same(b + 12, v, 4, 0, 4); }
            where (v % 2 == 0) { n = fgetc(fs[2]); ok += n == (unsigned char)(v * 31 + 84); }
            for (k = 0; k < 3; k++) fclose(fs[k]);
            printf("mixrec ok %d of %d\n", += ok, 12 * (9 + 15 + 1));
        }
    }
    return 0;
}
