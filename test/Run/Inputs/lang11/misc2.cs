/* Input of test/Run/lang11-apps.test. */
/* K&R parallel functions, shape pointers as parameters, everywhere inside a
 * parallel function called under where, shapeof/dimof(current), left indexing
 * through a pointer to a parallel struct, elemental functions calling each
 * other, typedefs of parallel structs, sizeof of parallel types. */
#include <stdio.h>

typedef struct { int key; double w; } item;
shape [12]S;
int nfail;
#define CHECK(got, want) do { long g_ = (got), w_ = (want); if (g_ != w_) { nfail++; \
    printf("FAIL line %d: %s = %ld, want %ld\n", __LINE__, #got, g_, w_); } } while (0)

/* K&R parallel function: result and parameters parallel */
int:current clamp(v, lo, hi)
int:current v; int lo, hi;
{
    int:current r = v;
    where (r < lo) r = lo;
    where (r > hi) r = hi;
    return r;
}

/* counts every position, whatever the caller's where */
int:current census(v)
int:current v;
{
    int all = 0, act = 0;
    act += (int:current)1;
    everywhere all += (int:current)1;
    return v * 0 + all * 100 + act;
}

void make(sp, n) shape *sp; int n;
{
    allocate_shape(sp, 2, n, dimof(S, 0) / n);
}

elemental int sq(int x) { return x * x; }
elemental int sumsq(int a, int b) { return sq(a) + sq(b); }

typedef item:S pitem;

main()
{
    shape G;
    pitem it;
    item:S *ip = &it;
    int i;
    CHECK(sizeof(int:S), sizeof(int));
    CHECK(sizeof it, sizeof(item));
    with (S) {
        int:S c, k = pcoord(0) - 4;
        c = clamp(k, 0, 5);
        for (i = 0; i < 12; i++) CHECK([i]c, i - 4 < 0 ? 0 : i - 4 > 5 ? 5 : i - 4);
        c = -1;
        where (k > 2) c = census(k);
        for (i = 0; i < 12; i++) CHECK([i]c, i - 4 > 2 ? 1200 + 5 : -1);
        ip->key = 11 - pcoord(0);
        ip->w = ip->key * 0.5;
        [0]ip->key = 99;
        CHECK([0]it.key, 99);
        CHECK([3]ip->key, 8);
        c = sumsq(it.key, pcoord(0));
        CHECK([5]c, 36 + 25);
        with (shapeof(c)) CHECK(dimof(current, 0), 12);
    }
    make(&G, 3);
    CHECK(rankof(G), 2);
    CHECK(dimof(G, 1), 4);
    with (G) {
        int:G z = pcoord(0) * 10 + pcoord(1);
        CHECK([2][3]z, 23);
        CHECK(+= z, 4 * (0 + 10 + 20) + 3 * 6);
    }
    deallocate_shape(&G);
    if (!nfail) printf("misc2 ok\n");
    return nfail;
}
