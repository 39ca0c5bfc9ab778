// Round-14 sweep: slips a C* programmer makes that reached gcc or read wrongly.
//  * `(T = x) > -20.0 ? exp(T) : 0` — MIRIAD's `EXP(x)` macro with a parallel
//    x: a parallel value stored into the scalar T inside an expression passed
//    Sema and gcc failed on the generated C ("incompatible types when
//    assigning to type 'double' from type 'double *'").  Now an error.
//  * `t = += a * b;` is `t = (+= a) * b` (a unary reduction binds like a unary
//    operator): with b parallel the value is parallel.  The message suggested
//    '+=' ("t += += a * b").  Now a warning at the reduction says what it
//    reduces and how to write the intent; `(+= a) * b` says it is meant.
//  * `gene[i]` on a `char:current *gene` parameter (parallel GENESIS' PUnpack,
//    given a parallel array) now says to declare the parameter as a parallel
//    array of its size; a parallel array given to a <cscomm.h> pointer argument
//    said "a scalar pointer of type 'double[2]'".
//  * `return;` in a function with a result is C89 (ECOLAB's `if (s==0) return;`
//    in `void *new_array(int s)`): a warning, not Clang's error; in a function
//    whose result is parallel it is an error (the caller freed garbage: segfault).
// RUN: not %cstar --emit=spmd -DBAD %s 2>&1 | FileCheck %s
// RUN: %cstar --emit=spmd %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=CLEAN %s
// RUN: %cstar --emit=spmd -DWARN %s 2>&1 >/dev/null | FileCheck --check-prefix=WARN %s
// CLEAN-NOT: error
// CLEAN-NOT: warning
#include <stdio.h>
#include <math.h>
#include <cscomm.h>

shape [8]S;
double T, t;
int fails;
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

#ifdef WARN
void *maybe(int s) { if (s == 0) return; return &fails; }
// WARN: lang14-errors.cs:[[@LINE-1]]:34: warning: non-void function 'maybe' should return a value
// WARN-NOT: error
#endif
#ifdef BAD
int:current twice(int:current v, int k) { if (k == 0) return; return 2 * v; }
// CHECK: lang14-errors.cs:[[@LINE-1]]:55: error: 'return' without a value in 'twice', whose result is parallel
void unpack(char:current *gene, char:current *bits)
{
    int i;
    for (i = 0; i < 8; i++) bits[i] = gene[i / 8] != 0;
// CHECK: lang14-errors.cs:[[@LINE-1]]:29: error: indexing a pointer to a parallel variable is supported only with index 0 ('p[0]' is '*p'); to take a parallel array, declare the parameter as one of its size ('char:current bits[N]')
// CHECK: lang14-errors.cs:[[@LINE-2]]:39: error: indexing a pointer to a parallel variable is supported only with index 0 ('p[0]' is '*p'); to take a parallel array, declare the parameter as one of its size ('char:current gene[N]')
}
#endif

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
#ifdef BAD
        {
            double:S store[2];
            to_torus_dim(store, a, 0, 1);
// CHECK: lang14-errors.cs:[[@LINE-1]]:26: error: argument 'destp' of 'to_torus_dim' is a parallel array; pass the address of one of its elements ('&a[0]')
        }
#endif
        b = (+= a) * a;
        t = >?= (a - b);
        t += (+= a) * 2;   /* unparenthesized: a warning since session 18 */
        b = gauss(a);
    }
    printf("%g %g\n", t, sum2());
    return 0;
}
