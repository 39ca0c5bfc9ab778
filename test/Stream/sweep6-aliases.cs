// Round 6: stdio calls under their other names, as C programs write them for
// large files or speed (ftello/fseeko, getc_unlocked, putc_unlocked,
// fputc_unlocked, fgetc_unlocked, fwrite_unlocked, fread_unlocked) and
// glibc's flockfile/funlockfile/ftrylockfile, __fpurge and freopen. On a
// VP's handle in an elemental function (or a scalar helper it calls) they
// reached the C library with the runtime's handle (a crash); on a parallel
// file in a parallel statement, ftello/fseeko were "not supported". Now
// each is the call it names on the VP's stream; flockfile & co. do nothing
// there, __fpurge drops a pushed-back byte, freopen is NULL with EBADF.
// At 1, 2 and 3 ranks and forced IB; the file is compared with a model.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s | FileCheck %s
// RUN: %python %S/Inputs/s6_model.py aliases al.dat | FileCheck --check-prefix=M %s
// CHECK: written 6, tello 54, seeko 0
// CHECK-NEXT: read ok 6 of 6
// CHECK-NEXT: purge ok 6, freopen NULL EBADF 6
// M: al.dat: 6 VPs match
#include <stdio.h>
#include <stdio_ext.h>
#include <errno.h>
#include <string.h>
shape [6]S;
static long mark(FILE *f) { return (long)ftello(f); } /* a scalar helper */
elemental int put(FILE *f, int v) {
    int x = v * 3;
    flockfile(f);
    putc_unlocked('a' + v, f);
    fputc_unlocked(':', f);
    fputs("xy\n", f);
    fwrite_unlocked(&x, sizeof x, 1, f);
    funlockfile(f);
    return ftrylockfile(f) == 0;
}
elemental int get(FILE *f, int v) {
    int x = -1, ok = 1;
    char line[8];
    ok &= getc_unlocked(f) == 'a' + v && fgetc_unlocked(f) == ':';
    ok &= fgets(line, sizeof line, f) != NULL && strcmp(line, "xy\n") == 0;
    ok &= fread_unlocked(&x, sizeof x, 1, f) == 1 && x == v * 3;
    ok &= mark(f) == 9 && fseeko(f, 2, SEEK_SET) == 0 && ftello(f) == 2;
    return ok;
}
elemental int purge(FILE *f, int v) {
    fseeko(f, 0, SEEK_SET);
    int c = fgetc(f);
    ungetc('Z', f);
    __fpurge(f); /* the pushed-back 'Z' goes: the byte that was there comes back */
    return c == 'a' + v && fgetc(f) == 'a' + v;
}
elemental int reopen(FILE *f) { return freopen("other.dat", "r", f) == NULL && errno == EBADF; }
int main(void) {
    with (S) {
        int:S v = pcoord(0), ok;
        long:S t;
        FILE:S *f = fopen("al.dat", "w+");
        ok = put(f, v);
        t = ftello(f);
        int:S s = fseeko(f, 0, SEEK_SET);
        printf("written %d, tello %ld, seeko %d\n", += ok, += t, += s);
        ok = get(f, v);
        printf("read ok %d of 6\n", += ok);
        int:S p = purge(f, v), r = reopen(f);
        printf("purge ok %d, freopen NULL EBADF %d\n", += p, += r);
        fclose(f);
    }
    return 0;
}
