/* Input of test/Run/lang6-apps2.test.
 * The sieve of Eratosthenes on a 1-D shape, K&R style: a scalar loop over
 * candidate primes found with a min reduction under where, striking out
 * multiples by where (pcoord(0) % p == 0); then twin primes by [.+2] grid
 * reads, the prime-counting function pi(n) by scan, and the gaps between
 * consecutive primes packed with enumerate and a send.  Reference: a scalar
 * sieve. */
#include <stdio.h>
#include <cscomm.h>
#define MAXN 200

shape [MAXN]nums;
bool:nums prime;
int:nums pi_n, gaps;
char isp[MAXN];
int fails;

int next_prime(after)
int after;
{
    int p = MAXN;
    with (nums)
        where (prime && pcoord(0) > after) p <?= pcoord(0);
    return p;
}

main()
{
    int p, i, count = 0, twins = 0, rtwins = 0, np, last, k;
    for (i = 0; i < MAXN; i++) isp[i] = i >= 2;
    for (p = 2; p * p < MAXN; p++)
        if (isp[p])
            for (i = p * p; i < MAXN; i += p) isp[i] = 0;
    with (nums) {
        prime = pcoord(0) >= 2;
        for (p = next_prime(1); p * p < MAXN; p = next_prime(p))
            where (pcoord(0) > p && pcoord(0) % p == 0) prime = 0;
        count += prime;
        twins += (int:nums)(prime && [.+2]prime);
        pi_n = scan((int:nums)prime, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        gaps = -1;
        where (prime) {
            int:nums idx = enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field);
            int:nums nextp = scan(pcoord(0), 0, CMC_combiner_min, CMC_downward, CMC_none, CMC_no_field, CMC_exclusive);
            where (nextp < MAXN) [idx]gaps = nextp - pcoord(0);
        }
    }
    np = 0;
    last = -1;
    k = 0;
    for (i = 0; i < MAXN; i++) {
        if (isp[i]) {
            np++;
            if (last >= 0) {
                if ([k]gaps != i - last) { printf("FAIL gap %d: %d want %d\n", k, [k]gaps, i - last); fails++; }
                k++;
            }
            last = i;
        }
        if (i + 2 < MAXN && isp[i] && isp[i + 2]) rtwins++;
        if ([i]prime != isp[i] || [i]pi_n != np) { printf("FAIL %d: %d %d\n", i, [i]prime, [i]pi_n); fails++; }
    }
    if (count != np || twins != rtwins || [k]gaps != -1) { printf("FAIL count %d twins %d\n", count, twins); fails++; }
    printf("primes below %d: %d, twin pairs %d\n", MAXN, count, twins);
    printf("sieve %s\n", fails ? "FAIL" : "ok");
}
