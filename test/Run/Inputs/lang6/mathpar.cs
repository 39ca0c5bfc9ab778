/* Input of test/Run/lang6-apps.test.
 * <math.h> on parallel doubles and floats (sqrt, sin, cos, fabs, pow, floor,
 * ceil, exp, log, atan2, fmod, hypot), #define'd shape sizes, mixed
 * int/float/double/long arithmetic with C's conversions, and reductions
 * printed with %f %e %g.  Reference: the same calls in scalar C. */
#include <stdio.h>
#include <math.h>
#define SIDE 6
#define AREA (SIDE * SIDE)
#define PI 3.14159265358979323846

shape [SIDE][SIDE]sq;
double:sq x, y, r;
float:sq f;
long:sq l;
int fails;

double model(i, j)
int i, j;
{
    double xx = (i - SIDE / 2) * 0.75, yy = (j - SIDE / 2) * 0.5;
    double rr = sqrt(xx * xx + yy * yy);
    return sin(rr) * cos(yy) + fabs(xx - yy) - pow(rr, 1.5) + floor(xx * 2.5) + ceil(yy / 3)
         + exp(-rr) * log(1.0 + rr) + atan2(yy, xx + 0.1) + fmod(xx * 7, 3.0) + hypot(xx, 2.0);
}

main()
{
    int i, j;
    double sum = 0, rsum = 0, mx, rmx = -HUGE_VAL, mn, rmn = HUGE_VAL;
    long lsum = 0, rl = 0;
    with (sq) {
        double:sq rr;
        x = (pcoord(0) - SIDE / 2) * 0.75;
        y = (pcoord(1) - SIDE / 2) * 0.5;
        rr = sqrt(x * x + y * y);
        r = sin(rr) * cos(y) + fabs(x - y) - pow(rr, 1.5) + floor(x * 2.5) + ceil(y / 3)
          + exp(-rr) * log(1.0 + rr) + atan2(y, x + 0.1) + fmod(x * 7, 3.0) + hypot(x, 2.0);
        f = (float)r * 2;
        l = (long)floor(r * 1000);
        sum += r;
        lsum += l;
        mx = >?= r;
        mn = <?= r;
    }
    for (i = 0; i < SIDE; i++)
        for (j = 0; j < SIDE; j++) {
            double m = model(i, j);
            rsum += m;
            rl += (long)floor(m * 1000);
            if (m > rmx) rmx = m;
            if (m < rmn) rmn = m;
            if ([i][j]r != m || [i][j]f != (float)m * 2) {
                printf("FAIL [%d][%d] %.17g want %.17g\n", i, j, [i][j]r, m);
                fails++;
            }
        }
    if (fabs(sum - rsum) > 1e-12 * fabs(rsum) || lsum != rl || mx != rmx || mn != rmn) {
        printf("FAIL sums %.17g %ld %g %g want %.17g %ld %g %g\n", sum, lsum, mx, mn, rsum, rl, rmx, rmn);
        fails++;
    }
    printf("area %d sum %.6f %e %g max %.4f min %.4f\n", AREA, sum, sum, sum / AREA, mx, mn);
    printf("lsum %ld\n", lsum);
    printf("mathpar %s\n", fails ? "FAIL" : "ok");
}
