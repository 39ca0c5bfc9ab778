// Common mistakes of C programmers new to C*, each with a message that names
// the cause: `shape S[4];` (an array of shapes, C's syntax) used as a shape;
// a parallel value stored into a scalar array element (the element is named,
// it was "scalar value"); `x[0]` for the value of a parallel x at position 0.
// RUN: not %cstar --emit=spmd -DARRAY %s 2>&1 | FileCheck --check-prefix=ARRAY %s
// RUN: not %cstar --emit=spmd -DELEM %s 2>&1 | FileCheck --check-prefix=ELEM %s
// RUN: not %cstar --emit=spmd -DSUB %s 2>&1 | FileCheck --check-prefix=SUB %s
#include <stdio.h>
shape S[4];
shape [4]T;
int main(void)
{
    int s = 0, a[3];
#ifdef ARRAY
    int:S x;
// ARRAY: lang15-mistakes.cs:[[@LINE-1]]:11: error: 'S' is an array of 4 shapes (declared 'shape S[4]'), not a shape (in the type of 'x'); a shape of 4 positions is declared 'shape [4]S;'
#endif
    int:T y;
    with (T) {
        y = pcoord(0);
#ifdef ELEM
        a[1] = y + 1;
// ELEM: lang15-mistakes.cs:[[@LINE-1]]:14: error: assigning a parallel value to scalar 'a[1]' needs a reduction; did you mean '+=' (sum) or a left index like '[0]x'?
#endif
#ifdef SUB
        s = y[0];
// SUB: lang15-mistakes.cs:[[@LINE-1]]:14: error: subscripted value is not an array, pointer, or vector; the value of a parallel variable at position i is written with a left index, '[i]x'
#endif
    }
    return s;
}
