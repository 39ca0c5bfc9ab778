/* Input of test/Run/lang5-lang.test.
 * Elementwise compound assignments on parallel left sides (%=, <<=, >>=, ^=,
 * <?=, >?= with a parallel target are not reductions), ++/-- inside
 * expressions, comma expressions, nested parallel ?:, short/long long/signed
 * char arithmetic with C's conversions, negative % and /. */
#include <stdio.h>
#define N 15

shape [N]S;
int:S a, b, c;
short:S h;
long long:S ll;
signed char:S sc;
int fails;

main()
{
    int k;
    with (S) {
        a = pcoord(0) - 7;
        b = a;
        b %= 4;
        c = a / 3;
        a <<= 2; a >>= 1;
        a ^= 0x55;
        b <?= 1;
        c >?= -1;
        h = (short:current)(pcoord(0) * 5000);       /* wraps at 32768 */
        ll = (long long:current)pcoord(0) << 40;
        sc = (signed char:current)(pcoord(0) * 19);
        k = 0;
        where (pcoord(0) % 3 == 0) {
            int:S t = pcoord(0);
            c = (t++, t * 10);
            c += ++t > 5 ? t-- : -t;
        }
        a = pcoord(0) < 5 ? (pcoord(0) < 2 ? 1 : 2) : pcoord(0) < 10 ? 3 : (pcoord(0) & 1 ? 4 : 5);
    }
    for (k = 0; k < N; k++) {
        int x = k - 7, eb = x % 4, ec = x / 3, ea, t;
        long long el = (long long)k << 40;
        if (eb > 1) eb = 1;
        if (ec < -1) ec = -1;
        if (k % 3 == 0) { t = k; t++; ec = t * 10; ++t; ec += t > 5 ? t-- : -t; }
        ea = k < 5 ? (k < 2 ? 1 : 2) : k < 10 ? 3 : (k & 1 ? 4 : 5);
        if ([k]a != ea || [k]b != eb || [k]c != ec || [k]h != (short)(k * 5000) || [k]ll != el ||
            [k]sc != (signed char)(k * 19)) {
            printf("FAIL %d: a %d/%d b %d/%d c %d/%d h %d ll %lld sc %d\n", k, [k]a, ea, [k]b, eb, [k]c, ec, [k]h,
                   [k]ll, [k]sc);
            fails++;
        }
    }
    {   /* the xor/shift chain, checked separately */
        with (S) { a = pcoord(0) - 7; a <<= 2; a >>= 1; a ^= 0x55; }
        for (k = 0; k < N; k++) if ([k]a != ((((k - 7) << 2) >> 1) ^ 0x55)) { printf("FAIL shift %d\n", k); fails++; }
    }
    printf("h[14] %d sc[14] %d ll[3] %lld\n", [14]h, [14]sc, [3]ll);
    printf("ops %s\n", fails ? "FAIL" : "ok");
    return 0;
}
