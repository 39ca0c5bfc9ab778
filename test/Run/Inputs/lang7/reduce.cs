/* Input of test/Run/lang7-ops.test.
 * Reductions s OP= p for OP in + - * / & | ^ <? >? on char, unsigned char,
 * short, int, unsigned, long, float and double, under where masks that select
 * all, some, one and no position; unary forms (+= p, -= p, *= p, /= p, &= p,
 * |= p, ^= p, <?= p, >?= p) and their identities over no position.
 * Reference: sequential C loops over the same values. */
#include <stdio.h>
#include <limits.h>
#include <float.h>
#include <math.h>
#define N 17

shape [N]S;
char:S c;
unsigned char:S uc;
short:S sh;
int:S x;
unsigned:S u;
long:S l;
float:S f;
double:S d;
int fails;

void check(char *what, int m, long g, long w)
{
    if (g != w) { fails++; if (fails < 20) printf("FAIL %s mask %d: got %ld want %ld\n", what, m, g, w); }
}
void checkd(char *what, int m, double g, double w)
{
    if (g != w) { fails++; if (fails < 20) printf("FAIL %s mask %d: got %.17g want %.17g\n", what, m, g, w); }
}

int rsum_all()
{
    int i, s = 0;
    for (i = 0; i < N; i++) s += (i * 37) % 23 - 11;
    return s;
}

int active(int m, int i)
{
    switch (m) {
    case 0: return 1;
    case 1: return i % 3 != 1;
    case 2: return i == 11;
    default: return 0;
    }
}

