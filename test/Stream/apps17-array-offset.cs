// apps17: the buffer of fwrite/fread may be a parallel array plus a scalar
// offset, `b + k` (and `k + b`, `b - k` of an offset array, `m[i] + k` of a
// row of a 2-D parallel array): as in C it is `&b[k]`, each VP's bytes from
// its own element k on. It was lowered as a scalar buffer (stride 0): every
// VP wrote the same bytes, from the rank's storage of the whole array plus
// k rows (other VPs' elements or past the storage: "VP1 bytes 24 25" came
// out as heap addresses), and fread into `r + 2` wrote there. Each VP's
// stream is checked byte by byte against the values it wrote (v*16 + i),
// read back by `&r[k]` (a form that always worked) at 1, 2 and 3 ranks,
// under a where too, and read back through `r + 2` at another rank count.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 3 %s r | FileCheck %s
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 2 %s r | FileCheck %s
// RUN: %crun -n 1 %s r | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 3 %s r | FileCheck %s
// W: wrote 7 VPs
// CHECK: bad bytes 0 of 127
// CHECK-NEXT: offset reads bad 0
#include <stdio.h>
#include <string.h>
shape [7]S;
int main(int argc, char **argv) {
    FILE:S *f;
    with (S) {
        int:S v = pcoord(0);
        if (strcmp(argv[1], "w") == 0) {
            unsigned char:S b[16], m[2][8];
            for (int i = 0; i < 16; i++) b[i] = (unsigned char)(v * 16 + i);
            for (int i = 0; i < 16; i++) m[i / 8][i % 8] = (unsigned char)(v * 16 + i);
            f = fopen("off.dat", "w");
            fwrite(b + 8, 1, 2, f);        /* 8 9 */
            fwrite(3 + b, 2, 2, f);        /* 3 4 5 6 */
            fwrite(m[1] + 2, 1, 3, f);     /* 10 11 12 */
            fwrite(m + 1, 1, 8, f);        /* 8 .. 15 */
            where (v % 2 == 0) fwrite(b + 14, 1, 2, f);   /* 14 15, even VPs */
            fclose(f);
            printf("wrote %d VPs\n", += 1);
        } else {
            unsigned char:S r[20];
            int:S n, bad = 0, want, got;
            /* the bytes each VP wrote, in order */
            static const int seq[19] = {8, 9, 3, 4, 5, 6, 10, 11, 12, 8, 9, 10, 11, 12, 13, 14, 15, 14, 15};
            f = fopen("off.dat", "r");
            n = fread(&r[0], 1, 20, f);
            want = (v % 2 == 0) ? 19 : 17;
            bad += (n != want);
            for (int i = 0; i < 19; i++)
                where (i < n) bad += (r[i] != (unsigned char)(v * 16 + seq[i]));
            printf("bad bytes %d of %d\n", += bad, += n);
            rewind(f);
            for (int i = 0; i < 20; i++) r[i] = 0;
            got = fread(r + 2, 1, 9, f);       /* into r[2..10] */
            bad = (got != 9) + (r[0] != 0) + (r[1] != 0) + (r[11] != 0);
            for (int i = 0; i < 9; i++) bad += (r[2 + i] != (unsigned char)(v * 16 + seq[i]));
            printf("offset reads bad %d\n", += bad);
            fclose(f);
        }
    }
    return 0;
}
