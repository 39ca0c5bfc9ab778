// Round 8: many small files opened and closed in a loop (100 writes and
// 100 reads over 5 names: NB records, IB records under where, fprintf
// lines, "a" appends, failed opens: a missing file in "r", a name already
// open for writing (EBUSY)), as a program that keeps per-step files does.
// Nothing may leak: every rank's count of open descriptors
// (/proc/self/fd) is the same after the loop as after a 5-iteration
// warm-up, and its heap in use (mallinfo2) grows by less than 512 KiB
// (allocator and MPI caches settle at a few to 160 KiB; a leaked per-VP
// array of this 1024-position shape would be 1.6 MiB). Reductions over
// the positions carry every rank's numbers. (valgrind at 1 rank: no
// block definitely lost.) The model checks the last files (Inputs/s8_model.py manyopen).
// 1 rank (100 iterations), 2 ranks (40) and 3 ranks (20: busy-polling
// ranks on a shared machine); forced IB.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env CSTAR_STREAM_QUIET=1 %crun -n 3 %s 20 | FileCheck --check-prefix=R3 %s
// RUN: %python %S/Inputs/s8_model.py manyopen 20 | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_QUIET=1 %crun -n 2 %s 40 | FileCheck --check-prefix=R2 %s
// RUN: env CSTAR_STREAM_QUIET=1 CSTAR_STREAM_FORCE=ib %crun -n 2 %s 40 | FileCheck --check-prefix=R2 %s
// RUN: %python %S/Inputs/s8_model.py manyopen 40 | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_QUIET=1 %crun -n 1 %s | FileCheck %s
// RUN: env CSTAR_STREAM_QUIET=1 CSTAR_STREAM_FORCE=ib %crun -n 1 %s | FileCheck %s
// RUN: %python %S/Inputs/s8_model.py manyopen | FileCheck --check-prefix=M %s
// CHECK: loop: 100 writes, reads ok 100, missing NULL 100, busy NULL 100
// CHECK: fds: grew by at most 0, heap: grew by less than 512 KiB: 1
// R2: loop: 40 writes, reads ok 40, missing NULL 40, busy NULL 40
// R2: fds: grew by at most 0, heap: grew by less than 512 KiB: 1
// R3: loop: 20 writes, reads ok 20, missing NULL 20, busy NULL 20
// R3: fds: grew by at most 0, heap: grew by less than 512 KiB: 1
// M: f0.dat .. f4.dat: 5 x 1024 VPs match
#include <stdio.h>
#include <dirent.h>
#include <errno.h>
#include <malloc.h>
#include <stdlib.h>
shape [1024]S;
static int count_fds(void) {
    DIR *d = opendir("/proc/self/fd");
    int n = 0;
    while (readdir(d)) n++;
    closedir(d);
    return n;
}
static int step(int i) {
    int good = 0, missing = 0, busy = 0;
    char name[32];
    snprintf(name, sizeof name, "f%d.dat", i % 5);
    with (S) {
        int:S v = pcoord(0), x = v * 1000 + i, y, ok;
        FILE:S *f = fopen(name, "w");
        fwrite(&x, sizeof x, 1, f);
        where (v % 3 == 1) fwrite(&x, sizeof x, 1, f);
        fprintf(f, "<%d>", v + i);
        FILE:S *g = fopen(name, "r");
        busy = g == NULL && errno == EBUSY;
        fclose(f);
        f = fopen(name, "a");
        x = -v;
        fwrite(&x, sizeof x, 1, f);
        fclose(f);
        f = fopen(name, "r");
        fread(&y, sizeof y, 1, f);
        ok = y == v * 1000 + i;
        where (v % 3 == 1) { fread(&y, sizeof y, 1, f); ok &= y == v * 1000 + i; }
        int:S z = -1, n = fscanf(f, "<%d>", &z);
        ok &= n == 1 && z == v + i;
        fread(&y, sizeof y, 1, f);
        ok &= y == -v;
        good = (&= ok);
        fclose(f);
        FILE:S *m = fopen("no-such.dat", "r");
        missing = m == NULL && errno == ENOENT;
    }
    return good + 2 * missing + 4 * busy;
}
int main(int argc, char **argv) {
    int fd0 = 0, good = 0, missing = 0, busy = 0, iters = argc > 1 ? atoi(argv[1]) : 100;
    size_t heap0 = 0;
    for (int i = 0; i < iters + 5; i++) {
        if (i == 5) { fd0 = count_fds(); heap0 = mallinfo2().uordblks; good = missing = busy = 0; }
        int r = step(i);
        good += r & 1; missing += (r >> 1) & 1; busy += (r >> 2) & 1;
    }
    int dfd = count_fds() - fd0;
    long dheap = (long)mallinfo2().uordblks - (long)heap0;
    printf("loop: %d writes, reads ok %d, missing NULL %d, busy NULL %d\n", iters, good, missing, busy);
    with (S) {
        int:S a = dfd;
        long:S b = dheap;
        printf("fds: grew by at most %d, heap: grew by less than 512 KiB: %d\n", >?= a, (>?= b) < 512 * 1024);
    }
    return 0;
}
