// Reading a bit-field member of a parallel struct through a left index:
// `[i]f.a` (scalar index, in scalar code), `[k]f.a` (parallel index, a get),
// `[.+1]f.b` (grid), `[k]fp->a` through a pointer, in a 2-D shape too.  It was the compile-time error "a
// bit-field member of a parallel variable cannot be left-indexed": the left
// index took the member's address.  The whole element is read and the member
// taken from it.  A member of another struct that merely shares the name
// (`plain.a`, not a bit-field) still moves alone, and a send to it still works.
// Checked against plain C arrays of the same structs.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: scalar 2 -3 4
// CHECK: mismatches 0
#include <stdio.h>
#define N 7
#define R 3
#define C 4
struct flags { unsigned a : 3; int b : 4; unsigned char c : 2; int plain; };
struct other { int a; double w; };
shape [N]S;
shape [R][C]G;
struct flags:S f;
struct other:S o;
struct flags:G g;
struct flags rf[N], rg[R][C];
int main()
{
    int bad = 0, i, j;
    for (i = 0; i < N; i++) { rf[i].a = i; rf[i].b = -i; rf[i].c = i % 4; rf[i].plain = i * 10; }
    for (i = 0; i < R; i++) for (j = 0; j < C; j++) { rg[i][j].a = i + j; rg[i][j].b = i - j; }
    with (S) {
        int:S k = (pcoord(0) * 3 + 2) % N, r;
        f.a = pcoord(0); f.b = -pcoord(0); f.c = pcoord(0) % 4; f.plain = pcoord(0) * 10;
        printf("scalar %d %d %d\n", [2]f.a, [3]f.b, [4]f.a + [5]f.c - [1]f.c);
        for (i = 0; i < N; i++) if ([i]f.a != rf[i].a || [i]f.b != rf[i].b || [i]f.c != rf[i].c) bad++;
        r = [k]f.a * 100 + [k]f.b;
        for (i = 0; i < N; i++) { int kk = (i * 3 + 2) % N; if ([i]r != rf[kk].a * 100 + rf[kk].b) bad++; }
        r = [.+1]f.b + [.-1]f.c;
        for (i = 0; i < N; i++) if ([i]r != (i + 1 < N ? rf[i + 1].b : 0) + (i > 0 ? rf[i - 1].c : 0)) bad++;
        where (pcoord(0) % 2 == 0) r = [N - 1 - pcoord(0)]f.a;
        for (i = 0; i < N; i++) if ([i]r != (i % 2 == 0 ? rf[N - 1 - i].a : (i + 1 < N ? rf[i + 1].b : 0) + rf[i - 1].c)) bad++;
        {
            struct flags:S *fp = &f;
            r = [k]fp->a + [1]fp->b;
            for (i = 0; i < N; i++) if ([i]r != rf[(i * 3 + 2) % N].a + rf[1].b) bad++;
        }
        o.a = 0;
        [k]o.a = pcoord(0);
        for (i = 0; i < N; i++) if ([(i * 3 + 2) % N]o.a != i) bad++;
    }
    with (G) {
        int:G t;
        g.a = pcoord(0) + pcoord(1); g.b = pcoord(0) - pcoord(1);
        t = [pcoord(1) % R][pcoord(0)]g.b + [.][.+1]g.a;
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
            int e = rg[j % R][i].b + (j + 1 < C ? rg[i][j + 1].a : 0);
            if ([i][j]t != e || [i][j]g.a != rg[i][j].a) bad++;
        }
    }
    printf("mismatches %d\n", bad);
    return 0;
}
