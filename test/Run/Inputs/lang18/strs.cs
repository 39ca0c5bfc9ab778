/* Per-position strings: sprintf into a parallel char array, strlen, strcmp
   against another position's string read with a scalar left index, atoi of
   a suffix, toupper through a parallel index; count the strings that sort
   before each one and check against C's strcmp over a table. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <ctype.h>
#define N 8
shape [N]S;
int main()
{
    int bad = 0, i, j;
    char tab[N][16];
    for (i = 0; i < N; i++) sprintf(tab[i], "%c%d-%d", 'a' + (i * 5) % 4, i * 7 % 10, i);
    with (S) {
        char:S name[16];
        int:S len, before = 0, num;
        sprintf(name, "%c%d-%d", 'a' + (pcoord(0) * 5) % 4, pcoord(0) * 7 % 10, pcoord(0));
        len = strlen(name);
        for (j = 0; j < N; j++)
            where (strcmp(name, [j]name) > 0) before++;
        num = atoi(name + 1);
        name[0] = toupper(name[0]);
        for (i = 0; i < N; i++) {
            int rb = 0;
            for (j = 0; j < N; j++) rb += strcmp(tab[i], tab[j]) > 0;
            if ([i]len != (int)strlen(tab[i]) || [i]before != rb || [i]num != atoi(tab[i] + 1)) { bad++; printf("s %d %d %d %d %d %d %d %s\n", i, [i]len, (int)strlen(tab[i]), [i]before, rb, [i]num, atoi(tab[i] + 1), tab[i]); }
        }
        for (i = 0; i < N; i++) {
            tab[i][0] = toupper(tab[i][0]);
            if (strcmp([i]name, tab[i]) != 0) { bad++; printf("name %d %s %s\n", i, [i]name, tab[i]); }
        }
    }
    printf("strs bad %d\n", bad);
    return 0;
}
