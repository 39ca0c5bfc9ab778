/* scan.cs — operations along axes: scan (inclusive, exclusive, segmented),
 * enumerate (pack the active positions), rank (sort), spread, reduce,
 * copy_spread and global.
 *   cstar scan.cs -o scan && mpiexec -n 2 ./scan */
#include <stdio.h>
#include <cscomm.h>

shape [12]S;
shape [3][4]M;
int:S x, y, packed;
bool:S start;
int:M m, rowsum, col0;

static void show(const char *what, int:S v)
{
    int a[12], i;
    read_from_pvar(a, v);
    printf("%-10s", what);
    for (i = 0; i < 12; i++) printf(" %3d", a[i]);
    printf("\n");
}

int main(void)
{
    with (S) {
        x = (pcoord(0) * 5) % 7;
        show("x", x);
        y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        show("prefix", y);
        start = pcoord(0) % 4 == 0;
        y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_segment_bit, &start, CMC_exclusive);
        show("seg excl", y);
        y = rank(x, 0, CMC_upward, CMC_none, CMC_no_field);
        show("rank", y);
        packed = -1;
        where (x > 2) [enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field)]packed = x;
        show("packed", packed);
        printf("sum %d, max %d\n", global(x, CMC_combiner_add), global(x, CMC_combiner_max));
    }
    with (M) {
        m = pcoord(0) * 4 + pcoord(1);
        rowsum = spread(m, 1, CMC_combiner_add);    /* every position: its row's sum */
        col0 = copy_spread(&m, 1, 0);               /* every position: its row's first value */
        reduce(&col0, m, 1, CMC_combiner_max, 3);   /* column 3 only: the row maximum */
        printf("row sums %d %d %d; [1][3] = %d\n", [0][0]rowsum, [1][0]rowsum, [2][0]rowsum, [1][3]col0);
    }
    return 0;
}
