/* Casts between parallel types: double to int (truncation toward zero),
   int to char and unsigned char (wrap), negative to unsigned, long long to
   float, (T:current) of scalars in expressions, and through a typedef. */
#include <stdio.h>
#define N 12
shape [N]S;
typedef unsigned char:S ubyte;
int main()
{
    int bad = 0, i;
    with (S) {
        double:S d = (pcoord(0) - 6) * 1.75;
        int:S n = (int:S)d;
        int:S big = pcoord(0) * 61 - 300;
        char:S c = (char:S)big;
        ubyte uc = (ubyte)big;
        unsigned:S un = (unsigned:current)(big - 100);
        long long:S ll = (long long:S)big * big * big * 1000;
        float:S f = (float:S)ll;
        double:S half = (double:current)1 / 2 + n;
        for (i = 0; i < N; i++) {
            double di = (i - 6) * 1.75; int bi = i * 61 - 300;
            long long li = (long long)bi * bi * bi * 1000;
            if ([i]n != (int)di) { bad++; printf("n %d\n", i); }
            if ([i]c != (char)bi || [i]uc != (unsigned char)bi) { bad++; printf("c %d\n", i); }
            if ([i]un != (unsigned)(bi - 100)) { bad++; printf("un %d\n", i); }
            if ([i]f != (float)li) { bad++; printf("f %d\n", i); }
            if ([i]half != 0.5 + (int)di) { bad++; printf("half %d\n", i); }
        }
    }
    printf("castpar bad %d\n", bad);
    return 0;
}
