#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>
shape [4][3]A;
shape [6]B;
shape [2][2][3][2]R4;
struct cell { int n; double w; char tag[4]; };
union bits { float f; unsigned u; };
struct cell:A cells;
union bits:A ub;
int:A arr[3], k;
int:B bb;
int fails;
#define FAIL(...) do { printf("FAIL " __VA_ARGS__); fails++; } while (0)

/* everywhere inside a function called from a where */
int:current total_all(int:current v) {
    int:current r = 0;
    everywhere { r = v * 2; }
    return r;
}
/* a with of another shape nested in a function called with A current */
int:current from_b(int:current v) {
    int s = 0;
    with (B) { bb = pcoord(0) + 1; s += bb; }
    return v + s;
}
/* parallel function returning struct */
struct cell:current mk(int:current n) {
    struct cell:current c;
    c.n = n; c.w = n / 2.0; c.tag[0] = 'a' + n % 26; c.tag[1] = 0;
    return c;
}
elemental int sq(int v) { return v * v; }
int:current fib(int:current n) {
    int:current r = n;
    where (n > 1) if (|= (n > 1)) r = fib(n - 1) + fib(n - 2);
    return r;
}
int main(void) {
    int i, j;
    with (A) {
        k = pcoord(0) * 3 + pcoord(1);
        where (k % 2) {
            int:A t = total_all(k);
            for (i = 0; i < 12; i++) if ([i / 3][i % 3]t != ((i % 2) ? 2 * i : 0)) FAIL("everywhere %d: %d\n", i, [i / 3][i % 3]t);
        }
        k = from_b(k);
        for (i = 0; i < 12; i++) if ([i / 3][i % 3]k != i + 21) FAIL("from_b %d\n", i);
        k = pcoord(0) * 3 + pcoord(1);
        cells = mk(k);
        for (i = 0; i < 12; i++) if ([i / 3][i % 3]cells.n != i || [i / 3][i % 3]cells.w != i / 2.0 || [i / 3][i % 3]cells.tag[0] != 'a' + i) FAIL("mk %d\n", i);
        /* parallel arrays indexed by scalar and by parallel index */
        for (i = 0; i < 3; i++) arr[i] = k * 10 + i;
        {
            int:A pi = pcoord(1);
            int:A v = arr[pi];
            for (i = 0; i < 12; i++) if ([i / 3][i % 3]v != i * 10 + i % 3) FAIL("arr[pi] %d: %d\n", i, [i / 3][i % 3]v);
            arr[pi] = -k;
            for (i = 0; i < 12; i++) for (j = 0; j < 3; j++) { int w = j == i % 3 ? -i : i * 10 + j; if ([i / 3][i % 3]arr[j] != w) FAIL("arr[pi]= %d %d\n", i, j); }
            arr[2 - pi] += 1;
            for (i = 0; i < 12; i++) { int w = (2 - i % 3) == i % 3 ? -i + 1 : i * 10 + 2 - i % 3 + 1; if ([i / 3][i % 3]arr[2 - i % 3] != w) FAIL("arr[2-pi] %d: %d want %d\n", i, [i / 3][i % 3]arr[2 - i % 3], w); }
        }
        /* unions and casts */
        ub.f = (float)k + 0.5f;
        {
            unsigned want = 0; unsigned s = 0;
            for (i = 0; i < 12; i++) { union bits b; b.f = i + 0.5f; want ^= b.u; }
            s ^= ub.u;
            if (s != want) FAIL("union\n");
            double:A dd = (double:A)k / 4;
            unsigned char:A cc = (unsigned char:A)(k * 30);
            long:A ll = (long:current)cc << 40;
            float:A ff = (float:A)dd;
            if ((+= dd) != 66 / 4.0) FAIL("dd\n");
            long lw = 0; for (i = 0; i < 12; i++) lw += (long)(unsigned char)(i * 30) << 40;
            if ((+= ll) != lw) FAIL("ll\n");
            if ((+= ff) != 16.5f) FAIL("ff %g\n", += ff);
        }
        k = sq(k) + sq(pcoord(1));
        for (i = 0; i < 12; i++) if ([i / 3][i % 3]k != i * i + (i % 3) * (i % 3)) FAIL("sq %d\n", i);
        k = fib(pcoord(0) * 3 + pcoord(1));
        {
            int f[12] = {0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89};
            for (i = 0; i < 12; i++) if ([i / 3][i % 3]k != f[i]) FAIL("fib %d: %d\n", i, [i / 3][i % 3]k);
        }
    }
    with (R4) {
        int:R4 v = pcoord(0) + 2 * pcoord(1) + 4 * pcoord(2) + 12 * pcoord(3);
        int s = 0;
        s += v;
        printf("R4 rank %d dims %d %d %d %d pos %d sum %d\n", rankof(R4), dimof(R4, 0), dimof(R4, 1), dimof(R4, 2), dimof(R4, 3), positionsof(current), s);
        v = [1][0][2][1]v + [.][.][.][.]v;
        printf("R4 v0 %d\n", [0][0][0][0]v);
    }
    /* allocate_shape in a loop with shape arrays */
    {
        shape sh[3];
        int n;
        for (n = 0; n < 3; n++) {
            allocate_shape(&sh[n], n + 1, 2, 3, 2);
        }
        for (n = 0; n < 3; n++) with (sh[n]) {
            int:current t = 1;
            printf("sh[%d] rank %d pos %d count %d\n", n, rankof(sh[n]), positionsof(sh[n]), += t);
        }
        for (n = 0; n < 3; n++) deallocate_shape(&sh[n]);
        for (n = 0; n < 4; n++) {
            shape q;
            allocate_shape(&q, 1, n + 1);
            with (q) { int:current t = pcoord(0); printf("q%d: %d\n", n, += t); }
            deallocate_shape(&q);
        }
    }
    printf("shp %s\n", fails ? "FAILED" : "ok");
    return 0;
}
