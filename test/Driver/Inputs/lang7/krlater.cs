/* Input of test/Driver/lang7-options.test: K&R C calling a function defined
 * further down (an implicit declaration, legal in C89). */
#include <stdio.h>
shape [5]S;
main()
{
    int t;
    t = later(3) + later(4) + positionsof(S);
    printf("total %d\n", t);
    return 0;
}
later(n)
{
    return n * n;
}
