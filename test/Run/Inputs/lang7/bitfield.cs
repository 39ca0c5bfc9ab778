/* Input of test/Run/lang7-types.test.
 * Bit-level work per position: a parallel struct with bit-fields (signed and
 * unsigned, set, incremented past their width, compared), popcount and bit
 * reversal by loops over a scalar bit index inside with, rotate through
 * unsigned shifts, parity by ^= folding, a Gray code and its inverse, and the
 * reductions &=, |=, ^= over the results.  Reference: scalar C, bit for bit. */
#include <stdio.h>
#define N 33

struct flags { unsigned lo : 3; signed mid : 4; unsigned hi : 9; };
shape [N]S;
struct flags:S fl;
int:S fmid;
unsigned:S flo, fhi, w, pop, rev, rot, gray, ungray, par;
int fails;

void check(char *what, int i, long got, long want)
{
    if (got != want) { fails++; if (fails < 20) printf("FAIL %s at %d: got %ld want %ld\n", what, i, got, want); }
}

unsigned word(int i) { return 0x9e3779b9u * (unsigned)(i + 1) ^ (unsigned)i << 7; }

main()
{
    int i, b;
    unsigned aand, aor, axor, wand = ~0u, wor = 0, wxor = 0;
    with (S) {
        w = 0x9e3779b9u * (unsigned)(pcoord(0) + 1) ^ (unsigned)pcoord(0) << 7;
        fl.lo = pcoord(0);              /* keeps 3 bits */
        fl.mid = pcoord(0) - 8;         /* 4-bit signed: wraps */
        fl.hi = w;                      /* low 9 bits */
        fl.lo++;
        fl.mid += 3;
        pop = 0; rev = 0;
        for (b = 0; b < 32; b++) {
            pop += (w >> b) & 1;
            rev |= ((w >> b) & 1u) << (31 - b);
        }
        rot = w << (pcoord(0) % 32) | w >> ((32 - pcoord(0) % 32) % 32);
        gray = w ^ (w >> 1);
        ungray = gray;
        for (b = 1; b < 32; b *= 2) ungray ^= ungray >> b;
        par = w;
        for (b = 16; b > 0; b /= 2) par ^= par >> b;
        par &= 1;
        where (fl.mid < 0) fl.hi = fl.hi + 1;
        flo = fl.lo; fmid = fl.mid; fhi = fl.hi;     /* bit-fields are not left-indexed: copies */
        aand = &= w; aor = |= rev; axor = ^= gray;
    }
    for (i = 0; i < N; i++) {
        unsigned W = word(i), P = 0, R = 0, G, U, Q;
        struct flags F;
        F.lo = i; F.mid = i - 8; F.hi = W; F.lo++; F.mid += 3;
        if (F.mid < 0) F.hi = F.hi + 1;
        for (b = 0; b < 32; b++) { P += (W >> b) & 1; R |= ((W >> b) & 1u) << (31 - b); }
        G = W ^ (W >> 1);
        U = G; for (b = 1; b < 32; b *= 2) U ^= U >> b;
        Q = W; for (b = 16; b > 0; b /= 2) Q ^= Q >> b;
        check("lo", i, [i]flo, F.lo);
        check("mid", i, [i]fmid, F.mid);
        check("hi", i, [i]fhi, F.hi);
        check("pop", i, [i]pop, P);
        check("rev", i, [i]rev, R);
        check("rot", i, [i]rot, W << (i % 32) | W >> ((32 - i % 32) % 32));
        check("gray", i, [i]gray, G);
        check("ungray", i, [i]ungray, W);
        check("parity", i, [i]par, Q & 1);
        check("parity vs pop", i, [i]par, P & 1);
        wand &= W; wor |= R; wxor ^= G;
    }
    check("&=", 0, aand, wand); check("|=", 0, aor, wor); check("^=", 0, axor, wxor);
    printf("and %08x or %08x xor %08x\n", aand, aor, axor);
    printf("bitfield %s\n", fails ? "FAILED" : "ok");
    return 0;
}
