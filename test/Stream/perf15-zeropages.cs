// fopen "r" + fclose of a file of 1M VPs: the per-VP positions and lengths
// are fresh zero pages (stream/util.c sx_zalloc), so an open touches none of
// them and the process grows by far less than their 16 bytes per local VP.
// Before, once glibc had freed a big mapping (here a 16 MiB buffer, as any
// program with big buffers does) it served the opens' arrays from its heap
// with a memset: every page resident (16 MiB at 1 rank, 5.6 at 3) and ~5 ms
// per open.  Then a read under `where` of a few VPs (their
// positions touched) still gets their bytes.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
#include <stdio.h>
#include <stdlib.h>
#define N 1048576
shape [N]Big;

#include "Inputs/resident.h"

int main(void)
{
    long worst = 0, bad = 0, n = 0;
    char *volatile big = malloc(16 << 20);  /* glibc's mmap threshold rises when a mapping is freed */
    if (big) big[0] = 1;
    free(big);
    with (Big) {
        char:Big c = 'a' + pcoord(0) % 26, d = 0;
        FILE:Big *f = fopen("z.dat", "w");
        fwrite(&c, 1, 1, f);
        fclose(f);
        for (int k = 0; k < 4; k++) {
            long before = resident_kib();
            f = fopen("z.dat", "r");
            long grown = resident_kib() - before;
            if (grown > worst) worst = grown;
            fclose(f);
        }
        // CHECK: open growth under 4 MiB: yes
        printf("open growth under 4 MiB: %s\n", worst < 4096 ? "yes" : "no");
        f = fopen("z.dat", "r");
        where (pcoord(0) % 1000003 == 5) {
            n += fread(&d, 1, 1, f);
            bad += d != c;
        }
        fclose(f);
        // CHECK-NEXT: read 2 bad 0
        printf("read %ld bad %ld\n", n, bad);
    }
    return 0;
}
