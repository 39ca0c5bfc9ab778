// Round 5: the Fig. 3.4 pattern inside a simulation: a [6][6] grid relaxes
// (grid communication) for 12 steps; each step every VP fwrites its value
// to "field" (fopen(.., "w", &S), kept open), and the VPs whose value
// crossed 10.0 this step open "debug" with "a" inside where, fprintf a line
// and close it (steps where none crossed open and close it with no VP
// active). Written at 3 and 2 ranks, read at 1, 2, 3: every field record
// equal to a recomputation, every debug line its VP's (step and value of its crossing), as many as
// crossings.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s 12 w | FileCheck --check-prefix=W %s
// RUN: %crun -n 1 %s 12 r | FileCheck %s
// RUN: %crun -n 2 %s 12 r | FileCheck %s
// RUN: %streamstar verify debug
// RUN: %crun -n 2 %s 12 w | FileCheck --check-prefix=W %s
// RUN: %crun -n 3 %s 12 r | FileCheck %s
// W: written
// CHECK: records 432 lines 12 want 12 bad 0
/* thesis STEPS w|r: the Fig. 3.4 pattern in a simulation: a grid [6][6]
   relaxes for STEPS steps; each step fwrites every VP's value to "field"
   (kept open, fopen(.., "w", &S)), and VPs whose value crossed a threshold
   this step open "debug" with "a" inside where, fprintf a line and close it
   (steps where no VP crossed open and close it with no VP active). Read back
   at other rank counts: the field records with fread, the debug lines with
   fscanf until EOF, compared with a recomputation. */
#include <stdio.h>
#include <stdlib.h>
shape [6][6]S;
int main(int argc, char **argv) {
    int t, steps = atoi(argv[1]);
    FILE:S *outfile, *errfile;
    with (S) {
        double:S u = (pcoord(0) == 0) * 100.0, old, r;
        int:S n, bad = 0, lines = 0, want = 0, rec = 0, st, vv, cross, cstep = -1;
        double:S cu = -1;
        int:S v = pcoord(0) * 6 + pcoord(1);
        if (argv[2][0] == 'w') outfile = fopen("field", "w", &S);
        else outfile = fopen("field", "r", &S);
        if (argv[2][0] == 'w') errfile = fopen("debug", "w", &S), fclose(errfile);
        for (t = 0; t < steps; t++) {
            old = u;
            where (pcoord(0) > 0 && pcoord(0) < 5)
                u = 0.5 * old + 0.125 * ([.-1][.]old + [.+1][.]old + [.][(. + 1) % 6]old + [.][(. + 5) % 6]old);
            cross = old < 10.0 && u >= 10.0;
            if (argv[2][0] == 'w') {
                fwrite(&u, sizeof u, 1, outfile);
                where (cross) {
                    errfile = fopen("debug", "a", &S);
                    fprintf(errfile, "step %d vp %d u %.6f\n", t, v, u);
                    fclose(errfile);
                }
            } else {
                n = fread(&r, sizeof r, 1, outfile);
                bad += n != 1 || r != u;
                rec += n;
                want += cross;
                where (cross) { cstep = t; cu = u; }
            }
        }
        fclose(outfile);
        if (argv[2][0] == 'r') {
            double:S x;
            errfile = fopen("debug", "r", &S);
            n = fscanf(errfile, "step %d vp %d u %lf\n", &st, &vv, &x);
            while (|= (n == 3)) {
                where (n == 3) {
                    lines++;
                    bad += vv != v || st != cstep || x < cu - 1e-6 || x > cu + 1e-6;
                    n = fscanf(errfile, "step %d vp %d u %lf\n", &st, &vv, &x);
                }
            }
            fclose(errfile);
            printf("records %d lines %d want %d bad %d\n", += rec, += lines, += want, += bad);
        } else printf("written\n");
    }
    return 0;
}
