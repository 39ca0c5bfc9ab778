// Round 8: fwrite/fread of members of parallel structs and of parallel
// arrays of structs: &r.b (a member array, 3 doubles), r.b (the same,
// decayed), &ra[1].b[2] (an element of a member of an array element),
// &ra[k] (a whole element), &r (a whole struct), with scalar and parallel
// counts (fread(qa[2].b, 8, n, g), n = 1 + v % 3), then reading them back
// into other members. The record has no padding, so the model
// (Inputs/s8_model.py structs) checks every byte of every stream (package).
// Normal, forced CB and forced IB; 1, 2 and 3 ranks.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py structs st.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py structs st.dat | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py structs st.dat | FileCheck --check-prefix=M %s
// RUN: %streamstar verify st.dat
// CHECK: sizeof 40
// CHECK: read back: ok 12 of 12
// CHECK: eof 12
// M: st.dat: 12 VPs match
#include <stdio.h>
shape [4][3]S;
struct rec { int a; int pad; double b[3]; short c; short d; int e; };
int main() {
    printf("sizeof %d\n", (int)sizeof(struct rec));
    with (S) {
        int:S v = pcoord(0) * 3 + pcoord(1), n = 1 + v % 3;
        struct rec:S r;
        struct rec:S ra[3];
        r.a = v; r.pad = -1; r.b[0] = v + 0.5; r.b[1] = v + 0.25; r.b[2] = -v; r.c = 7; r.d = (short)-v; r.e = v * v;
        for (int k = 0; k < 3; k++) {
            ra[k].a = 100 * k + v; ra[k].pad = k; ra[k].c = (short)k; ra[k].d = (short)v; ra[k].e = -k;
            for (int t = 0; t < 3; t++) ra[k].b[t] = k * 10 + t + v / 100.0;
        }
        FILE:S *f = fopen("st.dat", "w");
        fwrite(&r.b, sizeof(double), 3, f);
        fwrite(r.b, sizeof(double), n, f);
        fwrite(&ra[1].b[2], sizeof(double), 1, f);
        fwrite(&ra[2], sizeof(struct rec), 1, f);
        fwrite(&r, sizeof r, 1, f);
        fwrite(ra, sizeof(struct rec), 2, f);
        fclose(f);

        struct rec:S q, qa[3], qb[3];
        FILE:S *g = fopen("st.dat", "r");
        int:S n1 = fread(&q.b, sizeof(double), 3, g);
        int:S n2 = fread(qa[2].b, sizeof(double), n, g);
        int:S n3 = fread(&qa[0].b[1], sizeof(double), 1, g);
        int:S n4 = fread(&qa[1], sizeof(struct rec), 1, g);
        int:S n5 = fread(&q, sizeof q, 1, g);
        int:S n6 = fread(qb, sizeof(struct rec), 3, g); /* 2 are there */
        int:S ok = n1 == 3 && n2 == n && n3 == 1 && n4 == 1 && n5 == 1 && n6 == 2;
        ok &= q.a == v && q.b[0] == v + 0.5 && q.b[1] == v + 0.25 && q.b[2] == -v && q.c == 7 && q.d == -v && q.e == v * v;
        ok &= qa[2].b[0] == v + 0.5 && qa[1].a == 200 + v && qa[1].b[2] == 22 + v / 100.0 && qa[1].e == -2;
        where (n > 1) ok &= qa[2].b[1] == v + 0.25;
        ok &= qa[0].b[1] == 12 + v / 100.0 && qb[0].a == v && qb[0].b[1] == 1 + v / 100.0 && qb[1].a == 100 + v && qb[1].d == v;
        printf("read back: ok %d of %d\n", += ok, positionsof(S));
        printf("eof %d\n", += (feof(g) != 0));
        fclose(g);
    }
    return 0;
}
