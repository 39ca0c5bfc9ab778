#include <stdio.h>
shape [8]S;
int main(void) {
    int x = 3;
    with (S) {
        int:S v = pcoord(0);
        FILE *f = fopen(&x, "r");   /* a plain C mistake: int * for a file name */
        printf("%d %d\n", [2]v, f == NULL);
    }
    return 0;
}
