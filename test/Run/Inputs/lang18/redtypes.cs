/* Unary reductions of every operator on every arithmetic type: char, short,
   unsigned, long long, float, double (and signed/unsigned mixes), each under
   a where, against sequential folds in the promoted type; also the value
   when no position is active (the identity, docs §5). */
#include <stdio.h>
#include <limits.h>
#include <float.h>
#define N 13
shape [N]S;
int main()
{
    int bad = 0, i;
    with (S) {
        char:S c = (char)(pcoord(0) * 7 % 11 - 5);
        short:S h = (short)(pcoord(0) * 300 - 1800);
        unsigned:S u = (unsigned)pcoord(0) * 2654435761u;
        long long:S q = (long long)(pcoord(0) + 1) * 1000000007LL * (pcoord(0) % 2 ? -1 : 1);
        float:S f = pcoord(0) * 0.25f - 1.0f;
        double:S d = (pcoord(0) - 6) * 1.5;
        bool:S on = pcoord(0) % 4 != 3;
        int rc[9] = {0, 0, 1, 1, -1, 0, 0, INT_MAX, INT_MIN};
        int gc[9];
        int rh[9] = {0, 0, 1, 1, -1, 0, 0, INT_MAX, INT_MIN};
        int gh[9];
        unsigned ru[9] = {0, 0, 1, 1, ~0u, 0, 0, UINT_MAX, 0};
        unsigned gu[9];
        long long rq[5] = {0, 0, LLONG_MAX, LLONG_MIN, -1}, gq[5];
        double rd[4] = {0, 1, DBL_MAX * 2, -DBL_MAX * 2}, gd[4];
        float rf[4] = {0, 1, FLT_MAX * 2, -FLT_MAX * 2}, gf[4];
        where (on) {
            gc[0] = += c; gc[1] = -= c; gc[2] = *= c; gc[3] = /= (c % 2 ? -1 : 1); gc[4] = &= c;
            gc[5] = |= c; gc[6] = ^= c; gc[7] = <?= c; gc[8] = >?= c;
            gh[0] = += h; gh[1] = -= h; gh[2] = *= (h % 5 + 3); gh[3] = /= (h / 300 % 2 ? -1 : 1); gh[4] = &= h;
            gh[5] = |= h; gh[6] = ^= h; gh[7] = <?= h; gh[8] = >?= h;
            gu[0] = += u; gu[1] = -= u; gu[2] = *= u; gu[3] = /= (u | 1u); gu[4] = &= u;
            gu[5] = |= u; gu[6] = ^= u; gu[7] = <?= u; gu[8] = >?= u;
            gq[0] = += q; gq[1] = ^= q; gq[2] = <?= q; gq[3] = >?= q; gq[4] = &= q;
            gd[0] = += d; gd[1] = *= (d + 0.5); gd[2] = <?= d; gd[3] = >?= d;
            gf[0] = += f; gf[1] = *= (f > 0 ? 2.0f : 0.5f); gf[2] = <?= f; gf[3] = >?= f;
        }
        for (i = 0; i < N; i++) {
            char c0 = (char)(i * 7 % 11 - 5); short h0 = (short)(i * 300 - 1800);
            unsigned u0 = (unsigned)i * 2654435761u;
            long long q0 = (long long)(i + 1) * 1000000007LL * (i % 2 ? -1 : 1);
            float f0 = i * 0.25f - 1.0f; double d0 = (i - 6) * 1.5;
            if (i % 4 == 3) continue;
            rc[0] += c0; rc[1] -= c0; rc[2] *= c0; rc[3] *= (c0 % 2 ? -1 : 1); rc[4] &= c0; rc[5] |= c0; rc[6] ^= c0;
            if (c0 < rc[7]) rc[7] = c0; if (c0 > rc[8]) rc[8] = c0;
            rh[0] += h0; rh[1] -= h0; rh[2] *= (h0 % 5 + 3); rh[3] *= (h0 / 300 % 2 ? -1 : 1); rh[4] &= h0; rh[5] |= h0; rh[6] ^= h0;
            if (h0 < rh[7]) rh[7] = h0; if (h0 > rh[8]) rh[8] = h0;
            ru[0] += u0; ru[1] -= u0; ru[2] *= u0; ru[3] *= (u0 | 1u); ru[4] &= u0; ru[5] |= u0; ru[6] ^= u0;
            if (u0 < ru[7]) ru[7] = u0; if (u0 > ru[8]) ru[8] = u0;
            rq[0] += q0; rq[1] ^= q0; if (q0 < rq[2]) rq[2] = q0; if (q0 > rq[3]) rq[3] = q0; rq[4] &= q0;
            rd[0] += d0; rd[1] *= (d0 + 0.5); if (d0 < rd[2]) rd[2] = d0; if (d0 > rd[3]) rd[3] = d0;
            rf[0] += f0; rf[1] *= (f0 > 0 ? 2.0f : 0.5f); if (f0 < rf[2]) rf[2] = f0; if (f0 > rf[3]) rf[3] = f0;
        }
        /* /= p is the reciprocal of the product: 1 / product, in the promoted type */
        rc[3] = 1 / rc[3]; rh[3] = 1 / rh[3]; ru[3] = 1u / ru[3];
        for (i = 0; i < 9; i++) {
            if (gc[i] != rc[i]) { bad++; printf("char %d: %d %d\n", i, gc[i], rc[i]); }
            if (gh[i] != rh[i]) { bad++; printf("short %d: %d %d\n", i, gh[i], rh[i]); }
            if (gu[i] != ru[i]) { bad++; printf("unsigned %d: %u %u\n", i, gu[i], ru[i]); }
        }
        for (i = 0; i < 5; i++) if (gq[i] != rq[i]) { bad++; printf("llong %d: %lld %lld\n", i, gq[i], rq[i]); }
        for (i = 0; i < 4; i++) if (gd[i] != rd[i]) { bad++; printf("double %d: %g %g\n", i, gd[i], rd[i]); }
        for (i = 0; i < 4; i++) if (gf[i] != rf[i]) { bad++; printf("float %d: %g %g\n", i, gf[i], rf[i]); }
        /* no active position: each unary reduction gives its identity */
        where (pcoord(0) < 0) {
            if ((+= c) != 0 || (*= h) != 1 || (&= u) != ~0u || (|= q) != 0) { bad++; printf("empty int\n"); }
            if ((<?= u) != UINT_MAX || (>?= h) != INT_MIN || (<?= q) != LLONG_MAX) { bad++; printf("empty minmax\n"); }
            if ((<?= d) <= DBL_MAX || (>?= f) >= -FLT_MAX || (*= d) != 1.0) { bad++; printf("empty float\n"); }
        }
    }
    printf("redtypes bad %d\n", bad);
    return 0;
}
