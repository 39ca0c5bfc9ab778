/* Input of test/Run/lang5-comm.test.
 * copy_spread under where reads the source position even when it is inactive
 * (only active positions receive); spread combines the active positions of each
 * line and delivers to the active ones; both through a part (&s.f, &y[k]). */
#include <stdio.h>
#include <cscomm.h>
#define R 4
#define C 7

shape [R][C]G;
struct cell { int v; double w; };
int:G x, y, z, arr[3];
struct cell:G s;
int fails;

main()
{
    int r, c;
    with (G) {
        x = pcoord(0) * 10 + pcoord(1);
        s.v = x * 2; s.w = x * 0.5;
        arr[1] = -x;
        y = -1; z = -1;
        where (pcoord(1) != 2) {          /* column 2, the source, is inactive */
            y = copy_spread(&x, 1, 2);
            z = spread(x, 1, CMC_combiner_add);
            arr[0] = copy_spread(&s.v, 1, 2);
            arr[2] = copy_spread(&arr[1], 0, 3);
        }
        where (pcoord(0) == 1) where (pcoord(1) > 4) s.w = copy_spread(&s.w, 0, 0);
    }
    for (r = 0; r < R; r++)
        for (c = 0; c < C; c++) {
            int act = c != 2, ey = act ? r * 10 + 2 : -1, ez = -1, k;
            if (act) for (ez = 0, k = 0; k < C; k++) if (k != 2) ez += r * 10 + k;
            int e0 = act ? 2 * (r * 10 + 2) : 0, e2 = act ? -(30 + c) : 0;
            double ew = (r == 1 && c > 4) ? (0 * 10 + c) * 0.5 : (r * 10 + c) * 0.5;
            if ([r][c]y != ey || [r][c]z != ez || [r][c]arr[0] != e0 || [r][c]arr[2] != e2 || [r][c]s.w != ew) {
                printf("FAIL [%d][%d]: y %d/%d z %d/%d a0 %d/%d a2 %d/%d w %g/%g\n", r, c, [r][c]y, ey, [r][c]z, ez,
                       [r][c]arr[0], e0, [r][c]arr[2], e2, [r][c]s.w, ew);
                fails++;
            }
        }
    printf("row 3: y %d z %d a0 %d a2 %d\n", [3][0]y, [3][0]z, [3][0]arr[0], [3][0]arr[2]);
    printf("spread-where %s\n", fails ? "FAIL" : "ok");
    return 0;
}
