// Large parallel variables are fresh anonymous mappings (vp/palloc.c, session
// 16): zero without a memset, a page resident only once touched; freed ones
// are kept for the next palloc of about their size and zeroed then. Checks:
// palloc'd storage reads zero, also when it reuses a kept mapping that held
// other values (same size, then a smaller one); a parallel variable declared
// in a loop starts at zero every iteration (docs/language.md); a 64 MiB
// parallel array (1 rank; 21 MiB per rank at 3) of which 1000 VPs write one
// element leaves the process far smaller than the array (before, palloc's
// memset made every page resident); its values are right after, and
// after it is freed a new array of that shape reads zero. The zero checks also
// with CSTAR_NO_PALLOC_MAP=1 (the old way, posix_memalign + memset).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s --check-prefixes=CHECK,RES
// RUN: %crun -n 2 %s | FileCheck %s --check-prefixes=CHECK,RES
// RUN: %crun -n 3 %s | FileCheck %s --check-prefixes=CHECK,RES
// RUN: env CSTAR_NO_PALLOC_MAP=1 %crun -n 2 %s | FileCheck %s
// CHECK: palloc: nonzero 0 wrong 0 (4 rounds)
// CHECK-NEXT: smaller: nonzero 0 wrong 0
// CHECK-NEXT: declared: nonzero 0 (4 rounds)
// RES-NEXT: big array: resident ok
// CHECK: big array: set 1000 nonzero-elsewhere 0
// CHECK-NEXT: after free: nonzero 0
#include <stdio.h>
#include <stdlib.h>
#define N 1048576
shape [N]Big;

#include "../Stream/Inputs/resident.h"

int main(void)
{
    with (Big) {
        int:Big i = pcoord(0);
        long nz = 0, wrong = 0;
        for (int k = 0; k < 4; k++) {
            double:Big *p = palloc(Big, boolsizeof(double));
            nz += += (*p != 0);
            *p = i + 1.5 + k;
            wrong += += (*p != i + 1.5 + k);
            pfree(p);
        }
        printf("palloc: nonzero %ld wrong %ld (4 rounds)\n", nz, wrong);
        nz = wrong = 0;
        {
            int:Big *q = palloc(Big, boolsizeof(int)); /* half the size: may take the kept one */
            nz += += (*q != 0);
            *q = -i - 1;
            wrong += += (*q != -i - 1);
            pfree(q);
        }
        printf("smaller: nonzero %ld wrong %ld\n", nz, wrong);
        nz = 0;
        for (int k = 0; k < 4; k++) {
            double:Big x;
            nz += += (x != 0);
            x = k + 1;
        }
        printf("declared: nonzero %ld (4 rounds)\n", nz);
        long before = resident_kib(), grew, set, other;
        {
            double:Big a[8];
            where (i < 1000) a[3] = 2.5;
            grew = resident_kib() - before;
            set = += (a[3] == 2.5);
            other = += (a[3] != 2.5 && i < 1000) + += (i >= 1000 && a[3] != 0) + += (a[0] != 0) + += (a[7] != 0);
        }
        /* at most 16 MiB: the array is 21-64 MiB per rank; the where's mask and
         * temporaries are a few MiB */
        if (getenv("CSTAR_NO_PALLOC_MAP") == NULL)
            printf("big array: resident %s\n", grew >= 0 && grew < (16 << 10) ? "ok" : "TOO BIG");
        printf("big array: set %ld nonzero-elsewhere %ld\n", set, other);
        {
            double:Big b[8];
            nz = += (b[3] != 0) + += (b[0] != 0);
        }
        printf("after free: nonzero %ld\n", nz);
    }
    return 0;
}
