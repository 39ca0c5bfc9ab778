/* Input of test/Run/lang11-apps.test. */
/* Guards a C programmer relies on: integer division under where (d != 0),
 * behind && and inside ?:, a modulus by a parallel divisor, array indexing
 * guarded by a bounds where, shifts by parallel counts, and the same guards
 * inside a parallel function and an elemental function. */
#include <stdio.h>

#define N 9
shape [N]S;
int tab[4] = { 10, 20, 30, 40 };
int nfail;
#define CHECK(got, want) do { long g_ = (got), w_ = (want); if (g_ != w_) { nfail++; \
    printf("FAIL line %d: %s = %ld, want %ld\n", __LINE__, #got, g_, w_); } } while (0)

int:current safe_div(int:current n, int:current d)
{
    int:current q = -1;
    where (d != 0) q = n / d;
    return q;
}

elemental int edv(int n, int d) { return d ? n % d : -7; }

main()
{
    int i;
    with (S) {
        int:S n = 100 + pcoord(0), d = pcoord(0) % 3, q = -1, b, m, t = -1, sh;
        where (d != 0) q = n / d;
        b = d != 0 && n / d > 60;
        m = d ? n % d : 0;
        where (pcoord(0) < 4) t = tab[pcoord(0)];
        sh = 1 << d;
        for (i = 0; i < N; i++) {
            int nn = 100 + i, dd = i % 3;
            CHECK([i]q, dd ? nn / dd : -1);
            CHECK([i]b, dd != 0 && nn / dd > 60);
            CHECK([i]m, dd ? nn % dd : 0);
            CHECK([i]t, i < 4 ? tab[i] : -1);
            CHECK([i]sh, 1 << dd);
        }
        q = safe_div(n, d);
        m = edv(n, d);
        for (i = 0; i < N; i++) {
            int nn = 100 + i, dd = i % 3;
            CHECK([i]q, dd ? nn / dd : -1);
            CHECK([i]m, dd ? nn % dd : -7);
        }
        q = -1;
        where (d) q = safe_div(n, d) + tab[d];
        CHECK([4]q, 104 + 20);
        CHECK([3]q, -1);
    }
    if (!nfail) printf("divz ok\n");
    return nfail;
}
