/* Input of test/Run/lang5-lang.test.
 * Casts between parallel types ((float:current)i, (unsigned char:S), (long:S)),
 * char arithmetic on parallel chars (toupper, 'a' + k, wrap-around),
 * unsigned/long/double reductions printed with printf. */
#include <stdio.h>
#include <ctype.h>
#define N 26

shape [N]S;
char:S c;
unsigned char:S u;
int:S i;
float:S f;
int fails;

main()
{
    int k;
    unsigned usum, umax;
    long lsum, lmin;
    double dsum, dmax;
    char word[N + 1];
    with (S) {
        i = pcoord(0);
        c = 'a' + i;
        c = toupper(c);
        where (i % 5 == 0) c = c + ('a' - 'A');     /* back to lower case */
        u = (unsigned char:S)(i * 20);               /* wraps modulo 256 */
        f = (float:current)i / 4;
        usum = 0; usum += (unsigned:S)u;
        umax = 0; umax >?= (unsigned:current)(i - 30);   /* negatives wrap to big unsigned values */
        lsum = 0; lsum += (long:S)i * 100000000L;
        lmin = 0; lmin <?= -(long:current)i * i;
        dsum = 0; dsum += (double:S)f;
        dmax = -1; dmax >?= (double:current)f * 2;
        i = (int:current)(f * 3.0f);                  /* truncation toward zero */
    }
    for (k = 0; k < N; k++) word[k] = [k]c;
    word[N] = 0;
    printf("%s\n", word);
    printf("usum %u umax %u lsum %ld lmin %ld dsum %.3f dmax %.3f\n", usum, umax, lsum, lmin, dsum, dmax);
    {
        unsigned eu = 0, em = 0; long el = 0, en = 0; double ed = 0, ex = -1;
        for (k = 0; k < N; k++) {
            char ch = 'A' + k;
            if (k % 5 == 0) ch = 'a' + k;
            if ([k]c != ch) { printf("FAIL c[%d] %c\n", k, [k]c); fails++; }
            if ([k]u != (unsigned char)(k * 20)) { printf("FAIL u[%d]\n", k); fails++; }
            if ([k]i != (int)((float)k / 4 * 3.0f)) { printf("FAIL i[%d] %d\n", k, [k]i); fails++; }
            eu += (unsigned char)(k * 20);
            if ((unsigned)(k - 30) > em) em = (unsigned)(k - 30);
            el += k * 100000000L;
            if (-(long)k * k < en) en = -(long)k * k;
            ed += (float)k / 4;
            if ((double)((float)k / 4) * 2 > ex) ex = (double)((float)k / 4) * 2;
        }
        if (eu != usum || em != umax || el != lsum || en != lmin || ed != dsum || ex != dmax) { printf("FAIL reductions\n"); fails++; }
    }
    printf("casts %s\n", fails ? "FAIL" : "ok");
    return 0;
}
