/* Input of test/Run/lang7-types.test.
 * C's usual arithmetic conversions on parallel char, unsigned char, short,
 * unsigned short, int, unsigned, long, unsigned long, float and double:
 * wrap-around on conversion back to a narrow type, unsigned overflow, / and %
 * of negative operands (C truncates toward zero), shifts of signed and
 * unsigned values, mixed signed/unsigned comparisons, int-to-float rounding.
 * Reference: the same expressions in scalar C, one position at a time,
 * compared bit for bit through [i]x reads. */
#include <stdio.h>
#include <string.h>
#define N 29

shape [N]S;
char:S c;
unsigned char:S uc;
short:S sh;
unsigned short:S us;
int:S a, b, q, r, sl, sr;
unsigned:S u, v, ushr;
long:S l;
unsigned long:S ul;
float:S f;
double:S d;
int:S lt;
int fails;

void check(what, i, got, want)
char *what;
int i;
long got, want;
{
    if (got != want) {
        fails++;
        if (fails < 20) printf("FAIL %s at %d: got %ld want %ld\n", what, i, got, want);
    }
}

void checkd(char *what, int i, double got, double want)
{
    if (memcmp(&got, &want, sizeof got) != 0) {
        fails++;
        if (fails < 20) printf("FAIL %s at %d: got %.17g want %.17g\n", what, i, got, want);
    }
}

main()
{
    int i;
    long sum = 0, ref = 0;
    with (S) {
        a = pcoord(0) * 7919 - 100;          /* negative and positive values */
        b = (pcoord(0) % 7) - 3;             /* divisors -3..3 */
        where (b == 0) b = 5;
        q = a / b;
        r = a % b;
        c = a;                               /* conversion to char wraps */
        uc = a * 3;
        sh = a * 311;                        /* wraps to short */
        us = -a;
        u = a;                               /* negative to unsigned */
        v = u * 2654435761u;                 /* unsigned overflow wraps */
        ushr = v >> (pcoord(0) % 32);
        sl = a << (pcoord(0) % 8);
        sr = a >> (pcoord(0) % 5);           /* arithmetic shift of negatives (gcc) */
        l = (long)a * a * a;
        ul = (unsigned long)u * 4294967291ul;
        f = a / 3.0f + c;
        d = a / 7.0 + uc * 0.5 - sh;
        lt = (a < u) + 2 * (c < uc) + 4 * (sh < us);   /* signed vs unsigned compares */
        sum += l;
    }
    for (i = 0; i < N; i++) {
        int A = i * 7919 - 100, B = (i % 7) - 3;
        unsigned U, V;
        char C; unsigned char UC; short SH; unsigned short US;
        float F; double D;
        if (B == 0) B = 5;
        C = A; UC = A * 3; SH = A * 311; US = -A; U = A; V = U * 2654435761u;
        check("a", i, [i]a, A);
        check("q", i, [i]q, A / B);
        check("r", i, [i]r, A % B);
        check("c", i, [i]c, C);
        check("uc", i, [i]uc, UC);
        check("sh", i, [i]sh, SH);
        check("us", i, [i]us, US);
        check("u", i, [i]u, U);
        check("v", i, [i]v, V);
        check("ushr", i, [i]ushr, V >> (i % 32));
        check("sl", i, [i]sl, A << (i % 8));
        check("sr", i, [i]sr, A >> (i % 5));
        check("l", i, [i]l, (long)A * A * A);
        check("ul", i, (long)[i]ul, (long)((unsigned long)U * 4294967291ul));
        F = A / 3.0f + C;
        D = A / 7.0 + UC * 0.5 - SH;
        checkd("f", i, [i]f, F);
        checkd("d", i, [i]d, D);
        check("lt", i, [i]lt, (A < U) + 2 * (C < UC) + 4 * (SH < US));
        ref += (long)A * A * A;
    }
    check("sum", 0, sum, ref);
    printf("sum of cubes %ld\n", sum);
    printf("arith %s\n", fails ? "FAILED" : "ok");
    return 0;
}
