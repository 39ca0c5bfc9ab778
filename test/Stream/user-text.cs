// Per-VP text streams: VP k writes k+1 lines with fprintf under where, then
// "a" appends a line from an elemental function (fprintf on a FILE *) and an
// fputs; reading back at other rank counts with fscanf, fgetc loops under
// where(!feof(f)), ftell, rewind and per-VP fseek. Values by hand, in the
// program (VP 0's stream: "0 0\n" "note 0\n" "end\n" = 15 bytes; VP 6: 46).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: rm -f vp.txt* && %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 3 %s | FileCheck %s
// W: written
// CHECK: lines: 1 2 3 4 5 6 7
// CHECK-NEXT: total 560 (want 560)
// CHECK-NEXT: notes 7 sum 91
// CHECK-NEXT: tail chars 28
// CHECK-NEXT: ftell [0] 15 [6] 46
// CHECK-NEXT: after rewind first ids 21
// CHECK-NEXT: seek: [2] 2 [3] 10
/* Per-VP text streams: each VP writes a different number of lines with
   fprintf, reads them back with fscanf/fgets under where(!feof), seeks with
   fseek/ftell/rewind, appends, and logs from an elemental function. */
#include <stdio.h>
#include <string.h>
#define N 7
shape [N]S;
FILE:S *f;
int:S id, cnt, total, got, len;
long:S pos;
char line[80];

elemental void note(FILE *fp, int v)
{
    fprintf(fp, "note %d\n", v * v);
}

main(argc, argv) int argc; char **argv;
{
    int i;
    with (S) {
        id = pcoord(0);
        if (argc > 1 && strcmp(argv[1], "w") == 0) {
            f = fopen("vp.txt", "w");
            for (i = 0; i < N; i++)
                where (id >= i)                  /* VP k writes k+1 lines */
                    fprintf(f, "%d %d\n", id, i * 10);
            fclose(f);
            f = fopen("vp.txt", "a");
            note(f, id);
            fputs("end\n", f);
            fclose(f);
            printf("written\n");
            return 0;
        }
        f = fopen("vp.txt", "r");
        cnt = 0; total = 0;
        for (i = 0; i < N + 2; i++) {
            int:S a = -1, b = -1;
            got = fscanf(f, "%d %d\n", &a, &b);
            where (got == 2) { cnt += 1; total += b; }
        }
        printf("lines:"); for (i = 0; i < N; i++) printf(" %d", [i]cnt); printf("\n");
        printf("total %d (want %d)\n", += total, 0*1 + 10*6 + 20*5 + 30*4 + 40*3 + 50*2 + 60*1);
        {
            int:S sq = -1;
            got = fscanf(f, "note %d\n", &sq);
            printf("notes %d sum %d\n", += got, += sq);   /* 7, 0+1+4+..+36 = 91 */
        }
        len = 0;
        where (!feof(f)) {
            char:S c;
            c = fgetc(f);
            while (|= (c != EOF && !feof(f))) {
                where (c != EOF) len += 1;
                c = fgetc(f);
            }
        }
        printf("tail chars %d\n", += len);      /* "end\n" = 4 chars each: 28 */
        pos = ftell(f);
        printf("ftell [0] %ld [6] %ld\n", [0]pos, [6]pos);
        rewind(f);
        {
            int:S a = -1, b = -1;
            fscanf(f, "%d %d", &a, &b);
            printf("after rewind first ids %d\n", += a);   /* 21 */
        }
        fseek(f, 0L, SEEK_SET);
        where (id == 3) fseek(f, 5L, SEEK_SET);  /* VP 3 skips "3 0\n3" */
        {
            int:S a = -1, b = -1;
            fscanf(f, "%d", &a);
            printf("seek: [2] %d [3] %d\n", [2]a, [3]a);  /* 2, 10 */
        }
        fclose(f);
    }
    return 0;
}
