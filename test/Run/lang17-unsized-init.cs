// A file-scope parallel array whose size comes from its initializer, as C
// allows: `int:S y[] = {1, 2, 3};`, `char:S name[] = "hello";`, `static
// double:S w[] = {...}`, `int:S m[][2] = {{1, 2}, {3, 4}, {5, 6}}`.  The
// declaration stayed `int (*y)[]` in the generated C while the initializer
// moved to the start-up code, and gcc stopped: "invalid use of array with
// unspecified bounds".  Likewise an `extern int:S z[];` used before the
// file's definition `int:S z[2] = {...}` gives it its size.  Every element of every position is checked against the
// initializer; sizeof gives the initializer's count.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: sizes 3 6 4 3
// CHECK: y 60 name hello w 0.25 m 85
// CHECK: z 245 mismatches 0
#include <stdio.h>
#include <string.h>
shape [5]S;
int:S y[] = {1, 2, 3};
char:S name[] = "hello";
static double:S w[] = {0.25, 0.5, 1, 2};
int:S m[][2] = {{1, 2}, {3, 4}, {5, 6}};
extern int:S z[];
int zsum(void) { int t = 0; with (S) t += z[0] * 10 + z[1]; return t; }
int:S z[2] = {4, 9};
int main()
{
    int yi[] = {1, 2, 3}, mi[][2] = {{1, 2}, {3, 4}, {5, 6}};
    double wi[] = {0.25, 0.5, 1, 2};
    int p, k, bad = 0;
    char nm[8];
    printf("sizes %d %d %d %d\n", (int)(sizeof y / sizeof y[0]), (int)sizeof name,
           (int)(sizeof w / sizeof w[0]), (int)(sizeof m / sizeof m[0]));
    with (S) {
        int:S len = strlen(name);
        y[1] *= 2;
        for (p = 0; p < 5; p++) {
            for (k = 0; k < 3; k++) if ([p]y[k] != yi[k] * (k == 1 ? 2 : 1)) bad++;
            for (k = 0; k < 4; k++) if ([p]w[k] != wi[k]) bad++;
            for (k = 0; k < 6; k++) if ([p]m[k / 2][k % 2] != mi[k / 2][k % 2]) bad++;
            if ([p]len != 5) bad++;
        }
        for (k = 0; k < 6; k++) nm[k] = [4]name[k];
        printf("y %d name %s w %g m %d\n", (+= y[1]) * 3, nm, [2]w[0], (+= (m[2][0] + m[1][1] + m[0][1] + m[2][1])) * 1);
    }
    printf("z %d mismatches %d\n", zsum(), bad);
    return 0;
}
