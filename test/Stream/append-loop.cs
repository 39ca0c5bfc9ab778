// The thesis's Fig. 3.4 debug file in a loop, as a programmer writes it: every
// step opens "debug" with "a" inside a where, fprintf's a line per active VP
// and closes it; 24 steps, the first 12 at 3 ranks, the rest at 2 ranks
// (`append-loop FROM TO [LINES]` runs steps FROM..TO-1, LINES lines each). The
// streams are read back at 1 rank and compared with a Python model, and
// each small session must have been packed: the data file and .dir stay a
// few KiB instead of growing by a superblock (1 MiB) per rank per session
// (Inputs/append_loop_check.py). CSTAR_STREAM_NO_PACK=1 (the round-robin
// layout) must give the same streams.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s 0 12
// RUN: %crun -n 2 %s 12 24
// RUN: %crun -n 1 %S/Inputs/s3_dump.cs debug d | FileCheck --check-prefix=D %s
// RUN: %python %S/Inputs/append_loop_check.py debug d 24 | FileCheck %s
// RUN: %streamstar verify debug | FileCheck --check-prefix=V %s
// A .meta whose ib_used_blocks does not cover every block in use (the next
// append would write over one): verify says so; one beyond the superblocks
// in use is refused by every reader.
// RUN: cp debug.meta keep.meta && %python -c "import struct, zlib; b = bytearray(open('debug.meta', 'rb').read()); struct.pack_into('<Q', b, 216, 3); struct.pack_into('<I', b, len(b) - 4, zlib.crc32(bytes(b[:-4]))); open('debug.meta', 'wb').write(bytes(b))"
// RUN: not %streamstar verify debug | FileCheck --check-prefix=VUSED %s
// RUN: %python -c "import struct, zlib; b = bytearray(open('debug.meta', 'rb').read()); struct.pack_into('<Q', b, 216, 1 << 40); struct.pack_into('<I', b, len(b) - 4, zlib.crc32(bytes(b[:-4]))); open('debug.meta', 'wb').write(bytes(b))"
// RUN: not %streamstar info debug 2>&1 | FileCheck --check-prefix=VBIG %s
// RUN: not %python -c "import streamstar; streamstar.open('debug')" 2>&1 | FileCheck --check-prefix=VBIG %s
// RUN: not %crun -n 2 %S/Inputs/s3_dump.cs debug d 2>&1 | FileCheck --check-prefix=VBIGRT %s
// RUN: cp keep.meta debug.meta
// VUSED: pointer {{[0-9]+}} is not below the .meta's ib_used_blocks 3
// VBIG: debug.meta: ib_used_blocks: 1099511627776 is beyond the
// VBIGRT: debug.meta: field ib_used_blocks: 1099511627776 is beyond the
// RUN: rm -f debug* && env CSTAR_STREAM_NO_PACK=1 %crun -n 3 %s 0 6
// RUN: %crun -n 2 %S/Inputs/s3_dump.cs debug d | FileCheck --check-prefix=D %s
// RUN: %python %S/Inputs/append_loop_check.py debug d 6 --unpacked | FileCheck --check-prefix=UNPACKED %s
// RUN: %crun -n 2 %s 6 9
// RUN: %crun -n 3 %S/Inputs/s3_dump.cs debug d | FileCheck --check-prefix=D %s
// RUN: %python %S/Inputs/append_loop_check.py debug d 9 --unpacked | FileCheck --check-prefix=UNPACKED %s
// Packed and round-robin sessions mixed, with superblocks of 64 blocks (4 KiB):
// steps 0-3 small (packed), 4 with 60 lines per VP (more than one superblock
// per rank: round-robin, ib_used_blocks unknown after it), 5-7 small again,
// 8 big again, 9-11 small; at 3, 2 and 1 ranks.
// RUN: rm -f debug* && env CSTAR_STREAM_SB=4096 %crun -n 3 %s 0 4
// RUN: env CSTAR_STREAM_SB=4096 %crun -n 2 %s 4 5 60
// RUN: %crun -n 1 %s 5 8
// RUN: %crun -n 3 %s 8 9 60
// RUN: %crun -n 2 %s 9 12
// RUN: %crun -n 3 %S/Inputs/s3_dump.cs debug d | FileCheck --check-prefix=D %s
// RUN: %python %S/Inputs/append_loop_check.py debug d 12 --unpacked --big 4,8 | FileCheck --check-prefix=UNPACKED %s
// RUN: %streamstar verify debug | FileCheck --check-prefix=V %s
// D: short 0
// CHECK: streams ok
// CHECK: sizes ok
// V: debug: ok (shape 5x7, 35 VPs, IB
// UNPACKED: streams ok
#include <stdio.h>
#include <stdlib.h>
shape [5][7]S;
FILE:S *errfile;
int:S v;

main(argc, argv)
int argc;
char *argv[];
{
    int t, k, lines = argc > 3 ? atoi(argv[3]) : 1;
    with (S) {
        v = pcoord(0) * 7 + pcoord(1);
        for (t = atoi(argv[1]); t < atoi(argv[2]); t++)
            where ((v * 7 + t * 3) % 5 < 2) {
                errfile = fopen("debug", "a", &S);
                for (k = 0; k < lines; k++)
                    fprintf(errfile, "t=%02d v=%02d x=%d\n", t, v, v * t);
                fclose(errfile);
            }
    }
}
