// Parallel GENESIS (CM C*, generate.c / measure.c) style: the genes of a
// parallel struct `STRUCTURE:P ParallelNew` (a char array member) are unpacked
// into a parallel bit array, mutated and packed back by functions taking
// parallel arrays (`PPack(PBitstring, ParallelNew.Gene, LENGTH)`), then
// `ParallelOld = ParallelNew;`, bit counts `ones += ((Old.Gene[f] & BIT[b]) != 0)`
// with a scalar table, `best = [7]ParallelOld;`.
// Before: an array member (or a row `m[1]` of a 2-D parallel array) given for a
// parallel-array parameter went by a copy that was never copied back: the
// callee's writes were lost, silently.  And a parallel array given for a
// `T:current *` parameter (`f(A)`, which C reads as `&A[0]`) was "parallel
// argument passed to scalar parameter" (its storage, handed over as is, would
// have been written across positions).  Checked against plain C (FAIL lines).
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK-NOT: FAIL
// CHECK: genesis2 ok
#include <stdio.h>
#include <string.h>
#define POP 20
#define BYTES 2
#define LENGTH 13
#define CHARSIZE 8
typedef struct { char Gene[BYTES]; double Perf; int Needs_evaluation; } STRUCTURE;
shape [POP]P;
STRUCTURE:P ParallelOld, ParallelNew;
char:P PBitstring[LENGTH];
int:P Index;
static char BIT[CHARSIZE] = { '\200', '\100', '\040', '\020', '\010', '\004', '\002', '\001'};
int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL " __VA_ARGS__); printf("\n"); fails++; } } while (0)

PUnpack(gene, bits, length)
char:current gene[BYTES], bits[LENGTH];
int length;
{
    register int i;
    for (i = 0; i < length; i++)
        bits[i] = (gene[i / CHARSIZE] & BIT[i % CHARSIZE]) != 0;
}

PPack(bits, gene, length)
char:current bits[LENGTH], gene[BYTES];
int length;
{
    register int i;
    for (i = 0; i < BYTES; i++) gene[i] = 0;
    for (i = 0; i < length; i++)
        where (bits[i]) gene[i / CHARSIZE] |= BIT[i % CHARSIZE];
}

PMutate()
{
    register int i;
    for (i = 0; i < LENGTH; i++)
        where ((Index * 7 + i * 3) % 5 == 0) PBitstring[i] = !PBitstring[i];
}

/* the plain C reference of one structure */
void ref_one(int k, unsigned char g[BYTES])
{
    unsigned char bits[LENGTH];
    int i;
    g[0] = k * 37 + 5; g[1] = k * 11;
    for (i = 0; i < LENGTH; i++) bits[i] = (g[i / 8] & (0x80 >> (i % 8))) != 0;
    for (i = 0; i < LENGTH; i++) if ((k * 7 + i * 3) % 5 == 0) bits[i] = !bits[i];
    g[0] = g[1] = 0;
    for (i = 0; i < LENGTH; i++) if (bits[i]) g[i / 8] |= 0x80 >> (i % 8);
}

int:current twice(int:current r[2]) { r[0] *= 2; r[1] += 100; return r[0] + r[1]; }
void first(char:current *g) { *g += 5; }

main()
{
    int j, ones, focus, bit, k, rones;
    STRUCTURE best;
    unsigned char rg[POP][BYTES];
    int:P m[3][2], t;
    char:P A[3];
    with (P) {
        Index = pcoord(0);
        ParallelNew.Gene[0] = Index * 37 + 5;
        ParallelNew.Gene[1] = Index * 11;
        ParallelNew.Perf = Index * 0.5;
        PUnpack(ParallelNew.Gene, PBitstring, LENGTH);
        PMutate();
        PPack(PBitstring, ParallelNew.Gene, LENGTH);
        ParallelOld = ParallelNew;
        ParallelNew.Perf = -1;
        m[1][0] = Index; m[1][1] = 1; m[2][0] = m[2][1] = 0;
        t = twice(m[1]);
        where (Index > 2) twice(m[2]);
        A[0] = Index; A[1] = 1; A[2] = 2;
        first(A);
        first(&A[2]);
    }
    for (k = 0; k < POP; k++) ref_one(k, rg[k]);
    for (k = 0; k < POP; k++) {
        for (j = 0; j < BYTES; j++)
            CHECK((unsigned char)[k]ParallelOld.Gene[j] == rg[k][j], "gene %d %d: %d want %d", k, j,
                  (unsigned char)[k]ParallelOld.Gene[j], rg[k][j]);
        CHECK([k]m[1][0] == 2 * k && [k]m[1][1] == 101 && [k]t == 2 * k + 101, "row %d: %d %d %d", k, [k]m[1][0], [k]m[1][1], [k]t);
        CHECK([k]m[2][1] == (k > 2 ? 100 : 0), "where row %d: %d", k, [k]m[2][1]);
        CHECK([k]A[0] == k + 5 && [k]A[1] == 1 && [k]A[2] == 7, "first %d: %d %d %d", k, [k]A[0], [k]A[1], [k]A[2]);
    }
    for (j = 0; j < LENGTH; j++) {
        focus = j / CHARSIZE;
        bit = j % CHARSIZE;
        ones = 0;
        with (P)
            where (Index < POP - 3)
                ones += ((ParallelOld.Gene[focus] & BIT[bit]) != 0);
        rones = 0;
        for (k = 0; k < POP - 3; k++) rones += (rg[k][focus] & (0x80 >> bit)) != 0;
        CHECK(ones == rones, "ones %d: %d want %d", j, ones, rones);
    }
    best = [7]ParallelOld;
    CHECK(best.Perf == 3.5 && (unsigned char)best.Gene[0] == rg[7][0], "best %g %d", best.Perf, best.Gene[0]);
    printf("genesis2 %s\n", fails ? "FAILED" : "ok");
}
