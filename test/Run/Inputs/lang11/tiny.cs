/* Input of test/Run/lang11-apps.test. */
/* Shapes with fewer positions than ranks (at 3 ranks some ranks hold none):
 * reductions, scans, rank sorting, grid reads and sends, from_torus, spread,
 * gets/sends, enumerate packing, a parallel file written and read back, and
 * printing from an elemental function in position order. */
#include <stdio.h>
#include <cscomm.h>

shape [2]two;
shape [1][3]row;
shape [3][1]col;
shape [1]one;

elemental void show(int v) { printf("v=%d\n", v); }

int nfail;
#define CHECK(got, want) do { long g_ = (got), w_ = (want); if (g_ != w_) { nfail++; \
    printf("FAIL line %d: %s = %ld, want %ld\n", __LINE__, #got, g_, w_); } } while (0)

main()
{
    int:two a, b;
    int:row r;
    int:col c;
    int:one o;
    int s;
    with (two) {
        a = 5 - pcoord(0) * 7;
        b = scan(a, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        CHECK([1]b, 3);
        b = rank(a, 0, CMC_upward, CMC_none, CMC_no_field);
        CHECK([0]b, 1);
        CHECK([1]b, 0);
        b = [.+1]a;
        CHECK([0]b, -2); CHECK([1]b, 0);
        from_torus(&b, a, 1);
        CHECK([1]b, 5);
        s = 0; s += a; CHECK(s, 3);
        s = <?= a; CHECK(s, -2);
        where (a > 0) [enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field)]b = a * 10;
        CHECK([0]b, 50);
        show(a);
        b = 0;
        [.+1]b = a;
        CHECK([1]b, 5); CHECK([0]b, 0);
    }
    with (row) {
        r = pcoord(1) + 1;
        r = spread(r, 1, CMC_combiner_multiply);
        CHECK([0][2]r, 6);
        r = [.][.-1]r + pcoord(1);
        CHECK([0][0]r, 0); CHECK([0][2]r, 8);
    }
    with (col) {
        c = pcoord(0) * 2;
        c = scan(c, 0, CMC_combiner_max, CMC_downward, CMC_none, CMC_no_field, CMC_exclusive);
        CHECK([0][0]c, 4);
        CHECK([1][0]c, 4); CHECK([2][0]c, -2147483647 - 1); /* identity of max */
        c = pcoord(0) * 2;
        s = 0; s += [2 - pcoord(0)][0]c; CHECK(s, 6);
    }
    with (one) {
        FILE:one *f;
        int:one back;
        o = 42;
        f = fopen("tiny.dat", "w");
        fprintf(f, "%d\n", o + 1);
        fclose(f);
        f = fopen("tiny.dat", "r");
        fscanf(f, "%d", &back);
        fclose(f);
        CHECK([0]back, 43);
        CHECK(+= o, 42);
        CHECK(positionsof(current), 1);
    }
    if (!nfail) printf("tiny ok\n");
    return nfail;
}
