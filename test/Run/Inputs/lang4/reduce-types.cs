// Input of test/Run/lang4-*.test (run at 1, 2 and 3 ranks; FAIL lines come
// from the sequential C reference in this file).
// Global reductions of float, double, long, unsigned char, short with
// += *= <?= >?= ^= &= |= -= and unary forms; empty context.
#include <stdio.h>
#define N 17
shape [N]S;
float:S f; double:S d; long:S l; unsigned char:S u; short:S h;
int fails;
int main(void) {
    int i;
    with (S) {
        f = (pcoord(0) - 8) * 0.5f;
        d = (pcoord(0) * 3 % 7) - 2.25;
        l = (long)(pcoord(0) + 1) * 1000000007L;
        u = (unsigned char)(pcoord(0) * 37 + 11);
        h = (short)(pcoord(0) * -1234);
        float fmin = 1e9f, fmax = -1e9f, fs = 0; double dmin = 1e9, dmax = -1e9, dp = 1;
        long lx = 0, lmin = 1L << 62, lmax = 0, ls = 5; unsigned char ux = 0, ua = 255, uo = 0, umin = 255, umax = 0;
        short hmin = 0, hmax = 0; int hs = 0;
        where (pcoord(0) % 3 != 1) {
            fmin <?= f; fmax >?= f; fs += f;
            dmin <?= d; dmax >?= d; dp *= d;
            lx ^= l; lmin <?= l; lmax >?= l; ls -= l;
            ux ^= u; ua &= u; uo |= u; umin <?= u; umax >?= u;
            hmin <?= h; hmax >?= h; hs += h;
        }
        float rfmin = 1e9f, rfmax = -1e9f, rfs = 0; double rdmin = 1e9, rdmax = -1e9, rdp = 1;
        long rlx = 0, rlmin = 1L << 62, rlmax = 0, rls = 5; unsigned char rux = 0, rua = 255, ruo = 0, rumin = 255, rumax = 0;
        short rhmin = 0, rhmax = 0; int rhs = 0;
        for (i = 0; i < N; i++) if (i % 3 != 1) {
            float fv = (i - 8) * 0.5f; double dv = (i * 3 % 7) - 2.25; long lv = (long)(i + 1) * 1000000007L;
            unsigned char uv = (unsigned char)(i * 37 + 11); short hv = (short)(i * -1234);
            if (fv < rfmin) rfmin = fv; if (fv > rfmax) rfmax = fv; rfs += fv;
            if (dv < rdmin) rdmin = dv; if (dv > rdmax) rdmax = dv; rdp *= dv;
            rlx ^= lv; if (lv < rlmin) rlmin = lv; if (lv > rlmax) rlmax = lv; rls -= lv;
            rux ^= uv; rua &= uv; ruo |= uv; if (uv < rumin) rumin = uv; if (uv > rumax) rumax = uv;
            if (hv < rhmin) rhmin = hv; if (hv > rhmax) rhmax = hv; rhs += hv;
        }
        printf("f %g %g %g d %g %g %g\n", fmin, fmax, fs, dmin, dmax, dp);
        printf("l %ld %ld %ld %ld u %d %d %d %d %d h %d %d %d\n", lx, lmin, lmax, ls, ux, ua, uo, umin, umax, hmin, hmax, hs);
        if (fmin != rfmin || fmax != rfmax || fs != rfs || dmin != rdmin || dmax != rdmax || dp != rdp) { printf("FAIL fp\n"); fails++; }
        if (lx != rlx || lmin != rlmin || lmax != rlmax || ls != rls) { printf("FAIL long\n"); fails++; }
        if (ux != rux || ua != rua || uo != ruo || umin != rumin || umax != rumax) { printf("FAIL uchar\n"); fails++; }
        if (hmin != rhmin || hmax != rhmax || hs != rhs) { printf("FAIL short\n"); fails++; }
        /* unary forms and their types */
        unsigned char uu = >?= u; long ll = <?= l; double dd = += d; float ff = >?= f;
        printf("unary %d %ld %g %g\n", uu, ll, dd, ff);
        /* the unary form has the promoted type of its operand, in sizeof too */
        if (sizeof(>?= u) != sizeof(int) || sizeof(+= h) != sizeof(int) || sizeof(<?= l) != sizeof(long) || sizeof(>?= f) != sizeof(float)) {
            printf("FAIL sizeof %zu %zu %zu %zu\n", sizeof(>?= u), sizeof(+= h), sizeof(<?= l), sizeof(>?= f)); fails++; }
        /* empty context: scalars unchanged, unary gives identity */
        where (pcoord(0) > 100) {
            lmin = 3; lmin <?= l; umax = 9; umax >?= u;
            if (lmin != 3 || umax != 9) { printf("FAIL empty\n"); fails++; }
            if ((<?= u) != 2147483647 || (>?= h) != -2147483647 - 1 || (*= d) != 1.0 || (^= l) != 0) { printf("FAIL identity %d %d\n", (<?= u), (>?= h)); fails++; }
        }
    }
    printf("reduce-types %s\n", fails ? "FAIL" : "ok");
    return 0;
}
