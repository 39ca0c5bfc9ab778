// C* rules for parallel files, each at its line and column.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
#include <stdio.h>
shape [8]S, [4]T;
double:S x;
double:T y;
FILE:S *f;
elemental void bad(int v) { fprintf(f, "%d", v); }
// CHECK: cs-errors.cs:[[@LINE-1]]:29: error: 'fprintf' on a parallel file inside an elemental function; pass the file to the elemental function instead (each position gets its own FILE *)
void scal(FILE *fp) { fputc('x', fp); }
int main(void) {
    double s = 0;
    fwrite(&x, sizeof(double), 1, f);
// CHECK: cs-errors.cs:[[@LINE-1]]:5: error: 'fwrite' on a parallel file where no shape is current; put it inside a 'with' statement
    with (T) {
        f = fopen("a", "w");
// CHECK: cs-errors.cs:[[@LINE-1]]:13: error: fopen(name, mode) opens a parallel file of the current shape 'T', but it is stored in a 'FILE:S *'; open it inside 'with (S)'
        fwrite(&y, sizeof(double), 1, f);
// CHECK: cs-errors.cs:[[@LINE-1]]:39: error: parallel file of shape 'S' used where the current shape is 'T'; select it with 'with (S)'
    }
    with (S) {
        fread(&s, sizeof(double), 1, f);
// CHECK: cs-errors.cs:[[@LINE-1]]:15: error: 'fread' on a parallel file needs a parallel buffer (e.g. '&x' of a parallel 'x')
        fwrite(&y, sizeof(double), 1, f);
// CHECK: cs-errors.cs:[[@LINE-1]]:17: error: parallel variable 'y' has shape 'T' but the current shape is 'S'; select it with 'with (T)'
        scal(f);
// CHECK: cs-errors.cs:[[@LINE-1]]:14: error: parallel file passed to scalar parameter of 'scal'; declare the parameter 'FILE:current *' or make 'scal' elemental
        setvbuf(f, NULL, _IONBF, 0); /* accepted and ignored (sweep7-eof.cs) */
        (void)fileno(f);
// CHECK: cs-errors.cs:[[@LINE-1]]:22: error: 'fileno' is not supported on a parallel file
        if (feof(f)) s = 1;
// CHECK: cs-errors.cs:[[@LINE-1]]:9: error: parallel condition in 'if' statement; use 'where' for a parallel condition
    }
    return 0;
}
