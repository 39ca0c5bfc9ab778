/* Input of test/Driver/lang7-options.test: C* in a file named .c
 * (compiled with `cstar -x cstar`). */
#include <stdio.h>
#include <pthread.h>
#include "defs7.h"
int:S v;
main()
{
    int total = 0;
    with (S) {
        v = pcoord(0) + 1;
        total += v * helper7(2);
    }
    printf("total %d\n", total);
    return 0;
}
