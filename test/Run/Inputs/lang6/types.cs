/* Input of test/Run/lang6-apps2.test.
 * Types a C programmer mixes: typedef'd structs and unions declared
 * parallel, an enum state machine per position, unsigned char / short
 * wrap-around, long long and unsigned long arithmetic, shifts, mixed
 * int/float/double promotions, ++/-- used as values (y = x++), compound
 * assignment of every operator, a scalar struct assigned to a parallel one,
 * and ?: with parallel and scalar arms.  Reference: the same per element. */
#include <stdio.h>
#define N 19

typedef struct { short lo, hi; } pair;
typedef union { unsigned int word; unsigned char byte[4]; } bytes;
enum state { IDLE, RUNNING, BLOCKED, DONE };

shape [N]S;
pair:S pr;
bytes:S bw;
enum state:S st;
unsigned char:S uc;
short:S sh;
long long:S ll;
unsigned long:S ul;
int:S x, y, z;
float:S fl;
int fails;

enum state next_state(enum state s, int k)
{
    switch (s) {
    case IDLE: return k % 3 ? RUNNING : IDLE;
    case RUNNING: return k % 2 ? BLOCKED : DONE;
    case BLOCKED: return RUNNING;
    default: return DONE;
    }
}

elemental enum state step(enum state s, int k) { return next_state(s, k); }

main()
{
    int i, r;
    pair init = {-3, 7};
    with (S) {
        pr = init;                          /* scalar struct to every position */
        pr.hi += pcoord(0);
        bw.word = 0x01020304u * (pcoord(0) + 1);
        st = IDLE;
        for (r = 0; r < 4; r++) st = step(st, pcoord(0) + r);
        uc = 250 + pcoord(0);               /* wraps past 255 */
        sh = 32760 + pcoord(0);
        sh = sh + 10;                       /* int arithmetic, converted back to short */
        ll = (long long)pcoord(0) << 40;
        ul = ~0UL - pcoord(0);
        x = pcoord(0);
        y = x++;                            /* y old x, x incremented */
        z = --x * 2;
        z += 3; z -= 1; z *= 5; z /= 2; z %= 7; z <<= 3; z >>= 1; z &= 0x3c; z |= 1; z ^= 0x10;
        fl = x / 2 + x / 2.0f + (x > 9 ? 0.25 : 1);   /* int, float and double arithmetic */
        where (st == DONE) y = -y;
        x = st == BLOCKED ? 100 : x;
    }
    for (i = 0; i < N; i++) {
        enum state s = IDLE;
        int zz, xx;
        unsigned char c = 250 + i;
        short h = 32760 + i;
        bytes b;
        float f;
        for (r = 0; r < 4; r++) s = next_state(s, i + r);
        h = h + 10;
        b.word = 0x01020304u * (i + 1);
        zz = i * 2;
        zz += 3; zz -= 1; zz *= 5; zz /= 2; zz %= 7; zz <<= 3; zz >>= 1; zz &= 0x3c; zz |= 1; zz ^= 0x10;
        f = i / 2 + i / 2.0f + (i > 9 ? 0.25 : 1);
        xx = s == BLOCKED ? 100 : i;
        if ([i]pr.lo != -3 || [i]pr.hi != 7 + i || [i]bw.byte[0] != b.byte[0] || [i]bw.byte[3] != b.byte[3] ||
            [i]st != s || [i]uc != c || [i]sh != h || [i]ll != (long long)i << 40 || [i]ul != ~0UL - i ||
            [i]x != xx || [i]y != (s == DONE ? -i : i) || [i]z != zz || [i]fl != f) {
            printf("FAIL %d: %d %d st %d uc %d sh %d z %d want %d fl %g want %g\n", i, [i]pr.lo, [i]pr.hi, [i]st, [i]uc, [i]sh,
                   [i]z, zz, [i]fl, f);
            fails++;
        }
    }
    with (S) {
        printf("done %d blocked %d bytes %u llmax %lld ulmin %lu ucsum %d\n", += (st == DONE), += (st == BLOCKED),
               |= bw.byte[1], >?= ll, <?= ul, += uc);
    }
    printf("types %s\n", fails ? "FAIL" : "ok");
}
