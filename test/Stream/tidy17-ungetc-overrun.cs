// fread into a 4-byte element of a VP with a byte pushed back by ungetc:
// the bytes the VP gets are ungetc's byte, then its stream from the byte
// after it (docs/language.md §7a). A read that gives each VP at most its
// element is C's short read (items, EOF); one that would give some VP more
// than its element is refused (0 items and the error flag on every active
// VP, x unchanged, errno EINVAL, one line). Each VP's result is compared with
// a C program doing the same calls on one tmpfile per VP
// (Inputs/tidy17_ungetc_ref.c): ungetc inside the stream, after its last
// byte (under where), with one byte left, past the end (only ungetc's byte),
// and at position 1 with 8 bytes asked (refused; under `where` of the VPs
// that get at most 4, a short read). 1, 2, 3 ranks and IB forced. ungetc
// moves the position back over the byte it stands for, so inside the
// stream the count was already right; past the end it is 1 byte, not 0,
// which no element is smaller than: the test passes with the runtime
// before the change too (it pins C's behaviour, not a fix).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: cc -w -o %t.ref %S/Inputs/tidy17_ungetc_ref.c && %t.ref | sort > want.txt
// RUN: %crun -n 1 %s 2> err1.txt | sort > got1.txt && diff want.txt got1.txt
// RUN: %crun -n 2 %s 2> err2.txt | sort > got2.txt && diff want.txt got2.txt
// RUN: %crun -n 3 %s 2> err3.txt | sort > got3.txt && diff want.txt got3.txt
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s 2> err4.txt | sort > got4.txt && diff want.txt got4.txt
// RUN: FileCheck --check-prefix=ERR %s < err1.txt
// RUN: FileCheck --check-prefix=ERR %s < err3.txt
// RUN: FileCheck %s < want.txt
// CHECK: v0.1 r 2 eof 1 err 0 x 112 67 122 122
// CHECK: v1.1 r 3 eof 1 err 0 x 112 75 76 122
// CHECK: v1.6 r 4 eof 1 err 0 x 117 74 75 76
// CHECK: v2.1 r 4 eof 0 err 0 x 112 83 84 85
// CHECK: v2.2 r 1 eof 1 err 0 x 113 122 122 122
// CHECK: v3.2 r 0 eof 1 err 0 x 122 122 122 122
// CHECK: v4.3 r 2 eof 1 err 0 x 118 103 122 122
// CHECK: v4.4 r 1 eof 1 err 0 x 115 122 122 122
// CHECK: v4.5 r 0 eof 0 err 1 x 122 122 122 122
// ERR: cstar: fread("u.dat"): u.dat: fread: 8 bytes per position asked for, but each position of the variable holds 4 bytes
// ERR-NOT: cstar:
#include <stdio.h>
#include <string.h>
#define V 5
shape [V]S;

elemental void show(int v, int step, int r, int eof, int err, int x)
{
    unsigned char b[4];
    memcpy(b, &x, 4);
    printf("v%d.%d r %d eof %d err %d x %d %d %d %d\n", v, step, r, eof, err, b[0], b[1], b[2], b[3]);
}

main()
{
    with (S) {
        int:S v = pcoord(0), r, x;
        int j;
        FILE:S *f = fopen("u.dat", "w");
        for (j = 0; j < 7; j++)
            where (j < 3 + v) fputc('A' + 8 * v + j, f);
        fclose(f);
        f = fopen("u.dat", "r");
        /* 1: ungetc of another byte inside the stream, a read of one element */
        x = 0x7a7a7a7a;
        fgetc(f); fgetc(f); ungetc('p', f);
        r = fread(&x, 1, 4, f);
        show(v, 1, r, feof(f) != 0, ferror(f) != 0, x);
        /* 2: ungetc after the last byte (even VPs only) */
        clearerr(f);
        fseek(f, -1, SEEK_END);
        fgetc(f);
        where (v % 2 == 0) ungetc('q', f);
        x = 0x7a7a7a7a;
        r = fread(&x, 1, 4, f);
        show(v, 2, r, feof(f) != 0, ferror(f) != 0, x);
        /* 3: 8 bytes asked, ungetc's byte and one more left */
        clearerr(f);
        fseek(f, -2, SEEK_END);
        fgetc(f);
        ungetc('r' + v, f);
        x = 0x7a7a7a7a;
        r = fread(&x, 1, 8, f);
        show(v, 3, r, feof(f) != 0, ferror(f) != 0, x);
        /* 4: past the end, only ungetc's byte */
        clearerr(f);
        fseek(f, 2, SEEK_END);
        ungetc('s', f);
        x = 0x7a7a7a7a;
        r = fread(&x, 1, 8, f);
        show(v, 4, r, feof(f) != 0, ferror(f) != 0, x);
        /* 5: ungetc at position 1, 8 bytes asked: refused */
        clearerr(f);
        rewind(f);
        fgetc(f);
        ungetc('t', f);
        x = 0x7a7a7a7a;
        r = fread(&x, 1, 8, f);
        show(v, 5, r, feof(f) != 0, ferror(f) != 0, x);
        /* 6: the same for the VPs that get at most 4 bytes */
        clearerr(f);
        rewind(f);
        fgetc(f);
        ungetc('u', f);
        x = 0x7a7a7a7a;
        where (v < 2) {
            r = fread(&x, 1, 8, f);
            show(v, 6, r, feof(f) != 0, ferror(f) != 0, x);
        }
        fclose(f);
    }
}
