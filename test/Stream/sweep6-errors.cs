// Round 6: opening what is not a readable Stream* file, as C reports it
// (docs/stream.md "Errors as a C* program sees them"): "wx" on an existing
// file (it was refused as a bad mode), a missing file with
// "r" and "r+" is NULL with ENOENT and no message (C's silent case), "a"
// creates it; a directory is NULL with EISDIR and a line naming it; a data
// file truncated behind the runtime's back read its missing bytes as zeros,
// as data (NB: the second record of VP 4 read 0; IB: a VP read a zero
// block): now fopen refuses a truncated NB/CB part (NULL, EINVAL, a line
// with the sizes) and the first IB read of a block past the end gives 0
// items and the error indicator, with a line (cut at 100 bytes, VP 3's 4
// bytes in block 1 [64, 128) are in the file, VP 4's block 2 is not: the
// line names VP 4; apps17: it named VP 3, whose block's padding alone was
// missing); a .meta of a future format
// version is refused naming the field, by the runtime, streamstar and the
// Python package. At 1, 2 and 3 ranks.
// RUN: rm -rf %t && mkdir -p %t && cd %t && mkdir adir
// RUN: %crun -n 3 %s mk | FileCheck --check-prefix=MK %s
// RUN: %crun -n 3 %s open missing.dat r 2>&1 | FileCheck --check-prefix=MISS --implicit-check-not=cstar: %s
// RUN: %crun -n 2 %s open missing.dat r+ 2>&1 | FileCheck --check-prefix=MISS --implicit-check-not=cstar: %s
// RUN: %crun -n 2 %s open new.dat a 2>&1 | FileCheck --check-prefix=NEW %s
// C11's "wx" (exclusive create: EEXIST, silent, as C) and glibc's "we".
// RUN: %crun -n 3 %s open new.dat wx 2>&1 | FileCheck --check-prefix=EXIST --implicit-check-not=cstar: %s
// RUN: %crun -n 2 %s open fresh.dat wx 2>&1 | FileCheck --check-prefix=NEW %s
// RUN: %crun -n 2 %s open fresh.dat we 2>&1 | FileCheck --check-prefix=NEW %s
// RUN: %crun -n 2 %s open fresh.dat rx 2>&1 | FileCheck --check-prefix=BADMODE %s
// EXIST: NULL errno EEXIST
// BADMODE-DAG: cstar: fopen("fresh.dat"): bad mode "rx"
// BADMODE-DAG: NULL errno EINVAL
// RUN: %crun -n 3 %s open adir r 2>&1 | FileCheck --check-prefix=DIR %s
// RUN: %crun -n 1 %s open adir w 2>&1 | FileCheck --check-prefix=DIR %s
// RUN: %crun -n 2 %s read nb.dat | FileCheck --check-prefix=RNB %s
// RUN: %crun -n 2 %s read ib.dat | FileCheck --check-prefix=RIB %s
// RUN: %python -c "import os; os.truncate('nb.dat', 30); os.truncate('ib.dat', 100)"
// RUN: %crun -n 1 %s read nb.dat 2>&1 | FileCheck --check-prefix=NBT %s
// RUN: %crun -n 3 %s read nb.dat 2>&1 | FileCheck --check-prefix=NBT %s
// RUN: %crun -n 1 %s read ib.dat 2>&1 | FileCheck --check-prefix=IBT1 %s
// RUN: %crun -n 2 %s read ib.dat 2>&1 | FileCheck --check-prefix=IBT2 %s
// RUN: %python -c "import struct, zlib; b = bytearray(open('new.dat.meta', 'rb').read()); struct.pack_into('<I', b, 8, 2); struct.pack_into('<I', b, len(b) - 4, zlib.crc32(bytes(b[:-4]))); open('new.dat.meta', 'wb').write(bytes(b))"
// RUN: %crun -n 2 %s open new.dat r 2>&1 | FileCheck --check-prefix=VER %s
// RUN: not %streamstar info new.dat 2>&1 | FileCheck --check-prefix=VERT %s
// RUN: not %python -c "import streamstar; streamstar.open('new.dat')" 2>&1 | FileCheck --check-prefix=VERT %s
// MK: made nb.dat ib.dat
// MISS: NULL errno ENOENT
// NEW: open; close 0
// DIR-DAG: cstar: fopen("adir"): adir: open: {{.*}}is a directory
// DIR-DAG: NULL errno EISDIR
// RNB: items 10 err 0 eof 0 sum 40
// RIB: items 3 err 0 eof 5 sum 25
// NBT-DAG: cstar: fopen("nb.dat"): nb.dat: the data file has 30 bytes but nb.dat.meta needs at least {{[0-9]+}} (VP {{[0-9]}}'s NB/CB data): truncated?
// NBT-DAG: NULL errno EINVAL
// IBT1-DAG: cstar: fread("ib.dat"): ib.dat: the data file has 100 bytes but VP 4's IB block 2 ends at byte 192: truncated?
// IBT1-DAG: items 0 err 3 eof 2 sum -5
// IBT2-DAG: cstar: fread("ib.dat"): ib.dat: the data file has 100 bytes but VP 4's IB block 2 ends at byte 192: truncated?
// IBT2-DAG: items 1 err 2 eof 3 sum 2
// VER-DAG: cstar: fopen("new.dat"): new.dat.meta: field version: unsupported version 2
// VER-DAG: NULL errno EINVAL
// VERT: new.dat.meta{{.*}}version{{.*}}2
#include <stdio.h>
#include <errno.h>
#include <string.h>
shape [5]S;
const char *ename(int e) {
    return e == ENOENT ? "ENOENT" : e == EISDIR ? "EISDIR" : e == EINVAL ? "EINVAL" : e == EIO ? "EIO"
         : e == EEXIST ? "EEXIST" : "other";
}
int main(int argc, char **argv) {
    with (S) {
        int:S x = pcoord(0) * 3, y = pcoord(0), got, g2;
        if (strcmp(argv[1], "mk") == 0) {
            FILE:S *f = fopen("nb.dat", "w");
            fwrite(&x, sizeof x, 1, f);
            fwrite(&y, sizeof y, 1, f);
            fclose(f);
            f = fopen("ib.dat", "w");
            where (x > 3) fwrite(&x, sizeof x, 1, f);
            fclose(f);
            printf("made nb.dat ib.dat\n");
        } else if (strcmp(argv[1], "open") == 0) {
            FILE:S *f = fopen(argv[2], argv[3]);
            int e = errno;
            if (!f) { printf("NULL errno %s\n", ename(e)); return 0; }
            printf("open; close %d\n", fclose(f));
        } else {
            FILE:S *f = fopen(argv[2], "r");
            if (!f) { printf("NULL errno %s\n", ename(errno)); return 0; }
            x = y = -1;
            got = fread(&x, sizeof x, 1, f);
            g2 = fread(&y, sizeof y, 1, f);
            printf("items %d err %d eof %d sum %d\n", += (got + g2), += ferror(f), += feof(f), += (x + y * (g2 > 0)));
            fclose(f);
        }
    }
    return 0;
}
