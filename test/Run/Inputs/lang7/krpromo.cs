/* Input of test/Run/lang7-funcs.test.
 * K&R C details a 1990 C* program relies on: definitions with identifier lists
 * whose float, char and short parameters get the default argument promotions,
 * a parallel float K&R parameter, a register parameter, a function used before
 * its definition (implicit int), old-style function pointers `int (*op)();`
 * called with scalars, `static` scalar functions, and a parallel function
 * defined K&R whose result is used in a reduction.
 * Reference: the same functions on scalars, per position. */
#include <stdio.h>
#define N 12

shape [N]S;
float:S fx;
int:S ix;
int fails;

check(what, i, got, want)
char *what;
int i;
double got, want;
{
    if (got != want) { fails++; if (fails < 20) printf("FAIL %s at %d: got %.9g want %.9g\n", what, i, got, want); }
}

static double mix(f, c, s)
float f;
char c;
short s;
{
    return f * 2 + c - s;
}

float:current scale(v, k, c)
float:current v;
register int k;
char c;
{
    return v * k + c;
}

int add(a, b) int a, b; { return a + b; }
int sub(a, b) int a, b; { return a - b; }

main()
{
    int i, r, tot, rtot = 0;
    int (*op)();
    double m = mix(1.25f, 'A', (short)300);
    check("mix", 0, m, 1.25 * 2 + 'A' - 300);
    op = add; r = op(7, 5);
    op = sub; r = r * 10 + op(7, 5);
    check("op", 0, r, 122);
    check("later", 0, later(6), 36);
    with (S) {
        fx = pcoord(0) * 0.5f - 2;
        fx = scale(fx, 3, 'a');
        ix = fx;                         /* float to int truncates */
        tot = += (int:S)scale(fx, -1, 0);
    }
    for (i = 0; i < N; i++) {
        float F = i * 0.5f - 2;
        F = F * 3 + 'a';
        check("scale", i, [i]fx, F);
        check("trunc", i, [i]ix, (int)F);
        rtot += (int)(F * -1 + 0);
    }
    check("tot", 0, tot, rtot);
    printf("tot %d\n", tot);
    printf("krpromo %s\n", fails ? "FAILED" : "ok");
    return 0;
}

later(n)
{
    return n * n;
}
