/* Input of test/Run/lang9-apps2.test.
 * C's arithmetic on parallel values of every width: char and unsigned char
 * wrap-around, short promotions, unsigned comparisons and underflow, long
 * long products, float rounding, integer division and modulo of negative
 * numbers, shifts of negative and unsigned values, mixed signed/unsigned
 * comparisons, casts between parallel types, sizeof of parallel types and
 * variables, parallel bool normalisation, math.h functions on parallel
 * doubles.  Each position's results are compared with the same expression
 * computed in plain C on that position's inputs. */
#include <stdio.h>
#include <math.h>
#include <limits.h>

#define N 17

shape [N]s;
char:s c;
unsigned char:s uc;
short:s sh;
unsigned:s u;
long long:s ll;
float:s f;
double:s d;
bool:s b;
int:s q, r, sl, sr;
unsigned:s usr;
int:s cmp;

int fails;
void expect(char *what, int i, double got, double want)
{
    if (got != want && !(got != got && want != want) && fails++ < 12)
        printf("FAIL %s[%d] = %.17g want %.17g\n", what, i, got, want);
}

main()
{
    int i;
    if (sizeof(int:s) != sizeof(int) || sizeof c != 1 || sizeof(ll) != 8 || sizeof(double:s) != 8
        || boolsizeof(short:s) != 16 || sizeof(bool:s) != sizeof(bool))
        printf("FAIL sizeof\n");
    with (s) {
        int:s k = pcoord(0) - 8;               /* -8 .. 8 */
        c = (char:s)(k * 20);                  /* wraps past 127 */
        uc = k * 20;                           /* conversion to unsigned char: mod 256 */
        sh = (short:s)(k * 5000);
        sh = sh * 2;                           /* int arithmetic, then truncation */
        u = k;                                 /* negative to unsigned */
        u = u - 3;
        ll = (long long:s)k * 1000000007LL * k;
        f = k / 3.0f;
        d = sqrt(fabs((double:s)k)) + pow(2.0, k) - floor(k / 3.0) + fmod(k, 3.0) + atan2(k, 2.0);
        b = k * 7;                             /* nonzero becomes 1 */
        q = k / 3;  r = k % 3;                 /* truncation toward zero */
        sl = k << 3;
        sr = -k >> 1;
        usr = (unsigned:s)k >> 28;
        cmp = (k < (unsigned:s)3) + 2 * (uc > c) + 4 * (b == 1) + 8 * ((char:s)uc == c);
    }
    for (i = 0; i < N; i++) {
        int k = i - 8;
        short s2 = (short)(k * 5000);
        unsigned uu = (unsigned)k - 3;
        char cc = (char)(k * 20);
        unsigned char ucc = k * 20;
        bool bb = k * 7;
        expect("char", i, [i]c, cc);
        expect("uchar", i, [i]uc, ucc);
        s2 = s2 * 2;
        expect("short", i, [i]sh, s2);
        expect("unsigned", i, [i]u, uu);
        expect("long long", i, (double)([i]ll - (long long)k * 1000000007LL * k), 0);
        expect("float", i, [i]f, (float)(k / 3.0f));
        expect("double", i, [i]d, sqrt(fabs((double)k)) + pow(2.0, k) - floor(k / 3.0) + fmod(k, 3.0) + atan2(k, 2.0));
        expect("bool", i, [i]b, bb);
        expect("div", i, [i]q, k / 3);
        expect("mod", i, [i]r, k % 3);
        expect("shl", i, [i]sl, k << 3);
        expect("shr", i, [i]sr, -k >> 1);
        expect("ushr", i, [i]usr, (unsigned)k >> 28);
        expect("cmp", i, [i]cmp, (k < (unsigned)3) + 2 * (ucc > cc) + 4 * (bb == 1) + 8 * ((char)ucc == cc));
    }
    with (s) {
        /* reductions keep the element types' conversions */
        unsigned umax = >?= u;
        int cmin = <?= c;
        long long lsum = += ll;
        float fsum = += f;
        unsigned char ucsum = 0;
        ucsum += uc;                 /* folds in int, stored mod 256 */
        {
            unsigned um = 0; int cm = 127, j; long long ls = 0; float fs = 0; int us = 0;
            for (j = 0; j < N; j++) {
                int k = j - 8;
                if ((unsigned)k - 3 > um) um = (unsigned)k - 3;
                if ((char)(k * 20) < cm) cm = (char)(k * 20);
                ls += (long long)k * 1000000007LL * k;
                fs += (float)(k / 3.0f);
                us += (unsigned char)(k * 20);
            }
            expect("umax", 0, umax, um);
            expect("cmin", 0, cmin, cm);
            expect("lsum", 0, (double)(lsum - ls), 0);
            /* the float sum is folded in blocks, not left to right: compare loosely */
            expect("fsum", 0, fabs(fsum - fs) < 1e-5, 1);
            expect("ucsum", 0, ucsum, (unsigned char)us);
        }
    }
    for (i = 0; i < N; i += 4) printf("%d %u %d %u %lld %.3f %.4f | ", [i]c, [i]uc, [i]sh, [i]u, [i]ll, [i]f, [i]d);
    printf("\n");
    if (!fails) printf("types ok\n");
}
