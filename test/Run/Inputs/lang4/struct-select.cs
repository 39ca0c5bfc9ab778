// Input of test/Run/lang4-*.test (run at 1, 2 and 3 ranks; FAIL lines come
// from the sequential C reference in this file).
// Parallel ?: on structs (with grid and general gets of structs in the operands,
// nested ?:, struct assignment under where), on a 2-D shape [5][3] and a [1][7]
// shape that splits rows between ranks.
#include <stdio.h>
typedef struct { short a; double b; char tag[3]; } item;
shape [5][3]G;
shape [1][7]L;
item:G p, q, r;
item:L s, t;
int fails;
static item mk(int i, int j) { item z; z.a = (short)(i * 3 + j); z.b = i - j * 0.5; z.tag[0] = 'a' + i; z.tag[1] = 'A' + j; z.tag[2] = 0; return z; }
static int same(item x, item y) { return x.a == y.a && x.b == y.b && x.tag[0] == y.tag[0] && x.tag[1] == y.tag[1] && x.tag[2] == y.tag[2]; }
static item zero(void) { item z = {0}; return z; }
int main(void) {
    int i, j;
    for (i = 0; i < 5; i++) for (j = 0; j < 3; j++) { [i][j]p = mk(i, j); [i][j]q = mk(j, i); }
    with (G) {
        r = (pcoord(0) + pcoord(1)) % 2 ? p : q;
        where (pcoord(1) == 1) r = pcoord(0) > 2 ? [.-1][.]p : [.+1][.+1]q;
        where (pcoord(1) == 2) r = p.a > q.a ? ((p.b < 1) ? p : [4 - pcoord(0)][0]q) : [.][.+1]p;
    }
    for (i = 0; i < 5; i++) for (j = 0; j < 3; j++) {
        item e = (i + j) % 2 ? mk(i, j) : mk(j, i);
        if (j == 1) e = i > 2 ? mk(i - 1, j) : (i + 1 < 5 && j + 1 < 3 ? mk(j + 1, i + 1) : zero());
        if (j == 2) { item pp = mk(i, j), qq = mk(j, i); e = pp.a > qq.a ? (pp.b < 1 ? pp : mk(0, 4 - i)) : zero(); }
        if (!same([i][j]r, e)) { printf("FAIL G %d %d: %d %g %s want %d %g %s\n", i, j, [i][j]r.a, [i][j]r.b, [i][j]r.tag, e.a, e.b, e.tag); fails++; }
    }
    for (j = 0; j < 7; j++) [0][j]s = mk(j, j % 2);
    with (L) {
        t = pcoord(1) % 3 == 0 ? [.][.+1]s : [.][.-1]s;
        where (s.b > 2) t.a = t.a + 100;
    }
    for (j = 0; j < 7; j++) {
        item e = j % 3 == 0 ? (j + 1 < 7 ? mk(j + 1, (j + 1) % 2) : zero()) : (j - 1 >= 0 ? mk(j - 1, (j - 1) % 2) : zero());
        if (mk(j, j % 2).b > 2) e.a += 100;
        if (!same([0][j]t, e)) { printf("FAIL L %d: %d %g\n", j, [0][j]t.a, [0][j]t.b); fails++; }
    }
    printf("r[3][1] %d %g %s\n", [3][1]r.a, [3][1]r.b, [3][1]r.tag);
    printf("struct-select %s\n", fails ? "FAIL" : "ok");
    return 0;
}
