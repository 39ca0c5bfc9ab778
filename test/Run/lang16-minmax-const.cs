// C*'s `<?` and `>?` where C needs a constant — file-scope and static
// initializers (scalars, arrays, structs, parallel variables), array sizes,
// shape extents, case labels, enumerators, bit-field widths — and the
// compound forms `<?=`/`>?=` on every kind of lvalue: scalars, array elements,
// members, bit-fields, `*p`, parallel variables, their elements and members,
// through a pointer to a parallel variable, left-indexed elements, in a `for`
// header and as values (docs/language.md §4).  The expected values come from
// a plain C computation (MIN/MAX macros) in the same program.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: file 3 9 -2 7.5 | 4 8 | 2 5 | 6
// CHECK: consts 5 3 3 6 case ok bits 7
// CHECK: static 4 parallel-init 0
// CHECK: scalar lvalues 0
// CHECK: parallel lvalues 0 of 24 value 0
// CHECK: for 6 header-sum 15
#include <stdio.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define K 9

int lo = 3 <? K, hi = 3 >? K;
const long neg = -2 <? 4 >? -7;      /* (-2 <? 4) >? -7 */
double dv = 7.5 <? K;
int arr[] = {4 <? 5, 8 >? -1};
struct pr { int a, b; } pr0 = {2 <? 3, 5 >? 1};
char buf[K <? 6];
shape [K <? 4][2 >? 6]S;
enum { A1 = 5 >? 2, A2 = -3 >? 3 <? 8 };
int:S pinit = 10 <? 20;

struct flags { unsigned f : 3 >? 1; unsigned g : 4; };
int with_count(void);

int staticmin(int v)
{
    static int first = 4 <? 99;       /* a static initializer */
    return first + v - v;
}

main()
{
    int i, j, bad = 0, s, t[3];
    struct flags fl = {0, 0};
    struct pr q;
    int *ip = &t[1];
    int:S x, y, w[2];
    struct { int m; double d; }:S r;
    int:S *px = &x;

    printf("file %d %d %ld %g | %d %d | %d %d | %d\n", lo, hi, neg, dv, arr[0], arr[1], pr0.a, pr0.b, (int)sizeof buf);
    printf("consts %d %d %d %d case ", A1, A2, dimof(S, 0) - 1, dimof(S, 1));
    switch (4) {
    case 4 <? 7: printf("ok"); break;
    default: printf("wrong");
    }
    fl.f = 7;
    printf(" bits %d\n", fl.f);
    printf("static %d parallel-init %d\n", staticmin(1), with_count());

    /* scalar lvalues */
    s = 10; s <?= 4; bad += s != MIN(10, 4);
    s >?= 12; bad += s != 12;
    t[0] = 5; t[1] = -5; t[2] = 0;
    t[2] >?= t[0]; bad += t[2] != 5;
    *ip <?= -9; bad += t[1] != -9;
    q.a = 3; q.a >?= 30; bad += q.a != 30;
    fl.g = 9; fl.g <?= 6; bad += fl.g != 6;
    fl.g >?= 11; bad += fl.g != 11;
    bad += (s <?= 2) != 2 || s != 2;
    printf("scalar lvalues %d\n", bad);

    bad = 0;
    with (S) {
        x = pcoord(0) * 6 - pcoord(1) * 2;
        y = pcoord(1) * 3 - 5;
        w[0] = x; w[1] = y;
        r.m = x; r.d = y;
        fl.g = 1; fl.g >?= y; bad += fl.g != 10;   /* reductions into a bit-field, */
        t[1] = 0; t[1] <?= x; bad += t[1] != -10;  /* an array element */
        x <?= y;
        w[1] >?= 2;
        r.m >?= y;
        r.d <?= 1.5;
        *px >?= -4;
        where (pcoord(1) > 2) y <?= -100;
        [1][1]w[0] >?= 50;
        for (i = 0; i < 4; i++)
            for (j = 0; j < 6; j++) {
                int xv = i * 6 - j * 2, yv = j * 3 - 5;
                bad += [i][j]x != MAX(MIN(xv, yv), -4);
                bad += [i][j]w[1] != MAX(yv, 2);
                bad += [i][j]r.m != MAX(xv, yv);
                bad += [i][j]r.d != MIN((double)yv, 1.5);
                bad += [i][j]y != (j > 2 ? MIN(yv, -100) : yv);
                bad += [i][j]w[0] != (i == 1 && j == 1 ? MAX(xv, 50) : xv);
            }
        printf("parallel lvalues %d of %d value %d\n", bad, positionsof(S), += ((y >?= 0) < 0));
        t[0] = 0;
        for (i = 0, j = 20; i < j; i++, j <?= 6) t[0] += i;
        printf("for %d header-sum %d\n", j, t[0]);
    }
}

int with_count(void)
{
    int n;
    with (S) n = += (pinit != MIN(10, 20));
    return n;
}
