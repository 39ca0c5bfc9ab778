// Round 9 error paths a user hits, as C reports them, at 1, 2, 3 ranks:
// fread from a file opened "w" and fwrite to one opened "r" (0 items,
// ferror on every active VP, errno EBADF, no line: C's silent case);
// reading past the end of every VP's stream in an NB-only, an NB+CB and an
// NB+CB+IB file (per VP: the items it had, then 0 with feof set, ferror
// clear; feof stays until clearerr or a seek; fseek SEEK_END -4 reads the
// last int again); fscanf mismatches per VP as C's return values (2, 1,
// 0, EOF on an empty stream; the unmatched text stays for the next call);
// a `FILE:void *` of shape [9] used under `with` of a [4] shape (each call
// fails naming both shapes: it wrote the [4] variables into the [9] VPs by
// local index, VPs past 4 from beyond the variables); the compile-time
// error for a declared FILE:S * under T.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s 2> e1.txt | FileCheck %s && FileCheck --check-prefix=E %s < e1.txt
// RUN: %crun -n 2 %s 2> e2.txt | FileCheck %s && FileCheck --check-prefix=E %s < e2.txt
// RUN: %crun -n 3 %s 2> e3.txt | FileCheck %s && FileCheck --check-prefix=E %s < e3.txt
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s 2> e4.txt | FileCheck %s && FileCheck --check-prefix=E %s < e4.txt
// RUN: %streamstar verify ib.dat | FileCheck --check-prefix=V %s
// RUN: not %cstar %S/Inputs/s9_badshape.cs -o bad 2>&1 | FileCheck --check-prefix=BAD %s
// CHECK-DAG: fread on w: items 0, ferror 9, errno EBADF
// CHECK-DAG: fwrite on r: items 0, ferror 9, errno EBADF; fread then 9 items
// CHECK-DAG: nb.dat: items 18, eof 9, err 0; again 0 eof 9; cleared eof 0; last 9 sum 45
// CHECK-DAG: cb.dat: items 27, eof 9, err 0; again 0 eof 9; cleared eof 0; last 9 sum 936
// CHECK-DAG: ib.dat: items 45, eof 9, err 0; again 0 eof 9; cleared eof 0; last 9 sum 2175
// CHECK-DAG: fscanf: 2 1 0 2 -1 1 0 2 2 ; next: -1 1 1 -1 -1 1 1 -1 -1
// CHECK-DAG: other shape: fwrite 0, fprintf -4, feof 4, ftell -4
// CHECK-DAG: fclose under the other shape: 0
// E: cstar: fwrite("sh.dat"): sh.dat: fwrite: the file has shape [9] but the current shape is [4] (use it under `with` of its shape)
// E-NEXT: cstar: per-VP stdio("sh.dat"): sh.dat: per-VP call: the file has shape [9] but the current shape is [4]
// E-NEXT: cstar: feof("sh.dat"): sh.dat: feof: the file has shape [9] but the current shape is [4]
// E-NEXT: cstar: ftell("sh.dat"): sh.dat: ftell: the file has shape [9] but the current shape is [4]
// E-NOT: cstar:
// CHECK-DAG: sh.dat after: 9 VPs, items 9, sum 36
// V: ib.dat: ok (shape 9, 9 VPs
// BAD: s9_badshape.cs:{{[0-9]+}}:{{[0-9]+}}: error: parallel file of shape 'S' used where the current shape is 'T'
#include <stdio.h>
#include <errno.h>
#include <string.h>
shape [9]S;
shape [4]T;
struct rec { int a; char pad[12]; };
const char *ename(int e) { return e == EBADF ? "EBADF" : e == EINVAL ? "EINVAL" : e == 0 ? "0" : strerror(e); }
void make(const char *name, int parts) {
    with (S) {
        int:S v = pcoord(0), x;
        struct rec:S r;
        FILE:S *f = fopen(name, "w");
        for (int k = 0; k < 2; k++) { x = v + k; fwrite(&x, sizeof x, 1, f); }
        if (parts > 1) { r.a = 100 + v; fwrite(&r.a, sizeof r.a, 1, f); }
        if (parts > 2) for (int k = 0; k < 3; k++) where ((v + k) % 3) { x = 200 + v * 10 + k; fwrite(&x, sizeof x, 1, f); }
        fclose(f);
    }
}
void past_eof(const char *name) {
    with (S) {
        FILE:S *f = fopen(name, "r");
        int:S x, n = 0, ok = 1, last = 0;
        while (|= ok) where (ok) { ok = fread(&x, sizeof x, 1, f) == 1; where (ok) n++; }
        int items = += n, eof = += feof(f), err = += ferror(f);
        int:S again = fread(&x, sizeof x, 1, f);
        int ag = += again, eof2 = += feof(f);
        clearerr(f);
        int eof3 = += feof(f);
        fseek(f, -4, SEEK_END);
        int:S got = fread(&last, sizeof last, 1, f);
        printf("%s: items %d, eof %d, err %d; again %d eof %d; cleared eof %d; last %d sum %d\n", name, items, eof,
               err, ag, eof2, eof3, += got, += last);
        fclose(f);
    }
}
int main() {
    with (S) {
        int:S v = pcoord(0), x = v, y = -1, r;
        FILE:S *f = fopen("m.dat", "w");
        fwrite(&x, sizeof x, 1, f);
        errno = 0;
        r = fread(&y, sizeof y, 1, f);
        int e = errno;
        printf("fread on w: items %d, ferror %d, errno %s\n", += r, += ferror(f), ename(e));
        fclose(f);
        f = fopen("m.dat", "r");
        errno = 0;
        r = fwrite(&x, sizeof x, 1, f);
        e = errno;
        int fe = += ferror(f);
        int:S r2 = fread(&y, sizeof y, 1, f);
        printf("fwrite on r: items %d, ferror %d, errno %s; fread then %d items\n", += r, fe, ename(e), += r2);
        fclose(f);
    }
    make("nb.dat", 1);
    make("cb.dat", 2);
    make("ib.dat", 3);
    past_eof("nb.dat");
    past_eof("cb.dat");
    past_eof("ib.dat");
    with (S) {
        int:S v = pcoord(0), a = -1, b = -1, r1, r2;
        char:S w[16];
        FILE:S *f = fopen("sc.txt", "w");
        where (v % 4 == 0 && v != 4) fprintf(f, "%d %d\n", v, v * 2);
        where (v % 4 == 1) fprintf(f, "%d abc\n", v);
        where (v % 4 == 2) fprintf(f, "x%d %d\n", v, v);
        where (v % 4 == 3) fprintf(f, " %d\t%d", v, v + 1);
        fclose(f);
        f = fopen("sc.txt", "r");
        r1 = fscanf(f, "%d %d", &a, &b);
        r2 = fscanf(f, "%15s", w);
        printf("fscanf:");
        for (int k = 0; k < 9; k++) printf(" %d", [k]r1);
        printf(" ; next:");
        for (int k = 0; k < 9; k++) printf(" %d", [k]r2);
        printf("\n");
        fclose(f);
    }
    FILE:void *g;
    with (S) g = fopen("sh.dat", "w");
    with (T) {
        int:T x = pcoord(0) + 1, r = -1, p = -1, e = -1;
        long:T t = -2;
        r = fwrite(&x, sizeof x, 1, g);
        p = fprintf(g, "%d\n", x);
        e = feof(g);
        t = ftell(g);
        printf("other shape: fwrite %d, fprintf %d, feof %d, ftell %ld\n", += r, += p, += e, += t);
    }
    with (S) {
        int:S x = pcoord(0);
        fwrite(&x, sizeof x, 1, g);
    }
    with (T) printf("fclose under the other shape: %d\n", fclose(g));
    with (S) {
        FILE:S *h = fopen("sh.dat", "r");
        int:S x = -1, n = fread(&x, sizeof x, 1, h);
        printf("sh.dat after: %d VPs, items %d, sum %d\n", positionsof(S), += n, += x);
        fclose(h);
    }
    return 0;
}
