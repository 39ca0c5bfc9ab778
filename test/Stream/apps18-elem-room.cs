// apps18: fwrite/fread from inside each VP's element. `fwrite(&b[8], 1, 12,
// f)` with `char:S b[16]` passed the element-size check (12 <= 16) and wrote
// 4 bytes of the next VP's element (the last VP's: past the storage); the
// runtime had base and stride but not where in the element base was. Now
// the generated code passes VP 0's element too (cs_fwrite_el) and a request
// that runs past the end of the VP's element is the same clear error as any
// other overrun: nothing moves, 0 items and the error indicator per active
// VP, errno EINVAL, one line naming the file. The same for a struct's later
// field and for fread (which is refused only when some VP would really get
// more than is left of its element: a short read at the end of the stream is
// C's). An index outside the element (`&b[k]`, k = 20) is refused too.
// Requests that fit (`&b[8], 1, 8` and `&b[16], 1, 0`) keep working.
//
// A per-VP count wider than int (long:S) saturates at INT_MAX, refused by the
// element check, instead of wrapping (2^32 + 4 wrote 4 bytes, no error).
//
// Negative sizes and counts (docs/stream.md "Negative sizes and counts"): C
// converts them to size_t, a request larger than any buffer (undefined; glibc
// runs off the buffer). A negative size or nitems, scalar or of any active
// VP, while the other is not 0, fails the whole call with a message naming
// the argument, its value and the lowest VP that gave it; 0 items, error
// indicator, EINVAL, nothing moved. A 0 size or count moves nothing, as in
// C. Before, the message was "-4 bytes per position asked for".
//
// Each VP's stream (b[8..15], r.w, then x but at VP 3) is checked by
// reading it back in pieces at every rank count, and byte by byte by a
// Python reader of the format (Inputs/apps18_elem_check.py, which rebuilds
// the bytes from v).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s w 2> e1.txt | FileCheck --check-prefix=W %s
// RUN: FileCheck --check-prefix=ERR %s < e1.txt
// RUN: %python %S/Inputs/apps18_elem_check.py room.dat | FileCheck --check-prefix=PY %s
// RUN: %crun -n 3 %s r 2> r3.txt | FileCheck --check-prefix=R %s
// RUN: FileCheck --check-prefix=RERR %s < r3.txt
// RUN: %crun -n 2 %s w 2> e2.txt | FileCheck --check-prefix=W %s
// RUN: FileCheck --check-prefix=ERR %s < e2.txt
// RUN: %crun -n 1 %s r 2> r1.txt | FileCheck --check-prefix=R %s
// RUN: %crun -n 3 %s w 2> e3.txt | FileCheck --check-prefix=W %s
// RUN: FileCheck --check-prefix=ERR %s < e3.txt
// RUN: %python %S/Inputs/apps18_elem_check.py room.dat | FileCheck --check-prefix=PY %s
// RUN: %crun -n 2 %s r 2> r2.txt | FileCheck --check-prefix=R %s
// RUN: FileCheck --check-prefix=RERR %s < r2.txt
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s w 2> e4.txt | FileCheck --check-prefix=W %s
// RUN: %crun -n 3 %s r | FileCheck --check-prefix=R %s
// W: fits 8 7 0
// W-NEXT: over b+8 0 7 einval 1 next intact 1
// W-NEXT: over b+12 0 7
// W-NEXT: struct w 7 over 0 7
// W-NEXT: outside 0 7
// W-NEXT: empty tail 0 0
// W-NEXT: per-VP over 0 7
// W-NEXT: neg par 0 7 einval 1
// W-NEXT: neg where ok 6
// W-NEXT: neg scalar 0 7
// W-NEXT: wide 0 7
// W-NEXT: huge 0 7
// W-NEXT: neg size, 0 items 0 0
// W-NEXT: neg par fread 0 0
// W-NEXT: model bad 0
// ERR: cstar: fwrite("room.dat"): room.dat: fwrite: 12 bytes per position asked for, but the buffer starts 8 bytes into each position's 16-byte element, which leaves 8
// ERR-NEXT: cstar: fwrite("room.dat"): room.dat: fwrite: 5 bytes per position asked for, but the buffer starts 12 bytes into each position's 16-byte element, which leaves 4
// ERR-NEXT: cstar: fwrite("room.dat"): room.dat: fwrite: 16 bytes per position asked for, but the buffer starts 8 bytes into each position's 16-byte element, which leaves 8
// ERR-NEXT: cstar: fwrite("room.dat"): room.dat: fwrite: the buffer is 20 bytes from the start of each position's 16-byte element, outside it
// ERR-NEXT: cstar: fwrite("room.dat"): room.dat: fwrite: 12 bytes per position asked for, but the buffer starts 8 bytes into each position's 16-byte element, which leaves 8
// ERR-NEXT: cstar: fwrite("room.dat"): room.dat: fwrite: nitems is -4 at VP 3: negative
// ERR-NEXT: cstar: fwrite("room.dat"): room.dat: fwrite: nitems is -1: negative
// ERR-NEXT: cstar: fwrite("room.dat"): room.dat: fwrite: 2147483647 bytes per position asked for, but each position of the variable holds 4 bytes
// ERR-NEXT: cstar: fwrite("room.dat"): room.dat: fwrite: size * nitems (1048576 * 17592186044416) is larger than any buffer
// ERR-NEXT: cstar: fread("room.dat"): room.dat: fread: size is -2 at VP 5: negative
// ERR-NOT: cstar:
// PY: streams 7 bad 0
// R: read fits 7 bad 0
// R-NEXT: read over 0 7 next intact 1
// R-NEXT: read short at the end 2 eof 7 bad 0
// RERR: cstar: fread("room.dat"): room.dat: fread: 12 bytes per position asked for, but the buffer starts 8 bytes into each position's 16-byte element, which leaves 8
// RERR-NOT: cstar:
#include <stdio.h>
#include <string.h>
#include <errno.h>
#define N 7
shape [N]S;
struct rec { int id; double w; };

