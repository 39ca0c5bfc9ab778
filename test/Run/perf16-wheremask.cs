// where / else masks (vp/context.c builds them 8 positions per word since
// session 16): nested where and else with conditions that are not 0/1
// (values such as 2, -1, 256 cast to char are 0), at 203 positions (ranks
// hold counts that are not multiples of 8); every count is compared with a
// sequential loop over the positions in plain C.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: where/else masks: 6 counts match
#include <stdio.h>
#define N 203
shape [N]S;

static int c1(int v) { return v % 3; }          /* 0, 1, 2 */
static int c2(int v) { return (v * 7) % 5 - 2; } /* -2..2 */

int main(void)
{
    long got[6] = {0}, want[6] = {0};
    for (int v = 0; v < N; v++) {
        if (c1(v)) {
            want[0]++;
            if (c2(v)) want[1]++; else want[2]++;
        } else {
            want[3]++;
            if ((char)(v * 64)) want[4]++; else want[5]++;
        }
    }
    with (S) {
        int:S v = pcoord(0), a = v % 3, b = (v * 7) % 5 - 2;
        char:S c = (char)(v * 64);
        where (a) {
            got[0] = += 1;
            where (b) got[1] = += 1;
            else got[2] = += 1;
        } else {
            got[3] = += 1;
            where (c) got[4] = += 1;
            else got[5] = += 1;
        }
    }
    int ok = 0;
    for (int k = 0; k < 6; k++) {
        if (got[k] == want[k]) ok++;
        else printf("count %d: got %ld want %ld\n", k, got[k], want[k]);
    }
    printf("where/else masks: %d counts match\n", ok);
    return 0;
}
