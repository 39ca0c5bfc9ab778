// Round 9 application: four parallel files open at once on two shapes plus
// scalar stdio files. A scalar params.txt (read with scalar fscanf) gives
// the step count; each step writes a double per VP of G ([5][4]) to g1.dat
// (NB), a text record under a where to g2.txt (IB), records of per-VP size
// and count (parallel size and nitems: 1-4 bytes x 1-3 items) to l1.dat
// on L ([13]), and an int to l2.dat opened "w+", and rank 0's
// summary.txt gets a line of reductions. Then l2.dat is read back in the
// same open. A second run at another rank count ("r") reads l1.dat back
// with the same parallel sizes and checks every byte, and g1.dat with the
// shape-returning fopen. Inputs/s9_model.py multi checks all five files.
// RUN: rm -rf %t && mkdir -p %t && cd %t && echo "6 3" > params.txt
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s9_model.py multi 6 | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s r | FileCheck --check-prefix=R %s
// RUN: %crun -n 2 %s r | FileCheck --check-prefix=R %s
// RUN: %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s9_model.py multi 6 | FileCheck --check-prefix=M %s
// RUN: %crun -n 3 %s r | FileCheck --check-prefix=R %s
// RUN: %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s9_model.py multi 6 | FileCheck --check-prefix=M %s
// W: 6 steps; l2 read back 78 of 78, sum 46995; closes 0 0 0 0
// M: g1.dat g2.txt l1.dat l2.dat summary.txt: match
// R: l1 items 150, bad bytes 0, eof 13; g1 shape 5x4, sum 870
#include <stdio.h>
#include <string.h>
shape [5][4]G;
shape [13]L;
int main(int argc, char **argv) {
    int nsteps = 0, mod = 0;
    FILE *pf = fopen("params.txt", "r");
    if (!pf || fscanf(pf, "%d %d", &nsteps, &mod) != 2) { printf("no params\n"); return 1; }
    fclose(pf);
    if (strcmp(argv[1], "r") == 0) {
        with (L) {
            int:L k = pcoord(0), bad = 0, items = 0;
            char:L rec[16];
            FILE:L *l1 = fopen("l1.dat", "r");
            for (int step = 0; step < nsteps; step++) {
                int:L sz = 1 + (k + step) % 4, cnt = 1 + k % 3, r;
                r = fread(rec, sz, cnt, l1);
                items += r;
                for (int j = 0; j < 12; j++)
                    where (j < sz * r && rec[j] != 'a' + (k + j + step) % 26) bad++;
            }
            char:L c;
            fread(&c, 1, 1, l1);
            printf("l1 items %d, bad bytes %d, eof %d; ", += items, += bad, += feof(l1));
            fclose(l1);
        }
        shape s;
        FILE:void *g1 = fopen("g1.dat", "r", &s);
        with (s) {
            double:s d, sum = 0;
            for (int step = 0; step < nsteps; step++) { fread(&d, sizeof d, 1, g1); sum += d; }
            printf("g1 shape %dx%d, sum %g\n", dimof(s, 0), dimof(s, 1), += sum);
            fclose(g1);
        }
        return 0;
    }
    FILE *sum = fopen("summary.txt", "w");
    FILE:G *g1, *g2;
    FILE:L *l1, *l2;
    with (G) { g1 = fopen("g1.dat", "w"); g2 = fopen("g2.txt", "w"); }
    with (L) { l1 = fopen("l1.dat", "w"); l2 = fopen("l2.dat", "w+"); }
    for (int step = 0; step < nsteps; step++) {
        double gs;
        int ls;
        with (G) {
            int:G id = pcoord(0) * 4 + pcoord(1);
            double:G d = id * 0.5 + step;
            fwrite(&d, sizeof d, 1, g1);
            where ((id + step) % mod) fprintf(g2, "%d:%d;", step, id * step);
            gs = += d;
        }
        with (L) {
            int:L k = pcoord(0), k2 = k * 100 + step, r;
            char:L rec[16];
            for (int j = 0; j < 16; j++) rec[j] = 'a' + (k + j + step) % 26;
            int:L sz = 1 + (k + step) % 4, cnt = 1 + k % 3;
            r = fwrite(rec, sz, cnt, l1);
            fwrite(&k2, sizeof k2, 1, l2);
            ls = += r;
        }
        fprintf(sum, "step %d: g %.1f l %d\n", step, gs, ls);
    }
    int back, bsum, c1, c2, c3, c4;
    with (L) {
        int:L x, n = 0, s = 0;
        rewind(l2);
        while (|= (int:L)(fread(&x, sizeof x, 1, l2) == 1)) ;
        rewind(l2);
        for (int step = 0; step < nsteps; step++) where (fread(&x, sizeof x, 1, l2) == 1) { n++; s += x; }
        back = += n;
        bsum = += s;
        c3 = fclose(l1);
        c4 = fclose(l2);
    }
    with (G) { c1 = fclose(g1); c2 = fclose(g2); }
    printf("%d steps; l2 read back %d of %d, sum %d; closes %d %d %d %d\n", nsteps, back, 13 * nsteps, bsum,
           c1, c2, c3 + c4, fclose(sum));
    return 0;
}