int main(int argc, char **argv) {
    FILE:S *f;
    with (S) {
        int:S v = pcoord(0), k, bad;
        unsigned char:S b[16], b2[16];
        struct rec:S r;
        int:S x = 1000 + v;
        if (strcmp(argv[1], "w") == 0) {
            for (int i = 0; i < 16; i++) b[i] = (unsigned char)(v * 16 + i);
            for (int i = 0; i < 16; i++) b2[i] = (unsigned char)(200 + i);
            r.id = v;
            r.w = v + 0.5;
            f = fopen("room.dat", "w");
            k = fwrite(&b[8], 1, 8, f);
            printf("fits %d %d %d\n", >?= k, += (k == 8), += ferror(f));
            errno = 0;
            k = fwrite(&b[8], 1, 12, f);
            int einval = errno == EINVAL;
            printf("over b+8 %d %d einval %d next intact %d\n", >?= k, += ferror(f), einval,
                   &= (b[0] == (unsigned char)(v * 16) && b2[0] == 200));
            clearerr(f);
            k = fwrite(b + 12, 1, 5, f);
            printf("over b+12 %d %d\n", >?= k, += ferror(f));
            clearerr(f);
            k = fwrite(&r.w, 8, 1, f);
            int:S k2 = fwrite(&r.w, 1, 16, f);
            printf("struct w %d over %d %d\n", += k, >?= k2, += ferror(f));
            clearerr(f);
            int off = 20;
            k = fwrite(&b[off], 1, 1, f);
            printf("outside %d %d\n", >?= k, += ferror(f));
            clearerr(f);
            k = fwrite(&b[16], 1, 0, f);   /* one past the element, nothing asked: C's 0 */
            printf("empty tail %d %d\n", >?= k, += ferror(f));
            int:S len = 2 * v;
            k = fwrite(&b[8], 1, len, f);   /* per-VP counts: VPs 5 and 6 ask 10 and 12 */
            printf("per-VP over %d %d\n", >?= k, += ferror(f));
            clearerr(f);
            /* negative counts */
            int:S n = v == 3 ? -4 : 2;
            errno = 0;
            k = fwrite(&x, 4, n, f);
            einval = errno == EINVAL;
            printf("neg par %d %d einval %d\n", >?= k, += ferror(f), einval);
            clearerr(f);
            where (v != 3) k = fwrite(&x, 4, n / 2, f);   /* n / 2 = 1: fine without VP 3 */
            printf("neg where ok %d\n", += k);
            int m1 = -1;
            k = fwrite(&x, 4, m1, f);
            printf("neg scalar %d %d\n", >?= k, += ferror(f));
            clearerr(f);
            long:S wide = (1L << 32) + 4;   /* a long count: it became 4 (4 bytes written, no error) */
            k = fwrite(&x, 1, wide, f);
            printf("wide %d %d\n", >?= k, += ferror(f));
            clearerr(f);
            size_t big = (size_t)1 << 44;
            k = fwrite(&x, 1 << 20, big, f);  /* 2^64 bytes: wraps to 0 as a size_t */
            printf("huge %d %d\n", >?= k, += ferror(f));
            clearerr(f);
            int:S sz = -4;
            k = fwrite(&x, sz, 0, f);       /* 0 items: nothing, as in C */
            printf("neg size, 0 items %d %d\n", >?= k, += ferror(f));
            fclose(f);
            f = fopen("room.dat", "r");
            int:S s2 = v == 5 ? -2 : 4;
            k = fread(&x, s2, 1, f);
            printf("neg par fread %d %d\n", >?= k, += (x != 1000 + v));
            fclose(f);
            /* read back in the pieces written: b[8..15], r.w, x but at VP 3 */
            unsigned char:S g[8];
            double:S dw;
            int:S x1 = 0, x2 = 0;
            f = fopen("room.dat", "r");
            bad = fread(&g[0], 1, 8, f) != 8;
            for (int i = 0; i < 8; i++) bad += g[i] != (unsigned char)(v * 16 + 8 + i);
            bad += fread(&dw, 8, 1, f) != 1 || dw != v + 0.5;
            k = fread(&x1, 4, 1, f);
            k += fread(&x2, 4, 1, f);
            where (v == 3) bad += k != 0 || !feof(f);
            where (v != 3) bad += k != 1 || x1 != 1000 + v || !feof(f);
            printf("model bad %d\n", += bad);
            fclose(f);
        } else {
            /* read back, maybe at another rank count */
            unsigned char:S r2[16];
            for (int i = 0; i < 16; i++) r2[i] = 99;
            for (int i = 0; i < 16; i++) b2[i] = 77;
            f = fopen("room.dat", "r");
            k = fread(&r2[8], 1, 8, f);
            bad = 0;
            for (int i = 0; i < 16; i++) bad += r2[i] != (i < 8 ? 99 : (unsigned char)(v * 16 + i));
            printf("read fits %d bad %d\n", += (k == 8), += bad);
            k = fread(&r2[8], 1, 12, f);    /* 16 or 8 bytes left: more than 8 for some VP */
            printf("read over %d %d next intact %d\n", >?= k, += ferror(f), &= (b2[0] == 77 && r2[0] == 99));
            clearerr(f);
            fseek(f, -8, SEEK_END);
            k = fread(&r2[4], 4, 3, f);     /* 8 bytes left of 12 asked, room 12: C's short read */
            bad = 0;
            /* VP 3's last 8 bytes are r.w, the others' r.w's last 4 and x */
            int:S x0 = r2[8] | r2[9] << 8 | r2[10] << 16 | r2[11] << 24;
            where (v != 3) bad = x0 != 1000 + v;
            double d35 = 3.5;
            unsigned char db[8];
            memcpy(db, &d35, 8);
            for (int j = 0; j < 8; j++) where (v == 3) bad += r2[4 + j] != db[j];
            printf("read short at the end %d eof %d bad %d\n", >?= k, += feof(f), += bad);
            fclose(f);
        }
    }
    return 0;
}
