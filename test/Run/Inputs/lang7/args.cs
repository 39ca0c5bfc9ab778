/* Input of test/Run/lang7-funcs.test.
 * What a parallel function called under a where sees of its arguments at the
 * inactive positions (docs/language.md §6): a variable, an element of a
 * parallel array, a member of a parallel struct, *p and p->m all arrive with
 * the caller's values at every position (the callee reads its neighbours
 * with [.+1]v and sums with everywhere); a computed argument exists at the
 * active positions only and reads as 0 elsewhere.  Before round 7 an element
 * or member argument was copied at the active positions only.
 * Reference: sums worked out in C. */
#include <stdio.h>
#define N 10

struct rec { int k; double w; };
shape [N]S;
int:S a, c;
int:S arr[2];
struct rec:S rc;
int fails;

void check(char *what, long got, long want)
{
    if (got != want) { fails++; printf("FAIL %s: got %ld want %ld\n", what, got, want); }
}

int:current nbr(int:current v) { return [.+1]v; }
int:current total(int:current v) { int t; everywhere t = += v; return (int:current)t; }

main()
{
    int:S *p = &a;
    struct rec:S *pr = &rc;
    int i, want = 0, all = 0;
    with (S) {
        a = pcoord(0) + 1;                 /* 1..10 */
        arr[1] = 10 * a;
        rc.k = 100 * a;
        rc.w = a / 2.0;
    }
    for (i = 1; i <= 4; i++) want += i + 1;   /* positions 0..3 read a at 1..4 */
    for (i = 1; i <= N; i++) all += i;
    with (S) where (pcoord(0) < 4) {
        c = nbr(a);         check("var", += c, want);
        c = nbr(arr[1]);    check("element", += c, 10 * want);
        c = nbr(rc.k);      check("member", += c, 100 * want);
        c = nbr(*p);        check("*p", += c, want);
        c = nbr(pr->k);     check("p->m", += c, 100 * want);
        c = total(arr[1]);  check("everywhere element", += c, 4 * 10 * all);
        c = total(a + 0);   check("everywhere computed", += c, 4 * (1 + 2 + 3 + 4));
        c = nbr(a * 2);     check("computed", += c, 2 * (2 + 3 + 4));
    }
    printf("args %s\n", fails ? "FAILED" : "ok");
    return 0;
}
