// Round 5: a write of 0 bytes after a seek past the end must not extend the
// stream (C: nothing is written). Per VP (IB: a parallel count that is 0 on
// some VPs) the length grew to the position but no bytes were placed: the
// .meta length and the directory disagreed ("VP 0's list has 4 data blocks,
// its length 97 needs 5", `streamstar verify`), and reading the VP failed
// ("internal error: IB read past the data written"). With every VP at the
// same position (NB/CB), the length grew to the position too. Found by the
// sweep5-fuzz random sessions. Shape [3][4]: 30 bytes per VP (NB), a seek
// 22 past the end, writes of (v%3)*4 bytes; then every VP 10 past the end
// and a uniform write of 0 items; lengths 30 or 52+4k, never the position.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %streamstar verify z.dat
// RUN: %streamstar info z.dat | FileCheck --check-prefix=I %s
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: %streamstar verify z.dat
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s | FileCheck %s
// RUN: %streamstar verify z.dat
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s | FileCheck %s
// RUN: %streamstar info z.dat | FileCheck --check-prefix=I %s
// CHECK: items 12, lengths ok 12, read ok 12
// CHECK-NEXT: uniform: items 0, lengths ok 12
// CHECK-NEXT: close 0
// I: streams min 30, {{.*}} max 60 bytes (total 584)
#include <stdio.h>
shape [3][4]S;
int main(void) {
    int k;
    with (S) {
        int:S v = pcoord(0) * 4 + pcoord(1), n, w, x[2], cnt = v % 3;
        long:S len, want;
        char:S buf[64];
        FILE:S *f = fopen("z.dat", "w+");
        for (k = 0; k < 3; k++) { buf[k] = 'a' + k; }
        for (k = 0; k < 10; k++) fwrite(buf, 1, 3, f);
        fseek(f, 22, SEEK_END);
        x[0] = v; x[1] = -v;
        w = fwrite(x, 4, cnt, f);                  /* 0 items on v%3 == 0 */
        fseek(f, 0, SEEK_END);
        len = ftell(f);
        want = cnt ? 52 + 4 * cnt : 30;
        rewind(f);
        n = fread(buf, 1, 64, f);
        n = n == want;
        printf("items %d, lengths ok %d, read ok %d\n", += w, += (len == want), += n);
        fseek(f, 10, SEEK_END);                     /* every VP 10 past its end: */
        where (cnt == 0) fseek(f, 40, SEEK_SET);    /* the same position, 40, on v%3==0 */
        where (cnt == 0) n = fwrite(x, 4, 0, f);    /* uniform: 0 items (NB/CB path) */
        fseek(f, 0, SEEK_END);
        len = ftell(f);
        printf("uniform: items %d, lengths ok %d\n", += ((cnt == 0) * n), += (len == want));
        printf("close %d\n", fclose(f));
    }
    return 0;
}
