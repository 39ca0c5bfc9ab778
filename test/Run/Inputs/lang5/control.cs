/* Input of test/Run/lang5-lang.test.
 * goto, break and continue in loops whose bodies hold where statements (a
 * goto out of a where pops its context); parallel parts of a for header;
 * switch in scalar code around parallel code (cases with where, with,
 * fall-through, default). */
#include <stdio.h>
#define N 13

shape [N]S;
int:S a, b;
int fails;

main()
{
    int it, k, ref[N], refb[N], mode;
    with (S) {
        a = pcoord(0);
        b = 0;
        for (it = 0; it < 10; it++) {
            where (a % 2) {
                a = a + 3;
                if (it == 1) continue;        /* leaves the where, next iteration */
                b = b + 1;
            }
            if (it == 6) break;               /* outside the where */
            where (a > 20) {
                if (it == 4) break;           /* leaves the where and the loop */
                a = a - 1;
            }
        }
        /* goto out of nothing parallel, back to a label before a where */
        k = 0;
    again:
        where (pcoord(0) == k) b = b + 100;
        if (++k < 3) goto again;
    }
    /* sequential reference */
    for (k = 0; k < N; k++) { ref[k] = k; refb[k] = 0; }
    for (it = 0; it < 10; it++) {
        int j;
        for (j = 0; j < N; j++) if (ref[j] % 2) { ref[j] += 3; if (it != 1) refb[j]++; }
        if (it == 1) continue;
        if (it == 6) break;
        if (it == 4) break;   /* scalar code in a where runs even with no position active */
        for (j = 0; j < N; j++) if (ref[j] > 20) ref[j]--;
    }
    for (k = 0; k < 3; k++) refb[k] += 100;
    for (k = 0; k < N; k++)
        if ([k]a != ref[k] || [k]b != refb[k]) { printf("FAIL %d: a %d/%d b %d/%d\n", k, [k]a, ref[k], [k]b, refb[k]); fails++; }
    printf("a[12] %d b[1] %d\n", [12]a, [1]b);

    for (mode = 0; mode < 4; mode++) {
        long s = 0;
        switch (mode) {
        case 0:
            with (S) where (a > 10) a = 0;
            break;
        case 1:
            with (S) a = a + 1;
            /* fall through */
        case 2:
            with (S) { s += a; }
            printf("mode %d sum %ld\n", mode, s);
            break;
        default:
            with (S) { where (a == 0) a = -1; s += a; }
            printf("mode %d sum %ld\n", mode, s);
        }
    }
    {
        long e1 = 0, e2 = 0, e3 = 0;
        for (k = 0; k < N; k++) { if (ref[k] > 10) ref[k] = 0; ref[k]++; e1 += ref[k]; }
        for (k = 0; k < N; k++) e2 += ref[k];
        for (k = 0; k < N; k++) { if (ref[k] == 0) ref[k] = -1; e3 += ref[k]; }
        for (k = 0; k < N; k++) if ([k]a != ref[k]) { printf("FAIL switch %d\n", k); fails++; }
        printf("expect %ld %ld %ld\n", e1, e2, e3);
    }
    {   /* goto out of a where (and out of a loop) to a label still inside the with:
           the where's mask must be gone at the label */
        int active = 0, rounds = 0;
        with (S) {
            for (;;) {
                where (pcoord(0) < 4) {
                    a = a + 1;
                    if (++rounds == 2) goto done;
                }
            }
        done:
            active += (int:current)1;
            where (pcoord(0) % 2) goto late;   /* a goto straight out of a where */
        late:
            active += (int:current)1;
        }
        printf("active after goto %d (rounds %d)\n", active, rounds);
        if (active != 2 * N || rounds != 2) { printf("FAIL goto out of where\n"); fails++; }
    }
    {   /* parallel parts in a for loop's init and increment (comma-separated
           with scalar ones), a reduction in the increment, under a where */
        int s = 0, t;
        with (S) {
            for (k = 0, a = pcoord(0); k < 3; k++, a = a * 2, s += a) b = a;
            where (pcoord(0) > 1) for (t = 0, b = 0; t < 2; t++, b = b + [1]a) ;
        }
        for (k = 0; k < N; k++) {
            int eb = k > 1 ? 2 * 8 : 4 * k;
            if ([k]a != 8 * k || [k]b != eb) { printf("FAIL for header %d: a %d b %d\n", k, [k]a, [k]b); fails++; }
        }
        printf("for header: s %d\n", s);
        if (s != (2 + 4 + 8) * (N * (N - 1) / 2)) { printf("FAIL for header sum\n"); fails++; }
    }
    printf("control %s\n", fails ? "FAIL" : "ok");
    return 0;
}
