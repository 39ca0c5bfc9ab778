/* Two C* files linked together: shapes and parallel variables across files. */
#include <stdio.h>
extern shape V;
extern int:V v;
int fill(void);
int main(void) {
    int s = fill();
    with (V) s += v;
    printf("greeting %d sum %d\n", GREETING, s);
    return 0;
}
