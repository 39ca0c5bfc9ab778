/* csfuzz seed 600 #161 (test/Run/Inputs/lang7/staticshape.cs, int:L -> int:T on its
 * line 43): `int:T v` in tri() named the block-scope shape T of another
 * function; Sema accepted it (any block-scope shape name counted) and gcc failed
 * on the generated C ("T undeclared"). */
/* Input of test/Run/lang7-shapes.test.
 * Shapes declared inside functions: a block-scope `static shape [8]T;` made
 * the first time its declaration runs and kept for later calls (it was never
 * made: "with: shape ? is not allocated"), a static array of shapes, a static
 * unspecified shape allocated on the first call only (rankof tells), a shape
 * with run-time extents declared in a loop body (a new one per iteration),
 * and one per call of a function.  Reference: closed forms. */
#include <stdio.h>

int fails;
void check(char *what, long got, long want)
{
    if (got != want) { fails++; printf("FAIL %s: got %ld want %ld\n", what, got, want); }
}

int sumsq(int n)
{
    static shape [8]T;
    int r;
    with (T) { int:T v = pcoord(0) < n ? pcoord(0) : 0; r = += (v * v); }
    return r;
}

int pair_sizes()
{
    static shape [3]P[2], [2][5]Q;
    return positionsof(P[0]) * 100 + positionsof(P[1]) * 10 + positionsof(Q) / 10;
}

int lazy(int n)
{
    static shape L;
    static int made;
    if (rankof(L) == 0) { allocate_shape(&L, 1, n); made++; }
    with (L) { int:L one = 1; return (+= one) * 10 + made; }
}

int tri(n)
int n;
{
    shape [n]L;
    int r;
    with (L) { int:T v = pcoord(0) + 1; r = += v; }
    return r;
}

main()
{
    int n, k, acc = 0, want = 0;
    for (k = 1; k <= 8; k++) check("sumsq", sumsq(k), (long)(k - 1) * k * (2 * k - 1) / 6);
    check("static array of shapes", pair_sizes() + pair_sizes(), 2 * (331));
    check("lazy first", lazy(5), 51);
    check("lazy again", lazy(9), 51);      /* already made: keeps 5 positions */
    for (n = 1; n <= 5; n++) {
        shape [n][n + 1]G;
        int:G g;
        with (G) { g = pcoord(0) * (n + 1) + pcoord(1); acc += += g; }
        want += (n * (n + 1)) * (n * (n + 1) - 1) / 2;
    }
    check("loop shapes", acc, want);
    check("tri", tri(10) + tri(3) + tri(1), 55 + 6 + 1);
    printf("sumsq(8) %d, loop total %d\n", sumsq(8), acc);
    printf("staticshape %s\n", fails ? "FAILED" : "ok");
    return 0;
}
