/* Input of test/Run/lang6-multi.test: the program's main file.  Shapes and
 * parallel variables are defined here and declared extern in multi.h;
 * functions come from multi_lib.cs and multi_util.c. */
#include <stdio.h>
#include "multi.h"

shape [NX][NY]grid;
shape [NX]col;
int:grid field;
double:col colsum;
int nsteps = 3;
static int fails;

main()
{
    int i, j, k, ref[NX][NY], tmp[NX][NY];
    double rs[NX], w, rw = 0;
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++) ref[i][j] = scalar_helper(i * NY + j);
    for (k = 0; k < nsteps; k++) {
        for (i = 0; i < NX; i++)
            for (j = 0; j < NY; j++)
                tmp[i][j] = 2 * ref[i][j] + (i > 0 ? ref[i - 1][j] : 0) + (i < NX - 1 ? ref[i + 1][j] : 0);
        for (i = 0; i < NX; i++)
            for (j = 0; j < NY; j++) ref[i][j] = tmp[i][j] / 4 + (j % 2);
    }
    for (i = 0; i < NX; i++) {
        rs[i] = 0;
        for (j = 0; j < NY; j++) rs[i] += ref[i][j] * 0.5, rw += ref[i][j] * (j + 1.0);
    }
    with (grid) {
        field = scalar_helper(pcoord(0) * NY + pcoord(1));
        for (k = 0; k < nsteps; k++) field = smooth(field, 4) + pcoord(1) % 2;
    }
    accumulate();
    w = weighted();
    for (i = 0; i < NX; i++) {
        for (j = 0; j < NY; j++)
            if ([i][j]field != ref[i][j]) { printf("FAIL field[%d][%d] %d want %d\n", i, j, [i][j]field, ref[i][j]); fails++; }
        if ([i]colsum != rs[i]) { printf("FAIL colsum %d %g want %g\n", i, [i]colsum, rs[i]); fails++; }
    }
    if (w != rw) { printf("FAIL weighted %g want %g\n", w, rw); fails++; }
    printf("weighted %g colsum[2] %g\n", w, [2]colsum);
    printf("multi %s\n", fails ? "FAIL" : "ok");
}
