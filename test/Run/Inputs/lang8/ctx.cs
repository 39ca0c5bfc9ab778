/* Input of test/Run/lang8-lang.test.
 * Contextualization of &&, || and ?: (TR-253 5.2): the right operand of
 * && / || and the chosen arm of ?: are evaluated only where selected, also
 * when they hold a get, a division that would trap, a parallel function call
 * with side effects on a parallel variable, or a reduction-free nested ?:;
 * casts between parallel types (int <-> double <-> char <-> bool <-> unsigned,
 * (type:current), (type:S)), sizeof and boolsizeof of parallel types and
 * variables.  Reference: plain C per position. */
#include <stdio.h>

#define N 17
shape [N]S;
int:S a, b, r, hits;
double:S d;
char:S ch;
unsigned:S u;
bool:S f;
int fails;

void check(char *what, int p, long got, long want)
{
    if (got != want && fails++ < 10) printf("FAIL %s at %d: got %ld want %ld\n", what, p, got, want);
}

int:current bump(int:current v)
{
    hits += 1;            /* side effect on a file-scope parallel variable */
    return v * 2;
}

main()
{
    int p;
    with (S) {
        a = pcoord(0) - 5;
        b = (pcoord(0) * 5) % 7;
        hits = 0;
        /* division only where b != 0; get only where index in range */
        r = b != 0 && a / b > 0;
        for (p = 0; p < N; p++) { int av = p - 5, bv = p * 5 % 7; check("&&div", p, [p]r, bv != 0 && av / bv > 0); }
        r = a < 0 || [a]b > 3;
        for (p = 0; p < N; p++) { int av = p - 5; check("||get", p, [p]r, av < 0 || (av * 5 % 7) > 3); }
        r = (a >= 0 && a < N) ? [a]b + 100 : -1;
        for (p = 0; p < N; p++) { int av = p - 5; check("?:get", p, [p]r, av >= 0 ? (av * 5 % 7) + 100 : -1); }
        /* a parallel call only where selected: hits counts evaluations */
        r = a > 3 ? bump(a) : a < -2 ? -bump(-a) : 0;
        for (p = 0; p < N; p++) {
            int av = p - 5;
            check("?:call", p, [p]r, av > 3 ? 2 * av : av < -2 ? -2 * -av : 0);
            check("hits", p, [p]hits, av > 3 || av < -2);
        }
        hits = 0;
        r = (a > 0 && bump(a) > 6) || (a < 0 && bump(a) < -4);
        for (p = 0; p < N; p++) {
            int av = p - 5;
            check("&&||call", p, [p]r, (av > 0 && 2 * av > 6) || (av < 0 && 2 * av < -4));
            check("hits2", p, [p]hits, av != 0);
        }
        /* ?: under a where */
        r = 7;
        where (b > 1) r = b > 4 ? a / (b - 4) : 100 / (b - 1);
        for (p = 0; p < N; p++) {
            int av = p - 5, bv = p * 5 % 7;
            check("where?:", p, [p]r, bv > 1 ? (bv > 4 ? av / (bv - 4) : 100 / (bv - 1)) : 7);
        }
        /* casts */
        d = (double:S)a / 4;
        r = (int:S)(d * 10.0);
        ch = (char:S)(a * 20);
        u = (unsigned:current)a;
        f = (bool:S)b;
        for (p = 0; p < N; p++) {
            int av = p - 5;
            check("double cast", p, (long)([p]d * 8), (long)(((double)av / 4) * 8));
            check("int cast", p, [p]r, (int)(((double)av / 4) * 10.0));
            check("char cast", p, [p]ch, (char)(av * 20));
            check("unsigned cast", p, [p]u, (unsigned)av);
            check("bool cast", p, [p]f, (p * 5 % 7) != 0);
        }
        r = (int:current)(char:current)(a * 50) + (int)(bool:S)(a - 2);
        for (p = 0; p < N; p++) { int av = p - 5; check("chain cast", p, [p]r, (int)(char)(av * 50) + (av != 2)); }
        r = ((unsigned:S)a > 3u);          /* unsigned compare: -1 is large */
        for (p = 0; p < N; p++) { int av = p - 5; check("unsigned cmp", p, [p]r, (unsigned)av > 3u); }
        /* sizeof / boolsizeof */
        check("sizeof(int:S)", 0, sizeof(int:S), sizeof(int));
        check("sizeof d", 0, sizeof d, sizeof(double));
        check("sizeof(double:current)", 0, sizeof(double:current), sizeof(double));
        check("sizeof ch", 0, sizeof(ch), 1);
        check("boolsizeof(int)", 0, boolsizeof(int), 8 * sizeof(int));
        check("boolsizeof d", 0, boolsizeof(d), 64);
        check("boolsizeof(int:S)", 0, boolsizeof(int:S), 32);
        check("sizeof a+d", 0, sizeof(a + d), sizeof(double));
    }
    if (fails == 0) printf("ctx ok\n");
}
