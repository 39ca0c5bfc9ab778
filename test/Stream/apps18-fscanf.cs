// apps18: fscanf per VP against glibc's on one FILE per VP: conversions
// (%i of "-0x1f", %o, %lf of "1e5", "nan", "inf", %n, assignment
// suppression, widths %2s %5d %3c, scan sets, a literal %%), failed matches
// that consume ("-x", "0x ", "3.5e": glibc's one-byte pushback), the
// position and EOF indicator after each, fgetc between scans, and a scan of
// blanks only (EOF result and flag). The bodies are one elemental function
// (Inputs/apps18_fscanf_body.h) run on each VP's stream of a "w+" parallel
// file and by the C reference on ordinary FILEs; the lines must be equal,
// at 1, 2 and 3 ranks and with IB forced.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: cc -w -I %S/Inputs -o %t.ref %S/Inputs/apps18_fscanf_ref.c && %t.ref > want.txt
// RUN: %crun -n 1 %s > got1.txt && diff want.txt got1.txt
// RUN: %crun -n 2 %s > got2.txt && diff want.txt got2.txt
// RUN: %crun -n 3 %s > got3.txt && diff want.txt got3.txt
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s > got4.txt && diff want.txt got4.txt
// RUN: FileCheck %s < want.txt
// CHECK: v0 r 1 2 0 0 a -31
// CHECK: v3 r 2 1 0 1 a 42 {{.*}} s 'abc' 'def' ch 'ghi'
#include "Inputs/apps18_fscanf_body.h"
#define V 6
shape [V]S;
elemental void show(const char *s) { puts(s); }
int main(void) {
    with (S) {
        int:S v = pcoord(0);
        char:S out[400];
        FILE:S *f = fopen("sc.dat", "w+");
        scan_one(f, v, out);
        fclose(f);
        for (int i = 0; i < V; i++) where (v == i) show(out);
    }
}
