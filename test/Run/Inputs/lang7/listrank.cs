/* Input of test/Run/lang7-apps.test.
 * Classic data-parallel algorithms from the CM literature, written with
 * parallel left indexing: list ranking by pointer jumping (each position
 * holds the index of its successor in a linked list scrambled over the shape;
 * log2(N) rounds of rank += [next]rank, next = [next]next), a prefix sum by
 * recursive doubling with grid reads [.-k]x (k = 1, 2, 4, ...: reads off the
 * grid are 0), and a segmented maximum by doubling under where.
 * Reference: walking the list and running sums in plain C. */
#include <stdio.h>
#define N 45

shape [N]S;
int:S next, rank, val, pre, seg, smax, head;
int succ[N], fails;

void check(char *what, int i, long got, long want)
{
    if (got != want) { fails++; if (fails < 20) printf("FAIL %s at %d: got %ld want %ld\n", what, i, got, want); }
}

int perm(int k) { return (k * 17 + 4) % N; }   /* 17 is prime to 45: a permutation */

main()
{
    int i, k, rounds = 0, p, r, run, smx;
    /* the list visits perm(0), perm(1), ..., perm(N-1); the last points to itself */
    for (k = 0; k < N; k++) succ[perm(k)] = k + 1 < N ? perm(k + 1) : perm(k);
    with (S) {
        int:S nn;
        next = 0;
        for (i = 0; i < N; i++) [i]next = succ[i];
        rank = next != pcoord(0);          /* distance to the successor: 1, or 0 at the tail */
        while (|= (next != [next]next)) {
            rank += [next]rank;
            nn = [next]next;
            next = nn;
            rounds++;
        }
        val = (pcoord(0) * 31) % 11 - 5;
        pre = val;
        for (k = 1; k < N; k *= 2) pre += [.-k]pre;   /* the read sees the old values */
        head = pcoord(0) % 7 == 0 || val == 5;          /* segment starts */
        seg = val;
        for (k = 1; k < N; k *= 2) {
            int:S h = [.-k]head, s = [.-k]seg;
            where (!head && pcoord(0) >= k) { seg = seg >? s; head = head | h; }
        }
    }
    /* reference: the rank of perm(k) is N-1-k (distance to the tail) */
    for (k = 0; k < N; k++) check("rank", perm(k), [perm(k)]rank, N - 1 - k);
    for (i = 0, run = 0; i < N; i++) {
        int v = (i * 31) % 11 - 5;
        run += v;
        check("prefix", i, [i]pre, run);
        if (i % 7 == 0 || v == 5) smx = v; else smx = smx > v ? smx : v;
        check("segmax", i, [i]seg, smx);
    }
    for (p = 1, r = 0; p < N; p *= 2) r++;
    printf("list of %d ranked in %d rounds (log2 bound %d)\n", N, rounds, r);
    check("rounds", 0, rounds, r);
    printf("listrank %s\n", fails ? "FAILED" : "ok");
    return 0;
}
