// IB read prefetch hint (docs/stream.md "IB reading"): uniform reads load
// runs of blocks straight into their buffers, so the data superblocks are
// hinted to the file layer (pfs_hint_ranges) only at the first superblock-
// cache miss. Checked in the pfs trace: the uniform read open gives no hint
// on d.dat; the read under `where` (half the VPs: per-VP path) gives one.
// Values are checked against pcoord*16+k in both reads, at 1, 2, 3 ranks.
// RUN: rm -rf %t && mkdir -p %t/1 %t/2 %t/3
// RUN: cd %t/1 && env CSTAR_STREAM_FORCE=ib CSTAR_PFS_TRACE=%t/1/tr %crun -n 1 %s > out && FileCheck %s < out
// RUN: FileCheck --check-prefix=TR %s < %t/1/tr.0
// RUN: cd %t/2 && env CSTAR_STREAM_FORCE=ib CSTAR_PFS_TRACE=%t/2/tr %crun -n 2 %s > out && FileCheck %s < out
// RUN: FileCheck --check-prefix=TR %s < %t/2/tr.1
// RUN: cd %t/3 && env CSTAR_STREAM_FORCE=ib CSTAR_PFS_TRACE=%t/3/tr %crun -n 3 %s > out && FileCheck %s < out
// RUN: FileCheck --check-prefix=TR %s < %t/3/tr.2
// Directory superblock buffers from the pool (ibwrite.c): tiny superblocks,
// spilled at once and recycled (dirmem 1k), then checked by streamstar verify.
// RUN: mkdir -p %t/sp && cd %t/sp && env CSTAR_STREAM_FORCE=ib CSTAR_STREAM_BIB=8 CSTAR_STREAM_SB=64 CSTAR_STREAM_DIRPTRS=2 CSTAR_STREAM_DIRMEM=1k %crun -n 2 %s > out && FileCheck %s < out
// RUN: %streamstar verify %t/sp/d.dat | FileCheck --check-prefix=VER %s
// VER: every directory list checked
// CHECK: uniform bad 0 sum 8386560
// CHECK-NEXT: where bad 0 sum 4176896
// TR: open {{.*}}d.dat flags=15
// TR-NOT: hint
// TR: open {{.*}}d.dat flags=1
// TR-NOT: hint
// TR: close
// TR: open {{.*}}d.dat flags=1
// TR: hint ranges
#include <stdio.h>
#define N 256
shape [N]S;
double:S x;
FILE:S *f;

main()
{
    int k;
    with (S) {
        int:S bad;
        double:S sum;
        f = fopen("d.dat", "w");
        for (k = 0; k < 16; k++) {
            x = pcoord(0) * 16 + k;
            fwrite(&x, sizeof(double), 1, f);
        }
        fclose(f);
        bad = 0; sum = 0;
        f = fopen("d.dat", "r");
        for (k = 0; k < 16; k++) {
            fread(&x, sizeof(double), 1, f);
            bad = bad + (x != pcoord(0) * 16 + k);
            sum = sum + x;
        }
        fclose(f);
        printf("uniform bad %d sum %.0f\n", += bad, += sum);
        bad = 0; sum = 0;
        f = fopen("d.dat", "r");
        where (pcoord(0) % 2 == 0) {
            for (k = 0; k < 16; k++) {
                fread(&x, sizeof(double), 1, f);
                bad = bad + (x != pcoord(0) * 16 + k);
                sum = sum + x;
            }
        }
        fclose(f);
        printf("where bad %d sum %.0f\n", += bad, += sum);
    }
}
