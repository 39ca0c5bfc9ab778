/* Input of test/Run/lang9-apps.test.
 * A 1990s K&R C* program: main() without a type first, functions defined
 * after their use with identifier lists and declaration lists, implicit int
 * results and parameters, register scalars and parallel variables, static
 * locals counting calls, a goto out of nested scalar loops, a varargs
 * logging helper (<stdarg.h>), #define macros over parallel expressions
 * (SQR, CLAMP, an ODD() mask, a FORALL(s) with) and statement macros used
 * without a `;` (loop(i, n), forever, SWAP(a, b), TIMES(n, s)), string formatting of
 * parallel values with sprintf into a parallel char array.
 * Reference: plain C computed inline. */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#include <stdlib.h>

#define SIZE 23
#define SQR(x) ((x) * (x))
#define CLAMP(x, lo, hi) ((x) <? (hi) >? (lo))
#define ODD(v) ((v) % 2 != 0)
#define FORALL(s) with (s)
#define TOTAL(v) (+= (v))
#define loop(i, n) for (i = 0; i < (n); i++)
#define forever for (;;)
#define SWAP(a, b) { int:vec tmp_ = a; a = b; b = tmp_; }
#define TIMES(n, s) { int k_; for (k_ = 0; k_ < (n); k_++) { s; } }

shape [SIZE]vec;
int:vec u, w;
char:vec label[8];
int nfail;

say(char *fmt, ...)
{
    va_list ap;
    static int lines;
    va_start(ap, fmt);
    if (++lines <= 40) vprintf(fmt, ap);
    va_end(ap);
    return lines;
}

main()
{
    register int i, j;
    int found_i = -1, found_j = -1, calls, t;
    FORALL(vec) {
        register int:vec r = pcoord(0) - 11;
        u = SQR(r) - 3 * r;
        w = CLAMP(u, -5, 40);
        where (ODD(u)) w = -w;
        sprintf(label, "v%d", u % 100);
    }
    for (i = 0; i < SIZE; i++) {
        int r = i - 11, uu = r * r - 3 * r, ww = uu < 40 ? uu : 40;
        ww = ww > -5 ? ww : -5;
        if (uu % 2) ww = -ww;
        check([i]u, uu, "u", i);
        check([i]w, ww, "w", i);
    }
    /* goto out of two scalar loops: the first pair i < j with u[i] + u[j] == 110 */
    for (i = 0; i < SIZE; i++)
        for (j = i + 1; j < SIZE; j++)
            if ([i]u + [j]u == 110) { found_i = i; found_j = j; goto found; }
found:
    {
        int a = -1, b = -1, x, y;
        for (x = 0; x < SIZE && a < 0; x++)
            for (y = x + 1; y < SIZE; y++) {
                int ux = (x - 11) * (x - 11) - 3 * (x - 11), uy = (y - 11) * (y - 11) - 3 * (y - 11);
                if (ux + uy == 110) { a = x; b = y; break; }
            }
        check(found_i, a, "pair i", 0);
        check(found_j, b, "pair j", 0);
    }
    FORALL(vec) {
        t = TOTAL(w) + TOTAL(ODD(u));
        where (u > 20) calls = counter(u, 2);
    }
    {
        int s = 0, k;
        for (k = 0; k < SIZE; k++) {
            int r = k - 11, uu = r * r - 3 * r, ww = uu < 40 ? uu : 40;
            ww = ww > -5 ? ww : -5;
            if (uu % 2) ww = -ww;
            s += ww + (uu % 2 != 0);
        }
        check(t, s, "total", 0);
    }
    check(calls, 1, "static calls", 0);
    FORALL(vec) calls = counter(u, 3);
    check(calls, 2, "static calls", 1);
    /* statement macros used without a `;` after them, as cpp allows */
    FORALL(vec) {
        int n = 0, s = 0;
        loop(i, SIZE) s += [i]u;
        SWAP(u, w)
        TIMES(3, u += 1)
        forever { if (++n == 4) break; }
        check(TOTAL(w) - s, 0, "swap", 0);
        check([5]u, ([5]w < 40 ? [5]w : 40) + 3, "times", 5);
        SWAP(u, w)
        check(n, 4, "forever", 0);
    }
    for (i = 0; i < SIZE; i++) {
        char want[8];
        sprintf(want, "v%d", [i]u % 100);
        if (strcmp(want, [i]label) && nfail++ < 10) say("FAIL label %d: %s\n", i, want);
    }
    say("pair %d %d total %d\n", found_i, found_j, t);
    for (i = 0; i < SIZE; i += 4) say("%s ", [i]label);
    say("\n");
    if (!nfail) say("kr ok\n");
    exit(0);
}

check(got, want, what, i)
    char *what;
    int got, want;
{
    if (got != want && nfail++ < 10) say("FAIL %s[%d] = %d want %d\n", what, i, got, want);
}

counter(v, k)
    int:vec v;
    int k;
{
    static int ncalls;
    int:vec m = v % k;
    ncalls++;
    return ncalls + 0 * (+= m);
}
