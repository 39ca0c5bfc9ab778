/* Input of test/Run/lang5-lang.test.
 * A K&R-style program as written from the C* Programming Guide: implicit int,
 * old-style definitions, register, a sieve with where under a scalar loop, a
 * function returning a shape, shapes as parameters, palloc through them. */
#include <stdio.h>
#define MAXN 60

shape [MAXN]numbers;
int:numbers is_candidate;
int fails;

count_primes(limit)
    int limit;
{
    register int p;
    int count;
    with (numbers) {
        is_candidate = pcoord(0) >= 2 && pcoord(0) < limit;
        for (p = 2; p * p < limit; p++)
            if ([p]is_candidate)
                where (pcoord(0) > p && pcoord(0) % p == 0)
                    is_candidate = 0;
        count = += is_candidate;
    }
    return count;
}

ref_primes(limit)
{
    int n, d, c = 0;
    for (n = 2; n < limit; n++) {
        for (d = 2; d * d <= n; d++) if (n % d == 0) break;
        if (d * d > n) c++;
    }
    return c;
}

shape
make_line(n)
int n;
{
    shape s;
    allocate_shape(&s, 1, n);
    return s;
}

long
triangle(sh)
shape sh;
{
    long t = 0;
    int:void *v = palloc(sh, boolsizeof(int));
    with (sh) {
        *(int:current *)v = pcoord(0) + 1;
        t += *(int:current *)v;
    }
    pfree(v);
    return t;
}

main()
{
    int lim;
    shape s;
    for (lim = 10; lim <= MAXN; lim += 25) {
        int got = count_primes(lim), want = ref_primes(lim);
        printf("primes below %d: %d\n", lim, got);
        if (got != want) { printf("FAIL primes %d: %d want %d\n", lim, got, want); fails++; }
    }
    s = make_line(12);
    printf("line of %d: triangle %ld\n", positionsof(s), triangle(s));
    if (triangle(s) != 78 || triangle(numbers) != MAXN * (MAXN + 1) / 2) { printf("FAIL triangle\n"); fails++; }
    with (s) {
        int:current k = pcoord(0);
        printf("k[11] = %d, rank %d\n", [11]k, rankof(shapeof(k)));
    }
    printf("sieve-kr %s\n", fails ? "FAIL" : "ok");
}
