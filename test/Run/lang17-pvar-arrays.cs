// read_from_pvar and write_to_pvar with a multi-dimensional scalar array, as a
// sequential program holds a [R][C] grid (`float buf[R][C]`): its elements lie
// in row-major order like the positions.  The array decays to a pointer to an
// array, which fitted no `T *` overload: `f = write_to_pvar(fb)` was "call to
// 'write_to_pvar' is ambiguous" and `read_from_pvar(buf, x)` warned about
// incompatible pointer types.  Ranks 2 to 4, each checked element by element
// against the scalar array.
// RUN: %crun -n 1 %s > %t.1 2>&1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 2>&1 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 2>&1 && diff %t.1 %t.3
// CHECK-NOT: warning
// CHECK: 2-D read 0 write 0 write2 0
// CHECK: 3-D read 0 write 0
// CHECK: 4-D read 0 write 0 sum 8250
#include <stdio.h>
#include <cscomm.h>
#define R 3
#define C 5
shape [R][C]G;
shape [2][3][4]B;
shape [2][3][5][5]H;
int:G x;
float:G f, f2;
double:B d;
long:H h;
int main()
{
    int i, j, k, l, bad1 = 0, bad2 = 0, bad3 = 0;
    int buf[R][C];
    float fb[R][C];
    double db[2][3][4], dout[2][3][4];
    long hb[2][3][5][5], hout[2][3][5][5];
    with (G) {
        x = pcoord(0) * C + pcoord(1);
        read_from_pvar(buf, x);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) if (buf[i][j] != i * C + j) bad1++;
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) fb[i][j] = i - j * 0.5f;
        f = write_to_pvar(fb);
        write_to_pvar(&f2, fb);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
            if ([i][j]f != fb[i][j]) bad2++;
            if ([i][j]f2 != fb[i][j]) bad3++;
        }
        printf("2-D read %d write %d write2 %d\n", bad1, bad2, bad3);
    }
    bad1 = bad2 = 0;
    for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) for (k = 0; k < 4; k++) db[i][j][k] = i * 100 + j * 10 + k + 0.25;
    with (B) {
        d = write_to_pvar(db);
        for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) for (k = 0; k < 4; k++) if ([i][j][k]d != db[i][j][k]) bad1++;
        d = d * 2;
        read_from_pvar(dout, d);
        for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) for (k = 0; k < 4; k++) if (dout[i][j][k] != 2 * db[i][j][k]) bad2++;
        printf("3-D read %d write %d\n", bad2, bad1);
    }
    bad1 = bad2 = 0;
    for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) for (k = 0; k < 5; k++) for (l = 0; l < 5; l++) hb[i][j][k][l] = i + j + k + l;
    with (H) {
        long s = 0;
        write_to_pvar(&h, hb);
        s += h;
        where (pcoord(3) == 0) h = -1;
        read_from_pvar(hout, h);
        for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) for (k = 0; k < 5; k++) for (l = 0; l < 5; l++) {
            if ([i][j][k][l]h != (l == 0 ? -1 : hb[i][j][k][l])) bad1++;
            if (hout[i][j][k][l] != (l == 0 ? -1 : hb[i][j][k][l])) bad2++;
        }
        printf("4-D read %d write %d sum %ld\n", bad2, bad1, s * 10);
    }
    return 0;
}
