/* Input of test/Run/lang6-apps.test.
 * Sorting three ways: odd-even transposition sort with grid neighbours
 * ([.+1]x / [.-1]x) under where/else, a rank()-based sort (each value sent to
 * the position of its rank), and rank() per row of a 2-D shape (rank in a line,
 * descending), with ties broken by position.  Reference: insertion sort. */
#include <stdio.h>
#include <cscomm.h>
#define N 23
#define R 4
#define C 6

shape [N]line;
shape [R][C]rows;
int:line key, sorted, by_rank;
double:line dkey;
int:rows rk, rv;
int ref[N];
int fails;

void odd_even(x)
int:line *x;
{
    int phase;
    with (line)
        for (phase = 0; phase < N; phase++) {
            int:line right = [.+1]*x, left = [.-1]*x, me = *x;
            /* pairs (2k, 2k+1) on even phases, (2k+1, 2k+2) on odd ones */
            where ((pcoord(0) + phase) % 2 == 0) {
                where (pcoord(0) < N - 1) *x = me <? right;
            } else
                where (pcoord(0) > 0) *x = me >? left;
        }
}

void isort(v, n)
int *v, n;
{
    int i, j, t;
    for (i = 1; i < n; i++)
        for (j = i; j > 0 && v[j - 1] > v[j]; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t; }
}

main()
{
    int i, j, row[C];
    for (i = 0; i < N; i++) ref[i] = (i * 37 + 11) % 29 - 10;
    with (line) {
        unsigned:line r;
        key = (pcoord(0) * 37 + 11) % 29 - 10;
        sorted = key;
        odd_even(&sorted);
        r = rank(key, 0, CMC_upward, CMC_none, CMC_no_field);
        [r]by_rank = key;
        dkey = key * 0.5;
        where (key > 0) {
            int:line rr = rank(dkey, 0, CMC_downward, CMC_none, CMC_no_field);
            if ((<?= rr) != 0 || (>?= rr) + 1 != (+= (int:line)1)) { printf("FAIL positive ranks\n"); fails++; }
        }
    }
    isort(ref, N);
    for (i = 0; i < N; i++)
        if ([i]sorted != ref[i] || [i]by_rank != ref[i]) {
            printf("FAIL sorted[%d] %d %d want %d\n", i, [i]sorted, [i]by_rank, ref[i]);
            fails++;
        }
    with (rows) {
        rv = (pcoord(0) * 5 + pcoord(1) * 3) % 4;  /* many ties */
        rk = rank(rv, 1, CMC_downward, CMC_none, CMC_no_field);
    }
    for (i = 0; i < R; i++) {
        for (j = 0; j < C; j++) row[j] = (i * 5 + j * 3) % 4;
        for (j = 0; j < C; j++) {
            int k, want = 0;
            /* descending: larger values first, equal values by position */
            for (k = 0; k < C; k++) if (row[k] > row[j] || (row[k] == row[j] && k < j)) want++;
            if ([i][j]rk != want) { printf("FAIL row rank [%d][%d] %d want %d\n", i, j, [i][j]rk, want); fails++; }
        }
    }
    printf("sorted: ");
    for (i = 0; i < N; i++) printf("%d ", [i]sorted);
    printf("\nsort %s\n", fails ? "FAIL" : "ok");
}
