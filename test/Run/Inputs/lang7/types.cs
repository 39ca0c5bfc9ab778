/* Input of test/Run/lang7-types.test.
 * Parallel unions (type punning float <-> unsigned per position), enums and
 * typedefs of parallel types (typedef int:S vec; typedef enum color:S pcolor),
 * a typedef'd parallel struct holding a bool array, bool:S arrays used as
 * flags (bool conversion of any nonzero value gives 1), sizeof/boolsizeof of
 * them, an enum-indexed parallel array, and a parallel function returning a
 * typedef'd parallel union.  Reference: the same in scalar C per position. */
#include <stdio.h>
#include <string.h>
#define N 11

shape [N]S;
enum color { RED, GREEN = 5, BLUE, NCOLOR = 3 };
typedef int:S vec;
typedef enum color:S pcolor;
typedef union { float f; unsigned u; unsigned char b[4]; } pun;
typedef pun:S ppun;
typedef struct { bool flag[4]; short n; } rec;
typedef rec:S prec;

vec v;
pcolor col;
ppun pu;
prec r;
bool:S bits[8];
int:S tally[NCOLOR];
int fails;

void check(char *what, int i, long got, long want)
{
    if (got != want) { fails++; if (fails < 20) printf("FAIL %s at %d: got %ld want %ld\n", what, i, got, want); }
}

ppun halve(ppun x)
{
    ppun y;
    y.f = x.f / 2;
    return y;
}

int idx(enum color c) { return c == RED ? 0 : c == GREEN ? 1 : 2; }
elemental int pidx(enum color c) { return idx(c); }

main()
{
    int i, k;
    with (S) {
        v = pcoord(0) * 3 - 7;
        col = v < 0 ? RED : v % 2 ? GREEN : BLUE;
        pu.f = v * 1.5f;
        pu = halve(pu);
        for (k = 0; k < 8; k++) bits[k] = v & (1 << k);     /* any nonzero -> 1 */
        for (k = 0; k < 4; k++) r.flag[k] = bits[k] || bits[k + 4];
        r.n = bits[0] + bits[1] + bits[2] + bits[3] + bits[4] + bits[5] + bits[6] + bits[7];
        [pidx(col)]tally[0] += 0;   /* a combining send of 0 (index from an elemental call): no change */
        tally[0] = col == RED; tally[1] = col == GREEN; tally[2] = col == BLUE;
    }
    for (i = 0; i < N; i++) {
        int V = i * 3 - 7;
        enum color C = V < 0 ? RED : V % 2 ? GREEN : BLUE;
        union { float f; unsigned u; unsigned char b[4]; } P;
        bool B[8];
        int n = 0;
        P.f = V * 1.5f;
        P.f = P.f / 2;
        check("v", i, [i]v, V);
        check("col", i, [i]col, C);
        check("pu.u", i, [i]pu.u, P.u);
        check("pu.b[3]", i, [i]pu.b[3], P.b[3]);
        for (k = 0; k < 8; k++) { B[k] = V & (1 << k); n += B[k]; check("bits", i * 10 + k, [i]bits[k], B[k]); }
        for (k = 0; k < 4; k++) check("flag", i * 10 + k, [i]r.flag[k], B[k] || B[k + 4]);
        check("n", i, [i]r.n, n);
        check("tally", i, [i]tally[idx(C)], 1);
    }
    check("sizeof(pun)", 0, sizeof(pun), 4);
    check("boolsizeof(rec)", 0, boolsizeof(rec), 8 * sizeof(rec));
    check("sizeof bits", 0, sizeof bits, 8);
    with (S) printf("reds %d greens %d blues %d, set bits %d\n", += tally[0], += tally[1], += tally[2], += r.n);
    printf("types %s\n", fails ? "FAILED" : "ok");
    return 0;
}
