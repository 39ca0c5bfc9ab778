// Round 6: remove() and rename() of a Stream* file name. The C library's
// moved the data file alone: rename left the metafiles behind (the new name
// then read as an external flat file: "not a whole number of records"), and
// each rank called it, so rank 0 got 0 and the others -1/ENOENT (a program
// testing the result diverged across ranks). Now a name with a .meta moves
// or goes with its metafiles, rank 0 acts and every rank gets its result and
// errno; a plain file renamed over a Stream* file's name drops that file's
// metafiles; a Stream* file the program has open is refused (EBUSY).
// docs/stream.md "Removing and renaming". At 3, 2 and 1 ranks.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: ls | FileCheck --check-prefix=LS %s
// RUN: rm -f *.dat* *.txt && %crun -n 2 %s | FileCheck %s
// RUN: ls | FileCheck --check-prefix=LS %s
// RUN: rm -f *.dat* *.txt && %crun -n 1 %s | FileCheck %s
// RUN: ls | FileCheck --check-prefix=LS %s
// RUN: %streamstar verify b.dat | FileCheck --check-prefix=V %s
// CHECK: wrote a.dat
// CHECK-NEXT: rename a->b: 0 on 5 of 5
// CHECK-NEXT: reopen a.dat: NULL on 5
// CHECK-NEXT: reopen b.dat: ok 5 of 5
// CHECK-NEXT: rename while open: -1 EBUSY on 5
// CHECK-NEXT: remove c.dat: 0 on 5; again: -1 ENOENT on 5
// CHECK-NEXT: plain over d.dat: 0 on 5
// CHECK-NEXT: plain remove: 0 on 5; again: -1 ENOENT on 5
// LS-NOT: a.dat
// LS: b.dat
// LS-NEXT: b.dat.dir
// LS-NEXT: b.dat.first
// LS-NEXT: b.dat.meta
// LS-NOT: c.dat
// LS-NEXT: d.dat
// LS-NOT: d.dat.
// LS-NOT: p.txt
// V: b.dat: ok (shape 5, 5 VPs, IB
#include <stdio.h>
#include <errno.h>
shape [5]S;
void mk(const char *name) {
    with (S) {
        int:S v = pcoord(0), x = v * 11;
        FILE:S *f = fopen(name, "w");
        where (v % 2 == 0) fwrite(&x, sizeof(int), 1, f); /* IB: .first and .dir too */
        fclose(f);
    }
}
int main(void) {
    int r, e;
    mk("a.dat");
    printf("wrote a.dat\n");
    with (S) {
        int:S one = 1, got, x;
        r = rename("a.dat", "b.dat");
        printf("rename a->b: %d on %d of 5\n", r, += (int:S)(r == 0));
        FILE:S *f = fopen("a.dat", "r");
        e = errno;
        printf("reopen a.dat: %s on %d\n", f ? "open" : "NULL", += (int:S)(e == ENOENT));
        if (f) fclose(f);
        f = fopen("b.dat", "r");
        x = -1;
        got = fread(&x, sizeof(int), 1, f);
        where (pcoord(0) % 2 == 0) one = got == 1 && x == pcoord(0) * 11;
        else one = got == 0;
        printf("reopen b.dat: ok %d of 5\n", += one);
        r = rename("b.dat", "x.dat");
        e = errno;
        printf("rename while open: %d %s on %d\n", r, e == EBUSY ? "EBUSY" : "?", += (int:S)(r == -1 && e == EBUSY));
        fclose(f);
    }
    mk("c.dat");
    with (S) {
        r = remove("c.dat");
        int r2 = remove("c.dat");
        e = errno;
        printf("remove c.dat: %d on %d; again: %d ENOENT on %d\n", r, += (int:S)(r == 0), r2,
               += (int:S)(r2 == -1 && e == ENOENT));
    }
    mk("d.dat");
    FILE *p = fopen("p.txt", "w");
    fprintf(p, "plain\n");
    fclose(p);
    with (S) {
        r = rename("p.txt", "d.dat");
        printf("plain over d.dat: %d on %d\n", r, += (int:S)(r == 0));
        p = fopen("q.txt", "w");
        fclose(p);
        r = remove("q.txt");
        int r2 = remove("q.txt");
        e = errno;
        printf("plain remove: %d on %d; again: %d ENOENT on %d\n", r, += (int:S)(r == 0), r2,
               += (int:S)(r2 == -1 && e == ENOENT));
    }
    return 0;
}
