// apps18: the global view (fwrite/fread of a parallel variable on a scalar
// FILE *) and CMFS's parallel transfers from inside each position's element.
// `fwrite(&b[8], 1, 12, fp)` with `unsigned char:S b[16]` passed the
// element-size check (12 <= 16) and wrote, for each position, b[8..15] and
// then 4 bytes of the next position's element (zeros past the rank's storage
// for its last one); CMFS_write_file(fd, &b[8], 12) the same. The runtime had
// the variable's storage (root) and the buffer all along: now a request
// that runs past the element's end, or a buffer outside it (`&b[k]`, k = 20),
// stops the job with a message, as the other global-view misuses do. The
// requests that fit (`&b[8]`, 8 bytes; `&r.w`, 8 of a 16-byte struct) give
// the file the Python check rebuilds from the position numbers, the same at
// 1, 2 and 3 ranks, and read back into `&c[4]` with the other bytes kept.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s ok g1.bin | FileCheck --check-prefix=OK %s
// RUN: %crun -n 2 %s ok g2.bin | FileCheck --check-prefix=OK %s
// RUN: %crun -n 3 %s ok g3.bin | FileCheck --check-prefix=OK %s
// RUN: cmp g1.bin g2.bin && cmp g1.bin g3.bin && cmp g1.bin.cm g3.bin.cm
// RUN: %python -c "import struct, sys; d = open('g1.bin', 'rb').read(); w = b''.join(bytes(v * 16 + i for i in range(8, 16)) for v in range(7)) + b''.join(struct.pack('<d', v + 0.25) for v in range(7)); print('gview file', 'ok' if d == w else 'BAD', len(d))" | FileCheck --check-prefix=PY %s
// RUN: %python -c "d = open('g1.bin.cm', 'rb').read(); w = b''.join(bytes(v * 16 + i for i in range(12, 16)) for v in range(7)); print('cmfs file', 'ok' if d == w else 'BAD', len(d))" | FileCheck --check-prefix=PY2 %s
// RUN: not %crun -n 2 %s over g4.bin 2>&1 | FileCheck --check-prefix=OVER %s
// RUN: not %crun -n 3 %s overread g1.bin 2>&1 | FileCheck --check-prefix=OVERREAD %s
// RUN: not %crun -n 1 %s outside g5.bin 2>&1 | FileCheck --check-prefix=OUTSIDE %s
// RUN: not %crun -n 2 %s cmfs g6.bin 2>&1 | FileCheck --check-prefix=CMFS %s
// OK: wrote 8 1, read 4 bad 0
// OK-NEXT: cmfs wrote 4
// PY: gview file ok 112
// PY2: cmfs file ok 28
// OVER: apps18-gview-room.cs:{{[0-9]+}}: error: fwrite of a parallel variable: 12 bytes per position asked for, but the buffer starts 8 bytes into each position's 16-byte element, which leaves 8
// OVERREAD: apps18-gview-room.cs:{{[0-9]+}}: error: fread of a parallel variable: 9 bytes per position asked for, but the buffer starts 8 bytes into each position's 16-byte element, which leaves 8
// OUTSIDE: apps18-gview-room.cs:{{[0-9]+}}: error: fwrite of a parallel variable: the buffer is 20 bytes from the start of each position's 16-byte element, outside it
// CMFS: apps18-gview-room.cs:{{[0-9]+}}: error: CMFS_write_file of a parallel variable: 5 bytes per position asked for, but the buffer starts 12 bytes into each position's 16-byte element, which leaves 4
#include <stdio.h>
#include <string.h>
#include <cm/cmfs.h>
shape [7]S;
struct rec { double id; double w; };

int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0), bad = 0;
        unsigned char:S b[16], c[16];
        struct rec:S r;
        for (int i = 0; i < 16; i++) b[i] = (unsigned char)(v * 16 + i);
        r.id = -1;
        r.w = v + 0.25;
        char cm[64];
        snprintf(cm, sizeof cm, "%s.cm", argv[2]);
        if (strcmp(argv[1], "ok") == 0) {
            FILE *fp = fopen(argv[2], "wb");
            size_t k = fwrite(&b[8], 1, 8, fp);
            size_t k2 = fwrite(&r.w, 8, 1, fp);
            fclose(fp);
            for (int i = 0; i < 16; i++) c[i] = 7;
            fp = fopen(argv[2], "rb");
            size_t k3 = fread(&c[4], 2, 4, fp);
            fclose(fp);
            for (int i = 0; i < 16; i++) bad += c[i] != (i < 4 || i >= 12 ? 7 : v * 16 + 4 + i);
            printf("wrote %zu %zu, read %zu bad %d\n", k, k2, k3, += bad);
            int fd = CMFS_open(cm, CMFS_O_RDWR | CMFS_O_CREAT | CMFS_O_TRUNC, 0644);
            int w = CMFS_write_file(fd, &b[12], 4);
            CMFS_close(fd);
            printf("cmfs wrote %d\n", w);
        } else if (strcmp(argv[1], "over") == 0) {
            FILE *fp = fopen(argv[2], "wb");
            fwrite(&b[8], 1, 12, fp);
            fclose(fp);
            printf("not reached\n");
        } else if (strcmp(argv[1], "overread") == 0) {
            FILE *fp = fopen(argv[2], "rb");
            fread(&c[8], 1, 9, fp);
            fclose(fp);
        } else if (strcmp(argv[1], "outside") == 0) {
            FILE *fp = fopen(argv[2], "wb");
            int k = 20;
            fwrite(&b[k], 1, 1, fp);
            fclose(fp);
        } else {
            int fd = CMFS_open(cm, CMFS_O_RDWR | CMFS_O_CREAT | CMFS_O_TRUNC, 0644);
            CMFS_write_file(fd, &b[12], 5);
            CMFS_close(fd);
        }
    }
    return 0;
}
