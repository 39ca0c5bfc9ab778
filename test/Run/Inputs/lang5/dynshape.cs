/* Input of test/Run/lang5-lang.test (run at 1, 2 and 3 ranks; FAIL lines come
 * from the sequential C reference in this file).
 * Dynamic shapes: `shape S;` and `shape [][]G;` given extents by allocate_shape,
 * released by deallocate_shape and allocated again with other extents and
 * another rank; palloc on a dynamic shape; rankof/dimof/positionsof;
 * allocate_detailed_shape (5 values per axis, only the length used). */
#include <stdio.h>

shape S;
shape [][]G;
int fails;

check(what, got, want)
char *what;
long got, want;
{
    if (got != want) {
        printf("FAIL %s: got %ld want %ld\n", what, got, want);
        fails++;
    }
}

main()
{
    int n, i, j;
    long want;

    for (n = 1; n <= 7; n += 3) {
        allocate_shape(&S, 1, n * 4);
        with (S) {
            int:S v = pcoord(0) * n;
            long tot = 0;
            tot += v;
            for (want = 0, i = 0; i < n * 4; i++) want += i * n;
            check("1-d sum", tot, want);
            check("positionsof", (long)positionsof(S), (long)n * 4);
            printf("n=%d rank %d dim %d sum %ld last %d\n", n, rankof(S), dimof(S, 0), tot, [n * 4 - 1]v);
        }
        deallocate_shape(&S);
        check("positionsof after deallocate", (long)positionsof(S), 0L);
    }

    check("rankof partially specified", (long)rankof(G), 2L);
    allocate_shape(&G, 2, 3, 5);
    with (G) {
        int:G r = pcoord(0), c = pcoord(1);
        int:current m = r * 10 + c;
        long t = 0;
        t += m;
        for (want = 0, i = 0; i < 3; i++) for (j = 0; j < 5; j++) want += i * 10 + j;
        check("3x5 sum", t, want);
        check("[2][4]m", (long)[2][4]m, 24L);
        printf("G %dx%d (%d) sum %ld\n", dimof(G, 0), dimof(G, 1), positionsof(G), t);
    }
    deallocate_shape(&G);
    check("rankof after deallocate", (long)rankof(G), 2L);
    allocate_shape(&G, 2, 7, 2);
    with (G) {
        int:G m = pcoord(0) * pcoord(1) + 1;
        long t = 0;
        int mx = 0;
        t += m;
        mx >?= m;
        for (want = 0, i = 0; i < 7; i++) for (j = 0; j < 2; j++) want += i * j + 1;
        check("7x2 sum", t, want);
        check("7x2 max", (long)mx, 7L);
        printf("G %dx%d sum %ld max %d\n", dimof(G, 0), dimof(G, 1), t, mx);
    }

    /* S again, now of rank 3, with a palloc'd variable */
    allocate_shape(&S, 3, 2, 3, 4);
    {
        int:S *p = palloc(S, boolsizeof(int));
        long t = 0;
        with (S) {
            *p = pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2);
            where (pcoord(2) % 2 == 0) t += *p;
        }
        for (want = 0, i = 0; i < 2; i++) for (j = 0; j < 3; j++) { int k; for (k = 0; k < 4; k += 2) want += i * 100 + j * 10 + k; }
        check("3-d palloc sum", t, want);
        check("3-d element", (long)[1][2][3]*p, 123L);
        printf("S rank %d (%dx%dx%d) even sum %ld\n", rankof(S), dimof(S, 0), dimof(S, 1), dimof(S, 2), t);
        pfree(p);
    }
    deallocate_shape(&S);

    /* allocate_detailed_shape: CM layout hints (weight, ordering, bits) ignored */
    allocate_detailed_shape(&S, 2, 4, 1, CM_news_order, 0, 0, 6, 2, CM_send_order, 0, 0);
    with (S) {
        long t = 0;
        t += pcoord(0) * 10 + pcoord(1);
        check("detailed sum", t, 6L * (0 + 10 + 20 + 30) + 4L * 15);
        check("detailed dims", (long)(dimof(S, 0) * 100 + dimof(S, 1) * 10 + rankof(S)), 462L);
        printf("detailed %dx%d sum %ld\n", dimof(S, 0), dimof(S, 1), t);
    }
    deallocate_shape(&S);
    printf("dynshape %s\n", fails ? "FAIL" : "ok");
    return 0;
}
