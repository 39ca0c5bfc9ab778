// rank as a send index (sorting), inclusive and segmented scans, spread along each axis of a
// 2-D shape, global, palloc/pfree with boolsizeof, a parallel array initializer list, and an
// external flat file written by plain C stdio read through FILE:S * (one NB segment).
// Reference: the plain C program Inputs/user-sort.c (arrays, loops, qsort).
// RUN: rm -rf %t.d && mkdir -p %t.d && cd %t.d
// RUN: cc -w -o %t.ref %S/Inputs/user-sort.c -lm && %t.ref > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
/* Sorting with rank, prefix sums with scan, segment totals with spread,
   palloc/pfree, parallel initializer lists, and an external flat file (no
   .meta) written by plain C and read through fopen on the current shape. */
#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>
#define N 16
shape [N]S;
shape [4][4]G;
int:S key, sorted, pre, seg;
bool:S start;
int:G m, rowsum, colmax;

main()
{
    int i;
    FILE *fp;
    FILE:S *pf;
    int:S *tmp;
    /* the external file: 16 ints 1000, 1001, ... written by plain C stdio */
    fp = fopen("ext.dat", "wb");
    for (i = 0; i < N; i++) { int v = 1000 + i * 3; fwrite(&v, sizeof v, 1, fp); }
    fclose(fp);

    with (S) {
        key = (pcoord(0) * 11 + 5) % N - 7;            /* distinct keys */
        [rank(key, 0, CMC_upward, CMC_none, CMC_no_field)]sorted = key;
        printf("sorted:"); for (i = 0; i < N; i++) printf(" %d", [i]sorted); printf("\n");
        pre = scan(key, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        printf("prefix[15] %d [7] %d\n", [15]pre, [7]pre);
        start = pcoord(0) % 4 == 0;
        seg = scan(key, 0, CMC_combiner_add, CMC_upward, CMC_segment_bit, &start, CMC_inclusive);
        printf("segscan:"); for (i = 0; i < N; i++) printf(" %d", [i]seg); printf("\n");
        tmp = palloc(S, boolsizeof(int));
        *tmp = key * key;
        printf("palloc sum %d\n", += *tmp);
        pfree(tmp);
        {
            double:S v[3] = {1.5, 2.5, 3.5};
            printf("init list %g\n", += (v[0] + v[1] * v[2]));
        }
        pf = fopen("ext.dat", "r");
        fread(&pre, sizeof(int), 1, pf);
        fclose(pf);
        printf("external: [0] %d [15] %d sum %d\n", [0]pre, [15]pre, += pre);
    }
    with (G) {
        m = pcoord(0) * 4 + pcoord(1);
        rowsum = spread(m, 1, CMC_combiner_add);
        colmax = spread(m * (pcoord(1) % 2 ? -1 : 1), 0, CMC_combiner_max);
        printf("rowsum:"); for (i = 0; i < 4; i++) printf(" %d", [i][0]rowsum); printf("\n");
        printf("colmax:"); for (i = 0; i < 4; i++) printf(" %d", [0][i]colmax); printf("\n");
        printf("global %d\n", global(m, CMC_combiner_add));
    }
    return 0;
}
