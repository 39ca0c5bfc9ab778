/* bool:S arithmetic and casts between element types, a parallel union read
 * as bytes, macros that expand to C* forms, and goto/switch/break/continue
 * in scalar code around where; arguments from argv.  Checked against C. */
#include <stdio.h>
#include <stdlib.h>

#define FORALL(s) with (s)
#define COUNT(c) (+= (int:current)(c))
#define ONLY(c, stmt) where (c) { stmt; }
#define NEIGHBOUR(x) (pcoord(0) > 0 ? [pcoord(0) - 1](x) : 0)

shape [16]S;
bool:S b, c;
int:S x;
unsigned char:S u8;
union word { unsigned int w; unsigned char byte[4]; float f; };
union word:S uw;
int fails;

#define EXPECT(v, e) do { if ((v) != (e)) { printf("FAIL line %d: %ld != %ld\n", __LINE__, (long)(v), (long)(e)); fails++; } } while (0)

main(argc, argv)
int argc;
char **argv;
{
    int i, n, mode, seed = argc > 1 ? atoi(argv[1]) : 7, rounds = argc > 2 ? atoi(argv[2]) : 3;
    int cb[16], cx[16], k, t, r;
    long sum, csum;

    FORALL(S) {
        x = (pcoord(0) * seed) % 11 - 5;
        b = x;                 /* nonzero -> 1 */
        c = b + b;             /* 2 -> 1 */
        n = COUNT(b);
        sum = += (int:S)(b + c + (x > 0));     /* bools add as ints */
        c = ~b;                /* ~1 = -2 -> 1, ~0 = -1 -> 1 */
        t = COUNT(c);
        c = !b ^ (x & 1);
        u8 = (unsigned char:S)(x * 37);          /* wraps modulo 256 */
        csum = += (long:S)u8;
    }
    r = 0; k = 0;
    for (i = 0; i < 16; i++) {
        cx[i] = (i * seed) % 11 - 5;
        cb[i] = cx[i] != 0;
        r += cb[i];
        k += cb[i] + cb[i] + (cx[i] > 0);
    }
    EXPECT(n, r);
    EXPECT(sum, k);
    EXPECT(t, 16);
    for (i = 0, k = 0, r = 0; i < 16; i++) {
        k += (unsigned char)(cx[i] * 37);
        r += (!cb[i] ^ (cx[i] & 1)) != 0;
    }
    EXPECT(csum, k);
    FORALL(S) t = COUNT(c);
    EXPECT(t, r);
    printf("seed %d: nonzero %d, bool sum %ld, bytes %ld\n", seed, n, sum, csum);

    /* a union: write the int, read the bytes (little-endian) */
    FORALL(S) {
        uw.w = (unsigned int:S)(pcoord(0) * 0x01020304u);
        u8 = uw.byte[0] ^ uw.byte[3];
        sum = += (int:S)u8;
    }
    for (i = 0, k = 0; i < 16; i++) {
        unsigned int w = i * 0x01020304u;
        k += (unsigned char)((w & 0xff) ^ (w >> 24));
    }
    EXPECT(sum, k);

    /* scalar control flow around where */
    mode = 0;
    for (i = 0; i < rounds * 4; i++) {
        switch (i % 4) {
        case 0:
            FORALL(S) ONLY(x > 0, x -= 1);
            break;
        case 1:
            if (i > 5) continue;
            FORALL(S) ONLY(x < 0, x += 2);
            /* fall through */
        case 2:
            FORALL(S) where (x == 0) x = NEIGHBOUR(x) + 1;
            break;
        default:
            FORALL(S) if (COUNT(x == 0) == 0) goto done;
            mode++;
        }
    }
done:
    for (i = 0; i < rounds * 4; i++) {
        int old[16];
        switch (i % 4) {
        case 0:
            for (k = 0; k < 16; k++) if (cx[k] > 0) cx[k] -= 1;
            break;
        case 1:
            if (i > 5) continue;
            for (k = 0; k < 16; k++) if (cx[k] < 0) cx[k] += 2;
        case 2:
            for (k = 0; k < 16; k++) old[k] = cx[k];
            for (k = 0; k < 16; k++) if (old[k] == 0) cx[k] = (k > 0 ? old[k - 1] : 0) + 1;
            break;
        default:
            for (k = 0, t = 0; k < 16; k++) t += cx[k] == 0;
            if (t == 0) goto cdone;
        }
    }
cdone:
    FORALL(S) sum = += x;
    for (k = 0, csum = 0; k < 16; k++) { csum += cx[k]; EXPECT([k]x, cx[k]); }
    EXPECT(sum, csum);
    printf("after %d rounds (%d with zeros): sum %ld\n", rounds, mode, sum);
    printf("%s\n", fails ? "FAIL" : "bools ok");
    return 0;
}
