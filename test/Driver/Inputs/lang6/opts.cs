/* Input of test/Driver/lang6-options.test: a program whose result depends on
 * -D/-U macros, a header found only through -I, and a function from a C
 * library linked with -L/-l. */
#include <stdio.h>
#include "optdefs.h"

#ifndef SCALE
#error SCALE must be given with -DSCALE=n
#endif

shape [LEN]S;
int:S v;

main()
{
    long s = 0;
    with (S) {
        v = helper_twice(pcoord(0)) * SCALE;
        s += v;
    }
#ifdef VERBOSE_OUT
    printf("verbose\n");
#endif
    printf("len %d scale %d sum %ld\n", LEN, SCALE, s);
}
