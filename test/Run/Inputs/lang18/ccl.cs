/* Connected-component labelling of a small binary image: every foreground
   pixel starts with its own position number and repeatedly takes the
   minimum label of its 4 foreground neighbours (grid reads, the off-grid 0
   border avoided by masking), until no label changes (an |= reduction);
   checked against a sequential flood fill. */
#include <stdio.h>
#define R 7
#define C 10
shape [R][C]G;
static const char *img[R] = {
    "##..#.....",
    "#...##..##",
    "..#..#...#",
    ".###...#.#",
    "......##..",
    "#.#.......",
    "###..####."};
int lab[R][C];
void fill(int i, int j, int l)
{
    if (i < 0 || i >= R || j < 0 || j >= C || img[i][j] != '#' || lab[i][j] >= 0) return;
    lab[i][j] = l;
    fill(i - 1, j, l); fill(i + 1, j, l); fill(i, j - 1, l); fill(i, j + 1, l);
}
int main()
{
    int bad = 0, i, j, rounds = 0, changed, ncomp = 0;
    for (i = 0; i < R; i++) for (j = 0; j < C; j++) lab[i][j] = -1;
    for (i = 0; i < R; i++) for (j = 0; j < C; j++)
        if (img[i][j] == '#' && lab[i][j] < 0) { fill(i, j, i * C + j); ncomp++; }
    with (G) {
        bool:G fg;
        int big = R * C + 1;
        int:G l, nb, up, dn, lf, rt;
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) [i][j]fg = img[i][j] == '#';
        l = fg ? pcoord(0) * C + pcoord(1) : big;
        do {
            up = [.-1][.]l; dn = [.+1][.]l; lf = [.][.-1]l; rt = [.][.+1]l;
            where (pcoord(0) == 0) up = big;
            where (pcoord(0) == R - 1) dn = big;
            where (pcoord(1) == 0) lf = big;
            where (pcoord(1) == C - 1) rt = big;
            nb = up <? dn <? lf <? rt;
            changed = 0;
            where (fg && nb < l) { changed |= (int:G)1; l = nb; }
            rounds++;
        } while (changed);
        for (i = 0; i < R; i++) for (j = 0; j < C; j++)
            if ((img[i][j] == '#' ? lab[i][j] : big) != [i][j]l) { bad++; printf("l %d %d\n", i, j); }
        {
            int roots = 0;
            where (fg && l == pcoord(0) * C + pcoord(1)) roots += (int:G)1;
            printf("ccl bad %d components %d %d\n", bad, roots, ncomp);
        }
    }
    return 0;
}
