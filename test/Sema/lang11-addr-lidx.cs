// Round-11 sweep: the address of a scalar-indexed element, `&[i]x`, as a
// program reads its input straight into a parallel variable
// (`scanf("%d", &[i]v)`).  It is the address of a copy of the element (every
// rank reads it from its owner), so scanf stored into the copy and the
// element kept its old value (the sum of four numbers read came out 0).  A
// write through such an address is now a compile-time error that says what
// to write instead; reading through it (a pointer-to-const parameter, as
// fwrite's and memcpy's source) still compiles clean (second RUN).
// RUN: not %cstar --emit=spmd -DBAD %s 2>&1 | FileCheck %s
// RUN: %cstar --emit=spmd %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=CLEAN %s
// CLEAN-NOT: error
// CLEAN-NOT: warning
#include <stdio.h>
#include <string.h>

shape [4][3]S;
struct pt { int x, y; };
int:S v;
double:S w[2];
struct pt:S p;

int main(void)
{
    int i, j, t;
    FILE *f = fopen("lang11-addr-lidx.out", "w");
    char buf[sizeof(int)];
    for (i = 0; i < 4; i++)
        for (j = 0; j < 3; j++) {
            fwrite(&[i][j]v, sizeof(int), 1, f);      /* const void *: a read */
            memcpy(buf, &[i][j]v, sizeof buf);
            t = sizeof &[i][j]v;
#ifdef BAD
            scanf("%d", &[i][j]v);
// CHECK: lang11-addr-lidx.cs:[[@LINE-1]]:25: error: address of a scalar-indexed element ('&[i]x') points to a copy of the element, so a write through it would be lost; read into a scalar variable and assign it ('scanf("%d", &t); [i]x = t;')
            fscanf(stdin, "%lf", &[i][j]w[1]);
// CHECK: lang11-addr-lidx.cs:[[@LINE-1]]:34: error: address of a scalar-indexed element
            fread(&[i][j]p.y, sizeof(int), 1, stdin);
// CHECK: lang11-addr-lidx.cs:[[@LINE-1]]:19: error: address of a scalar-indexed element
            {
                int *q = &[i][j]v;
// CHECK: lang11-addr-lidx.cs:[[@LINE-1]]:26: error: address of a scalar-indexed element
                *q = 3;
            }
#endif
        }
    fclose(f);
    return t;
}
