/* Input of test/Run/lang6-multi.test: K&R definitions of the functions
 * multi.h declares with prototypes, using the extern shapes and variables. */
#include <stdio.h>
#include "multi.h"

int:current smooth(v, w)
int:current v;
int w;
{
    return (2 * CENTER(v) + [.-1][.]v + [.+1][.]v) / w;
}

void accumulate()
{
    with (col) colsum = 0;
    with (grid) [pcoord(0)]colsum += field * 0.5;
}

double weighted()
{
    double s = 0;
    with (grid) {
        dgrid wt = pcoord(1) + 1.0;
        s += field * wt;
    }
    return s;
}
