/* Input of test/Run/lang7-control.test.
 * ?:, && and || with a parallel condition and scalar operands that have side
 * effects (docs/language.md §4): the scalar operand is scalar code, run once
 * before the statement whether or not a position selects it, as a scalar
 * statement in a where body runs regardless of the context; a scalar
 * function called per position must be elemental.  Parallel operands are
 * evaluated only where selected (a get in the untaken arm never reads out of
 * range).  Expected values worked out by hand in the comments. */
#include <stdio.h>
#define N 6

shape [N]S;
int calls, fails;
int:S x, y, big;

int f() { calls++; return 10 * calls; }
int g(int v) { calls += 100; return v; }
elemental int ef(int v) { return v * 3; }

void expect(char *what, int got_calls, int want_calls, int sum, int want_sum)
{
    printf("%s: calls %d sum %d\n", what, got_calls, sum);
    if (got_calls != want_calls || sum != want_sum) { fails++; printf("FAIL %s: want calls %d sum %d\n", what, want_calls, want_sum); }
}

main()
{
    int n = 50;
    with (S) {
        x = pcoord(0) - 2;                     /* -2 -1 0 1 2 3 */
        big = x * 1000;
        y = (x > 0) ? f() : 0;                 /* f once: 10 at 3 positions */
        expect("?: taken", calls, 1, += y, 30);
        y = (x > 100) ? f() : -1;              /* f still runs once */
        expect("?: never taken", calls, 2, += y, -6);
        y = (x > 0) && f();                    /* f() = 30, true */
        expect("&&", calls, 3, += y, 3);
        y = (x > 100) || g(0);                 /* g once */
        expect("||", calls, 103, += y, 0);
        where (x > 100) y = f();               /* scalar call in a where with no active position */
        expect("where none", calls, 104, += y, 0);
        y = x > 0 ? n++ : n--;                 /* n++ (50) then n-- (51): n back to 50 */
        expect("both arms", n, 50, += y, 3 * 50 + 3 * 51);
        y = x > 0 ? ef(x) : -ef(x);            /* elemental: per selected position */
        expect("elemental arms", calls, 104, += y, 3 * (1 + 2 + 3) + 3 * (2 + 1 + 0));
        y = x >= 0 && x < N - 2 ? [x + 2]big : -7;   /* get only where in range */
        expect("guarded get", calls, 104, += y, 0 + 1000 + 2000 + 3000 - 14);
        y = x < 0 || [x]big > -1500;           /* get only where x >= 0: [0..3]big = -2000 -1000 0 1000 */
        expect("|| get", calls, 104, += y, 2 + 0 + 1 + 1 + 1);
    }
    printf("cond %s\n", fails ? "FAILED" : "ok");
    return 0;
}
