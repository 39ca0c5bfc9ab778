// Round 12: the C stdio corners per VP, compared with C itself. The same
// elemental bodies (Inputs/s12_body.h) run on each VP's stream of a parallel
// file here and on one ordinary FILE * per VP in Inputs/s12_ref.c (compiled
// by cc with -Delemental=); every printed line must be equal: return values
// of fprintf/fputs/fputc and of a user varargs function calling vfprintf;
// fgets with buffers of 1..6 bytes over lines longer than them, feof only
// after a read that hits the end, clearerr; fscanf's counts (matching
// failure 0, input failure EOF, partial 1, %n %*d %i %[ %c %s, EOF after
// blanks); fseek SEEK_SET/CUR/END with per-VP offsets, before 0 (-1,
// EINVAL, position kept), past the end (EOF on read; a write leaves a hole
// of zeros); ungetc of the same and of another byte, dropped by a seek,
// clearing feof at the end; rewind; "a" writing at the end after a seek to
// 0, "a+" reading from 0 and writing at the end. Then both programs dump
// every stream, and the files are read back at other rank counts and in
// forced CB/IB modes, by streamstar cat and by the Python package. Before
// the fix, ranks > 0 lost the standard output of an elemental function given
// a parallel file (the calls were not buffered per statement, and
// consecutive ones were fused into one loop: VP order across statements),
// and a failed fseek left errno unset.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: cc -w -Delemental= -o %t.ref %S/Inputs/s12_ref.c && %t.ref > want.txt && %t.ref r > wantr.txt
// RUN: %crun -n 1 %s > got1.txt && diff want.txt got1.txt
// RUN: %crun -n 3 %s r > r3.txt && diff wantr.txt r3.txt
// RUN: %crun -n 2 %s > got2.txt && diff want.txt got2.txt
// RUN: %crun -n 1 %s r > r1.txt && diff wantr.txt r1.txt
// RUN: %crun -n 3 %s > got3.txt && diff want.txt got3.txt
// RUN: %crun -n 2 %s r > r2.txt && diff wantr.txt r2.txt
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s > got4.txt && diff want.txt got4.txt
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s > got5.txt && diff want.txt got5.txt
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s r > r4.txt && diff wantr.txt r4.txt
// RUN: %streamstar verify w.dat && %streamstar verify a.dat && %streamstar verify l.dat
// RUN: %streamstar cat w.dat --vp 3 > cat3.txt && cmp cat3.txt ref_w3
// RUN: %streamstar cat a.dat --vp 6 > cat6.txt && cmp cat6.txt ref_a6
// RUN: %streamstar cat l.dat --vp 5 > cat5.txt && cmp cat5.txt ref_l5
// RUN: %python %S/Inputs/s12_pycmp.py l.dat ref_l | FileCheck --check-prefix=PY %s
// RUN: %python %S/Inputs/s12_pycmp.py w.dat ref_w | FileCheck --check-prefix=PY %s
// RUN: %python %S/Inputs/s12_pycmp.py a.dat ref_a | FileCheck --check-prefix=PY %s
// RUN: FileCheck %s < want.txt
// An elemental call whose function prints is buffered per statement; one
// that only writes to the VP's stream (s12_logf) needs no buffering.
// RUN: %cstar --emit=spmd %s | grep -v SPMD | FileCheck --check-prefix=SPMD %s
// SPMD: cs_elem_begin();{{.*}} s12_write(cs_vpfile{{.*}}cs_elem_flush();
// SPMD: cs_elem_begin();{{.*}} s12_scan(cs_vpfile{{.*}}cs_elem_flush();
// SPMD: cs_elem_begin();{{.*}} s12_long(cs_vpfile
// SPMD-NOT: cs_elem_begin
// SPMD: s12_logf(cs_vpfile
// PY: 7 VPs, all match
// CHECK: v3 write 13 1 90 203 32 3 end 105
// CHECK: v4 fgets 22 chunks of 6, eof during 0, feof 1 ferror 0
// CHECK: v0 scan mismatch 0 a 0 pos 5 c 124
// CHECK: v0 scan blank -1 feof 1 pos 108
// CHECK: v2 seek before 0: -1 errno EINVAL pos 108
// CHECK: v6 hole 69 end 10 zeros 9 then E
// CHECK: v2 long 998 78 end 1076 p1 299 same 1 p2 998 len 699 r3 1 c | u # p3 1070 c # t r4 1 n 494 same 1
// CHECK: v6 append+ p0 0 seek 0 w 2 p1 11 c 105 end 12
#include "Inputs/s12_body.h"
#define V 7
shape [V]S;
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0);
        FILE:S *f;
        if (argc > 1) { /* read back what another run wrote */
            printf("dump w\n");
            f = fopen("w.dat", "r");
            s12_dump(f, v);
            fclose(f);
            printf("dump a\n");
            f = fopen("a.dat", "r");
            s12_dump(f, v);
            fclose(f);
            return 0;
        }
        f = fopen("w.dat", "w+");
        s12_write(f, v);
        s12_scan(f, v);
        s12_seek(f, v);
        s12_dump(f, v);
        printf("close %d\n", fclose(f));
        f = fopen("l.dat", "w+");
        s12_long(f, v);
        fclose(f);
        f = fopen("a.dat", "w");
        s12_logf(f, "init%d", v * v * v);
        fclose(f);
        f = fopen("a.dat", "a");
        s12_append(f, v, 0);
        fclose(f);
        f = fopen("a.dat", "a+");
        s12_append(f, v, 1);
        fclose(f);
        f = fopen("a.dat", "r");
        s12_dump(f, v);
        printf("close %d\n", fclose(f));
    }
    return 0;
}
