/* Input of test/Run/lang8-lang.test.
 * Parallel structs and arrays with left indexing ([i]a.m, [i]a.v[k],
 * [i][j]grid, [i][j]g.arr[k] read and written, parallel indices into
 * members), struct assignment and struct-valued parallel functions,
 * parallel bool arithmetic (!, ^, &&, counting with +=), overloaded
 * functions on scalar and parallel arguments (PG ch.8), and a parallel
 * array indexed by a scalar variable.  Reference: plain C arrays of structs. */
#include <stdio.h>

#define N 9
struct cell { int id; double w; short v[3]; };
shape [N]S;
shape [3][5]G;
struct cell:S c, c2;
struct cell ref[N];
int:G grid;
struct cell:G gc;
bool:S f, g;
int fails;

void check(char *what, int p, long got, long want)
{
    if (got != want && fails++ < 10) printf("FAIL %s at %d: got %ld want %ld\n", what, p, got, want);
}

/* overloads: same name, scalar and parallel */
int twice(int v) { return 2 * v; }
int:current twice(int:current v) { return v + v + 1; }   /* +1 tells them apart */
double norm(double a, double b) { return a * a + b * b; }
double:current norm(double:current a, double:current b) { return a * a + b * b + 0.5; }

struct cell:current swapped(struct cell:current in)
{
    struct cell:current out;
    out = in;
    out.v[0] = in.v[2];
    out.v[2] = in.v[0];
    out.id = -in.id;
    return out;
}

main()
{
    int p, k, i, j, cnt;
    for (p = 0; p < N; p++) {
        ref[p].id = p * 3;
        ref[p].w = p / 2.0;
        for (k = 0; k < 3; k++) ref[p].v[k] = p * 10 + k;
    }
    with (S) {
        /* write through scalar left indexing, read back elementwise */
        for (p = 0; p < N; p++) {
            [p]c.id = ref[p].id;
            [p]c.w = ref[p].w;
            for (k = 0; k < 3; k++) [p]c.v[k] = ref[p].v[k];
        }
        where (c.id % 2 == 0) c.v[1] += 100;
        for (p = 0; p < N; p++) {
            check("id", p, [p]c.id, ref[p].id);
            check("v1", p, [p]c.v[1], ref[p].v[1] + (ref[p].id % 2 == 0 ? 100 : 0));
            check("w", p, (long)(4 * [p]c.w), (long)(4 * ref[p].w));
        }
        /* parallel left index into members: a get and a send */
        c2 = c;
        c2.id = [(pcoord(0) + 1) % N]c.id;
        [(pcoord(0) + 2) % N]c2.v[2] = c.v[0];
        for (p = 0; p < N; p++) {
            check("get member", p, [p]c2.id, ref[(p + 1) % N].id);
            check("send member", p, [p]c2.v[2], ref[(p - 2 + N) % N].v[0]);
            check("other members kept", p, [p]c2.v[0], ref[p].v[0]);
        }
        k = 2;
        c2 = swapped(c);
        c2.v[k] += 1;
        for (p = 0; p < N; p++) {
            check("swapped id", p, [p]c2.id, -ref[p].id);
            check("swapped v0", p, [p]c2.v[0], ref[p].v[2]);
            check("swapped v2", p, [p]c2.v[2], ref[p].v[0] + 1);
        }
        /* bool */
        f = c.id % 3 == 0;
        g = !f ^ (pcoord(0) > 4);
        cnt = += (int:S)(f && g);
        {
            int want = 0;
            for (p = 0; p < N; p++) {
                int fv = ref[p].id % 3 == 0, gv = !fv ^ (p > 4);
                check("bool g", p, [p]g, gv);
                want += fv && gv;
            }
            check("bool count", 0, cnt, want);
            check("bool |=", 0, |= g, 1);
            check("bool &=", 0, &= f, 1);
        }
        /* overloads */
        c2.id = twice(c.id);
        check("scalar twice", 0, twice(5), 10);
        for (p = 0; p < N; p++) check("parallel twice", p, [p]c2.id, 2 * ref[p].id + 1);
        c2.w = norm(c.w, 1.0);
        for (p = 0; p < N; p++) check("parallel norm", p, (long)(4 * [p]c2.w), (long)(4 * (ref[p].w * ref[p].w + 1.5)));
        check("scalar norm", 0, (long)norm(3.0, 4.0), 25);
    }
    with (G) {
        grid = pcoord(0) * 5 + pcoord(1);
        gc.id = [2 - pcoord(0)][4 - pcoord(1)]grid;     /* reversed */
        gc.v[1] = [pcoord(0)][(pcoord(1) + 1) % 5]grid;
        [pcoord(0)][(pcoord(1) + 1) % 5]gc.v[2] = grid;
        for (i = 0; i < 3; i++)
            for (j = 0; j < 5; j++) {
                check("[i][j]grid", i * 5 + j, [i][j]grid, i * 5 + j);
                check("reversed", i * 5 + j, [i][j]gc.id, (2 - i) * 5 + 4 - j);
                check("[i][j]g.v[1]", i * 5 + j, [i][j]gc.v[1], i * 5 + (j + 1) % 5);
                check("[i][j]g.v[2]", i * 5 + j, [i][j]gc.v[2], i * 5 + (j + 4) % 5);
            }
        [1][3]gc.v[0] = 42;
        [2][0]grid += 100;
        check("scalar store", 0, [1][3]gc.v[0], 42);
        check("scalar +=", 0, [2][0]grid, 110);
        check("count 42", 0, += (int:G)(gc.v[0] == 42), 1);
    }
    if (fails == 0) printf("structs ok\n");
}
