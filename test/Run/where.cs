// where / else / nested where / everywhere, against a plain C reference.
// RUN: cc %S/Inputs/where_ref.c -o %t.ref && %t.ref > %t.expected
// RUN: %crun -n 1 %s > %t.1 && diff %t.expected %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.expected %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.expected %t.3
#include <stdio.h>
shape [10][7]S;
int:S x, y;
int main() {
    long s1 = 0, s2 = 0, s3 = 0;
    with (S) {
        x = pcoord(0) * 7 + pcoord(1);
        y = 0;
        where (x % 3 == 0) {
            y = 1;
            where (x % 2 == 0)
                y = 2;
            else
                y = 3;
            everywhere y += 100;
        } else {
            y = -x;
        }
        s1 += y;
        where (x > 20) s2 += y; else s3 += x;
        printf("%d %d %d\n", [0][0]y, [1][2]y, [9][6]y);
    }
    printf("%ld %ld %ld\n", s1, s2, s3);
    return 0;
}
