/* Sieve of Eratosthenes with one position per number: each round picks the
   smallest unmarked number above the last prime (a <?= reduction under a
   where) and strikes its multiples; the count of primes and their sum
   against trial division. */
#include <stdio.h>
#define N 120
shape [N]S;
int main()
{
    int bad = 0, i, j, p = 1, np = 0, rn = 0;
    long sum = 0, rsum = 0;
    with (S) {
        int:S n = pcoord(0);
        bool:S prime = n >= 2;
        for (;;) {
            int next = N;
            where (prime && n > p) next <?= n;
            if (next * next >= N) break;
            p = next;
            where (n > p && n % p == 0) prime = 0;
        }
        where (prime) { np += (int:S)1; sum += n; }
    }
    for (i = 2; i < N; i++) {
        int ok = 1;
        for (j = 2; j * j <= i; j++) if (i % j == 0) ok = 0;
        if (ok) { rn++; rsum += i; }
    }
    if (np != rn || sum != rsum) bad++;
    printf("sieve bad %d primes %d sum %ld\n", bad, np, sum);
    return 0;
}
