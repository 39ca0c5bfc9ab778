// 1990s C hides declaration specifiers behind macros: an empty `Global`
// (`#define Global` / `extern` by DEFVARS, MIRIAD), `#define private static`,
// `#define REG register`, `#define CONST const`, `#define AXIS enum axnums`,
// `#define Real double`, prototype macros `int f PROTO((int));` (`#define ARGS(a) ()` for K&R compilers), a macro naming
// another (`#define EXPORT Global`).  The C* parser runs before the
// preprocessor: `Global int x;` read as two type names and did not parse.  Such
// macros are now expanded before parsing, like C* macros (docs/language.md §7b).
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: total 45 ax 2 scale 3 dot 285 sq 49
#include <stdio.h>
#define Global
#define EXPORT Global
#define private static
#define REG register
#define CONST const
#define VOLATILE
#define AXIS enum axnums
#define Real double
#define Int_par int:current
#define PROTO(args) args
#define NOARGS()
#define ARGS(args) ()

AXIS { AX1, AX2, AX3 };
Global int total;
EXPORT Real scale;
private CONST int ten = 10;
VOLATILE int vol;
AXIS ax;
shape [10]S;

int square PROTO((int v));
int square ARGS((int v));
private Int_par twice PROTO((Int_par v));
Real dot PROTO((Real:S a, Real:S b)) NOARGS();

int square(v)
REG int v;
{
    REG int r = v * v;
    return r;
}

private Int_par twice(Int_par v)
{
    return 2 * v;
}

Real dot(Real:S a, Real:S b)
{
    Real r;
    with (S) r = += (a * b);
    return r;
}

main()
{
    Global int:S k;
    REG int i;
    Real:S a;
    Real d;
    ax = AX3;
    scale = 1.5;
    with (S) {
        k = pcoord(0);
        total = += k;
        a = (Real:current)k;
        k = twice(k);
    }
    for (i = 0; i < ten && i < 1; i++) vol = [9]k;
    with (S) d = dot(a, a);  /* 0^2 + ... + 9^2 */
    printf("total %d ax %d scale %g dot %g sq %d\n", total, (int)ax, scale * 2, d, square(vol - 11));
    return 0;
}
