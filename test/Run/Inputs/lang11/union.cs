/* Input of test/Run/lang11-apps.test. */
/* Parallel unions and enums: a tagged value per position, a switch in an
 * elemental function over the tag, union members read back elementwise,
 * enum-typed parallel variables compared and reduced. */
#include <stdio.h>

#define N 17
shape [N]S;

enum kind { K_INT, K_REAL, K_CHAR };
union val { int i; float f; char c[4]; };
struct tagged { enum kind k; union val v; };

struct tagged:S t;
enum kind:S kk;

elemental double as_double(struct tagged x)
{
    switch (x.k) {
    case K_INT: return x.v.i;
    case K_REAL: return x.v.f;
    default: return x.v.c[0];
    }
}

main()
{
    int i, nfail = 0;
    double sum = 0, ref = 0;
    with (S) {
        double:S d;
        kk = (enum kind:S)(pcoord(0) % 3);
        t.k = kk;
        where (kk == K_INT) t.v.i = pcoord(0) * 10;
        else where (kk == K_REAL) t.v.f = pcoord(0) + 0.25f;
        else { t.v.c[0] = 'A' + pcoord(0); t.v.c[1] = 0; }
        d = as_double(t);
        sum += d;
        for (i = 0; i < N; i++) {
            double want = i % 3 == 0 ? i * 10 : i % 3 == 1 ? i + 0.25 : 'A' + i;
            ref += want;
            if ([i]d != want) { nfail++; printf("FAIL d[%d] %g %g\n", i, [i]d, want); }
        }
        {
            int nreal = 0;
            nreal += (kk == K_REAL);
            if (nreal != 6) { nfail++; printf("FAIL nreal %d\n", nreal); }
        }
        i = >?= kk;
        if (i != K_CHAR) { nfail++; printf("FAIL max kind %d\n", i); }
    }
    if (sum != ref) { nfail++; printf("FAIL sum %g %g\n", sum, ref); }
    printf("sum %.2f\n", sum);
    if (!nfail) printf("union ok\n");
    return nfail;
}
