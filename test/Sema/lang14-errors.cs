// Round-14 sweep: slips a C* programmer makes that reached gcc or read wrongly.
//  * `(T = x) > -20.0 ? exp(T) : 0` — MIRIAD's `EXP(x)` macro with a parallel
//    x: a parallel value stored into the scalar T inside an expression passed
//    Sema and gcc failed on the generated C ("incompatible types when
//    assigning to type 'double' from type 'double *'").  Now an error.
//  * `t = += a * b;` is `t = (+= a) * b` (a unary reduction binds like a unary
//    operator): with b parallel the value is parallel.  The message suggested
//    '+=' ("t += += a * b").  Now a warning at the reduction says what it
//    reduces and how to write the intent; `(+= a) * b` says it is meant.
// RUN: not %cstar --emit=spmd -DBAD %s 2>&1 | FileCheck %s
// RUN: %cstar --emit=spmd %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=CLEAN %s
// CLEAN-NOT: error
// CLEAN-NOT: warning
#include <stdio.h>
#include <math.h>

shape [8]S;
double T, t;
double:S a, b;
#define EXP(x) ((T = (x)) > -20.0 ? exp(T) : 0.0)
#define pEXP(p, x) p = ((p = (x)) > -20.0 ? exp(p) : 0.0)

double:current gauss(double:current r2)
{
    double:current p;
#ifdef BAD
    return EXP(-r2);
// CHECK: lang14-errors.cs:[[@LINE-1]]:12: error: assigning a parallel value to scalar 'T' needs a reduction or a left index like '[0]x'; inside an expression, assign to a parallel variable instead
#endif
    pEXP(p, -r2);
    T = EXP(1.0);
    return p;
}

double sum2()
{
    with (S) {
#ifdef BAD
        return += a * a;
// CHECK: lang14-errors.cs:[[@LINE-1]]:16: error: returning a parallel value from 'sum2', whose result is scalar
// CHECK: lang14-errors.cs:[[@LINE-2]]:16: warning: '+=' reduces only the operand next to it: this is '(+= a) * b', a parallel value; write '+= (a * b)' to reduce the whole expression, or '(+= a) * b' to keep this meaning
#endif
        return += (a * a);
    }
}

int main()
{
    with (S) {
        a = pcoord(0);
#ifdef BAD
        t = >?= a - b;
// CHECK: lang14-errors.cs:[[@LINE-1]]:11: error: assigning a parallel value to scalar 't' (the reduction reduces only the operand next to it)
// CHECK: lang14-errors.cs:[[@LINE-2]]:13: warning: '>?=' reduces only the operand next to it: this is '(>?= a) - b'
        printf("%g\n", *= a + b);
// CHECK: lang14-errors.cs:[[@LINE-1]]:24: error: parallel argument passed to 'printf'
// CHECK: lang14-errors.cs:[[@LINE-2]]:24: warning: '*=' reduces only the operand next to it: this is '(*= a) + b'
#endif
        b = (+= a) * a;
        t = >?= (a - b);
        t += += a * 2;
        b = gauss(a);
    }
    printf("%g %g\n", t, sum2());
    return 0;
}
