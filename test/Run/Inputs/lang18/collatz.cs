/* Collatz step counts for 1..30 in long long, a do-while that stops when
   every position has reached 1 (&= reduction); the largest count and where
   it occurs (>?= then a where on equality and <?= on the position). */
#include <stdio.h>
#define N 30
shape [N]S;
int main()
{
    int bad = 0, i, best = 0, at = N, rbest = 0, rat = 0;
    with (S) {
        long long:S v = pcoord(0) + 1;
        int:S steps = 0;
        do {
            where (v != 1) {
                where (v % 2) v = 3 * v + 1; else v /= 2;
                steps++;
            }
        } while (!(&= (v == 1)));
        best >?= steps;
        where (steps == best) at <?= pcoord(0);
        for (i = 0; i < N; i++) {
            long long x = i + 1; int s = 0;
            while (x != 1) { x = x % 2 ? 3 * x + 1 : x / 2; s++; }
            if ([i]steps != s) { bad++; printf("s %d\n", i); }
            if (s > rbest) { rbest = s; rat = i; }
        }
    }
    if (best != rbest || at != rat) bad++;
    printf("collatz bad %d best %d at %d\n", bad, best, at + 1);
    return 0;
}
