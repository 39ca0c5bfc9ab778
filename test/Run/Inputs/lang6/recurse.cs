/* Input of test/Run/lang6-apps.test.
 * Scalar recursion that calls parallel code: a recursive bisection that sums
 * a range of positions under where, a recursive Fibonacci that keeps a static
 * parallel memo table, quicksort-style recursive partition counts, and static
 * and global parallel variables shared by several functions. */
#include <stdio.h>
#define N 40

shape [N]S;
int:S data;
static long:S visits;          /* file-scope static, touched by several functions */
int calls;
int fails;

/* sum of data over positions lo..hi-1, splitting in halves down to 5 positions */
long range_sum(lo, hi)
int lo, hi;
{
    long s = 0;
    calls++;
    if (hi - lo <= 5) {
        with (S)
            where (pcoord(0) >= lo && pcoord(0) < hi) {
                s += data;
                visits++;
            }
        return s;
    }
    return range_sum(lo, (lo + hi) / 2) + range_sum((lo + hi) / 2, hi);
}

/* how many data values fall in [lo, hi), split recursively by value */
int count_between(int lo, int hi, int depth)
{
    int n, mid;
    with (S) {
        n = 0;
        where (data >= lo) where (data < hi) n += (int:S)1;
    }
    if (n <= 3 || depth > 6) return n;
    mid = lo + (hi - lo) / 2;
    return count_between(lo, mid, depth + 1) + count_between(mid, hi, depth + 1);
}

/* a static parallel table remembered between calls */
int fib_at(int k)
{
    static int:S memo;
    static int filled = 0;
    int r;
    if (k < 2) return k;
    if (k < filled) return [k]memo;
    r = fib_at(k - 1) + fib_at(k - 2);
    [k]memo = r;
    with (S) where (pcoord(0) == k) visits += 100;
    if (k + 1 > filled) filled = k + 1;
    return r;
}

long ref_sum(lo, hi) { long s = 0; int i; for (i = lo; i < hi; i++) s += (i * 17) % 23 - 5; return s; }

main()
{
    int i, lo, hi, want;
    long s;
    with (S) data = (pcoord(0) * 17) % 23 - 5;
    for (lo = 0; lo < N; lo += 7)
        for (hi = lo + 1; hi <= N; hi += 9)
            if ((s = range_sum(lo, hi)) != ref_sum(lo, hi)) { printf("FAIL range %d %d: %ld\n", lo, hi, s); fails++; }
    for (i = 0; i < 30; i += 7) {
        int c = count_between(-5, i, 0);
        int j;
        want = 0;
        for (j = 0; j < N; j++) if ((j * 17) % 23 - 5 < i) want++;
        if (c != want) { printf("FAIL count %d: %d want %d\n", i, c, want); fails++; }
    }
    if (fib_at(30) != 832040 || fib_at(12) != 144) { printf("FAIL fib\n"); fails++; }
    with (S) {
        long v = 0, w = 0;
        v += visits;
        for (i = 0; i < N; i++) {
            int k = 0;
            for (lo = 0; lo < N; lo += 7)
                for (hi = lo + 1; hi <= N; hi += 9) k += i >= lo && i < hi;
            w += k + (i >= 2 && i <= 30 ? 100 : 0);
            if ([i]visits != k + (i >= 2 && i <= 30 ? 100 : 0)) { printf("FAIL visits %d: %ld\n", i, [i]visits); fails++; }
        }
        printf("visits %ld calls %d\n", v, calls);
        if (v != w) fails++;
    }
    printf("recurse %s\n", fails ? "FAIL" : "ok");
}
