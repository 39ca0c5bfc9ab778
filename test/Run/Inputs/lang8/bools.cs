/* Input of test/Run/lang8-comm.test.
 * Parallel bool (PG Appendix E: "an unsigned single-bit integer") in every
 * role: logical operators and arithmetic promotion, bool arrays and struct
 * members, where on a bool, bool reductions (|= &= ^= += <?= >?=), bool
 * through the communication library (scan with logior/logand/logxor, spread
 * and global with and/or, send with CMC_combiner_logior, get, [.+1] grid
 * reads, left-index sends of bools), conversion of any nonzero to 1, and a
 * bool parallel function.  Reference: plain C with _Bool. */
#include <stdio.h>
#include <cscomm.h>

#define N 14
struct flags { bool on; bool seen[2]; int n; };
shape [N]S;
shape [4]T;
bool:S b, c, arr[3];
struct flags:S f;
int:S x;
bool:T tb;
int fails;
_Bool bv[N], cv[N];

void check(char *what, int i, long got, long want)
{
    if (got != want && fails++ < 10) printf("FAIL %s at %d: got %ld want %ld\n", what, i, got, want);
}

bool:current isprime(int:current v)
{
    bool:current r = v > 1;
    int d;
    for (d = 2; d < N; d++) where (v > d && v % d == 0) r = 0;
    return r;
}

main()
{
    int i, k, s;
    _Bool acc;
    for (i = 0; i < N; i++) { bv[i] = (i * 5) % 3 == 1; cv[i] = i % 4 != 0; }
    with (S) {
        x = pcoord(0);
        b = (x * 5) % 3 == 1;
        c = x % 4;                           /* nonzero -> 1 */
        arr[0] = b && c; arr[1] = b || !c; arr[2] = b ^ c;
        f.on = x * 1000;                     /* nonzero -> 1 */
        f.seen[1] = !b;
        f.n = b + c + f.on;                  /* bools promote to int */
        for (i = 0; i < N; i++) {
            check("b", i, [i]b, bv[i]);
            check("c", i, [i]c, cv[i]);
            check("and", i, [i]arr[0], bv[i] && cv[i]);
            check("or not", i, [i]arr[1], bv[i] || !cv[i]);
            check("xor", i, [i]arr[2], bv[i] ^ cv[i]);
            check("member", i, [i]f.on, i != 0);
            check("member array", i, [i]f.seen[1], !bv[i]);
            check("promote", i, [i]f.n, bv[i] + cv[i] + (i != 0));
        }
        s = 0; for (i = 0; i < N; i++) s += bv[i];
        check("+=", 0, += b, s);
        check("|=", 0, |= b, 1);
        check("&=", 0, &= c, 0);
        acc = 0; for (i = 0; i < N; i++) acc ^= bv[i];
        check("^=", 0, ^= b, acc);
        check("<?=", 0, <?= c, 0);
        check(">?=", 0, >?= b, 1);
        where (b) x = -1;
        for (i = 0; i < N; i++) check("where bool", i, [i]x, bv[i] ? -1 : i);
        x = pcoord(0);
        /* communication of bools */
        c = scan(b, 0, CMC_combiner_logior, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        acc = 0;
        for (i = 0; i < N; i++) { acc = acc || bv[i]; check("scan ior", i, [i]c, acc); }
        c = scan(b, 0, CMC_combiner_logxor, CMC_downward, CMC_none, CMC_no_field, CMC_exclusive);
        acc = 0;
        for (i = N - 1; i >= 0; i--) { check("scan xor down", i, [i]c, acc); acc ^= bv[i]; }
        c = scan(b, 0, CMC_combiner_logand, CMC_upward, CMC_segment_bit, &b, CMC_inclusive);
        acc = 1;
        for (i = 0; i < N; i++) { if (bv[i]) acc = 1; acc = acc && bv[i]; check("scan and seg", i, [i]c, acc); }
        c = spread(b, 0, CMC_combiner_or) && !global(b, CMC_combiner_and);
        for (i = 0; i < N; i++) check("spread or", i, [i]c, 1);
        c = [.+1]b;
        for (i = 0; i < N; i++) check("grid bool", i, [i]c, i + 1 < N ? bv[i + 1] : 0);
        c = get(make_send_address(S, N - 1 - pcoord(0)), &b, CMC_collisions);
        for (i = 0; i < N; i++) check("get bool", i, [i]c, bv[N - 1 - i]);
        c = 0;
        [(pcoord(0) * 3) % N]c = b;
        for (i = 0; i < N; i++) check("send bool", (i * 3) % N, [(i * 3) % N]c, bv[i]);
        with (T) tb = 0;
        send(&tb, make_send_address(T, pcoord(0) % 4), b, CMC_combiner_logior, (bool:T *)0);
        for (k = 0; k < 4; k++) {
            acc = 0;
            for (i = k; i < N; i += 4) acc = acc || bv[i];
            check("send logior", k, [k]tb, acc);
        }
        c = isprime(x);
        for (i = 0; i < N; i++) check("isprime", i, [i]c, i == 2 || i == 3 || i == 5 || i == 7 || i == 11 || i == 13);
        check("sizeof", 0, sizeof(bool:S), 1);
    }
    if (fails == 0) printf("bools ok\n");
}
