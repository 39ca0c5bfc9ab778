// Round-10 robustness sweep (mutation fuzzing of C* source, test/utils/csfuzz.py):
// mistakes that reached the C compiler, compiled into wrong code, or were
// reported in terms of cstar's generated names.  Each is now a C* error at
// the .cs line.
//
// A parallel value as an array size (`int a[x];`, `sizeof(char[x])`, a
// reduction or left index in the size) was a gcc error on the generated C
// ("size of array has non-integer type") or, for pcoord/prand, compiled:
// RUN: not %cstar -c -DVLA %s -o %t.o 2>&1 | FileCheck --check-prefix=VLA %s
// A parallel pcoord/dimof axis or allocate_shape/shape extent compiled with
// a gcc warning (the storage pointer passed as the axis); a block-scope
// `shape [x]Q;` named Parse's 'cs_shape_new_at':
// RUN: not %cstar -c -DAXIS %s -o %t.o 2>&1 | FileCheck --check-prefix=AXIS %s
// (A reduction `s += x` used as a value is lowered now: test/Run/lang17-reduction-value.cs.)
// `with (&S)` / `with (sp)` of a `shape *` was a warning and ran with the
// pointer as the shape:
// RUN: not %cstar -c -DWITHPTR %s -o %t.o 2>&1 | FileCheck --check-prefix=WITHPTR %s
// A shape declared twice named the extents array '__cs_shapedims_S':
// RUN: not %cstar -c -DTWICE %s -o %t.o 2>&1 | FileCheck --check-prefix=TWICE %s
// A function declared with a scalar result and defined with a parallel one
// (or the other way round, or a parameter so) was lowered as two different
// functions and gcc rejected the C ("conflicting types"); a prototype
// parameter without a type (`void note(FILE *f, v)`) was gcc's "unknown type
// name 'v'":
// RUN: not %cstar -c -DREDECL %s -o %t.o 2>&1 | FileCheck --check-prefix=REDECL %s
// `__typeof__(x) z;` of a parallel x declared z as x's storage pointer (gcc
// warned "makes integer from pointer"); an overloaded parallel version's
// name was printed as 'f__cs_par_double_current':
// RUN: not %cstar -c -DTYPEOF %s -o %t.o 2>&1 | FileCheck --check-prefix=TYPEOF %s
// The valid forms next to them compile cleanly:
// RUN: %cstar -c %s -o %t.o 2>&1 | FileCheck --allow-empty --check-prefix=CLEAN %s
// CLEAN-NOT: {{error|warning}}
#include <stdio.h>
shape [8]S;
shape [4][2]T;
shape Dyn;
int:S x;
int:T t;
int:current g(int:current a, int b) { return a + b; }
double:S twice();
double:S twice(v) double:S v; { return v * 2; }
int kr(a, b) int a; { return a + b; }

