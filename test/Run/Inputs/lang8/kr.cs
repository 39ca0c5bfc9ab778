/* Input of test/Run/lang8-lang.test.
 * A 1990s K&R C* program: main() first with no return type, functions
 * defined after their use with identifier lists (implicit int results, a
 * parallel-result function declared K&R style before use with `int:S
 * smooth();`), parallel, shape, float and register parameters, a scalar
 * function with parallel parameters called before its definition (C's
 * implicit int declaration), static locals, and old-style globals.
 * Reference: the same arithmetic in plain C. */
#include <stdio.h>

#define N 13
shape [N]line;
int:line heat, tmp;
float:line wt;
int fails;
int:line smooth();
double:line scaled();

main()
{
    int p, s, want, steps;
    with (line) {
        heat = (pcoord(0) * 7) % N;
        wt = pcoord(0) * 0.5;
        s = total(heat);              /* defined below, implicit int */
        want = 0;
        for (p = 0; p < N; p++) want += p * 7 % N;
        check("total", s, want);
        tmp = smooth(heat, 2);
        for (p = 0; p < N; p++) {
            int l = p > 0 ? (p - 1) * 7 % N : 0, r = p < N - 1 ? (p + 1) * 7 % N : 0;
            check("smooth", [p]tmp, (l + 2 * (p * 7 % N) + r) / 4 + 2);
        }
        for (steps = 0; steps < 3; steps++) bump(line, 1);
        check("bump count", calls(), 3);
        s = 0;
        for (p = 0; p < N; p++) s += (p * 7 % N - p * 7 % N % 2) / 2;
        check("scaled", (int)(+= scaled(heat, 0.5f)), s);
        check("max", biggest(heat, wt), N - 1);
    }
    if (fails == 0) printf("kr ok\n");
}

check(what, got, want)
char *what;
{
    if (got != want) { fails++; printf("FAIL %s: got %d want %d\n", what, got, want); }
}

total(v)
int:line v;
{
    register int s;
    s = += v;
    return s;
}

int:line smooth(v, k)
register int:line v;
int k;
{
    int:line r;
    r = ([.-1]v + 2 * v + [.+1]v) / 4 + k;
    return r;
}

static int ncalls;
bump(s, by)
shape s;
{
    with (s) heat += by;
    ncalls++;
    with (s) heat -= by;
}
calls() { return ncalls; }

double:line scaled(v, f)
int:line v;
float f;           /* promoted: passed as double without a prototype */
{
    return v * f - (v % 2) * f;
}

biggest(a, w)
int:line a;
float:line w;
{
    int m;
    m = >?= a;
    if ((>?= w) > 5.5) m = m;
    return m;
}
