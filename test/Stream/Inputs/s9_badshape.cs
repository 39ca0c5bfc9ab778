// sweep9-misuse.cs: a declared FILE:S * used under with (T) is a compile-time error.
#include <stdio.h>
shape [9]S;
shape [4]T;
int main() {
    FILE:S *f;
    with (S) f = fopen("a.dat", "w");
    with (T) {
        int:T x = pcoord(0);
        fwrite(&x, sizeof x, 1, f);
    }
    return 0;
}
