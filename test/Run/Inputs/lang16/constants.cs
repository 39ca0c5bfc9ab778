/* File-scope constants with C*'s operators: an enumerator, an array of shapes
 * and a 2-D shape whose extents use %% and <?, designators, _Static_assert;
 * <?=/>?= reductions into struct members; checked against plain C. */
#include <stdio.h>
#define N 13
enum { W = 10 %% 4 + 1 };
shape [N %% 5]arr[2];
shape [W][N <? 4]G;
int t5[5] = {[1 <? 3] = 7, [4 >? 2] = 9};
_Static_assert((3 <? 4) == 3, "min");
_Static_assert(-7 %% 3 == 2, "mod");
struct best { int lo; long hi; };
int main(void)
{
    struct best b = {100, -100};
    int i, bad = 0;
    with (arr[1]) {
        int:current v = pcoord(0) * 4 - 5;
        b.lo <?= v;
        b.hi >?= v;
        printf("arr %d %d lo %d hi %ld\n", positionsof(arr[0]), positionsof(arr[1]), b.lo, b.hi);
    }
    with (G) {
        int:G g = (pcoord(0) - pcoord(1)) %% W;
        for (i = 0; i < W * 4; i++) bad += [i / 4][i % 4]g != (((i / 4 - i % 4) % W) + W) % W;
        printf("G %d x %d mismatches %d t5 %d %d\n", dimof(G, 0), dimof(G, 1), bad, t5[1], t5[4]);
    }
    return 0;
}
