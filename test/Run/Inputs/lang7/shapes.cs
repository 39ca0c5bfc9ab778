/* Input of test/Run/lang7-shapes.test.
 * PG ch.9 style: an array of partially specified shapes allocated in a loop
 * with extents read from a table, palloc'd parallel variables kept in an
 * array of `int:void *`, a shape-generic reducer that selects the shape of
 * its argument with `with (shapeof(*p))`, `shape *` walking the array,
 * `current` inside nested with, the `physical` shape (one position per rank:
 * only rank-independent facts are printed), pfree and deallocate in reverse.
 * Reference: closed forms computed in C. */
#include <stdio.h>
#include <stdlib.h>
#define NS 4

shape [][]grid[NS];
int ext[NS][2] = {{1, 1}, {2, 3}, {5, 2}, {3, 7}};
int:void *cells[NS];
int fails;

void check(char *what, int s, long got, long want)
{
    if (got != want) { fails++; printf("FAIL %s of shape %d: got %ld want %ld\n", what, s, got, want); }
}

/* sum of a parallel int of any shape (void-shaped pointer) */
long total(p)
int:void *p;
{
    long s = 0;
    with (shapeof(*p)) s += *(int:current *)p;
    return s;
}

/* fills the variable with its row-major position times k; shape from the caller */
void:current fill(int:current *v, int k)
{
    *v = k * (pcoord(0) * dimof(current, 1) + pcoord(1));
}

main()
{
    int s, np;
    shape *sp;
    long want;
    for (s = 0; s < NS; s++) {
        allocate_shape(&grid[s], 2, ext[s][0], ext[s][1]);
        cells[s] = palloc(grid[s], boolsizeof(int));
    }
    for (s = 0, sp = grid; sp < grid + NS; sp++, s++)
        with (*sp) fill((int:current *)cells[s], s + 1);
    for (s = NS - 1; s >= 0; s--) {
        int n = ext[s][0] * ext[s][1];
        want = (long)(s + 1) * n * (n - 1) / 2;
        check("total", s, total(cells[s]), want);
        check("positionsof", s, positionsof(grid[s]), n);
        check("rankof", s, rankof(grid[s]), 2);
        with (grid[s]) {
            int:current corner;
            corner = [ext[s][0] - 1][ext[s][1] - 1]*(int:current *)cells[s];
            with (grid[0]) check("inner current", s, positionsof(current), 1);
            check("outer current", s, positionsof(current), n);
            where (pcoord(1) == 0) check("column 0", s, += corner, (long)ext[s][0] * (s + 1) * (n - 1));
        }
    }
    with (physical) {
        int:physical one = 1;
        np = += one;
        check("physical", 0, np == positionsof(physical) && rankof(physical) == 1, 1);
    }
    for (s = NS - 1; s >= 0; s--) {
        pfree(cells[s]);
        deallocate_shape(&grid[s]);
        check("rank after deallocate", s, rankof(grid[s]), 2);
        check("positions after deallocate", s, positionsof(grid[s]), 0);
    }
    allocate_shape(&grid[2], 2, 4, 4);
    with (grid[2]) {
        int:current d = pcoord(0) == pcoord(1);
        check("diagonal", 2, += d, 4);
    }
    printf("shapes %s\n", fails ? "FAILED" : "ok");
    return 0;
}
