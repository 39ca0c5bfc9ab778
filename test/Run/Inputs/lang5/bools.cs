/* Input of test/Run/lang5-lang.test.
 * bool:S values: logical operators, counting with +=, &= and |= reductions,
 * bools as where conditions, a bool parallel array, boolsizeof, bool
 * results from a parallel function. */
#include <stdio.h>
#define N 23

shape [N]S;
bool:S even, big, flags[3];
int:S x;
int fails;

bool:current is_prime(int:current v)
{
    bool:current r = v > 1;
    int d;
    for (d = 2; d < N; d++)
        where (v > d && v % d == 0) r = 0;
    return r;
}

int prime(int v) { int d; if (v < 2) return 0; for (d = 2; d < v; d++) if (v % d == 0) return 0; return 1; }

main()
{
    int i, n_even, n_big, n_both, n_either, n_prime, all_small, any_big;
    int e_even = 0, e_big = 0, e_both = 0, e_either = 0, e_prime = 0, e_f = 0, n_f;
    with (S) {
        x = pcoord(0);
        even = x % 2 == 0;
        big = x > 15;
        flags[0] = even;
        flags[1] = !big;
        flags[2] = even ^ big;
        n_even = += even;
        n_big = += big;
        n_both = += (even && big);
        n_either = += (even || big);
        n_prime = += is_prime(x);
        all_small = &= (x < 100);
        any_big = |= big;
        n_f = 0;
        where (flags[2]) n_f += (int:current)1;
        where (!flags[1]) where (even) x = -x;
    }
    for (i = 0; i < N; i++) {
        int ev = i % 2 == 0, bg = i > 15;
        e_even += ev; e_big += bg; e_both += ev && bg; e_either += ev || bg; e_prime += prime(i);
        e_f += ev ^ bg;
        if ([i]x != (bg && ev ? -i : i)) { printf("FAIL x[%d] = %d\n", i, [i]x); fails++; }
    }
    printf("even %d big %d both %d either %d prime %d flags %d all %d any %d\n",
           n_even, n_big, n_both, n_either, n_prime, n_f, all_small, any_big);
    if (n_even != e_even || n_big != e_big || n_both != e_both || n_either != e_either || n_prime != e_prime ||
        n_f != e_f || all_small != 1 || any_big != 1) { printf("FAIL counts\n"); fails++; }
    printf("sizeof(bool:S) %d boolsizeof(bool) %d boolsizeof(int) %d\n",
           (int)sizeof(bool:S), (int)boolsizeof(bool), (int)boolsizeof(int));
    if (boolsizeof(int) != 8 * sizeof(int)) { printf("FAIL boolsizeof\n"); fails++; }
    printf("bools %s\n", fails ? "FAIL" : "ok");
    return 0;
}
