/* %%= and <?=/>?= through a pointer to a parallel struct (ps->m, ps->c), on
 * unsigned, char and long parallel variables, a reduction under a where with no
 * active position, a left-indexed element and a combining [2][.] send;
 * checked against plain C per position. */
#include <stdio.h>
shape [3][5]S;
struct pt { int m; unsigned char c; long l; };
int main(void)
{
    struct pt:S s, *ps = &s;
    unsigned:S u;
    char:S ch;
    long:S L;
    int i, j, bad = 0, z = 77;
    with (S) {
        s.m = pcoord(0) * 5 + pcoord(1) - 7;
        s.c = 200 + pcoord(1);
        s.l = -1000L * pcoord(0);
        u = 10u + pcoord(1);
        ch = -pcoord(1) * 3;
        L = 1L << 40;
        ps->m <?= 2;
        ps->c %%= 7;
        ch %%= 4;
        u %%= 3;
        L %%= -1000003L;
        where (pcoord(0) > 5) z <?= s.m;
        [1][2]s.l >?= 5;
        [2][.]s.m <?= -50;
        for (i = 0; i < 3; i++)
            for (j = 0; j < 5; j++) {
                int m = i * 5 + j - 7;
                long ll = (1L << 40) % -1000003L;
                if (ll != 0 && (ll < 0) != (-1000003L < 0)) ll += -1000003L;
                bad += [i][j]s.m != (i == 2 ? -50 : (m < 2 ? m : 2));
                bad += [i][j]s.c != (200 + j) % 7;
                bad += [i][j]ch != (((-j * 3) % 4) + 4) % 4;
                bad += [i][j]u != (10u + j) % 3;
                bad += [i][j]L != ll;
                bad += [i][j]s.l != (i == 1 && j == 2 ? 5 : -1000L * i);
            }
        printf("e4 mismatches %d z %d\n", bad, z);
    }
    return 0;
}
