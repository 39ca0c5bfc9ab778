/* Input of test/Run/lang5-lang.test.
 * Parallel functions calling parallel functions with where in between and
 * everywhere inside; a recursive scalar function that calls a parallel one;
 * a recursive parallel function stopped by a scalar test. */
#include <stdio.h>
#define N 17

shape [N]S;
int:S a, b, hits;
int fails;

int:current bump(int:current v)
{
    everywhere hits = hits + 1;      /* every position of S, whatever the caller's context */
    return v + 1;
}

int:current twice_odd(int:current v)
{
    int:current r = v;
    where (v % 2) r = bump(v) * 2;   /* bump runs under this where */
    return r;
}

int:current outer(int:current v)
{
    int:current r = 0;
    where (v > 4) r = twice_odd(v) + bump(0);
    else r = -1;
    return r;
}

/* scalar recursion; each level calls a parallel function and reduces its result */
long depth_sum(int k)
{
    long s = 0;
    if (k == 0) return 0;
    with (S) s += bump(a * k);
    return s + depth_sum(k - 1);
}

/* recursive parallel function: a scalar test stops it */
int:current fact(int:current n)
{
    int:current r = 1;
    where (n > 1) if (|= (n > 1)) r = n * fact(n - 1);
    return r;
}

int ref_outer(int v) { return v > 4 ? (v % 2 ? (v + 1) * 2 : v) + 1 : -1; }
long ref_fact(int n) { return n > 1 ? n * ref_fact(n - 1) : 1; }

main()
{
    int i, k;
    long s, want = 0;
    with (S) {
        a = pcoord(0);
        hits = 0;
        where (a < 12) b = outer(a);
        else b = 1000;
        s = depth_sum(3);
    }
    for (k = 1; k <= 3; k++) for (i = 0; i < N; i++) want += i * k + 1;
    if (s != want) { printf("FAIL depth_sum %ld want %ld\n", s, want); fails++; }
    printf("depth_sum %ld\n", s);
    for (i = 0; i < N; i++) {
        int eb = i < 12 ? ref_outer(i) : 1000;
        /* outer: bump(0) once (where v > 4), twice_odd's bump once: 2 everywhere
           increments; depth_sum: 3 more */
        if ([i]b != eb || [i]hits != 5) { printf("FAIL %d: b %d want %d hits %d\n", i, [i]b, eb, [i]hits); fails++; }
    }
    with (S) {
        where (a < 8) b = fact(a);
    }
    for (i = 0; i < 8; i++)
        if ([i]b != ref_fact(i)) { printf("FAIL fact(%d) = %d\n", i, [i]b); fails++; }
    printf("fact(7) %d\n", [7]b);
    printf("callchain %s\n", fails ? "FAIL" : "ok");
    return 0;
}
