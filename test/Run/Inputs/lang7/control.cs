/* Input of test/Run/lang7-control.test.
 * Scalar control flow around parallel statements, as 1990s C* code writes
 * it: `continue` and `break` inside a where inside a for loop (the loop's next
 * iteration runs with the full context again), `goto` out of two nested wheres
 * and back to a label before the with (a retry loop), a switch on a scalar
 * whose cases hold where/everywhere and fall through, a do-while whose test
 * is a reduction, and a while loop that shrinks a where by a scalar count.
 * Reference: the same control flow over a plain C array. */
#include <stdio.h>
#define N 16

shape [N]S;
int:S x, acc, hits;
int fails;
int ref_x[N], ref_acc[N], ref_hits[N];

void check(char *what, int i, long got, long want)
{
    if (got != want) { fails++; if (fails < 20) printf("FAIL %s at %d: got %ld want %ld\n", what, i, got, want); }
}

void compare(char *what)
{
    int i;
    for (i = 0; i < N; i++) {
        check(what, i, [i]x, ref_x[i]);
        check(what, i, [i]acc, ref_acc[i]);
        check(what, i, [i]hits, ref_hits[i]);
    }
}

main()
{
    int i, it, tries = 0, mode, active;
    with (S) { x = (pcoord(0) * 5) % 16; acc = 0; hits = 0; }
    for (i = 0; i < N; i++) { ref_x[i] = (i * 5) % 16; ref_acc[i] = 0; ref_hits[i] = 0; }

    /* continue / break inside where inside for */
    for (it = 0; it < 10; it++) {
        with (S) {
            where (x > it) {
                acc += it;
                if (it % 3 == 1) continue;      /* leaves the where and the with */
                hits += 1;
                if (it == 8) break;
            }
            acc += 100;                         /* every position, full context */
        }
    }
    for (it = 0; it < 10; it++) {
        int stop = 0;
        for (i = 0; i < N; i++) if (ref_x[i] > it) ref_acc[i] += it;
        if (it % 3 == 1) continue;
        for (i = 0; i < N; i++) if (ref_x[i] > it) ref_hits[i] += 1;
        if (it == 8) break;
        for (i = 0; i < N; i++) ref_acc[i] += 100;
        (void)stop;
    }
    compare("continue/break");

    /* goto out of nested wheres, back to a label before the with */
retry:
    tries++;
    with (S) {
        where (x % 2 == 0) {
            where (x > 4 * tries) {
                x -= 1;
                if (tries < 3) goto retry;
            }
            x += 1000;
        }
    }
    for (tries = 1; ; tries++) {
        for (i = 0; i < N; i++) if (ref_x[i] % 2 == 0 && ref_x[i] > 4 * tries) ref_x[i] -= 1;
        if (tries < 3) continue;
        for (i = 0; i < N; i++) if (ref_x[i] % 2 == 0) ref_x[i] += 1000;
        break;
    }
    compare("goto");

    /* switch with fall-through around where and everywhere */
    for (mode = 0; mode < 4; mode++) {
        with (S) where (pcoord(0) % 4 == mode) {
            switch (mode) {
            case 0: acc += 1;                       /* falls through */
            case 1: where (x > 1000) acc += 10; break;
            case 2: everywhere hits += 1;           /* falls through */
            default: hits -= 5;
            }
        }
        for (i = 0; i < N; i++) {
            if (mode == 2) ref_hits[i] += 1;
            if (i % 4 != mode) continue;
            switch (mode) {
            case 0: ref_acc[i] += 1;
            case 1: if (ref_x[i] > 1000) ref_acc[i] += 10; break;
            case 2:
            default: ref_hits[i] -= 5;
            }
        }
    }
    compare("switch");

    /* do-while on a reduction; while shrinking a where by a scalar */
    it = 0;
    with (S) do {
        where (x > 0) x = x / 2;
        it++;
    } while (|= (x > 1));
    for (i = 0; i < N; i++) { int k; for (k = 0; k < it; k++) if (ref_x[i] > 0) ref_x[i] /= 2; }
    compare("do-while");
    active = N;
    with (S) while (active > 2) {
        where (pcoord(0) < active) acc += active;
        active /= 2;
    }
    for (active = N; active > 2; active /= 2) for (i = 0; i < active; i++) ref_acc[i] += active;
    compare("while");
    printf("do-while ran %d times\n", it);
    printf("control %s\n", fails ? "FAILED" : "ok");
    return 0;
}
