/* Input of test/Run/lang7-funcs.test.
 * Recursion in a parallel function whose where shrinks the context at each
 * level (Collatz steps and a per-position gcd by Euclid), stopped by a scalar
 * test of the context (|= of the condition); a static parallel variable
 * in a parallel function counting its calls per position (only active
 * positions count); a parallel function calling itself through another
 * (mutual recursion: even/odd); nested parallel calls as a statement
 * (show(plus1(r));) and as arguments.  Reference: scalar C recursion. */
#include <stdio.h>
#define N 23

shape [N]S;
int:S a, b, g, steps, seen, par;
int fails, printed;

void check(char *what, int i, long got, long want)
{
    if (got != want) { fails++; if (fails < 20) printf("FAIL %s at %d: got %ld want %ld\n", what, i, got, want); }
}

/* gcd by Euclid: recursion only where b != 0 */
int:current pgcd(int:current x, int:current y)
{
    int:current r = x;
    where (y != 0)
        if (|= (y != 0)) r = pgcd(y, x % y);
    return r;
}

/* Collatz steps: each level continues only for the positions not yet at 1 */
void:current collatz(int:current *n, int:current *count)
{
    static int:S calls;          /* kept between calls: per-position count */
    calls += 1;
    where (*n != 1) {
        where (*n % 2 == 0) *n = *n / 2; else *n = 3 * *n + 1;
        *count += 1;
        if (|= (*n != 1)) collatz(n, count);
    }
    seen = calls;
}

int:current isodd(int:current v);
int:current iseven(int:current v)
{
    int:current r = 1;
    where (v > 0) if (|= (v > 0)) r = isodd(v - 1);
    return r;
}
int:current isodd(int:current v)
{
    int:current r = 0;
    where (v > 0) if (|= (v > 0)) r = iseven(v - 1);
    return r;
}

int:current plus1(int:current v) { return v + 1; }
void:current show(int:current v) { printed += v; }

int gcd(int x, int y) { return y ? gcd(y, x % y) : x; }
int csteps(int n) { return n == 1 ? 0 : 1 + csteps(n % 2 ? 3 * n + 1 : n / 2); }

main()
{
    int i, mx = 0, maxc = 0, rprinted = 0;
    with (S) {
        int:S n = pcoord(0) + 1;
        a = (pcoord(0) * 17 + 5) % 40 + 1;
        b = (pcoord(0) * 11 + 3) % 30;
        g = pgcd(a, b);
        steps = 0;
        collatz(&n, &steps);
        par = iseven(pcoord(0) % 9);
        show(plus1(par));                 /* nested parallel calls as a statement */
        show(plus1(plus1(a)) - a);
    }
    for (i = 0; i < N; i++) if (csteps(i + 1) > maxc) maxc = csteps(i + 1);
    for (i = 0; i < N; i++) {
        int A = (i * 17 + 5) % 40 + 1, B = (i * 11 + 3) % 30;
        check("gcd", i, [i]g, gcd(A, B));
        check("collatz", i, [i]steps, csteps(i + 1));
        /* active in the call of each step, and in one more call when some
           position still needs a step after its last one (the |= test) */
        check("calls", i, [i]seen, csteps(i + 1) == 0 ? 1 : csteps(i + 1) + (csteps(i + 1) < maxc));
        check("iseven", i, [i]par, (i % 9) % 2 == 0);
        if (csteps(i + 1) > mx) mx = csteps(i + 1);
        rprinted += ((i % 9) % 2 == 0) + 1 + 2;
    }
    check("printed", 0, printed, rprinted);
    printf("max steps %d, printed %d\n", mx, printed);
    printf("recurse %s\n", fails ? "FAILED" : "ok");
    return 0;
}
