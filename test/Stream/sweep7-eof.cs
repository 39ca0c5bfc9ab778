// Round 7: EOF and error indicators per VP. VP v's stream holds v%4 + 1
// letters (fputc in a where loop: IB). Read back: an fgetc loop to EOF per
// VP (count and sum per VP, feof 1 and ferror 0 on every VP after); a short
// fread of 8 bytes under where (v%2: those VPs get 0 items and feof, the
// others are untouched); clearerr under where (v%3 == 0) clears only
// there; fwrite on a read-only file under where (v < 3) sets ferror only
// on those VPs; ungetc of another byte then fgetc; fwrite of 0 items (0,
// no indicator, no bytes); setvbuf/setbuf on a VP's FILE * in an
// elemental function and on the parallel file in parallel code (accepted
// and ignored, 0; an unknown mode nonzero; before, the compiler refused
// "'setvbuf' is not supported on a parallel file"); a w+ file read past its end then
// written (input that hit EOF may be followed by output) and read back.
// Streams compared with a Python model; 1, 2 and 3 ranks, and forced CB/IB.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py letters e.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s r | FileCheck %s
// RUN: %crun -n 2 %s r | FileCheck %s
// RUN: %crun -n 3 %s r | FileCheck %s
// RUN: %python %S/Inputs/s7_model.py wplus wp.dat | FileCheck --check-prefix=MW %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s r | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s r | FileCheck %s
// RUN: %python %S/Inputs/s7_model.py wplus wp.dat | FileCheck --check-prefix=MW %s
// W: zero items 0 ferror 0, close 0
// M: e.dat: 9 VPs match
// MW: wp.dat: 9 VPs match
// CHECK: fgetc loop: 9 of 9
// CHECK-NEXT: short read: 9 of 9
// CHECK-NEXT: clearerr: 9 of 9
// CHECK-NEXT: ferror: 9 of 9
// CHECK-NEXT: ungetc: 9 of 9
// CHECK-NEXT: setvbuf: 9 of 9
// CHECK-NEXT: parallel setvbuf 0, bad mode 1, reads on: 9
// CHECK-NEXT: w+ after EOF: 9 of 9
#include <stdio.h>
shape [9]S;
elemental int bufs(FILE *f) {
    static char b[BUFSIZ];
    int r = setvbuf(f, NULL, _IOFBF, 128);
    setbuf(f, b);
    return r == 0 && !ferror(f);
}
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0), n = pcoord(0) % 4 + 1, c, ok, cnt = 0, sum = 0, want = 0, got;
        if (argv[1][0] == 'w') {
            FILE:S *f = fopen("e.dat", "w");
            for (int i = 0; i < 4; i++)
                where (i < n) fputc('a' + v + i, f);
            got = fwrite(&v, sizeof v, 0, f);
            int errs = |= ferror(f); /* before fclose: printf's argument order is unspecified */
            printf("zero items %d ferror %d, close %d\n", |= got, errs, fclose(f));
            return 0;
        }
        double:S dd;
        FILE:S *f = fopen("e.dat", "r");
        for (int i = 0; i < 6; i++) {
            c = fgetc(f);
            where (c != EOF) { cnt++; sum += c; }
        }
        for (int i = 0; i < 4; i++) where (i < n) want += 'a' + v + i;
        ok = cnt == n && sum == want && feof(f) != 0 && ferror(f) == 0;
        printf("fgetc loop: %d of 9\n", += ok);
        rewind(f); /* clears EOF */
        ok = feof(f) == 0;
        where (v % 2) { got = fread(&dd, 8, 1, f); ok &= got == 0 && feof(f) && !ferror(f); }
        else ok &= feof(f) == 0;
        printf("short read: %d of 9\n", += ok);
        where (v % 3 == 0) clearerr(f);
        ok = feof(f) == (v % 2 && v % 3 != 0);
        printf("clearerr: %d of 9\n", += ok);
        clearerr(f);
        rewind(f);
        where (v < 3) { got = fwrite(&v, sizeof v, 1, f); ok = got == 0; }
        ok = (ferror(f) != 0) == (v < 3) && feof(f) == 0;
        printf("ferror: %d of 9\n", += ok);
        clearerr(f);
        c = fgetc(f);
        ok = c == 'a' + v && ungetc('#', f) == '#' && fgetc(f) == '#' && ftell(f) == 1;
        where (n > 1) ok &= fgetc(f) == 'b' + v;
        else ok &= fgetc(f) == EOF;
        printf("ungetc: %d of 9\n", += ok);
        ok = bufs(f);
        printf("setvbuf: %d of 9\n", += ok);
        /* on the parallel file itself: accepted, ignored (the runtime buffers) */
        static char big[1 << 12];
        int sv = setvbuf(f, big, _IOFBF, sizeof big), bad = setvbuf(f, NULL, 12345, 0);
        setbuf(f, NULL);
        c = fgetc(f);
        where (n > 2) ok = c == 'c' + v;
        printf("parallel setvbuf %d, bad mode %d, reads on: %d\n", sv, bad != 0, += ok);
        fclose(f);
        FILE:S *g = fopen("wp.dat", "w+");
        fputc('A' + v, g);
        where (v % 2) fputc('0' + v, g);
        rewind(g);
        cnt = 0;
        for (int i = 0; i < 3; i++) { c = fgetc(g); where (c != EOF) cnt++; }
        ok = cnt == 1 + v % 2 && feof(g);
        fputc('z', g);                       /* after EOF: appends */
        fseek(g, -1, SEEK_CUR);
        ok &= fgetc(g) == 'z' && ftell(g) == cnt + 1;
        printf("w+ after EOF: %d of 9\n", += ok);
        fclose(g);
    }
    return 0;
}
