/* K&R-style program: parallel function defined K&R with current shape,
 * everywhere inside a function, boolsizeof/rankof/dimof, unions,
 * a macro table with X-macros of reductions, %%= on a ring, grid send. */
#include <stdio.h>
#define N 12
#define OPS X(sum, +=) X(mn, <?=) X(mx, >?=) X(band, &=) X(bor, |=)
shape [N]ring;
shape [3][4]grid;

int:current smooth(v)
int:current v;
{
    int:current r;
    r = ([. - 1]v + 2 * v + [. + 1]v);
    everywhere { r = r; }
    return r;
}

union u { int i; float f; };

main()
{
    int:ring a, b, c;
    union u:ring w;
    int i, bad = 0, k;
    int ref[N], sum, mn, mx, band, bor;
    with (ring) {
        a = (pcoord(0) * 5 + 3) %% N - 4;
        c = a;
        c %%= 5;
        b = smooth(a);
        w.i = a;
        for (i = 0; i < N; i++) ref[i] = (i * 5 + 3) % N - 4;
        for (i = 0; i < N; i++) {
            int l = i > 0 ? ref[i - 1] : 0, r = i < N - 1 ? ref[i + 1] : 0;
            bad += [i]b != l + 2 * ref[i] + r;
            bad += [i]c != ((ref[i] % 5) + 5) % 5;
            bad += [i]w.i != ref[i];
        }
        sum = 0; mn = 1000; mx = -1000; band = -1; bor = 0;
        for (i = 0; i < N; i++) { sum += ref[i]; if (ref[i] < mn) mn = ref[i]; if (ref[i] > mx) mx = ref[i]; band &= ref[i]; bor |= ref[i]; }
#define X(name, op) k = (op a); bad += k != name; printf(" %s=%d", #name, k);
        OPS
#undef X
        printf("\nkr mismatches %d bools %d rank %d dim %d\n", bad, (int)boolsizeof(a), rankof(grid), dimof(grid, 1));
    }
    with (grid) {
        int:grid g, s;
        g = pcoord(0) * 4 + pcoord(1);
        s = 0;
        [.][. + 1]s += g;
        bad = 0;
        for (i = 0; i < 12; i++) {
            int r = i / 4, q = i % 4;
            bad += [r][q]s != (q > 0 ? r * 4 + q - 1 : 0);
        }
        printf("grid send mismatches %d\n", bad);
    }
}
