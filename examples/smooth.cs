/* smooth.cs — read an array another program wrote, smooth it, write it back.
 *
 * Shows: a file written by numpy (or any program) read as a parallel file.
 * `streamstar mkmeta` describes the flat file (shape and record size), and
 * fopen(name, "r", &s) takes the shape from that description, so the program
 * needs no size of its own: every VP gets its element, a 5-point average
 * (edges kept) runs `passes` times with grid neighbours, and the result goes
 * to a new parallel file that is again the plain row-major array (NB mode).
 *
 *   python3 -c "import numpy as np; np.random.default_rng(1).random((60, 80)).tofile('in.bin')"
 *   streamstar mkmeta in.bin --shape 60x80 --record-bytes 8
 *   cstar smooth.cs -o smooth && mpiexec -n 2 ./smooth in.bin out.bin 3
 *   python3 -c "import numpy as np; print(np.fromfile('out.bin').reshape(60, 80))"
 */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    shape s;
    FILE:void *in;
    FILE:void *out;
    int passes, p, rows, cols;
    if (argc < 4) { printf("usage: smooth IN OUT PASSES\n"); return 2; }
    passes = atoi(argv[3]);
    in = fopen(argv[1], "r", &s);
    if (in == NULL) { printf("smooth: cannot open %s\n", argv[1]); return 1; }
    if (rankof(s) != 2) { printf("smooth: %s is not 2-D\n", argv[1]); return 1; }
    rows = dimof(s, 0);
    cols = dimof(s, 1);
    with (s) {
        double:current a, b;
        if (|= (fread(&a, sizeof(double), 1, in) != 1)) {   /* fread's count is per VP */
            printf("smooth: %s holds less than one double per element\n", argv[1]);
            return 1;
        }
        fclose(in);
        for (p = 0; p < passes; p++) {
            b = a;
            where (pcoord(0) > 0 && pcoord(0) < rows - 1 && pcoord(1) > 0 && pcoord(1) < cols - 1)
                b = (a + [. - 1][.]a + [. + 1][.]a + [.][. - 1]a + [.][. + 1]a) / 5.0;
            a = b;
        }
        out = fopen(argv[2], "w");
        fwrite(&a, sizeof(double), 1, out);
        fclose(out);
        printf("smooth: %d x %d, %d passes: mean %.9f min %.9f max %.9f\n", rows, cols, passes,
               (+= a) / (rows * cols), <?= a, >?= a);
    }
    return 0;
}
