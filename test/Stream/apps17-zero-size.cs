// apps17: fwrite/fread of 0 bytes per position (size 0 or nitems 0, scalar
// or parallel, under a where) return 0 items and change no stream, as C's
// fwrite/fread do ("if size or nmemb is zero, fwrite returns zero and the
// state of the stream remains unchanged"), whatever the mode the file is
// in. After writes of uneven lengths (IB, per-VP positions), fwrite(x, 0,
// 3, f) returned 3 items for every VP that had already appended in the open
// (the per-VP append fast path set nitems without looking at the bytes).
// Expectation by hand: VP v writes v % 3 ints, so its length is 4 (v % 3).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s | FileCheck %s
// CHECK: uneven: items 6
// CHECK-NEXT: size 0: items 0 err 0 eof 0
// CHECK-NEXT: nitems 0: items 0 err 0 eof 0
// CHECK-NEXT: parallel size 0: items 0 err 0 eof 0
// CHECK-NEXT: parallel nitems 0 under where: items 0 err 0 eof 0
// CHECK-NEXT: read size 0: items 0 err 0 eof 0
// CHECK-NEXT: read nitems 0 at the end: items 0 err 0 eof 0
// CHECK-NEXT: lengths right 6 positions right 6
// CHECK-NEXT: reopened: lengths right 6
#include <stdio.h>
shape [6]S;
int main(void) {
    with (S) {
        int:S v = pcoord(0), n, x[4], z = 0, e, r;
        long:S p;
        for (int i = 0; i < 4; i++) x[i] = v * 10 + i;
        FILE:S *f = fopen("z.dat", "w+");
        n = fwrite(x, sizeof(int), v % 3, f);
        printf("uneven: items %d\n", += n);
        n = fwrite(x, 0, 3, f);
        printf("size 0: items %d err %d eof %d\n", += n, += (ferror(f) != 0), += (feof(f) != 0));
        n = fwrite(x, sizeof(int), 0, f);
        printf("nitems 0: items %d err %d eof %d\n", += n, += (ferror(f) != 0), += (feof(f) != 0));
        n = fwrite(x, z, 2, f);
        printf("parallel size 0: items %d err %d eof %d\n", += n, += (ferror(f) != 0), += (feof(f) != 0));
        n = 0;
        where (v != 4) n = fwrite(x, 4, z, f);
        printf("parallel nitems 0 under where: items %d err %d eof %d\n", += n, += (ferror(f) != 0), += (feof(f) != 0));
        rewind(f);
        n = fread(x, 0, 3, f);
        printf("read size 0: items %d err %d eof %d\n", += n, += (ferror(f) != 0), += (feof(f) != 0));
        fseek(f, 0, SEEK_END);
        n = fread(x, 4, 0, f);
        printf("read nitems 0 at the end: items %d err %d eof %d\n", += n, += (ferror(f) != 0), += (feof(f) != 0));
        p = ftell(f);
        r = p == 4 * (v % 3);
        fseek(f, 0, SEEK_SET);
        printf("lengths right %d positions right %d\n", += r, += (ftell(f) == 0));
        fclose(f);
        f = fopen("z.dat", "r");
        fseek(f, 0, SEEK_END);
        printf("reopened: lengths right %d\n", += (ftell(f) == 4 * (v % 3)));
        fclose(f);
    }
    return 0;
}
