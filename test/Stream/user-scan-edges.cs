// Per-VP fscanf/fgets edge cases (values by hand): VP k's stream is
// "<k> <600 x 'a'+k%26> tail\nline two\n<k*k>" (no final newline).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: ids 15 long 6 tails 6
// CHECK-NEXT: line two 6 eof-before 0
// CHECK-NEXT: squares 55 eof-after 6 again -1 6
// CHECK-NEXT: fgets at end: 6 null
#include <stdio.h>
#include <string.h>

shape [6]S;

elemental int longword(FILE *f, int k)
{
    char w[700];
    if (fscanf(f, "%s", w) != 1) return 0;
    return strlen(w) == 600 && w[0] == 'a' + k % 26 && w[599] == 'a' + k % 26;
}

elemental int lineok(FILE *f)
{
    char l[64];
    return fgets(l, sizeof l, f) != NULL && strcmp(l, "line two\n") == 0;
}

elemental void writeit(FILE *f, int k)
{
    char w[601];
    memset(w, 'a' + k % 26, 600);
    w[600] = 0;
    fprintf(f, "%d %s tail\nline two\n%d", k, w, k * k);
}

main()
{
    with (S) {
        FILE:S *f = fopen("edge.txt", "w");
        int:S k = pcoord(0), id = -1, sq = -1, r;
        char tail[8];
        writeit(f, k);
        fclose(f);
        f = fopen("edge.txt", "r");
        fscanf(f, "%d", &id);
        {
            int:S lw = longword(f, k);
            int:S t = fscanf(f, " tail%*c");
            printf("ids %d long %d tails %d\n", += id, += lw, += (t == 0));
        }
        {
            int:S ok = lineok(f);
            printf("line two %d eof-before %d\n", += ok, += (feof(f) != 0));
        }
        fscanf(f, "%d", &sq);
        r = fscanf(f, "%d", &id);
        printf("squares %d eof-after %d again %d %d\n", += sq, += (feof(f) != 0), <?= r, += (r == EOF));
        {
            int:S isnull = lineok(f) == 0;
            printf("fgets at end: %d null\n", += isnull);
        }
        fclose(f);
    }
}
