// IB from C*: the thesis's Fig. 3.4 — fprintf to a file opened ("a") inside a
// `where`, so only some VPs write, each a line of its own length — and
// per-VP variable-length fwrite/fputs. The streams are the same at 1, 2, 3
// ranks; a second run appends (mode "a") with a different rank count.
// RUN: rm -rf %t && mkdir -p %t/1 %t/2 %t/3 %t/cb
// RUN: cd %t/1 && %crun -n 1 %s > out && FileCheck %s < out
// RUN: cd %t/2 && %crun -n 2 %s > out && diff %t/1/out out
// RUN: cd %t/3 && %crun -n 3 %s > out && diff %t/1/out out
// RUN: cd %t/cb && env CSTAR_STREAM_FORCE=cb %crun -n 2 %s > out && diff %t/1/out out
// RUN: cd %t && %python %S/Inputs/cs_check.py same 1/debug 2/debug 3/debug cb/debug | FileCheck --check-prefix=SAME %s
// RUN: cd %t && %python %S/Inputs/cs_check.py same 1/temp 2/temp 3/temp cb/temp
// RUN: cd %t && %python %S/Inputs/cs_check.py same 1/var 2/var 3/var cb/var
// SAME: same 4 files, 24 VPs, 221 bytes
// RUN: cd %t && %python %S/Inputs/cs_check.py streams 2/debug | FileCheck --check-prefix=DBG %s
// DBG: 0 b'Error, someint was -10\n'
// DBG: 9 b'Error, someint was -1\n'
// DBG-NEXT: 10 b''
// DBG: 23 b''
// RUN: cd %t && %python %S/Inputs/cs_check.py streams 3/var | FileCheck --check-prefix=VAR %s
// VAR: 0 b'<-10>'
// VAR-NEXT: 1 b'\xf7\xff\xff\xff<-9>'
// VAR-NEXT: 2 b'\xf8\xff\xff\xff\xf8\xff\xff\xff<-8>'
// VAR-NEXT: 3 b''
// VAR: 23 b'\r\x00\x00\x00\r\x00\x00\x00<13>'
// RUN: cd %t/2 && %crun -n 3 %s > out2 && %python %S/../Stream/Inputs/cs_check.py streams debug | FileCheck --check-prefix=APP %s
// APP: 0 b'Error, someint was -10\nError, someint was -10\n'
// APP: 10 b''
// CHECK: negative 10 chars 221
// CHECK-NEXT: var 20 items 24
#include <stdio.h>
#include <string.h>
shape [4][6]S;
int:S someint;
FILE:S *outfile, *errfile;
elemental void mktag(char *t, int v) { sprintf(t, "<%d>", v); }
int main(void) {
    with (S) {
        int:S n, items;
        char:S tag[16];
        int:S vals[3];
        someint = pcoord(0) * 6 + pcoord(1) - 10;
        outfile = fopen("temp", "w", &S);
        fwrite(&someint, sizeof(someint), 1, outfile);
        fclose(outfile);
        where (someint < 0) {
            errfile = fopen("debug", "a", &S);
            n = fprintf(errfile, "Error, someint was %d\n", someint);
            fclose(errfile);
            printf("negative %d chars %d\n", += (n > 0), += n);
        }
        /* Per-VP lengths: VP k writes someint (k % 3) times from a parallel array, then a tag;
         * VPs 3, 9, 15, 21 write nothing at all. */
        outfile = fopen("var", "w");
        where (pcoord(1) != 3) {
            vals[0] = vals[1] = someint;
            items = fwrite(vals, sizeof(int), (pcoord(0) * 6 + pcoord(1)) % 3, outfile);
            mktag(tag, someint);
            fputs(tag, outfile);
        }
        fclose(outfile);
        printf("var %d items %d\n", += (pcoord(1) != 3), += items);
    }
    return 0;
}
