// Round 7: fwrite/fread with a parallel size and a parallel count (VP v:
// size 1 + v%4, count 1 + v%2, from a parallel char array), then two ints
// from a struct's first field (&p.a, count 2: the field and the next one),
// read back in "w+" after rewind, a short read past the end (0, feof), and
// a read of 10 items of 5 bytes (the whole items only). Streams compared
// with a Python model; 1, 2 and 3 ranks, forced CB and IB.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: %python %S/Inputs/s7_model.py sizes ps.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s | FileCheck %s
// RUN: %python %S/Inputs/s7_model.py sizes ps.dat | FileCheck --check-prefix=M %s
// RUN: %streamstar verify ps.dat | FileCheck --check-prefix=V %s
// CHECK: parallel size/count ok 6 of 6
// M: ps.dat: 6 VPs match
// V: ps.dat: ok (shape 6, 6 VPs
#include <stdio.h>
#include <string.h>
shape [6]S;
struct pr { int a; int b; short c; };
int main() {
    with (S) {
        int:S v = pcoord(0), sz = 1 + pcoord(0) % 4, cnt = 1 + pcoord(0) % 2, got, ok;
        char:S buf[16], back[16];
        for (int j = 0; j < 16; j++) buf[j] = 'A' + v + j;
        FILE:S *f = fopen("ps.dat", "w+");
        got = fwrite(buf, sz, cnt, f);
        ok = got == cnt;
        struct pr:S p;
        p.a = v; p.b = -v; p.c = 7;
        got = fwrite(&p.a, sizeof(int), 2, f);
        ok &= got == 2;
        rewind(f);
        memset(back, 0, 16);
        got = fread(back, sz, cnt, f);
        ok &= got == cnt && memcmp(back, buf, sz * cnt) == 0;
        struct pr:S q;
        q.a = q.b = 99; q.c = 5;
        got = fread(&q.a, sizeof(int), 2, f);
        ok &= got == 2 && q.a == v && q.b == -v && q.c == 5;
        got = fread(back, sz, 3, f);
        ok &= got == 0 && feof(f);
        /* a partial item: C returns the whole items read; the position is past the bytes read */
        fseek(f, 0, SEEK_SET);
        got = fread(back, 5, 10, f);
        ok &= got == (sz * cnt + 8) / 5;
        printf("parallel size/count ok %d of 6\n", += ok);
        fclose(f);
    }
    return 0;
}
