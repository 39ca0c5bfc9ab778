/* Input of test/Run/lang6-apps2.test.
 * Connected-component labelling of a binary image, the classic data-parallel
 * way: every foreground pixel starts with its own position as label, takes the
 * minimum of its 4-neighbours' labels ([.-1][.] ... with <?= on a local) while
 * any label changes (while (|= changed)), then the components are counted by
 * a send into a 1-D shape of flags.  Reference: flood fill in scalar C. */
#include <stdio.h>
#define H 9
#define W 11
#define BIG (H * W)

shape [H][W]img;
shape [H * W]flags;
bool:img fg;
int:img label;
int:flags seen;
int pix[H][W], ref[H][W];
int fails;

void flood(int i, int j, int l)
{
    if (i < 0 || i >= H || j < 0 || j >= W || !pix[i][j] || ref[i][j] != BIG) return;
    ref[i][j] = l;
    flood(i - 1, j, l); flood(i + 1, j, l); flood(i, j - 1, l); flood(i, j + 1, l);
}

elemental int pattern(i, j)
int i, j;
{
    return ((i * 3 + j * 5) % 7 < 3) || (i == 4) || (j == 7 && i < 3);
}

main()
{
    int i, j, rounds = 0, comps, rcomps = 0;
    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++) pix[i][j] = pattern(i, j), ref[i][j] = BIG;
    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++)
            if (pix[i][j] && ref[i][j] == BIG) { flood(i, j, i * W + j); rcomps++; }
    with (img) {
        bool:img changed;
        fg = pattern(pcoord(0), pcoord(1));
        label = BIG;
        where (fg) label = pcoord(0) * W + pcoord(1);
        do {
            int:img best = label, nb;
            where (fg) {
                nb = [.-1][.]label; where (nb >= 0 && [.-1][.]fg) best <?= nb;
                nb = [.+1][.]label; where ([.+1][.]fg) best <?= nb;
                nb = [.][.-1]label; where ([.][.-1]fg) best <?= nb;
                nb = [.][.+1]label; where ([.][.+1]fg) best <?= nb;
            }
            changed = best != label;
            label = best;
            rounds++;
        } while (|= changed);
        where (fg) [label]seen = 1;
    }
    with (flags) comps = += seen;
    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++) {
            int want = pix[i][j] ? ref[i][j] : BIG;
            if ([i][j]label != want) { printf("FAIL [%d][%d] %d want %d\n", i, j, [i][j]label, want); fails++; }
        }
    if (comps != rcomps) { printf("FAIL components %d want %d\n", comps, rcomps); fails++; }
    printf("components %d rounds %d\n", comps, rounds);
    for (i = 0; i < H; i++) {
        for (j = 0; j < W; j++) putchar([i][j]fg ? 'a' + [i][j]label % 26 : '.');
        putchar('\n');
    }
    printf("ccl %s\n", fails ? "FAIL" : "ok");
}
