// Round 12: parallel files used as a C programmer uses stdio, in parallel
// code. Expected values are worked out by hand from each VP's stream (the
// comments say how) and must not depend on the rank count or the mode:
// fprintf/fputs/fputc results under `where`, and a parallel function given
// the file; a `do ... while (|= !feof(f))` loop of fscanf under `where
// (!feof(f))` skipping a byte on a matching failure (it crashed: the `while`
// condition after a body ending in a `where` was lowered as if under the
// `where`'s mask, which is gone by then: a NULL mask read); fgets into a short
// parallel buffer; fopen inside `where` (the whole shape opens, only active
// VPs write) and fclose through a scalar function called under `where`; files
// kept in a struct and an array, two shapes open at once, a FILE:void *; fseek
// before 0 (-1 on those VPs, position kept, errno EINVAL on every rank: it was
// not set); "a" writing at the end whatever the seek (also per VP under
// `where`); "a+" reading from 0; fflush of a read stream (0, positions kept);
// "r+" writing after reads and "w+" reading after writes with no seek between
// (at the VP's position: docs/language.md §7a); an elemental function given a
// closed or a NULL parallel file (EOF/-1 everywhere, errno EBADF, no crash:
// the C library was handed the freed or NULL handle and crashed); fopen of a
// missing file, a directory, a bad mode.
// RUN: rm -rf %t && mkdir -p %t/adir && cd %t
// RUN: %crun -n 1 %s 2> err1.txt | FileCheck %s
// RUN: %crun -n 2 %s 2> err2.txt | FileCheck %s
// RUN: %crun -n 3 %s 2> err3.txt | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < err3.txt
// RUN: %streamstar cat w0.dat --vp all | FileCheck --check-prefix=CAT %s
// getline on a parallel file in parallel code: the error says where it works.
// RUN: not %cstar -DS12_GETLINE %s -o %t.bad 2>&1 | FileCheck --check-prefix=GL %s
//
// VP v writes "v:odd\n" (6 bytes) or "v:even-number-line\n" (19): 4 even
// VPs of 7 -> 76, 3 odd -> 18.
// CHECK: fprintf total 94 min 6 max 19
// CHECK-NEXT: fputs where 5 fputc 70 put_all 10
// Streams: "0:even-number-line\n12 \n", "1:odd\n\np2\n", "2:...\n12 \n",
// "3:odd\n12 \np6\n", "4:...\n\n", "5:odd\n12 \np10\n", "6:...\n12 \n".
// %d:%*s reads v, then 12 (the ':' fails: still 1), "p" fails (0, skipped),
// then the number after it: counts 2 2 2 3 1 3 2, sums 12 3 14 21 4 27 18.
// CHECK-NEXT: loop cnt 15 sum 99 [2]cnt 2 [5]sum 27
// fgets of 5 bytes: 5 4 5 4 5 4 5 pieces; the loop runs 5 + 1 times.
// CHECK-NEXT: chunks 42 got 32
// CHECK-NEXT: where-open written 12
// CHECK-NEXT: where-close 0
// CHECK-NEXT: struct member scan 14 sum 2191
// After "%d %d" the VPs are at 3 3 3 3 4 4 4; back by v: VPs 5 and 6 fail
// and stay at 4 (the others at 3 2 1 0 0).
// CHECK-NEXT: neg seek fails 2 errno EINVAL 1 positions 14
// CHECK-NEXT: S2 reads S file: 1
// CHECK-NEXT: T void scan 6 sum 36
// 7 VPs, one int each, then "a": every write at the end whatever the seek
// (odd VPs seek and write again under where: 3 x 12 + 4 x 8).
// CHECK-NEXT: a: ftell at open 28
// CHECK-NEXT: a: seek 0 then fwrite 7 ftell 56
// CHECK-NEXT: a: where seek+fwrite ftell 68 fflush 0
// "a+": reads from 0 (v), writes v+300 at the end; streams hold v, v+100,
// (v+200 odd VPs), v+300: 24 ints, 3 x 21 + 7 x 400 + 9 + 600.
// CHECK-NEXT: a+: first read 7 sum 21
// CHECK-NEXT: a+: write after read ftell 96
// CHECK-NEXT: a+: read at end 0 feof 7
// CHECK-NEXT: a+: all 24 sum 3472
// CHECK-NEXT: r: fflush 0 read 7 sum 21 fflush 0 second 7 sum 721
// CHECK-NEXT: r+: write after 2 reads 7 pos 21 then read 700
// CHECK-NEXT: r+ file: ab!def0 ab!def5
// CHECK-NEXT: w+: read after write -7 feof 7 pos 35
// CHECK-NEXT: closed: put -7 errno EBADF 1 probe 70
// CHECK-NEXT: NULL: put -7 probe 70 fprintf -7
// CHECK-NEXT: missing NULL ENOENT 1
// CHECK-NEXT: dir NULL EISDIR 1
// CHECK-NEXT: bad mode NULL EINVAL 1
// ERR: a per-VP call on a NULL parallel file
// CAT: [3][4][5][6]
#include <errno.h>
#include <stdio.h>
#include <string.h>
#define V 7
shape [V]S;
shape [V]S2;
shape [2][3]T;
struct files { FILE:S *in; FILE:T *out; int n; };
int put_all(FILE:S *f, int:S x) { int:S r = fprintf(f, "p%d\n", x); return += r; }
int close_in_fn(FILE:S *f) { return fclose(f); }
FILE:S *open_in_fn(const char *name, const char *mode) { return fopen(name, mode); }
elemental int twice(int x) { return 2 * x; }
elemental int put(FILE *f, int v) { return fprintf(f, "%d\n", v); }
/* every stdio call on a stream that cannot be used: 10 failures per VP */
elemental int probe(FILE *f) {
    char b[8];
    int n = 0;
    n += fgetc(f) == EOF;
    n += fgets(b, 8, f) == NULL;
    n += fscanf(f, "%s", b) == EOF;
    n += fputs("x", f) == EOF;
    n += ftell(f) == -1;
    n += fseek(f, 0, SEEK_SET) == -1;
    n += feof(f) != 0;
    n += ferror(f) != 0;
    n += ungetc('a', f) == EOF;
    n += fwrite(b, 1, 1, f) == 0;
    rewind(f);
    clearerr(f);
    return n;
}
int main(void) {
    struct files fs;
    FILE:S *arr[3];
    int e, st;
    with (S) {
        int:S v = pcoord(0), r, x, cnt = 0, sum = 0, got = 0;
        FILE:S *f = fopen("t.dat", "w");
        r = fprintf(f, "%d:%s\n", v, v % 2 ? "odd" : "even-number-line");
        printf("fprintf total %d min %d max %d\n", += r, <?= r, >?= r);
        int pw, pc, pa = 0;
        r = 0;
        where (v % 3 != 1) r = fputs("12 ", f);
        pw = += r;
        r = fputc('\n', f);
        pc = += r;
        where (v % 2) pa = put_all(f, twice(v));
        printf("fputs where %d fputc %d put_all %d\n", pw, pc, pa);
        fclose(f);
        f = fopen("t.dat", "r");
        do {
            where (!feof(f)) {
                r = fscanf(f, "%d:%*s", &x);
                where (r == 1) { cnt++; sum += x; }
                where (r == 0) fgetc(f);
            }
        } while (|= !feof(f)); /* crashed: the condition was lowered under the where's mask */
        printf("loop cnt %d sum %d [2]cnt %d [5]sum %d\n", += cnt, += sum, [2]cnt, [5]sum);
        rewind(f);
        char:S line[6];
        int:S chunks = 0, ok;
        do {
            ok = fgets(line, 6, f) != NULL;
            where (ok) got++;
            chunks++;
        } while (|= ok);
        printf("chunks %d got %d\n", += chunks, += got);
#ifdef S12_GETLINE
        char *buf = NULL;
        size_t cap = 0;
        getline(&buf, &cap, f); // GL: [[@LINE]]:29: error: 'getline' is not supported on a parallel file in parallel code; call it inside an elemental function given the file
#endif
        fclose(f);

        r = 0;
        where (v > 2) {
            arr[0] = fopen("w0.dat", "w");
            r = fprintf(arr[0], "[%d]", v);
        }
        printf("where-open written %d\n", += r);
        where (v < 2) st = close_in_fn(arr[0]);
        printf("where-close %d\n", st);
        arr[1] = open_in_fn("w1.dat", "w+");
        fs.in = arr[1];
        fs.n = 1;
        fprintf(fs.in, "%d %d\n", v, v * v);
    }
    with (T) {
        int:T t = pcoord(0) * 10 + pcoord(1);
        fs.out = fopen("t2.dat", "w");
        fprintf(fs.out, "t%d;", t);
    }
    with (S) {
        int:S v = pcoord(0), a = -1, b = -1, r;
        rewind(fs.in);
        r = fscanf(fs.in, "%d %d", &a, &b);
        printf("struct member scan %d sum %d\n", += r, += (a * 100 + b));
        errno = 0;
        r = fseek(fs.in, -v, SEEK_CUR);
        e = errno;
        long:S p = ftell(fs.in);
        printf("neg seek fails %d errno EINVAL %d positions %ld\n", += (r != 0), e == EINVAL, += p);
        fclose(fs.in);
    }
    with (S2) { /* same extents as S: the same layout */
        FILE:S2 *g = fopen("w0.dat", "r");
        char:S2 buf[8];
        int:S2 n = fscanf(g, "%7s", buf);
        printf("S2 reads S file: %d\n", += n);
        fclose(g);
    }
    with (T) {
        fclose(fs.out);
        FILE:void *u = fopen("t2.dat", "r");
        int:T k = -1;
        int:T m = fscanf(u, "t%d;", &k);
        printf("T void scan %d sum %d\n", += m, += k);
        fclose(u);
    }
    with (S2) {
        int:S2 v = pcoord(0), r, x;
        long:S2 p;
        FILE:S2 *f = fopen("ap.dat", "w");
        fwrite(&v, sizeof v, 1, f);
        fclose(f);
        f = fopen("ap.dat", "a");
        p = ftell(f);
        printf("a: ftell at open %ld\n", += p);
        r = fseek(f, 0, SEEK_SET);
        x = v + 100;
        r = fwrite(&x, sizeof x, 1, f);
        p = ftell(f);
        printf("a: seek 0 then fwrite %d ftell %ld\n", += r, += p);
        where (v % 2) { fseek(f, v, SEEK_SET); x = v + 200; fwrite(&x, sizeof x, 1, f); }
        p = ftell(f);
        st = fflush(f);
        printf("a: where seek+fwrite ftell %ld fflush %d\n", += p, st);
        fclose(f);
        f = fopen("ap.dat", "a+");
        x = -1;
        r = fread(&x, sizeof x, 1, f);
        printf("a+: first read %d sum %d\n", += r, += x);
        x = v + 300;
        fwrite(&x, sizeof x, 1, f);
        p = ftell(f);
        printf("a+: write after read ftell %ld\n", += p);
        r = fread(&x, sizeof x, 1, f);
        printf("a+: read at end %d feof %d\n", += r, += feof(f));
        rewind(f);
        int:S2 n = 0, s = 0;
        while (|= (fread(&x, sizeof x, 1, f) == 1)) { where (!feof(f)) { n++; s += x; } }
        printf("a+: all %d sum %d\n", += n, += s);
        fclose(f);
        f = fopen("ap.dat", "r");
        int f1 = fflush(f), f2, r1, s1;
        r = fread(&x, sizeof x, 1, f);
        r1 = += r;
        s1 = += x;
        f2 = fflush(f);
        r = fread(&x, sizeof x, 1, f);
        printf("r: fflush %d read %d sum %d fflush %d second %d sum %d\n", f1, r1, s1, f2, += r, += x);
        fclose(f);

        /* read -> write -> read with no seek between: at the VP's position */
        f = fopen("rp.dat", "w");
        fprintf(f, "abcdef%d", v);
        fclose(f);
        f = fopen("rp.dat", "r+");
        int:S2 c = fgetc(f);
        c = fgetc(f);
        r = fputc('!', f);
        p = ftell(f);
        int w1 = += (r == '!');
        long p1 = += p;
        c = fgetc(f);
        printf("r+: write after 2 reads %d pos %ld then read %d\n", w1, p1, += c);
        fclose(f);
        f = fopen("rp.dat", "r");
        char:S2 b[16];
        fgets(b, 16, f);
        printf("r+ file: %s %s\n", [0]b, [5]b);
        fclose(f);
        f = fopen("wp.dat", "w+");
        fputs("hello", f);
        c = fgetc(f);
        int c1 = += c;
        p = ftell(f);
        printf("w+: read after write %d feof %d pos %ld\n", c1, += feof(f), += p);
        fclose(f);

        /* an elemental function given a closed or a NULL parallel file */
        f = fopen("k.dat", "w");
        fclose(f);
        errno = 0;
        r = put(f, v);
        e = errno;
        int r0 = += r;
        r = probe(f);
        printf("closed: put %d errno EBADF %d probe %d\n", r0, e == EBADF, += r);
        f = fopen("nonexistent.dat", "r");
        r = put(f, v);
        r0 = += r;
        r = probe(f);
        int r2 = += r;
        r = fprintf(f, "%d", v);
        printf("NULL: put %d probe %d fprintf %d\n", r0, r2, += r);
        errno = 0;
        f = fopen("missing.dat", "r");
        e = errno;
        printf("missing %s ENOENT %d\n", f ? "ok" : "NULL", e == ENOENT);
        errno = 0;
        f = fopen("adir", "r");
        e = errno;
        printf("dir %s EISDIR %d\n", f ? "ok" : "NULL", e == EISDIR);
        errno = 0;
        f = fopen("x.dat", "rw");
        e = errno;
        printf("bad mode %s EINVAL %d\n", f ? "ok" : "NULL", e == EINVAL);
    }
    return 0;
}
