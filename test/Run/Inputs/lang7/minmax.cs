/* Input of test/Run/lang7-ops.test.
 * <? and >? (and <?=, >?=) with C's usual arithmetic conversions: int against
 * unsigned compares as unsigned (-1 >? 1u is 0xffffffff), char against
 * unsigned char, long long against unsigned long long, float against
 * double; reductions <?= and >?= of unsigned values above INT_MAX, of
 * signed char negatives, of unsigned long long, and of long double; sums of
 * long double and unsigned long long.  Reference: scalar C with ?:. */
#include <stdio.h>
#include <limits.h>
#define N 19

shape [N]S;
int:S si;
unsigned:S su, mx1, mn1;
signed char:S sc;
unsigned char:S uc;
int:S cmx;
long long:S ll;
unsigned long long:S ull, mx2;
float:S f;
double:S d, mx3;
long double:S ld;
int fails;

void check(char *what, int i, long long got, long long want)
{
    if (got != want) { fails++; if (fails < 20) printf("FAIL %s at %d: got %lld want %lld\n", what, i, got, want); }
}

main()
{
    int i;
    unsigned rmxu = 0, rmnu = UINT_MAX, gmxu, gmnu;
    signed char rmnc = SCHAR_MAX, gmnc;
    unsigned long long rull = 0, gull, rmxull = 0, gmxull;
    long double rld = 0, gld, rmxld = -1e300L, gmxld;
    with (S) {
        si = pcoord(0) - 9;                               /* -9 .. 9 */
        su = 0x7ffffff0u + 3u * pcoord(0);                /* crosses INT_MAX */
        sc = pcoord(0) * 23 - 200;                        /* wraps into signed char */
        uc = sc;
        ll = (long long)si * 1000000000000LL;
        ull = 0xfffffffffff00000ull + (unsigned long long)pcoord(0) * 0x10001ull;
        f = si / 3.0f;
        d = si / 3.0;
        ld = (long double)si / 7 + 1e-3L * pcoord(0);
        mx1 = si >? 1u;                                   /* unsigned compare */
        mn1 = si <? su;
        cmx = sc >? uc;                                   /* both promote to int */
        mx2 = ll >? ull;                                  /* unsigned long long compare */
        mx3 = f >? d;                                     /* float promoted to double */
        gmxu = >?= su; gmnu = <?= su;
        gmnc = <?= sc;
        gull = += ull; gmxull = >?= ull;
        gld = += ld; gmxld = >?= ld;
    }
    for (i = 0; i < N; i++) {
        int SI = i - 9;
        unsigned SU = 0x7ffffff0u + 3u * i;
        signed char SC = i * 23 - 200;
        unsigned char UC = SC;
        long long LL = (long long)SI * 1000000000000LL;
        unsigned long long ULL = 0xfffffffffff00000ull + (unsigned long long)i * 0x10001ull;
        float F = SI / 3.0f;
        double D = SI / 3.0;
        long double LD = (long double)SI / 7 + 1e-3L * i;
        check("si >? 1u", i, [i]mx1, SI > 1u ? (unsigned)SI : 1u);
        check("si <? su", i, [i]mn1, (unsigned)SI < SU ? (unsigned)SI : SU);
        check("sc >? uc", i, [i]cmx, SC > UC ? SC : UC);
        check("ll >? ull", i, (long long)[i]mx2, (long long)((unsigned long long)LL > ULL ? (unsigned long long)LL : ULL));
        check("f >? d", i, [i]mx3 == ((double)F > D ? (double)F : D), 1);
        rmxu = SU > rmxu ? SU : rmxu; rmnu = SU < rmnu ? SU : rmnu;
        rmnc = SC < rmnc ? SC : rmnc;
        rull += ULL; rmxull = ULL > rmxull ? ULL : rmxull;
        rld += LD; rmxld = LD > rmxld ? LD : rmxld;
    }
    check(">?= unsigned", 0, gmxu, rmxu);
    check("<?= unsigned", 0, gmnu, rmnu);
    check("<?= signed char", 0, gmnc, rmnc);
    check("+= ull", 0, (long long)gull, (long long)rull);
    check(">?= ull", 0, (long long)gmxull, (long long)rmxull);
    check(">?= long double", 0, gmxld == rmxld, 1);
    check("+= long double", 0, gld > rld - 1e-15L && gld < rld + 1e-15L, 1);
    printf("max unsigned %u min %u, min char %d, ull sum %llx, ld max %.6Lf\n", gmxu, gmnu, gmnc, gull, gmxld);
    printf("minmax %s\n", fails ? "FAILED" : "ok");
    return 0;
}
