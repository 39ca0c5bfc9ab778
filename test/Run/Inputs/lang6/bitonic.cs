/* Input of test/Run/lang6-apps2.test.
 * Bitonic sort of 2^k keys with partners found by [pcoord(0) ^ j]x (xor in a
 * general get), keys carried with a payload struct; then a matrix transpose by
 * send ([pcoord(1)][pcoord(0)]b = a) and by get, and a reverse by
 * [N - 1 - pcoord(0)]x.  Reference: qsort and loops. */
#include <stdio.h>
#include <stdlib.h>
#define LOGN 5
#define N (1 << LOGN)
#define R 3
#define C 7

shape [N]keys;
shape [R][C]mat;
shape [C][R]tmat;
struct item { int key; int orig; };
struct item:keys it;
int:mat a;
int:tmat b, b2;
int ref[N];
int fails;

int cmp(const void *x, const void *y) { return *(const int *)x - *(const int *)y; }

void:keys bitonic_sort()
{
    int k, j;
    for (k = 2; k <= N; k <<= 1)
        for (j = k >> 1; j > 0; j >>= 1) {
            int:keys partner = pcoord(0) ^ j;
            struct item:keys other = [partner]it;
            bool:keys up = (pcoord(0) & k) == 0, lower = pcoord(0) < partner;
            /* the lower of a pair keeps the min when sorting up, the max when down */
            where (lower == up) {
                where (other.key < it.key) it = other;
            } else
                where (other.key > it.key) it = other;
        }
}

main()
{
    int i, j;
    for (i = 0; i < N; i++) ref[i] = (i * 73 + 19) % 101;
    with (keys) {
        it.key = (pcoord(0) * 73 + 19) % 101;
        it.orig = pcoord(0);
        bitonic_sort();
    }
    qsort(ref, N, sizeof ref[0], cmp);
    for (i = 0; i < N; i++) {
        int o = [i]it.orig;
        if ([i]it.key != ref[i] || (o * 73 + 19) % 101 != ref[i]) { printf("FAIL key %d: %d (from %d) want %d\n", i, [i]it.key, o, ref[i]); fails++; }
    }
    with (mat) {
        a = pcoord(0) * 100 + pcoord(1);
        [pcoord(1)][pcoord(0)]b = a;
    }
    with (tmat) {
        b2 = [pcoord(1)][pcoord(0)]a;
        where (pcoord(0) % 2) b2 = [C - 1 - pcoord(0)][pcoord(1)]b2;
    }
    for (i = 0; i < C; i++)
        for (j = 0; j < R; j++) {
            int w2 = i % 2 ? j * 100 + (C - 1 - i) : j * 100 + i;
            if ([i][j]b != j * 100 + i || [i][j]b2 != w2) { printf("FAIL transpose [%d][%d] %d %d\n", i, j, [i][j]b, [i][j]b2); fails++; }
        }
    printf("first %d last %d median %d\n", [0]it.key, [N - 1]it.key, [N / 2]it.key);
    printf("bitonic %s\n", fails ? "FAIL" : "ok");
}
