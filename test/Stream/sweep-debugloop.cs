// The thesis's Fig. 3.4 debug pattern in a loop: every iteration opens
// "debug" with "a" and &S inside where, fprintf's one line per selected VP
// and closes it (a new IB session each time: old lists adopted, the partial
// last block re-read and continued). Read back with fscanf until each VP's
// end, at other rank counts, then appended to again by a run at another
// rank count. 8 iterations, VPs with (v + it) % 3 == 0: 93 lines per run;
// every line must be its VP's and in order (iteration numbers as written).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s 8 w | FileCheck --check-prefix=W1 %s
// RUN: %crun -n 1 %s 8 r | FileCheck --check-prefix=W1 %s
// RUN: %crun -n 2 %s 8 w2 | FileCheck --check-prefix=W2 %s
// RUN: %crun -n 3 %s 8 r2 | FileCheck --check-prefix=W2 %s
// W1: lines 93 want 93 bad 0
// W2: lines 186 want 186 bad 0
/* dbgloop ITERS w|w2|r|r2: w/w2 append ITERS iterations of debug lines;
   all then read the whole file (2: it holds two runs' lines). */
#include <stdio.h>
#include <stdlib.h>
shape [5][7]S;
int main(int argc, char **argv) {
    int it, iters = atoi(argv[1]), runs = argv[2][1] == '2' ? 2 : 1;
    FILE:S *errfile;
    with (S) {
        int:S v = pcoord(0) * 7 + pcoord(1), x, y, n, lines = 0, bad = 0, want = 0, c, e;
        if (argv[2][0] == 'w') {
            for (it = 0; it < iters; it++) {
                where ((v + it) % 3 == 0) {
                    errfile = fopen("debug", "a", &S);
                    fprintf(errfile, "it %d v %d\n", it, v);
                    fclose(errfile);
                }
            }
        }
        for (it = 0; it < iters; it++) where ((v + it) % 3 == 0) want++;
        errfile = fopen("debug", "r");
        n = fscanf(errfile, "it %d v %d\n", &y, &x);
        while (|= (n == 2)) {
            where (n == 2) {
                c = lines % want;          /* line c of a run: the c-th iteration that selected v */
                e = -1;
                for (it = 0; it < iters; it++) where ((v + it) % 3 == 0) { where (c == 0) e = it; c--; }
                bad += x != v || y != e;
                lines++;
                n = fscanf(errfile, "it %d v %d\n", &y, &x);
            }
        }
        printf("lines %d want %d bad %d\n", += lines, runs * += want, += bad);
        fclose(errfile);
    }
    return 0;
}
