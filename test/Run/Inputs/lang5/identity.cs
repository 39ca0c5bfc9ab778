/* Input of test/Run/lang5-lang.test.
 * Block-scope `int:S x = expr;` initialisers that use reductions; reductions
 * over where subsets with no active position: s OP= p leaves s unchanged, the
 * unary forms give the operator's identity (docs/language.md §5: +-infinity
 * for <?= and >?= of a floating type). */
#include <stdio.h>
#include <limits.h>
#include <math.h>
#define N 9

shape [N]S;
int:S a;
int fails;

main()
{
    int k, s1 = 5, s2 = 7, s3 = -3;
    double d1 = 2.5;
    with (S) {
        a = pcoord(0) + 1;
        {
            int:S centred = a - (+= a) / N;          /* mean is 5 */
            int:S scaled = a * (>?= a) + (<?= a);
            long total = 0;
            total += centred;
            if (total != 0) { printf("FAIL centred %ld\n", total); fails++; }
            for (k = 0; k < N; k++)
                if ([k]scaled != (k + 1) * N + 1) { printf("FAIL scaled %d\n", k); fails++; }
        }
        where (a > 100) {
            s1 += a; s2 <?= a; s3 >?= a; d1 *= (double:current)a;
            printf("none: sum %d prod %d min %d max %d and %d or %d xor %d\n",
                   += a, *= a, <?= a, >?= a, &= a, |= a, ^= a);
            if ((+= a) != 0 || (*= a) != 1 || (<?= a) != INT_MAX || (>?= a) != INT_MIN || (&= a) != -1 ||
                (|= a) != 0 || (^= a) != 0) { printf("FAIL int identities\n"); fails++; }
            if ((<?= (double:current)a) != INFINITY || (>?= (double:current)a) != -INFINITY ||
                (+= (double:current)a) != 0.0 || (*= (double:current)a) != 1.0) { printf("FAIL double identities\n"); fails++; }
            if ((<?= (unsigned:current)a) != UINT_MAX || (>?= (unsigned:current)a) != 0) { printf("FAIL unsigned identities\n"); fails++; }
        }
        where (a > 100) where (a < 0) s1 += 1000;   /* scalar code: runs once, whatever the context */
        where (a > 100) where (a < 0) s2 += a;      /* a reduction over no position */
    }
    printf("unchanged: %d %d %d %g\n", s1, s2, s3, d1);
    if (s1 != 1005 || s2 != 7 || s3 != -3 || d1 != 2.5) { printf("FAIL scalars changed\n"); fails++; }
    printf("identity %s\n", fails ? "FAIL" : "ok");
    return 0;
}
