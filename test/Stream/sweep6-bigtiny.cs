// Round 6: record sizes at both ends, in each mode: 1 MiB per VP (4 VPs:
// one fwrite of 1 MiB, then half a MiB more on odd VPs, an IB write of
// 524289/524291 bytes) and 1 byte per VP over 50,000 VPs (plus a second byte
// on every seventh: IB). Written at 1 and 3 ranks, plain and forced CB/IB;
// read back by the runtime (every byte checked), compared with a Python
// model (numpy) and verified.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: %python %S/Inputs/s6_model.py bigtiny big.dat tiny.dat | FileCheck --check-prefix=M %s
// RUN: %streamstar verify big.dat | FileCheck --check-prefix=VB %s
// RUN: %streamstar verify tiny.dat | FileCheck --check-prefix=VT %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 1 %s | FileCheck %s
// RUN: %python %S/Inputs/s6_model.py bigtiny big.dat tiny.dat | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s | FileCheck %s
// RUN: %python %S/Inputs/s6_model.py bigtiny big.dat tiny.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %python %S/Inputs/s6_model.py bigtiny big.dat tiny.dat | FileCheck --check-prefix=M %s
// CHECK: big wrote 1048584 close 0
// CHECK-NEXT: big read ok 4 eof 4 close 0
// CHECK-NEXT: tiny close 0
// CHECK-NEXT: tiny ok 50000 close 0
// M: big.dat: 4 VPs match; tiny.dat: 50000 VPs match
// VB: big.dat: ok (shape 4, 4 VPs
// VT: tiny.dat: ok (shape 50000, 50000 VPs
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
shape [4]B;
shape [50000]T;
elemental void fillbuf(unsigned char *p, int v, int n) { for (int k = 0; k < n; k++) p[k] = (unsigned char)(v * 31 + k * 7 + (k >> 10)); }
elemental int checkbuf(const unsigned char *p, int v, int n) { for (int k = 0; k < n; k++) if (p[k] != (unsigned char)(v * 31 + k * 7 + (k >> 10))) return 0; return 1; }
#define MB (1 << 20)
int main(int argc, char **argv) {
  with (B) {
    unsigned char:B buf[MB];
    int:B v = pcoord(0), ok, got;
    FILE:B *f = fopen("big.dat", "w");
    fillbuf(buf, v, MB);
    got = fwrite(buf, MB, 1, f);
    where (v % 2) got += fwrite(buf, 1, MB / 2 + v, f);
    printf("big wrote %d close %d\n", += got, fclose(f));
    f = fopen("big.dat", "r");
    fillbuf(buf, 99, MB);
    got = fread(buf, MB, 1, f);
    ok = got == 1 && checkbuf(buf, v, MB);
    where (v % 2) { fillbuf(buf, 99, MB); got = fread(buf, 1, MB, f); ok &= got == MB / 2 + v && checkbuf(buf, v, MB / 2 + v); }
    got = fread(buf, 1, 1, f);
    int e = += feof(f);
    printf("big read ok %d eof %d close %d\n", += ok, e, fclose(f));
  }
  with (T) {
    char:T c = (char)('a' + pcoord(0) % 26), d;
    int:T v = pcoord(0), got, ok;
    FILE:T *f = fopen("tiny.dat", "w");
    fwrite(&c, 1, 1, f);
    where (v % 7 == 0) fwrite(&c, 1, 1, f);
    printf("tiny close %d\n", fclose(f));
    f = fopen("tiny.dat", "r");
    got = fread(&d, 1, 1, f);
    ok = got == 1 && d == c;
    got = fread(&d, 1, 1, f);
    where (v % 7 == 0) ok &= got == 1 && d == c; else ok &= got == 0;
    printf("tiny ok %d close %d\n", += ok, fclose(f));
  }
  return 0;
}
