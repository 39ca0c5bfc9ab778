/* Input of test/Run/lang7-apps.test (stdin: lang7-input.txt).
 * A program that reads its problem from standard input with scanf, as a C*
 * program run on the CM front end does: the extents of a 2-D shape (a block
 * shape allocated at run time), then a list of (row, col, value) triples
 * stored with scalar left indexing, then a query count and queries answered
 * with reductions under where.  Reading stops at EOF (scanf's result).
 * Reference: the same data in a plain C array. */
#include <stdio.h>
#include <stdlib.h>

shape [][]G;
int fails;

main()
{
    int rows, cols, r, c, v, n = 0, q, k, *ref, i, j;
    if (scanf("%d %d", &rows, &cols) != 2 || rows < 1 || cols < 1) {
        printf("bad header\n");
        exit(1);
    }
    allocate_shape(&G, 2, rows, cols);
    ref = calloc(rows * cols, sizeof *ref);
    with (G) {
        int:G m = 0;
        while (scanf("%d %d %d", &r, &c, &v) == 3 && r >= 0) {
            [r][c]m += v;
            ref[r * cols + c] += v;
            n++;
        }
        printf("%dx%d grid, %d entries, total %d\n", dimof(G, 0), dimof(G, 1), n, += m);
        scanf("%d", &q);
        for (k = 0; k < q; k++) {
            int lo, hi, got, want = 0, cnt, wcnt = 0;
            scanf("%d %d", &lo, &hi);
            where (m >= lo && m <= hi) { got = += m; cnt = += (int:G)1; }
            for (i = 0; i < rows; i++)
                for (j = 0; j < cols; j++)
                    if (ref[i * cols + j] >= lo && ref[i * cols + j] <= hi) { want += ref[i * cols + j]; wcnt++; }
            if (got != want || cnt != wcnt) { fails++; printf("FAIL query %d: %d/%d want %d/%d\n", k, got, cnt, want, wcnt); }
            printf("query [%d,%d]: %d cells, sum %d\n", lo, hi, cnt, got);
        }
        where (pcoord(1) == cols - 1) printf("last column max %d\n", >?= m);
    }
    printf("input %s\n", fails ? "FAILED" : "ok");
    return 0;
}