int main(void)
{
    int s = 1, k = 0;
    shape *sp = &S;
    with (S) {
        int a[s], b = sizeof(char[s + 1]);
        a[0] = b;
        x = pcoord(0) + dimof(S, 0);
        s += x;
        { __typeof__(s) copy = s; k = copy; }
        k = (s <?= x);
        k += (s >?= x);
    }
    with (*sp) x = 1;
    allocate_shape(&Dyn, 1, 4);
    {
        shape [s + 3]Q;
        with (Q) s += pcoord(0);
    }
#ifdef VLA
    with (S) {
        int a1[x];
// VLA: lang10-errors.cs:[[@LINE-1]]:16: error: an array size must be a scalar value; this one holds a parallel value (or a reduction or left index of one): compute it into a scalar variable first ('int n = >?= x;')
        int:S a2[x + 1];
// VLA: lang10-errors.cs:[[@LINE-1]]:18: error: an array size must be a scalar value
        typedef int A3[x];
// VLA: lang10-errors.cs:[[@LINE-1]]:24: error: an array size must be a scalar value
        s = sizeof(int[x]);
// VLA: lang10-errors.cs:[[@LINE-1]]:24: error: an array size must be a scalar value
        char a4[+= x];
// VLA: lang10-errors.cs:[[@LINE-1]]:17: error: an array size must be a scalar value
        char a5[[0]x];
// VLA: lang10-errors.cs:[[@LINE-1]]:17: error: an array size must be a scalar value
        int (*a6)[x];
// VLA: lang10-errors.cs:[[@LINE-1]]:19: error: an array size must be a scalar value
        int a7[pcoord(0)];
// VLA: lang10-errors.cs:[[@LINE-1]]:16: error: an array size must be a scalar value
        int a8[g(x, 1)];
// VLA: lang10-errors.cs:[[@LINE-1]]:16: error: an array size must be a scalar value
    }
#endif
#ifdef AXIS
    with (S) x = pcoord(x);
// AXIS: lang10-errors.cs:[[@LINE-1]]:25: error: pcoord axis must be a scalar value; this one is parallel
    with (S) s = dimof(S, x);
// AXIS: lang10-errors.cs:[[@LINE-1]]:27: error: the axis of dimof must be a scalar value; this one is parallel
    with (S) allocate_shape(&Dyn, 1, x);
// AXIS: lang10-errors.cs:[[@LINE-1]]:38: error: the rank and extents of allocate_shape must be scalar values; this one is parallel
    with (S) psrand(x);
// AXIS: lang10-errors.cs:[[@LINE-1]]:21: error: the seed of psrand must be a scalar value; this one is parallel
    with (S) { int:S *pp = palloc(S, x); }
// AXIS: lang10-errors.cs:[[@LINE-1]]:38: error: the size of palloc must be a scalar value; this one is parallel
    with (S) { shape [x]Q2; }
// AXIS: lang10-errors.cs:[[@LINE-1]]:{{[0-9]+}}: error: the extents of a shape must be scalar values; this one is parallel
    { shape [x]Q3; }
// AXIS: lang10-errors.cs:[[@LINE-1]]:{{[0-9]+}}: error: the extents of a shape must be scalar values; this one is parallel
// AXIS-NOT: cs_shape_new
#endif
#ifdef WITHPTR
    with (&S) x = 2;
// WITHPTR: lang10-errors.cs:[[@LINE-1]]:11: error: 'with' needs a shape (a shape name, 'current', '*p' of a 'shape *' or 'shapeof(x)'); this expression has type 'shape *'
    with (sp) x = 2;
// WITHPTR: lang10-errors.cs:[[@LINE-1]]:11: error: 'with' needs a shape
    with (g) x = 2;
// WITHPTR: lang10-errors.cs:[[@LINE-1]]:11: error: 'with' needs a shape
// WITHPTR-NOT: warning
#endif
    printf("%d %d\n", s, k);
    return 0;
}
#ifdef TYPEOF
void typeofs(void)
{
    with (S) { __typeof__(x) z = 1; __typeof__(x + 1) *zp = 0; }
// TYPEOF: lang10-errors.cs:[[@LINE-1]]:30: error: 'typeof' of a parallel expression is not supported; write the parallel type (e.g. 'int:S z')
// TYPEOF: lang10-errors.cs:[[@LINE-2]]:56: error: 'typeof' of a parallel expression is not supported; write the parallel type (e.g. 'int:S zp')
}
double ovl(double v) { return v; }
double ovl(double:current v) { return v * 10.0; }
// TYPEOF: lang10-errors.cs:[[@LINE-1]]:39: error: returning a parallel value from 'ovl', whose result is scalar
// TYPEOF-NOT: __cs_par
#endif
#ifdef REDECL
double scaled();
double:S scaled(v) double:S v; { return v * 2; }
// REDECL: lang10-errors.cs:[[@LINE-1]]:10: error: conflicting declarations of 'scaled': its result is parallel here but scalar in the earlier declaration
// REDECL: lang10-errors.cs:[[@LINE-3]]:8: note: earlier declaration of 'scaled' is here
int:S counted();
int counted() { return 1; }
// REDECL: lang10-errors.cs:[[@LINE-1]]:5: error: conflicting declarations of 'counted': its result is scalar here but parallel in the earlier declaration
void note(FILE *f, v) { fprintf(f, "%d\n", v); }
// REDECL: lang10-errors.cs:[[@LINE-1]]:20: error: parameter 'v' has no type; write its type ('int v')
#endif
#ifdef TWICE
shape [8]S;
// TWICE: lang10-errors.cs:[[@LINE-1]]:{{[0-9]+}}: error: redefinition of shape 'S'
// TWICE-NOT: __cs_shapedims
#endif
