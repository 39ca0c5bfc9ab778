// Round-9 sweep: struct, union and enum types defined inside block-scope
// parallel declarations (named and unnamed, over several lines with // and
// /* */ comments, a char constant in an enum) were lost when the declaration
// was re-emitted (gcc: "expected '{' before '('", incomplete type); a string
// literal initializing a parallel char array was assigned as an array.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
#include <stdio.h>
#include <string.h>
shape [4]S;
char:S gname[6] = "g";
int main(void)
{
    with (S) {
        struct cell {
            int alive;   // state
            char sym;    /* shown as */
            double w;    // weight, with a ' quote
        }:S c = {1, '#', 0.5};
        enum {
            NORTH = 'n', // a char constant
            SOUTH = 's'
        }:S dir = SOUTH;
        union { int i; float f; }:S u;
        struct cell:S d;
        char:S name[8] = "abc";
        c.w += pcoord(0);
        u.f = 1.0f;
        d = c;
        where (pcoord(0) == 1) dir = NORTH;
        name[1] = name[1] + pcoord(0);
        strcat(gname, name);
        printf("%d %c %g %c %c %x %s %s %d\n", [2]d.alive, [2]d.sym, [3]d.w, [1]dir, [2]dir, [0]u.i, [2]name,
               [3]gname, (int)sizeof(d));
// CHECK: 1 # 3.5 n s 3f800000 adc gaec 16
    }
    return 0;
}
