// Round 7: binary records of a struct with padding (char, double, short,
// int: 24 bytes), written with fwrite by a parallel struct: VP v writes
// 2 + v%3 records (a where: IB) into recs.dat, and every VP one record
// into one.dat (NB). Read back per VP with fseek(f, -sizeof(rec), SEEK_END)
// (the last record), fseek(f, 0, SEEK_SET) then SEEK_CUR by a per-VP
// offset (record v%2), ftell, a read past the end (0 items, feof), and
// whole-record fread loops to EOF. The fields are compared with a Python
// model (struct '<c7xdh2xi', padding ignored). 1, 2 and 3 ranks.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py structs recs.dat | FileCheck --check-prefix=M %s
// RUN: %python %S/Inputs/s7_model.py one one.dat | FileCheck --check-prefix=M1 %s
// RUN: %streamstar verify recs.dat | FileCheck --check-prefix=V %s
// RUN: %crun -n 1 %s r | FileCheck %s
// RUN: %crun -n 2 %s r | FileCheck %s
// RUN: %crun -n 3 %s r | FileCheck %s
// RUN: %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py structs recs.dat | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s r | FileCheck %s
// W: sizeof 24, close 0 0
// M: recs.dat: 10 VPs match
// M1: one.dat: 10 VPs match
// V: recs.dat: ok (shape 10, 10 VPs, NB+IB
// CHECK: SEEK_END: 10 of 10
// CHECK-NEXT: SEEK_CUR: 10 of 10
// CHECK-NEXT: past end: 10 of 10
// CHECK-NEXT: loop: 10 of 10
// CHECK-NEXT: one.dat SEEK_END: 10 of 10
#include <stdio.h>
struct rec { char tag; double x; short s; int id; };
shape [10]S;
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0), nrec = 2 + pcoord(0) % 3;
        struct rec:S r;
        if (argv[1][0] == 'w') {
            FILE:S *f = fopen("recs.dat", "w");
            for (int k = 0; k < 4; k++)
                where (k < nrec) {
                    r.tag = 'A' + k; r.x = v + k / 4.0; r.s = (short)(v * 100 + k); r.id = v * 1000 + k;
                    fwrite(&r, sizeof(struct rec), 1, f);
                }
            FILE:S *g = fopen("one.dat", "w");
            r.tag = 'z'; r.x = -v; r.s = (short)v; r.id = -7 * v;
            fwrite(&r, sizeof r, 1, g);
            printf("sizeof %d, close %d %d\n", (int)sizeof(struct rec), fclose(f), fclose(g));
            return 0;
        }
        FILE:S *f = fopen("recs.dat", "r");
        int:S ok, got, k;
        long:S pos;
        fseek(f, -(long)sizeof(struct rec), SEEK_END);
        got = fread(&r, sizeof r, 1, f);
        k = nrec - 1;
        ok = got == 1 && r.tag == 'A' + k && r.x == v + k / 4.0 && r.s == v * 100 + k && r.id == v * 1000 + k;
        printf("SEEK_END: %d of 10\n", += ok);
        fseek(f, 0, SEEK_SET);
        long:S off = (long)(v % 2) * (long)sizeof(struct rec);
        fseek(f, off, SEEK_CUR);
        pos = ftell(f);
        got = fread(&r, sizeof r, 1, f);
        k = v % 2;
        ok = pos == off && got == 1 && r.tag == 'A' + k && r.id == v * 1000 + k && ftell(f) == off + 24;
        printf("SEEK_CUR: %d of 10\n", += ok);
        fseek(f, 0, SEEK_END);
        got = fread(&r, sizeof r, 1, f);
        ok = got == 0 && feof(f) && !ferror(f) && ftell(f) == nrec * 24;
        printf("past end: %d of 10\n", += ok);
        rewind(f);
        int:S n = 0;
        ok = !feof(f);
        for (int i = 0; i < 6; i++) {
            got = fread(&r, sizeof r, 1, f);
            where (got == 1) { ok &= r.tag == 'A' + n && r.s == v * 100 + n; n++; }
        }
        ok &= n == nrec && feof(f);
        printf("loop: %d of 10\n", += ok);
        fclose(f);
        FILE:S *g = fopen("one.dat", "r");
        fseek(g, -(long)sizeof(struct rec), SEEK_END);
        got = fread(&r, sizeof r, 1, g);
        ok = got == 1 && r.tag == 'z' && r.x == -v && r.s == v && r.id == -7 * v;
        printf("one.dat SEEK_END: %d of 10\n", += ok);
        fclose(g);
    }
    return 0;
}
