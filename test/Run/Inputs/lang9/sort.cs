/* Input of test/Run/lang9-apps.test.
 * Sorting networks on a 1-D shape: odd-even transposition sort of 13 keys
 * (partners by [.+1]/[.-1], exchange under where/else), bitonic sort of 16
 * keys with partners pcoord(0) ^ j read by a general get, and a descending
 * sort of doubles by rank() + send.  Reference: qsort. */
#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>

#define N 13
#define NB 16

shape [N]line;
shape [NB]net;
int:line key;
int:net bk;
double:line dk, dsorted;

int cmpi(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
int cmpd_desc(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? 1 : x > y ? -1 : 0;
}

int fails;
void expect(char *what, int i, double got, double want)
{
    if (got != want && fails++ < 10) printf("FAIL %s[%d] = %g want %g\n", what, i, got, want);
}

void odd_even()
{
    int phase;
    with (line)
        for (phase = 0; phase < N; phase++) {
            int:line right = [.+1]key, left = [.-1]key;
            where ((pcoord(0) + phase) % 2 == 0) {
                where (pcoord(0) < N - 1 && key > right) key = right;
            } else {
                where (left > key) key = left;   /* position 0 reads 0 < key */
            }
        }
}

void bitonic()
{
    int k, j;
    with (net)
        for (k = 2; k <= NB; k <<= 1)
            for (j = k >> 1; j > 0; j >>= 1) {
                int:net partner = [pcoord(0) ^ j]bk;
                bool:net up = (pcoord(0) & k) == 0;
                bool:net low = (pcoord(0) & j) == 0;
                where (low == up) bk = bk <? partner;
                else bk = bk >? partner;
            }
}

main()
{
    int i, ks[N], kb[NB];
    double ds[N];
    for (i = 0; i < N; i++) { ks[i] = (i * 37 + 11) % 50 + 1; ds[i] = ((i * 29) % 17 - 8) * 0.5; }
    for (i = 0; i < NB; i++) kb[i] = (i * 53 + 7) % 41 - 20;
    with (line) { key = (pcoord(0) * 37 + 11) % 50 + 1; dk = ((pcoord(0) * 29) % 17 - 8) * 0.5; }
    with (net) bk = (pcoord(0) * 53 + 7) % 41 - 20;
    odd_even();
    bitonic();
    with (line) [rank(dk, 0, CMC_downward, CMC_none, CMC_no_field)]dsorted = dk;
    qsort(ks, N, sizeof ks[0], cmpi);
    qsort(kb, NB, sizeof kb[0], cmpi);
    qsort(ds, N, sizeof ds[0], cmpd_desc);
    for (i = 0; i < N; i++) expect("odd-even", i, [i]key, ks[i]);
    for (i = 0; i < NB; i++) expect("bitonic", i, [i]bk, kb[i]);
    for (i = 0; i < N; i++) expect("rank", i, [i]dsorted, ds[i]);
    for (i = 0; i < N; i++) printf("%d%c", [i]key, i == N - 1 ? '\n' : ' ');
    for (i = 0; i < NB; i++) printf("%d%c", [i]bk, i == NB - 1 ? '\n' : ' ');
    for (i = 0; i < N; i++) printf("%g%c", [i]dsorted, i == N - 1 ? '\n' : ' ');
    if (!fails) printf("sort ok\n");
}
