// Round 6: FILE pointers that cross between parallel files and the C
// library are compile-time errors naming the line (they crashed at run time:
// "glibc detected an invalid stdio handle", or a segmentation fault):
// a parallel file stored in a scalar `FILE *` (initialised or assigned), a
// C library FILE (tmpfile(), stdin) stored in a parallel file, a file-scope
// parallel file named inside an elemental function, and the stdio calls the
// runtime does not provide on a parallel file (freopen, __fpurge, fpurge).
// RUN: not %cstar -DCASE=1 %s -o %t 2>&1 | FileCheck --check-prefix=C1 %s
// RUN: not %cstar -DCASE=2 %s -o %t 2>&1 | FileCheck --check-prefix=C2 %s
// RUN: not %cstar -DCASE=3 %s -o %t 2>&1 | FileCheck --check-prefix=C3 %s
// RUN: not %cstar -DCASE=4 %s -o %t 2>&1 | FileCheck --check-prefix=C4 %s
// RUN: not %cstar -DCASE=5 %s -o %t 2>&1 | FileCheck --check-prefix=C5 %s
// RUN: not %cstar -DCASE=6 %s -o %t 2>&1 | FileCheck --check-prefix=C6 %s
// RUN: not %cstar -DCASE=7 %s -o %t 2>&1 | FileCheck --check-prefix=C7 %s
// RUN: %cstar -DCASE=0 %s -o %t
// Each case reports its one error, once.
// RUN: not %cstar -DCASE=1 %s -o %t 2>&1 | FileCheck --check-prefix=ONE %s
// RUN: not %cstar -DCASE=5 %s -o %t 2>&1 | FileCheck --check-prefix=ONE %s
// ONE: {{^}}1 error generated.
#include <stdio.h>
#include <stdio_ext.h>
shape [5]S;
FILE:S *gf;
elemental void put(FILE *f, int v) { fprintf(f, "%d", v); }
#if CASE == 5
elemental void put_global(int v) { FILE *g = gf; fprintf(g, "%d", v); } // C5: [[@LINE]]:46: error: parallel file 'gf' used inside an elemental function; pass it as an argument
#endif
int main(void) {
    with (S) {
        int:S v = pcoord(0);
        FILE:S *pf = fopen("e.dat", "w");
        FILE *ok = NULL;
        FILE:S *ok2 = NULL;
#if CASE == 1
        FILE *g = pf; // C1: [[@LINE]]:19: error: parallel file stored in the scalar 'FILE *' 'g': the C library cannot use it
        fprintf(g, "x");
#elif CASE == 2
        FILE *g;
        g = pf; // C2: [[@LINE]]:13: error: parallel file stored in the scalar 'FILE *' 'g'
        put(g, v);
#elif CASE == 3
        FILE:S *t = tmpfile(); // C3: [[@LINE]]:21: error: 'tmpfile' stored in the parallel file 't': a parallel file comes only from fopen
        fclose(t);
#elif CASE == 4
        fclose(pf);
        pf = stdin; // C4: [[@LINE]]:14: error: a scalar FILE * stored in the parallel file 'pf'
#elif CASE == 5
        gf = pf;
        put_global(v);
#elif CASE == 6
        pf = freopen("x.dat", "w", pf); // C6: [[@LINE]]:36: error: 'freopen' is not supported on a parallel file
#elif CASE == 7
        __fpurge(pf); // C7: [[@LINE]]:18: error: '__fpurge' is not supported on a parallel file
#endif
        ok2 = pf;
        put(ok2, v);
        (void)ok;
        fclose(pf);
    }
    return 0;
}
