/* Run-time shape extents with C*'s operators: `<?` with a variable (written as
 * plain C), `%%` with a call (the marker, evaluated once), a VLA size, case
 * labels with `<?`/`>?`; compared with the same values computed by plain C. */
#include <stdio.h>
int calls = 0;
int f(int n) { calls++; return n + 1; }
int main(void)
{
    int n = 13, i, j, want = 0, sum;
    shape [n <? 8][f(2) %% 3 + 2]B;
    int z = 4 <? 9;
    int buf[n %% 5 + 1];
    with (B) {
        int:B v = pcoord(0) + pcoord(1);
        v >?= z;
        sum = += v;
        for (i = 0; i < 8; i++) for (j = 0; j < 2; j++) want += i + j > 4 ? i + j : 4;
        printf("block shape %d x %d calls %d buf %d sum-diff %d\n", dimof(B, 0), dimof(B, 1), calls,
               (int)(sizeof buf / sizeof buf[0]), sum - want);
        for (i = 0; i < 3; i++) {
            switch (i) { case 0 <? 5: printf("zero "); break; case 1 >? 0: printf("one "); break; default: printf("other\n"); }
        }
    }
    return 0;
}
