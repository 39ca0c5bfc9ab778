// Round 5: reading back, in the same w+ open, IB data whose VPs' first
// append fit in their IB buffers. The per-VP write loop's hot path (append
// inside the VP's buffer) copied the bytes without marking the VP as written
// in this session, so a read before its next slow-path write looked for its
// data on disk: "VP 30: internal error: IB data neither on disk nor written
// in this session", 0 bytes (found by the sweep5-fuzz random sessions).
// VPs v%5==1 write 1 byte, then v%3==0 write 4 bytes (IB: masks), rewind,
// even VPs read 3 bytes: 20 bytes, VP 30 reads "DCB".
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s | FileCheck %s
// CHECK: n[30] 3 x 424344; total 20
// CHECK-NEXT: close 0
#include <stdio.h>
shape [5][7]S;
int main(void) {
    with (S) {
        int:S v = pcoord(0) * 7 + pcoord(1), n = 0, x = 0x41424344;
        char:S c = 'a';
        FILE:S *f = fopen("hole.dat", "w+");
        where (v % 5 == 1) fwrite(&c, 1, 1, f);
        where (v % 3 == 0) fwrite(&x, 4, 1, f);
        rewind(f);
        x = 0;
        where (v % 2 == 0) n = fread(&x, 1, 3, f);
        printf("n[30] %d x %x; total %d\n", [4][2]n, [4][2]x, += n);
        printf("close %d\n", fclose(f));
    }
    return 0;
}