main()
{
    int m, i;
    with (S) {
        x = (pcoord(0) * 37) % 23 - 11;
        c = x * 9;
        uc = 3 * pcoord(0) + 1;
        sh = x * 1000;
        u = 0x9e3779b9u * (pcoord(0) + 1);
        l = (long)x * 1000000007L;
        f = x * 0.25f + 1;
        d = x / 8.0 + 2;
    }
    for (m = 0; m < 4; m++) {
        int sx = 5, px = 1, ax = -1, ox = 0, xx = 0, mnx = INT_MAX, mxx = INT_MIN, dx = 1 << 30, qx = 7;
        int sc = 0, suc = 0, ssh = 0, mnc = 100, mxuc = 0, mnsh = 30000;
        unsigned au = ~0u, ou = 0, xu = 0, mxu = 0;
        long sl = 0, mnl = LONG_MAX, ml = 1;
        double sf = 0, sd = 0.5, mnf = 1e30, mxd = -1e30, pd = 1;
        int rsx = 5, rpx = 1, rax = -1, rox = 0, rxx = 0, rmnx = INT_MAX, rmxx = INT_MIN, rdx = 1 << 30, rqx = 7;
        int rsc = 0, rsuc = 0, rssh = 0, rmnc = 100, rmxuc = 0, rmnsh = 30000;
        unsigned rau = ~0u, rou = 0, rxu = 0, rmxu = 0;
        long rsl = 0, rmnl = LONG_MAX, rml = 1;
        double rsf = 0, rsd = 0.5, rmnf = 1e30, rmxd = -1e30, rpd = 1;
        int cnt, rcnt = 0, usum, rusum = 0, umin, rumin = INT_MAX;
        unsigned uand, ruand = ~0u;
        double dmax, rdmax = -HUGE_VAL, dsum, rdsum = 0;
        with (S) where (m == 0 || (m == 1 && pcoord(0) % 3 != 1) || (m == 2 && pcoord(0) == 11)) {
            sx += x; px *= x % 3 + 2; ax &= x; ox |= x; xx ^= x; mnx <?= x; mxx >?= x;
            dx /= x % 2 + 2; qx -= x;
            sc += c; suc += uc; ssh += sh; mnc <?= c; mxuc >?= uc; mnsh <?= sh;
            au &= u; ou |= u; xu ^= u; mxu >?= u;
            sl += l; mnl <?= l; ml *= l % 5 + 1;
            sf += f; sd += d; mnf <?= f; mxd >?= d; pd *= d;
            cnt = += (int:current)1;
            usum = += x;
            umin = <?= x;
            uand = &= u;
            dmax = >?= d;
            dsum = += d;
        }
        for (i = 0; i < N; i++) {
            int X = (i * 37) % 23 - 11;
            char C = X * 9; unsigned char UC = 3 * i + 1; short SH = X * 1000;
            unsigned U = 0x9e3779b9u * (i + 1);
            long L = (long)X * 1000000007L;
            float F = X * 0.25f + 1; double D = X / 8.0 + 2;
            if (!active(m, i)) continue;
            rsx += X; rpx *= X % 3 + 2; rax &= X; rox |= X; rxx ^= X; rmnx = rmnx < X ? rmnx : X; rmxx = rmxx > X ? rmxx : X;
            rdx /= X % 2 + 2; rqx -= X;
            rsc += C; rsuc += UC; rssh += SH; rmnc = rmnc < C ? rmnc : C; rmxuc = rmxuc > UC ? rmxuc : UC;
            rmnsh = rmnsh < SH ? rmnsh : SH;
            rau &= U; rou |= U; rxu ^= U; rmxu = rmxu > U ? rmxu : U;
            rsl += L; rmnl = rmnl < L ? rmnl : L; rml *= L % 5 + 1;
            rsf += F; rsd += D; rmnf = rmnf < F ? rmnf : F; rmxd = rmxd > D ? rmxd : D; rpd *= D;
            rcnt++; rusum += X; rumin = rumin < X ? rumin : X; ruand &= U; rdmax = rdmax > D ? rdmax : D; rdsum += D;
        }
        /* dx /= p divides by the product; over these values that is exact in
           int only if done as one division: compare with the product form. */
        {
            long prod = 1;
            for (i = 0; i < N; i++) if (active(m, i)) prod *= ((i * 37) % 23 - 11) % 2 + 2;
            rdx = (1 << 30) / prod;
        }
        check("+= int", m, sx, rsx); check("*= int", m, px, rpx); check("&= int", m, ax, rax);
        check("|= int", m, ox, rox); check("^= int", m, xx, rxx); check("<?= int", m, mnx, rmnx);
        check(">?= int", m, mxx, rmxx); check("/= int", m, dx, rdx); check("-= int", m, qx, rqx);
        check("+= char", m, sc, rsc); check("+= uchar", m, suc, rsuc); check("+= short", m, ssh, rssh);
        check("<?= char", m, mnc, rmnc); check(">?= uchar", m, mxuc, rmxuc); check("<?= short", m, mnsh, rmnsh);
        check("&= unsigned", m, au, rau); check("|= unsigned", m, ou, rou); check("^= unsigned", m, xu, rxu);
        check(">?= unsigned", m, mxu, rmxu);
        check("+= long", m, sl, rsl); check("<?= long", m, mnl, rmnl); check("*= long", m, ml, rml);
        checkd("+= float", m, sf, rsf); checkd("+= double", m, sd, rsd); checkd("<?= float", m, mnf, rmnf);
        checkd(">?= double", m, mxd, rmxd); checkd("*= double", m, pd, rpd);
        check("unary += 1", m, cnt, rcnt); check("unary += x", m, usum, rusum);
        check("unary <?= x", m, umin, rumin); check("unary &= u", m, uand, ruand);
        checkd("unary >?= d", m, dmax, rdmax); checkd("unary += d", m, dsum, rdsum);
        printf("mask %d: count %d sum %d min %d and %x max %g\n", m, cnt, usum, umin, uand, dmax);
    }
    /* the remaining unary forms over no position: their identities */
    with (S) where (x > 1000) {
        check("empty -=", 9, -= x, 0);
        checkd("empty *= d", 9, *= d, 1.0);
        check("empty |=", 9, |= x, 0);
        check("empty ^=", 9, ^= x, 0);
        check("empty >?= int", 9, >?= x, INT_MIN);
        check("empty <?= long", 9, <?= l, LONG_MAX);
        checkd("empty <?= double", 9, <?= d, 1.0 / 0.0);
    }
    with (S) {
        check("unary -= x", 8, -= x, -rsum_all());
        checkd("unary /= d", 8, /= (d * 0 + 2), 1.0 / 131072);
    }
    printf("reduce %s\n", fails ? "FAILED" : "ok");
    return 0;
}

