#include <stdio.h>
#include <limits.h>
#include <float.h>
#include <stdbool.h>
#include <cscomm.h>
#define N 11
shape [N]S;
char:S c;
short:S sh;
unsigned:S u;
long long:S ll;
float:S f;
double:S d;
bool:S b;
unsigned char:S uc;
int fails;
#define FAIL(...) do { printf("FAIL " __VA_ARGS__); fails++; } while (0)
int main(void) {
    int i;
    with (S) {
        c = (char)(pcoord(0) - 5);
        sh = (short)(pcoord(0) * 1000 - 3000);
        u = (unsigned)pcoord(0) * 0x20000000u + 1;
        ll = (long long)pcoord(0) * 1000000000000LL - 3;
        f = pcoord(0) * 0.5f;
        d = pcoord(0) - 4.25;
        b = pcoord(0) % 3 == 0;
        uc = (unsigned char)(pcoord(0) * 40);
        {
            int cs = 0, cmin = 127, cmax = -128, cand = -1, cor = 0, cx = 0;
            long long lsum = 0, lprod = 1; unsigned usum = 0, umax = 0, uand = ~0u;
            int ssum = 0, smin = INT_MAX; double dsum = 0, dmin = 1e30, dmax = -1e30; float fsum = 0;
            int bsum = 0, bor = 0, band = 1; int ucsum = 0, ucmax = 0;
            for (i = 0; i < N; i++) {
                char cv = (char)(i - 5); cs += cv; if (cv < cmin) cmin = cv; if (cv > cmax) cmax = cv; cand &= cv; cor |= cv; cx ^= cv;
                short sv = (short)(i * 1000 - 3000); ssum += sv; if (sv < smin) smin = sv;
                unsigned uv = (unsigned)i * 0x20000000u + 1; usum += uv; if (uv > umax) umax = uv; uand &= uv;
                long long lv = (long long)i * 1000000000000LL - 3; lsum += lv; if (i > 0 && i < 4) lprod *= lv;
                fsum += i * 0.5f; double dv = i - 4.25; dsum += dv; if (dv < dmin) dmin = dv; if (dv > dmax) dmax = dv;
                bool bv = i % 3 == 0; bsum += bv; bor |= bv; band &= bv;
                unsigned char ucv = (unsigned char)(i * 40); ucsum += ucv; if (ucv > ucmax) ucmax = ucv;
            }
            if ((+= c) != cs) FAIL("c+ %d %d\n", (+= c), cs);
            if ((<?= c) != cmin) FAIL("c<?\n");
            if ((>?= c) != cmax) FAIL("c>?\n");
            if ((&= c) != cand) FAIL("c&\n");
            if ((|= c) != cor) FAIL("c|\n");
            if ((^= c) != cx) FAIL("c^ %d %d\n", (^= c), cx);
            if ((+= sh) != ssum) FAIL("sh+\n");
            if ((<?= sh) != smin) FAIL("sh<\n");
            if ((+= u) != usum) FAIL("u+ %u %u\n", (+= u), usum);
            if ((>?= u) != umax) FAIL("u> %u %u\n", (>?= u), umax);
            if ((&= u) != uand) FAIL("u&\n");
            if ((+= ll) != lsum) FAIL("ll+\n");
            { long long p = 1; where (pcoord(0) > 0 && pcoord(0) < 4) p *= ll; if (p != lprod) FAIL("ll* %lld %lld\n", p, lprod); }
            if ((+= f) != fsum) FAIL("f+\n");
            if ((+= d) != dsum) FAIL("d+\n");
            if ((<?= d) != dmin) FAIL("d<\n");
            if ((>?= d) != dmax) FAIL("d>\n");
            if ((+= b) != bsum) FAIL("b+ %d %d\n", (+= b), bsum);
            if ((|= b) != bor) FAIL("b|\n");
            if ((&= b) != band) FAIL("b& %d %d\n", (&= b), band);
            if ((+= uc) != ucsum) FAIL("uc+ %d %d\n", (+= uc), ucsum);
            if ((>?= uc) != ucmax) FAIL("uc> %d %d\n", (>?= uc), ucmax);
            /* sizes / types of unary reductions: promoted type */
            printf("sizes %d %d %d %d %d\n", (int)sizeof(+= c), (int)sizeof(+= sh), (int)sizeof(+= ll), (int)sizeof(+= f), (int)sizeof(+= b));
        }
        /* identities under an empty where */
        where (pcoord(0) > 100) {
            printf("empty: %d %d %u %d %d %lld\n", += c, *= c, &= u, |= c, ^= c, += ll);
            printf("empty min/max: %d %d %d %d %u %u\n", <?= c, >?= c, <?= sh, >?= sh, <?= u, >?= u);
            printf("empty ll: %lld %lld\n", <?= ll, >?= ll);
            printf("empty f: %g %g %g %g\n", <?= f, >?= f, <?= d, >?= d);
            printf("empty b: %d %d %d\n", <?= b, >?= b, &= b);
            int s = 5; s += c; s *= sh; s <?= c; s >?= c; s -= c; s &= c; s |= c; s ^= c;
            printf("s unchanged %d\n", s);
        }
        /* reductions as loop bounds */
        {
            int iters = 0, k;
            for (k = <?= c; k < (>?= c); k++) iters++;
            if (iters != 10) FAIL("iters %d\n", iters);
            while (|= (c > 0)) { where (c > 0) c = c - 1; iters++; }
            if (iters != 15) FAIL("iters2 %d\n", iters);
        }
        /* -= and /= unary */
        {
            double rp = /= (d + 10.0), want = 1;
            for (i = 0; i < N; i++) want *= (i - 4.25 + 10.0);
            want = 1 / want;
            if (rp != want) FAIL("/= %g %g\n", rp, want);
            int ns = -= sh; int w2 = 0; for (i = 0; i < N; i++) w2 -= (short)(i * 1000 - 3000);
            if (ns != w2) FAIL("-= %d %d\n", ns, w2);
        }
    }
    printf("red %s\n", fails ? "FAILED" : "ok");
    return 0;
}
