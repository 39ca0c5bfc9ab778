/* Input of test/Run/lang9-apps.test.
 * Sieve of Eratosthenes on a shape of 200 numbers: the scalar loop asks
 * [p]prime (a scalar read of one position) and strikes the multiples under
 * where; primes are counted by +=, summed in a long long, the largest found
 * by >?=, twin primes by a grid read [.+2], and the primes packed to the
 * front of a second shape by enumerate + send.  Goldbach pairs per even
 * number by a loop over primes.  Reference: a plain C sieve. */
#include <stdio.h>
#include <cscomm.h>

#define N 200

shape [N]nums;
bool:nums prime;
int:nums packed, gold;

main()
{
    int p, i, j, count, twins, largest, fails = 0, np = 0;
    long long sum;
    char sp[N];
    int plist[N];
    /* reference */
    for (i = 0; i < N; i++) sp[i] = i >= 2;
    for (i = 2; i * i < N; i++)
        if (sp[i]) for (j = i * i; j < N; j += i) sp[j] = 0;
    for (i = 0; i < N; i++) if (sp[i]) plist[np++] = i;

    with (nums) {
        prime = pcoord(0) >= 2;
        for (p = 2; p * p < N; p++)
            if ([p]prime)
                where (pcoord(0) >= p * p && pcoord(0) % p == 0)
                    prime = 0;
        count = += (int:nums)prime;
        sum = 0;
        where (prime) {
            sum += (long long:nums)pcoord(0) * pcoord(0);
            largest = >?= pcoord(0);
            twins = += (int:nums)[.+2]prime;
            [enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field)]packed = pcoord(0);
        }
        /* Goldbach: number of ways to write an even n as p + q, p <= q */
        gold = 0;
        for (i = 0; i < np; i++)
            where (pcoord(0) % 2 == 0 && pcoord(0) >= 2 * plist[i] && pcoord(0) - plist[i] < N)
                gold += [pcoord(0) - plist[i]]prime;
    }
    if (count != np) printf("FAIL count %d want %d\n", count, np);
    {
        long long s = 0; int t = 0;
        for (i = 0; i < np; i++) {
            s += (long long)plist[i] * plist[i];
            if (plist[i] + 2 < N && sp[plist[i] + 2]) t++;
            if ([i]packed != plist[i] && fails++ < 10) printf("FAIL packed[%d] = %d want %d\n", i, [i]packed, plist[i]);
        }
        if (s != sum) printf("FAIL sum %lld want %lld\n", sum, s);
        if (t != twins) printf("FAIL twins %d want %d\n", twins, t);
        if (largest != plist[np - 1]) printf("FAIL largest %d want %d\n", largest, plist[np - 1]);
    }
    for (i = 0; i < N; i++) {
        int w = 0;
        if (i % 2 == 0)
            for (j = 0; j < np; j++) if (i >= 2 * plist[j] && sp[i - plist[j]]) w++;
        if ([i]gold != w && fails++ < 10) printf("FAIL goldbach(%d) = %d want %d\n", i, [i]gold, w);
        if ([i]prime != sp[i] && fails++ < 10) printf("FAIL prime[%d]\n", i);
    }
    printf("%d primes below %d, largest %d, %d twin pairs, sum of squares %lld\n", count, N, largest, twins, sum);
    for (i = 4; i <= 20; i += 2) printf("g(%d)=%d ", i, [i]gold);
    printf("\n");
    if (!fails) printf("sieve ok\n");
}
