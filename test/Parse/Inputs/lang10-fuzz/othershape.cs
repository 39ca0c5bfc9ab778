/* csfuzz seed 600 #161 (a mutant of test/Run/Inputs/lang7/staticshape.cs,
 * reduced): `int:T v` in tri() named the block-scope shape T of another
 * function; Sema accepted it (any block-scope shape name counted) and gcc failed
 * on the generated C ("T undeclared").  The shape of another function is not in
 * scope: a C* error at the line of `int:T`. */
int sumsq(int n)
{
    static shape [8]T;
    int r;
    with (T) { int:T v = pcoord(0) < n ? pcoord(0) : 0; r = += (v * v); }
    return r;
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
    return sumsq(3) + tri(4) == 0;
}
